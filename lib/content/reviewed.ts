/**
 * `reviewed: { date, by, english }` of a translation: when a fluent reader checked it, who, and
 * against which revision of the English words. Until it is set the production build lists the
 * translation as unreviewed; once the English words change, every build lists it as stale.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { isoDate } from './fields/primitives';

/** The English words' revision: a digest of every text a translation may translate, and the body. */
export const REVISION_LENGTH = 10;
/** Written in the letters a to p, one per hex digit: YAML would read a revision of digits alone as a number. */
const REVISION_LETTERS = 'abcdefghijklmnop';

export const reviewedSchema = z.strictObject({
  // A review is something done: never in the future, like every other recorded date.
  date: z.string({ error: 'expected a date written YYYY-MM-DD' }).pipe(isoDate),
  by: z.string().trim().min(1, "expected the reviewer's name"),
  english: z
    .string()
    .regex(new RegExp(`^[a-p]{${REVISION_LENGTH}}$`), `expected the English file's revision the build names (${REVISION_LENGTH} letters from a to p)`)
    .describe('The revision of the English words the review read, as the build names it: a later change to them marks the translation stale.'),
});

/**
 * The revision of an English file's words: changes when a sentence a translation translates
 * changes, and not when a fee, a date or a link does (those come from the English file anyway).
 */
export function wordsRevision(texts: ReadonlyMap<string, string>, body: string): string {
  const hash = createHash('sha256');
  for (const where of [...texts.keys()].sort()) hash.update(`${where}\u0000${texts.get(where) ?? ''}\u0001`);
  hash.update(body.trim());
  return [...hash.digest('hex').slice(0, REVISION_LENGTH)].map((digit) => REVISION_LETTERS[Number.parseInt(digit, 16)]).join('');
}

/** When a fluent reader checked a translation, and against which English: without it, the production build warns. */
export type Reviewed = z.infer<typeof reviewedSchema>;
