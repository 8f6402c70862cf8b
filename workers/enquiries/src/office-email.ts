/**
 * The e-mail the office receives for each new enquiry (docs/enquiry-form.md, "The office e-mail"):
 * one plain-text message to the office address in content/site.md, in the words of
 * content/inbox.md (`email`), sent through Email Routing's `send_email` binding (OFFICE_EMAIL) from the
 * address in the var OFFICE_EMAIL_FROM. Sent after the visitor has been answered: a mail that fails
 * loses nothing, and the column `office_email` says whether it went.
 *
 * The message is raw MIME, written here because the Worker bundles no npm package: UTF-8 throughout,
 * the subject and the sender's name as RFC 2047 encoded-words, the body in base64, so that nothing
 * a family typed can reach a header (a name with a line break in it stays in its encoded-word).
 */
import { fill } from '../../../lib/fill-label';
import { officeEmailFields, type EnquirySettings, type OfficeEmailField } from '../../../lib/enquiry-settings';
import type { D1Database } from './d1';
import { enquiryPath, labelOf } from './inbox/pages';
import type { HeldReason } from './turnstile';

/** The part of the send_email binding used here: `send` takes the runtime's EmailMessage (cloudflare:email). */
export type SendEmail = { send(message: unknown): Promise<unknown> };
/** `new EmailMessage(from, to, raw)`, handed in by index.ts: `cloudflare:email` exists only in the Workers runtime. */
export type NewEmailMessage = (from: string, to: string, raw: string) => unknown;
export type OfficeEmailEnv = { DB: D1Database; OFFICE_EMAIL?: SendEmail; OFFICE_EMAIL_FROM?: string };
/** The column `office_email`. */
export type OfficeEmailOutcome = 'sent' | 'failed' | 'not-set-up';

/** A new enquiry as it was stored: each form field as text, '' for one left empty. */
export type StoredEnquiry = { reference: string; values: Record<Exclude<OfficeEmailField, 'reference'>, string>; held: HeldReason | null };

const CRLF = '\r\n';

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** One line with no control characters: a value that goes into a header, even encoded. */
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/**
 * `text` as RFC 2047 encoded-words (UTF-8, base64), folded onto lines of their own: each word holds
 * at most 45 bytes (60 characters of base64, 72 with its markers, under the limit of 75), cut between
 * characters, never inside one.
 */
export function encodedWords(text: string): string {
  const encoder = new TextEncoder();
  const words: string[] = [];
  let chunk = '';
  for (const character of oneLine(text)) {
    if (encoder.encode(chunk + character).length > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += character;
  }
  if (chunk !== '' || words.length === 0) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${base64(encoder.encode(word))}?=`).join(`${CRLF} `);
}

/** An address alone: anything but one plain address (a name, a second address, a line break) is not used. */
const ADDRESS = /^[^\s<>(),;:"@]+@[A-Za-z0-9.-]+$/;

/** RFC 5322's date: "Fri, 27 Nov 2026 10:00:00 +0000". */
const mailDate = (date: Date) => date.toUTCString().replace(/GMT$/, '+0000');

/** The body's lines: the intro, each field the family filled by its word (a choice by its label), why it is held, the link and the footer. */
export function officeEmailText(settings: EnquirySettings, enquiry: StoredEnquiry): string {
  const words = settings.words.email;
  const shown: Record<OfficeEmailField, string> = {
    reference: enquiry.reference,
    ...enquiry.values,
    service: labelOf(settings.choices.services, enquiry.values.service),
    country: labelOf(settings.choices.countries, enquiry.values.country),
    mode: labelOf(settings.choices.modes, enquiry.values.mode),
  };
  const lines = officeEmailFields
    .filter((field) => field !== 'message' && shown[field] !== '')
    .map((field) => `${words.fields[field]}: ${shown[field]}`);
  const message = enquiry.values.message === '' ? [] : ['', `${words.fields.message}:`, ...enquiry.values.message.split(/\r\n|\r|\n/)];
  const held = enquiry.held === null ? [] : ['', enquiry.held === 'turnstile-no-token' ? words.held.noToken : words.held.unverified];
  // The enquiry's own page in the inbox (a reference is only letters, digits and a dash).
  const link = `${settings.site.url.replace(/\/+$/, '')}${enquiryPath(enquiry.reference)}`;
  return [words.intro, '', ...lines, ...message, ...held, '', fill(words.open, { link }), '', fill(words.footer, { days: settings.retentionDays })].join(CRLF) + CRLF;
}

/** The whole message, headers and body, for `new EmailMessage(from, to, raw)`. */
export function officeEmail(settings: EnquirySettings, enquiry: StoredEnquiry, from: string, now: Date): { from: string; to: string; raw: string } {
  const to = settings.office.email;
  const subject = fill(settings.words.email.subject, { reference: enquiry.reference, name: oneLine(enquiry.values.name) });
  const domain = from.split('@')[1] ?? 'localhost';
  const body = base64(new TextEncoder().encode(officeEmailText(settings, enquiry)));
  const headers = [
    `From: ${encodedWords(settings.site.name)} <${from}>`,
    `To: <${to}>`,
    `Subject: ${encodedWords(subject)}`,
    `Date: ${mailDate(now)}`,
    `Message-ID: <${enquiry.reference}.${now.getTime()}@${domain}>`,
    // A notice written by a program: mail clients and autoresponders do not answer it (RFC 3834).
    'Auto-Submitted: auto-generated',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
  ];
  return { from, to, raw: [...headers, '', ...(body.match(/.{1,76}/g) ?? []), ''].join(CRLF) };
}

/**
 * Sends the office e-mail for a new enquiry and records the outcome in its row (`office_email`).
 * Without the binding or the sender address (Email Routing not set up yet) it sends nothing and says
 * so in the log, once; a binding that refuses is logged each time. Never throws: it runs after the
 * visitor has been answered.
 */
/** Said once per isolate: every enquiry's column says it again. */
let notSetUpLogged = false;

export async function sendOfficeEmail(env: OfficeEmailEnv, settings: EnquirySettings, newEmailMessage: NewEmailMessage, enquiry: StoredEnquiry, now: Date): Promise<OfficeEmailOutcome> {
  let outcome: OfficeEmailOutcome;
  const from = env.OFFICE_EMAIL_FROM ?? '';
  if (!env.OFFICE_EMAIL || from === '') {
    if (!notSetUpLogged) console.log(`office e-mail: not set up (the send_email binding OFFICE_EMAIL and the var OFFICE_EMAIL_FROM): new enquiries are in the inbox only, ${enquiry.reference} the first`);
    notSetUpLogged = true;
    outcome = 'not-set-up';
  } else if (!ADDRESS.test(from) || !ADDRESS.test(settings.office.email)) {
    console.error(`office e-mail: OFFICE_EMAIL_FROM (${JSON.stringify(from)}) and the office address in content/site.md must each be one plain address; ${enquiry.reference} was not e-mailed`);
    outcome = 'failed';
  } else {
    try {
      const message = officeEmail(settings, enquiry, from, now);
      await env.OFFICE_EMAIL.send(newEmailMessage(message.from, message.to, message.raw));
      outcome = 'sent';
    } catch (error) {
      console.error(`office e-mail: the binding refused the e-mail for ${enquiry.reference}: ${error instanceof Error ? error.message : String(error)}`);
      outcome = 'failed';
    }
  }
  try {
    await env.DB.prepare('UPDATE enquiries SET office_email = ? WHERE reference = ?').bind(outcome, enquiry.reference).run();
  } catch (error) {
    console.error(`office e-mail: could not record "${outcome}" for ${enquiry.reference}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return outcome;
}
