/**
 * The smallest field types, with no imports of their own besides zod, below every module that uses
 * them: figures, claims, costs and the collections (lib/content/collections/shared.ts re-exports
 * them for the collections' schemas).
 */
import { z } from 'zod';
import { isCalendarDay } from '../../fill-label';

export { isCalendarDay };

/**
 * A link target: a site path (optionally with query or #anchor), an absolute URL, tel: or mailto:.
 * Every field that holds a link is this type: its `link` mark is how the cross-file check in
 * load.ts finds them all (lib/content/walk.ts), so a site path to no page fails the build.
 */
export const href = z
  .string()
  .regex(
    /^(\/(?!\/)[A-Za-z0-9\-/]*([?#].*)?|#[A-Za-z0-9-]+|https?:\/\/\S+|tel:\+?[0-9]+|mailto:\S+)$/,
    'expected a site path (/contact), an https:// URL, tel: or mailto: link',
  )
  .meta({ link: true });

export const text = z.string().trim().min(1, 'expected non-empty text');

/** A labelled link: its words and where it goes. */
export const link = z.strictObject({ label: text, href });

/**
 * Where a fact is published: an official page elsewhere, over https. Never a page of this site
 * (a source must be checkable without us) and never http (what a family reads could be altered on the way).
 */
export const officialHref = z
  .string()
  .regex(/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/, 'expected the official page\'s full https:// address')
  .meta({ link: true });
export const sourceLink = z.strictObject({ label: text, href: officialHref });



/**
 * A calendar date, past or future, written YYYY-MM-DD: the day a figure's value takes effect. YAML
 * is read without timestamps (see parse.ts), so this sees exactly what the editor typed.
 */
export const calendarDate = z
  .string()
  .refine(isCalendarDay, { error: (issue) => `expected a real date written YYYY-MM-DD, got "${String(issue.input)}"` })
  .meta({ asWritten: true });

/**
 * A calendar date that has happened: the record of something done (read, checked, taken). The
 * schema knows no day; the loader refuses one after the build day (`recorded`, lib/content/load.ts).
 */
export const isoDate = z
  .string()
  .superRefine((value, context) => {
    if (!isCalendarDay(value)) context.addIssue({ code: 'custom', message: `expected a real date written YYYY-MM-DD, got "${value}"` });
  })
  .meta({ asWritten: true, recorded: true });

/** What a record dated after the build day is told. */
export const futureRecordMessage = (value: string) => `${value} is in the future; record only dates that have passed`;

/** Written only by the person who compared a figure with its official source: the day, and who. */
export const checkedBy = z.strictObject({ date: isoDate, by: text.optional() });

/** A short key written in lower case with hyphens: london, elsewhere. */
export const slug = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'expected a short key in lower case, such as london')
  .max(40, 'expected a short key (at most 40 characters): keys go into shared plan links')
  // Keys become property names in the planner: `constructor` would find what every object has.
  .refine((key) => !(key in Object.prototype), { error: (issue) => `"${String(issue.input)}" is a name every JavaScript object already has; choose another key` });
