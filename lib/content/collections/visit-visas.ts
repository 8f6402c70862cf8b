/** content/visit-visa/<country>.md: one visit-visa record per country (spec §3). */
import { z } from 'zod';
import { folderCollection } from './define';
import { text, visaRecordBase } from './shared';

export const visitVisaSchema = visaRecordBase.extend({
  requirements: z.array(text).length(8, 'expected exactly 8 requirements'),
});

export type VisitVisa = z.infer<typeof visitVisaSchema>;

export const visitVisas = folderCollection({
  key: 'visitVisas',
  noun: 'visit-visa records',
  folder: 'content/visit-visa',
  schema: visitVisaSchema,
  description: 'One visit-visa record per country, shown on the visit-visa page in the order given.',
  cms: { name: 'visit-visa', label: 'Visit visas', identifier: 'name' },
  finish: (entries) => [...entries].sort((a, b) => a.data.order - b.data.order),
});
