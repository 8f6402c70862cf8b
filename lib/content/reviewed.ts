/**
 * `reviewed: { date, by }` of a translation: when a fluent reader checked it, and who. Until then
 * the production build lists the translation as unreviewed.
 */
import { z } from 'zod';

export const reviewedSchema = z.strictObject({
  date: z.iso.date('expected a date written YYYY-MM-DD'),
  by: z.string().trim().min(1, "expected the reviewer's name"),
});
