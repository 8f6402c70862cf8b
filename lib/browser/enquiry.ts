/**
 * The enquiry form's rules, kept apart from the component so they can be tested on their own:
 * phone numbers, validation, the message an adviser receives, and how a send ends.
 */
import { fill } from '../fill-label';
import { cleanPhone, enquiryFields, enquiryProblems, FIELD_MAX, IDEMPOTENCY_FIELD, isReference, problemMessages, REFERENCE_FIELD, REFERENCE_LENGTH, referenceFrom, type EnquiryErrors, type EnquiryMessages, type EnquiryValues, type LimitedField } from '../enquiry-rules';

// The rules live in a shared leaf, which our own endpoint (workers/enquiries/) imports too; they are
// handed on from here so the form and its tests keep one import.
export {
  TURNSTILE_FIELD,
  enquiryFields,
  FIELD_MAX,
  fillIn,
  formatCount,
  HONEYPOT_FIELD,
  honeypotFilled,
  isValidPhone,
  MESSAGE_MIN,
  toAsciiDigits,
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryMessages,
  type EnquiryValues,
  type LimitedField,
} from '../enquiry-rules';

/**
 * The inputs' own maxLength: a quarter above the limit, so that a paste a little too long is kept
 * for the visitor to shorten, with a message saying so, rather than cut off without a word.
 */
export function inputMaxLength(field: LimitedField): number {
  return FIELD_MAX[field] + Math.ceil(FIELD_MAX[field] / 4);
}

/** How long the form waits for the form service before it says it could not confirm the send. */
export const ENQUIRY_TIMEOUT_MS = 15_000;

/** The words of the composed enquiry (content/pages/contact.md, form.composed). */
export type ComposedWords = { subject: string; subjectWithTopic: string; reference: string; name: string; phone: string; email: string; service: string; country: string };

/** The rules' problems (lib/enquiry-rules.ts) in the content's words, with the limit each names filled in. */
export function validateEnquiry(values: EnquiryValues, messages: EnquiryMessages): EnquiryErrors {
  return problemMessages(enquiryProblems(values), messages);
}

/**
 * The enquiry as one plain-text message, the same for e-mail, WhatsApp and the adviser's inbox.
 * `appointment` holds the consultation lines (lib/booking.ts, appointmentLines), if any.
 */
export function composeEnquiry(
  values: EnquiryValues,
  names: { service?: string; country?: string },
  words: ComposedWords,
  appointment: string[] = [],
  reference: string | null = null,
): { subject: string; body: string } {
  const topic = [names.service, names.country].filter(Boolean).join(', ');
  const name = values.name.trim();
  const subject = topic ? fill(words.subjectWithTopic, { topic, name }) : fill(words.subject, { name });
  const lines = [
    // First, so that an adviser who reads a WhatsApp copy finds the same enquiry in the inbox.
    reference ? `${words.reference}: ${reference}` : null,
    `${words.name}: ${name}`,
    `${words.phone}: ${cleanPhone(values.phone)}`,
    values.email.trim() ? `${words.email}: ${values.email.trim()}` : null,
    names.service ? `${words.service}: ${names.service}` : null,
    names.country ? `${words.country}: ${names.country}` : null,
    ...appointment,
    '',
    values.message.trim(),
  ].filter((line): line is string => line !== null);
  return { subject, body: lines.join('\n') };
}

/** A WhatsApp chat with `number` (digits with country code), with `text` already typed when given. */
export function whatsappLink(number: string, text?: string): string {
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(shareText(text))}` : ''}`;
}

/**
 * Text that goes into an address (a WhatsApp message, the plan sent to /contact): no longer than an
 * enquiry's message may be, so the address stays far below what hosts accept (Cloudflare: 16 KB),
 * even in Urdu, whose letters take six bytes each once encoded.
 */
export function shareText(text: string): string {
  return text.length <= FIELD_MAX.message ? text : `${text.slice(0, FIELD_MAX.message - 1)}…`;
}

/** An e-mail to `address`, with subject and body filled in when given. */
export function mailtoLink(address: string, mail?: { subject: string; body: string }): string {
  return mail ? `mailto:${address}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(mail.body)}` : `mailto:${address}`;
}

/**
 * One sending of an enquiry to our own endpoint: the key that makes a retry store nothing new, and
 * the reference proposed for it (lib/enquiry-rules.ts). Made once per enquiry and kept while it is
 * unsent, so that a retry after a timeout, or after a reload, is recognised.
 */
export type Sending = { key: string; reference: string };

export function newSending(randomBytes: (length: number) => Uint8Array): Sending {
  // A version-4 UUID, the shape Siteverify takes as its own retry key (workers/enquiries/src/turnstile.ts).
  const bytes = randomBytes(16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  const key = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { key, reference: referenceFrom(randomBytes(REFERENCE_LENGTH)) };
}

/** What the form POSTs: form-encoded, so it works with common form back-ends; with our own endpoint, the sending's key and reference too. */
export function enquiryFormBody(values: EnquiryValues, subject: string, sending: Sending | null = null): URLSearchParams {
  const body = new URLSearchParams();
  for (const field of enquiryFields) body.set(field, field === 'phone' ? cleanPhone(values.phone) : values[field].trim());
  body.set('_subject', subject);
  if (sending) {
    body.set(IDEMPOTENCY_FIELD, sending.key);
    body.set(REFERENCE_FIELD, sending.reference);
  }
  return body;
}

/**
 * How a send ended, as far as the page can know (docs/enquiry-form.md, "Outcomes"):
 * - `sent`: the service answered 2xx without saying no, or redirected (services redirect only
 *   after accepting a submission);
 * - `refused`: the service answered, and said no (4xx/5xx, or `ok: false` / `success: false`);
 * - `unconfirmed`: no answer the page may read: a network error, or an answer without CORS
 *   headers. The POST may well have arrived, so the visitor must not be told it failed;
 * - `timeout`: no answer within ENQUIRY_TIMEOUT_MS; it may also have arrived.
 */
export type SendOutcome = 'sent' | 'refused' | 'unconfirmed' | 'timeout';

type Answer = Pick<Response, 'type' | 'ok' | 'text'>;

/** How a send ended, and the reference the endpoint gave the enquiry, when it gave one (our own does). */
export type SendResult = { outcome: SendOutcome; reference: string | null };

export async function outcomeOf(response: Answer): Promise<SendResult & { outcome: 'sent' | 'refused' }> {
  if (response.type === 'opaqueredirect') return { outcome: 'sent', reference: null };
  if (!response.ok) return { outcome: 'refused', reference: null };
  // Formspree answers {"ok":true}; FormSubmit and Web3Forms answer {"success":true|false}, some
  // of their refusals with status 200. A body that cannot be read or parsed leaves the 2xx standing.
  const said: unknown = await response.text().then(
    (text) => {
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    },
    () => null,
  );
  if (typeof said !== 'object' || said === null) return { outcome: 'sent', reference: null };
  const ok: unknown = Reflect.get(said, 'ok');
  const success: unknown = Reflect.get(said, 'success');
  if (ok === false || success === false || success === 'false') return { outcome: 'refused', reference: null };
  const reference: unknown = Reflect.get(said, 'reference');
  return { outcome: 'sent', reference: isReference(reference) ? reference : null };
}

/**
 * POSTs the enquiry and says how it ended; never throws. `Accept: application/json` asks form
 * services for a JSON answer instead of a redirect to their thank-you page. The request stays
 * "simple" (form-encoded body, only a safelisted header), so no CORS preflight can stop it: it
 * reaches the service even when the answer is unreadable. `redirect: 'manual'` turns a redirect
 * into an `opaqueredirect` answer the page can recognise, instead of following it to a page on
 * another origin that CORS and the page's connect-src would refuse.
 */
export async function sendEnquiry(endpoint: string, body: URLSearchParams, timeoutMs: number = ENQUIRY_TIMEOUT_MS): Promise<SendResult> {
  const controller = new AbortController();
  // A timer rather than AbortSignal.timeout(), so that tests can move the clock on.
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body,
      redirect: 'manual',
      signal: controller.signal,
    });
    return await outcomeOf(response);
  } catch {
    return { outcome: controller.signal.aborted ? 'timeout' : 'unconfirmed', reference: null };
  } finally {
    clearTimeout(timer);
  }
}
