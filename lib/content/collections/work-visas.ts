/** content/work-visa/<country>.md: one work-visa record per country (spec §3). */
import { z } from 'zod';
import { folderCollection } from './define';
import { text, visaRecordBase } from './shared';

export const workVisaSchema = visaRecordBase.extend({
  requirements: z.array(text).min(7, 'expected 7 to 8 requirements').max(8, 'expected 7 to 8 requirements'),
});

export type WorkVisa = z.infer<typeof workVisaSchema>;

export const workVisas = folderCollection({
  key: 'workVisas',
  noun: 'work-visa records',
  folder: 'content/work-visa',
  schema: workVisaSchema,
  description: 'One work-visa record per country, shown on the work-visa page in the order given.',
  cms: { name: 'work-visa', label: 'Work visas', identifier: 'name' },
  finish: (entries) => [...entries].sort((a, b) => a.data.order - b.data.order),
});
