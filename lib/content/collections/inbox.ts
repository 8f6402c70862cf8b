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
  }),
  /** The e-mail the office receives for each new enquiry. */
  email: z.strictObject({
    subject: template('reference', 'name'),
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
