/**
 * The enquiry form's rules, kept apart from the component so they can be tested on their own:
 * phone numbers, validation, the message an adviser receives, and how a send ends.
 */
import { fill } from '../fill-label';

/** In the order the form shows them: the first with an error gets the focus. */
export const enquiryFields = ['name', 'phone', 'email', 'service', 'country', 'mode', 'date', 'time', 'message'] as const;
export type EnquiryField = (typeof enquiryFields)[number];
export type EnquiryValues = Record<EnquiryField, string>;

export const MESSAGE_MIN = 10;

/**
 * The longest each typed field may be, in characters: room for any real answer, and no more, so
 * that nobody can post a book to the advisers' inbox (an e-mail address is at most 254 by RFC 5321).
 */
export const FIELD_MAX = { name: 100, phone: 30, email: 254, message: 2000 } as const;
export type LimitedField = keyof typeof FIELD_MAX;

/**
 * The inputs' own maxLength: a quarter above the limit, so that a paste a little too long is kept
 * for the visitor to shorten, with a message saying so, rather than cut off without a word.
 */
export function inputMaxLength(field: LimitedField): number {
  return FIELD_MAX[field] + Math.ceil(FIELD_MAX[field] / 4);
}

/** How long the form waits for the form service before it says it could not confirm the send. */
export const ENQUIRY_TIMEOUT_MS = 15_000;

/**
 * The hidden field that only bots fill in. `_gotcha` is the name Formspree (and others) recognise,
 * so a form posted without JavaScript is filtered by the service too.
 */
export const HONEYPOT_FIELD = '_gotcha';

export function honeypotFilled(value: unknown): boolean {
  return typeof value === 'string' && value !== '';
}

// Arabic-Indic (U+0660–U+0669) and Extended Arabic-Indic, as typed on Urdu keyboards (U+06F0–U+06F9).
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;
// Direction marks that come along when a number is copied from right-to-left text.
const DIRECTION_MARK = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

/** Urdu and Arabic digits as 0–9; every other character unchanged. */
export function toAsciiDigits(input: string): string {
  return input.replace(EASTERN_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/** The phone number as the visitor wrote it, spacing kept, in ASCII digits: what advisers receive. */
export function cleanPhone(input: string): string {
  return toAsciiDigits(input.replace(DIRECTION_MARK, '')).trim();
}

/** Digits and a leading +, with spaces, dashes, dots and brackets removed. */
export function normalisePhone(input: string): string {
  return cleanPhone(input).replace(/[\s\-().]/g, '');
}

/**
 * Pakistani mobiles (0300-1234567, +92 300 1234567, 0092 300 1234567), Pakistani landlines (0, an
 * area code and the subscriber: 10 or 11 digits in all, such as 051-1234567, 021-12345678 or
 * +92 51 1234567), and any international number written with + or 00 and 7 to 15 digits.
 */
export function isValidPhone(input: string): boolean {
  const phone = normalisePhone(input);
  const pakistani = /^(\+|00)92/.test(phone);
  const national = pakistani ? phone.replace(/^(\+|00)92/, '0') : phone;
  if (/^03\d{9}$/.test(national)) return true;
  // Area codes never start with 0, 1 or 3 (03 is mobile). An 11-digit landline has a two-digit area
  // code and an 8-digit subscriber number, which never starts with 0 (so 0400-1234567 is refused).
  if (/^0[24-9]\d{8}$/.test(national) || /^0[24-9]\d[1-9]\d{7}$/.test(national)) return true;
  if (pakistani) return false; // a Pakistani number of the wrong length
  return /^(\+|00)[1-9]\d{6,14}$/.test(phone);
}

export function isValidEmail(input: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(input.trim());
}

export type EnquiryErrors = Partial<Record<EnquiryField, string>>;
/** The messages come from content; `{max}` and `{min}` in them are replaced by the limits here. */
export type EnquiryMessages = {
  nameRequired: string;
  nameTooLong: string;
  phoneRequired: string;
  phoneInvalid: string;
  phoneTooLong: string;
  emailInvalid: string;
  emailTooLong: string;
  messageRequired: string;
  messageTooLong: string;
};

/** A number as the copy writes it, e.g. 2,000. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-GB');
}

/** The words of the composed enquiry (content/pages/contact.md, form.composed). */
export type ComposedWords = { subject: string; subjectWithTopic: string; name: string; phone: string; email: string; service: string; country: string };

export function fillIn(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? formatCount(values[key] ?? 0) : whole));
}

export function validateEnquiry(values: EnquiryValues, messages: EnquiryMessages): EnquiryErrors {
  const errors: EnquiryErrors = {};
  const tooLong = (field: LimitedField) => values[field].trim().length > FIELD_MAX[field];
  const limit = (template: string, field: LimitedField) => fillIn(template, { max: FIELD_MAX[field] });

  if (!values.name.trim()) errors.name = messages.nameRequired;
  else if (tooLong('name')) errors.name = limit(messages.nameTooLong, 'name');

  if (!values.phone.trim()) errors.phone = messages.phoneRequired;
  else if (tooLong('phone')) errors.phone = limit(messages.phoneTooLong, 'phone');
  else if (!isValidPhone(values.phone)) errors.phone = messages.phoneInvalid;

  if (tooLong('email')) errors.email = limit(messages.emailTooLong, 'email');
  else if (values.email.trim() && !isValidEmail(values.email)) errors.email = messages.emailInvalid;

  if (values.message.trim().length < MESSAGE_MIN) errors.message = fillIn(messages.messageRequired, { min: MESSAGE_MIN });
  else if (tooLong('message')) errors.message = limit(messages.messageTooLong, 'message');
  return errors;
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
): { subject: string; body: string } {
  const topic = [names.service, names.country].filter(Boolean).join(', ');
  const name = values.name.trim();
  const subject = topic ? fill(words.subjectWithTopic, { topic, name }) : fill(words.subject, { name });
  const lines = [
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

/** What the form POSTs: form-encoded, so it works with common form back-ends. */
export function enquiryFormBody(values: EnquiryValues, subject: string): URLSearchParams {
  const body = new URLSearchParams();
  for (const field of enquiryFields) body.set(field, field === 'phone' ? cleanPhone(values.phone) : values[field].trim());
  body.set('_subject', subject);
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

export async function outcomeOf(response: Answer): Promise<'sent' | 'refused'> {
  if (response.type === 'opaqueredirect') return 'sent';
  if (!response.ok) return 'refused';
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
  if (typeof said !== 'object' || said === null) return 'sent';
  const ok: unknown = Reflect.get(said, 'ok');
  const success: unknown = Reflect.get(said, 'success');
  return ok === false || success === false || success === 'false' ? 'refused' : 'sent';
}

/**
 * POSTs the enquiry and says how it ended; never throws. `Accept: application/json` asks form
 * services for a JSON answer instead of a redirect to their thank-you page. The request stays
 * "simple" (form-encoded body, only a safelisted header), so no CORS preflight can stop it: it
 * reaches the service even when the answer is unreadable. `redirect: 'manual'` turns a redirect
 * into an `opaqueredirect` answer the page can recognise, instead of following it to a page on
 * another origin that CORS and the page's connect-src would refuse.
 */
export async function sendEnquiry(endpoint: string, body: URLSearchParams, timeoutMs: number = ENQUIRY_TIMEOUT_MS): Promise<SendOutcome> {
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
    return controller.signal.aborted ? 'timeout' : 'unconfirmed';
  } finally {
    clearTimeout(timer);
  }
}
