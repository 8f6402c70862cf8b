/**
 * What an enquiry may hold: its fields, their limits and the rules each must meet. A shared leaf, so
 * that the form in the browser (lib/browser/enquiry.ts) and our own endpoint
 * (workers/enquiries/) refuse exactly the same enquiries. The rules name a problem by its key in the
 * form's messages (content/pages/contact.md, form.errors); the form shows the message, the endpoint
 * answers the key.
 */

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
 * The hidden field that only bots fill in. `_gotcha` is the name Formspree (and others) recognise,
 * so a form posted without JavaScript is filtered by the service too.
 */
export const HONEYPOT_FIELD = '_gotcha';

/**
 * An enquiry's reference, such as HSA-7K3Q9: the prefix and five characters of Crockford's base32
 * (no I, L, O or U, so a reference read out on the phone cannot be misheard as another). The form
 * proposes one, so that a WhatsApp or e-mail copy of an enquiry whose arrival is unknown carries the
 * reference it is stored under; our endpoint keeps it unless another enquiry has it.
 */
export const REFERENCE_PREFIX = 'HSA-';
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_LENGTH = 5;

export function isReference(value: unknown): value is string {
  return typeof value === 'string' && value.length === REFERENCE_PREFIX.length + REFERENCE_LENGTH && value.startsWith(REFERENCE_PREFIX) && [...value.slice(REFERENCE_PREFIX.length)].every((c) => REFERENCE_ALPHABET.includes(c));
}

/** A reference from random bytes: 256 is a multiple of 32, so each character is equally likely. */
export function referenceFrom(bytes: Uint8Array): string {
  return REFERENCE_PREFIX + [...bytes.slice(0, REFERENCE_LENGTH)].map((byte) => REFERENCE_ALPHABET[byte % 32]).join('');
}

/**
 * Cloudflare Turnstile, the optional spam check of our own endpoint (content/site.md,
 * enquiries.turnstile): its script, loaded on the contact pages only, whose policy allows exactly
 * its origin, and the field its token is posted in.
 */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
export const TURNSTILE_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;
export const TURNSTILE_FIELD = 'cf-turnstile-response';
/** The id of its script element: the form draws the widget once the script has loaded. */
export const TURNSTILE_SCRIPT_ID = 'turnstile-script';

/** The form's fields for one sending: the retry key and the proposed reference (workers/enquiries/). */
export const IDEMPOTENCY_FIELD = 'idempotency';
export const REFERENCE_FIELD = 'reference';

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

/** Every problem the rules can find, each named by its message's key in content (form.errors). */
export const enquiryProblemKeys = [
  'nameRequired',
  'nameTooLong',
  'phoneRequired',
  'phoneInvalid',
  'phoneTooLong',
  'emailInvalid',
  'emailTooLong',
  'messageRequired',
  'messageTooLong',
] as const;
export type EnquiryProblem = (typeof enquiryProblemKeys)[number];
export type EnquiryProblems = Partial<Record<EnquiryField, EnquiryProblem>>;
/** The messages come from content; `{max}` and `{min}` in them are replaced by the limits here. */
export type EnquiryMessages = Record<EnquiryProblem, string>;
/** Each field's problem in the content's words. */
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

/** A number as the copy writes it, e.g. 2,000. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-GB');
}

/** `{name}` in a message replaced by the count given for it; any other `{word}` kept. */
export function fillIn(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? formatCount(values[key] ?? 0) : whole));
}

const isLimited = (field: EnquiryField): field is LimitedField => field in FIELD_MAX;

/** The figure each problem's message names: the limit that was crossed. */
export function problemFigures(field: EnquiryField, problem: EnquiryProblem): Record<string, number> {
  if (problem === 'messageRequired') return { min: MESSAGE_MIN };
  return problem.endsWith('TooLong') && isLimited(field) ? { max: FIELD_MAX[field] } : {};
}

/**
 * The problems in the content's words, with the limit each names filled in: what the form shows
 * under each field, and the page our endpoint answers a form sent without JavaScript with.
 */
export function problemMessages(problems: EnquiryProblems, messages: EnquiryMessages): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const field of enquiryFields) {
    const problem = problems[field];
    if (problem) errors[field] = fillIn(messages[problem], problemFigures(field, problem));
  }
  return errors;
}

/** The first problem of each field, if any; the values as typed (each rule trims what it reads). */
export function enquiryProblems(values: EnquiryValues): EnquiryProblems {
  const problems: EnquiryProblems = {};
  const tooLong = (field: LimitedField) => values[field].trim().length > FIELD_MAX[field];

  if (!values.name.trim()) problems.name = 'nameRequired';
  else if (tooLong('name')) problems.name = 'nameTooLong';

  if (!values.phone.trim()) problems.phone = 'phoneRequired';
  else if (tooLong('phone')) problems.phone = 'phoneTooLong';
  else if (!isValidPhone(values.phone)) problems.phone = 'phoneInvalid';

  if (tooLong('email')) problems.email = 'emailTooLong';
  else if (values.email.trim() && !isValidEmail(values.email)) problems.email = 'emailInvalid';

  if (values.message.trim().length < MESSAGE_MIN) problems.message = 'messageRequired';
  else if (tooLong('message')) problems.message = 'messageTooLong';
  return problems;
}
