/**
 * The comparison's columns, named once: the /compare page's file gives each its heading, and each
 * is read from the country figure of the same name, so a country that does not give a figure shows
 * a blank cell rather than some other field's text. The order here is the order on the page.
 */
import { z } from 'zod';
import { text } from './fields/primitives';

/** Column headings, keyed by the fact they show (the compare template's `columns`). */
export const compareColumnHeadings = z.strictObject({
  universities: text,
  internationalStudents: text,
  tuition: text,
  livingCost: text,
  postStudyWork: text,
  english: text,
  visaSuccess: text,
});

export const compareColumns = compareColumnHeadings.keyof().options;
export type CompareColumn = (typeof compareColumns)[number];

/** One value per column, in column order. */
export function byColumn<V>(valueOf: (column: CompareColumn) => V): Record<CompareColumn, V>;
// TypeScript cannot see that a loop over every column fills every key; the signature above says so.
export function byColumn<V>(valueOf: (column: CompareColumn) => V): Record<string, V> {
  return Object.fromEntries(compareColumns.map((column) => [column, valueOf(column)]));
}
