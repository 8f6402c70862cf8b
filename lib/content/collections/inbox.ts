/**
 * content/inbox.md: the staff's words of the enquiry Worker (workers/enquiries/), the advisers' inbox
 * at /inbox and the office e-mail for each new enquiry. English only: staff read them, families never.
 */
import { z } from 'zod';
import { fileCollection } from './define';
import { template, text } from './shared';

export const inboxSchema = z.strictObject({
  /** The advisers' inbox at /inbox. */
  inbox: z.strictObject({
    title: text,
    /** The page for a visitor who is not signed in; `failed` when GitHub's sign-in did not complete. */
    signIn: z.strictObject({ heading: text, text, button: text, failed: text }),
    /** The page for a GitHub account that is neither an adviser nor a collaborator of the repository. */
    refused: z.strictObject({ heading: text, text: template('login') }),
    signedInAs: template('login'),
    signOut: text,
    /** The figures on top: reply times over the last 30 days, and the overdue open enquiries. */
    figures: z.strictObject({ heading: text, median: text, p90: text, noReplies: text, overdue: text, duration: template('hours', 'minutes') }),
    filters: z.strictObject({ heading: text, status: text, any: text, service: text, country: text, from: text, to: text, apply: text, clear: text }),
    list: z.strictObject({ empty: text, csv: text, more: template('count') }),
    /** The name of each field of an enquiry, in the list, on its page and as the CSV's headings. */
    fields: z.strictObject({ reference: text, received: text, status: text, answeredBy: text, answeredAt: text, name: text, phone: text, email: text, service: text, country: text, mode: text, date: text, time: text, message: text, subject: text }),
    status: z.strictObject({ open: text, answered: text, held: text }),
    answered: template('login', 'time'),
    /** The reply links: the e-mail's subject and the message both carry the enquiry's reference. */
    reply: z.strictObject({ heading: text, whatsapp: text, email: text, subject: template('reference'), message: template('name', 'reference') }),
    markAnswered: text,
    notes: z.strictObject({ heading: text, empty: text, label: text, add: text, byline: template('author', 'time') }),
    back: text,
    notFound: text,
    /** Said on each enquiry's page: every read is recorded. */
    logged: text,
    notSetUp: text,
    formRefused: text,
    wrongMethod: template('method'),
  }),
  /** The e-mail the office receives for each new enquiry (workers/enquiries/src/office-email.ts). */
  email: z.strictObject({
    subject: template('reference', 'name'),
    /** The e-mail's first line. */
    intro: text,
    /** The word before each field's value, one line each; a field left empty is left out. */
    fields: z.strictObject({ reference: text, name: text, phone: text, email: text, service: text, country: text, mode: text, date: text, time: text, message: text }),
    /** Said when the enquiry was held for review (Turnstile on): sent without its token, or its check not reached. */
    held: z.strictObject({ noToken: text, unverified: text }),
    /** The line with the enquiry's address in the inbox. */
    open: template('link'),
    /** The last line: how long the enquiry is kept (content/site.md, enquiries.retentionDays). */
    footer: template('days'),
  }),
});

export type InboxWords = z.infer<typeof inboxSchema>;

export const inbox = fileCollection({
  key: 'inbox',
  file: 'content/inbox.md',
  schema: inboxSchema,
  description: "The advisers' inbox at /inbox and the office e-mail for each new enquiry: the staff's words.",
  cms: { name: 'inbox', label: 'Enquiry inbox and office e-mail' },
  translated: false,
  // Staff words, with no figures or samples in them.
  launch: () => [],
  value: (entry) => entry.data,
});
