/**
 * The enquiry form's rules, kept apart from the component so they can be tested on their own:
 * phone numbers, validation and the message an adviser receives.
 */

export const enquiryFields = ['name', 'phone', 'email', 'service', 'country', 'message'] as const;
export type EnquiryField = (typeof enquiryFields)[number];
export type EnquiryValues = Record<EnquiryField, string>;

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

/** Digits and a leading +, with spaces, dashes, dots and brackets removed. */
export function normalisePhone(input: string): string {
  return input.trim().replace(/[\s\-().]/g, '');
}

/**
 * Pakistani mobiles in their usual forms (0300-1234567, 03001234567, +92 300 1234567,
 * 0092 300 1234567) and any international number written with + or 00 and 7 to 15 digits.
 */
export function isValidPhone(input: string): boolean {
  const phone = normalisePhone(input);
  if (/^03\d{9}$/.test(phone)) return true;
  if (/^(\+|00)923\d{9}$/.test(phone)) return true;
  if (/^(\+|00)92/.test(phone)) return false; // a Pakistani number of the wrong length
  return /^(\+|00)[1-9]\d{6,14}$/.test(phone);
}

export function isValidEmail(input: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(input.trim());
}

export type EnquiryErrors = Partial<Record<EnquiryField, string>>;
export type EnquiryMessages = {
  nameRequired: string;
  phoneRequired: string;
  phoneInvalid: string;
  emailInvalid: string;
  messageRequired: string;
  messageTooLong: string;
};

export function validateEnquiry(values: EnquiryValues, messages: EnquiryMessages): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (!values.name.trim()) errors.name = messages.nameRequired;
  if (!values.phone.trim()) errors.phone = messages.phoneRequired;
  else if (!isValidPhone(values.phone)) errors.phone = messages.phoneInvalid;
  if (values.email.trim() && !isValidEmail(values.email)) errors.email = messages.emailInvalid;
  if (values.message.trim().length < MESSAGE_MIN) errors.message = messages.messageRequired;
  else if (values.message.length > MESSAGE_MAX) errors.message = messages.messageTooLong;
  return errors;
}

/** The enquiry as one plain-text message, the same for e-mail, WhatsApp and the adviser's inbox. */
export function composeEnquiry(values: EnquiryValues, names: { service?: string; country?: string }): { subject: string; body: string } {
  const topic = [names.service, names.country].filter(Boolean).join(', ');
  const subject = `Website enquiry${topic ? `: ${topic}` : ''} (${values.name.trim()})`;
  const lines = [
    `Name: ${values.name.trim()}`,
    `Phone: ${values.phone.trim()}`,
    values.email.trim() ? `E-mail: ${values.email.trim()}` : null,
    names.service ? `Service: ${names.service}` : null,
    names.country ? `Destination: ${names.country}` : null,
    '',
    values.message.trim(),
  ].filter((line): line is string => line !== null);
  return { subject, body: lines.join('\n') };
}

export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export function mailtoLink(address: string, subject: string, body: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** What the form POSTs: form-encoded, so it works with common form back-ends. */
export function enquiryFormBody(values: EnquiryValues, subject: string): URLSearchParams {
  const body = new URLSearchParams();
  for (const field of enquiryFields) body.set(field, values[field].trim());
  body.set('_subject', subject);
  return body;
}
