/**
 * The field types several collections share: paths and links, text, icons, images, dates, stat
 * cards, calls to action. The smallest (text, links, dates, keys, images) are in lib/content/fields/,
 * below every module that uses them, and re-exported here for the collections. Each collection's
 * own schema is in its module beside this one.
 */
import { z } from 'zod';
import { CLAIM_NAMES, CLAIM_PLACEHOLDER, claimName } from '../claim-names';
import { iconNames } from '../icons';
import { figureName, money } from '../figures';
import { href, link, officialHref, sourceLink, text, calendarDate, isoDate, checkedBy, slug } from '../fields/primitives';
import { image, imageIn } from '../fields/image';

/** A flat site path such as `/ukStudyAbroad`: the spec's routes have exactly one segment. */
export const routePath = z
  .string()
  .regex(/^\/[A-Za-z0-9-]+$/, 'expected a one-segment path such as /ukStudyAbroad')
  .describe('The page address: a slash and one word, such as /ukStudyAbroad.');

export { href, link, sourceLink, officialHref, text, calendarDate, isoDate, checkedBy, slug, image, imageIn };
/** Markdown prose in a field: rendered like a body, and its links are checked like a body's. */
export const markdownText = text.meta({ markdown: true });
/** The id of a testimonial in content/testimonials.md; the load checks that it exists. */
export const testimonialId = text.meta({ testimonial: true });
/** Text in which the code puts a figure it owns (a limit, a wait) where `{name}` stands. */
export const withPlaceholder = (name: string) =>
  text.refine((value) => value.includes(`{${name}}`), `expected text containing {${name}}, where the figure goes`);
export const textList = (min = 1) => z.array(text).min(min, `expected at least ${min} item(s)`);

export const icon = z.enum(iconNames);



/** A country guide named by its file name (`uk` for content/countries/uk.md): the loader checks it exists. */
export const countryId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected the file name of a country guide, such as uk').meta({ country: true });


// ---------------------------------------------------------------------------------------------
// Shared building blocks (spec §3)

/** A stat card: a figure named from the file's `figures:` map, with its label. */
export const stat = z.strictObject({ figure: figureName.describe('The name of a figure in this file\'s figures, such as tuition.'), label: text, icon: icon.optional() });
/** `{claim}` in a text needs the claim it shows: a check for items that may carry `claim:`. */
export function claimPlaceholderNeedsClaim<T extends { claim?: string }>(field: keyof T & string) {
  return (item: T, context: z.RefinementCtx) => {
    const value = item[field];
    if (typeof value === 'string' && value.includes(CLAIM_PLACEHOLDER) && !item.claim) {
      context.addIssue({ code: 'custom', path: [field], message: `shows ${CLAIM_PLACEHOLDER} but names no claim; add claim: (${CLAIM_NAMES.join(', ')})` });
    }
  };
}

export const benefit = z
  .strictObject({ title: text, description: text, icon: icon.optional(), claim: claimName.optional() })
  .superRefine(claimPlaceholderNeedsClaim('title'));
export const faqItem = z.strictObject({ question: text, answer: text });
export const processStep = z.strictObject({ title: text, description: text });
export const university = z.strictObject({
  name: text,
  ranking: text,
  specialties: textList(),
  description: text,
  image: imageIn('guide').optional(),
});
export const galleryImage = z.strictObject({
  src: image.shape.src,
  alt: text,
  /** Tried when src fails, before the random placeholder. */
  fallback: image.shape.src.optional().describe('Shown when src cannot be loaded, before a placeholder.'),
  illustration: image.shape.illustration,
});

/** A call-to-action button: what it does is a named action, resolved by the template. */
export const ctaAction = z.enum(['consultation', 'brochure', 'call', 'link']);
export const ctaButton = z
  .strictObject({ label: text, action: ctaAction.describe('consultation, brochure and call are resolved by the page; link needs href.'), href: href.optional() })
  .refine((b) => b.action !== 'link' || b.href !== undefined, {
    message: 'expected href when action is link',
    path: ['href'],
  });
/**
 * The call-to-action band that closes country, service and visa pages: one shape, rendered by
 * components/sections/CtaBand.tsx.
 */
export const ctaBand = z.strictObject({ heading: text, text: text.optional(), buttons: z.array(ctaButton).min(1) });

// ---------------------------------------------------------------------------------------------
// content/visit-visa/<country>.md and content/work-visa/<country>.md (spec §3)

/** null means the spec gives no figure: the page says an adviser confirms it. */
export const visaFigure = text.nullable();

export const visaRecordBase = z.strictObject({
  name: text,
  order: z.number(),
  flag: image,
  explanation: text,
  visaType: visaFigure,
  processingTime: visaFigure,
  stayDuration: visaFigure,
  /** The visa fee, typed like a country's figures; null where the guide gives none. */
  cost: money.nullable().describe('The visa fee: amount (or min and max), currency and period one-off. Leave empty where no figure is given.'),
  process: z.array(text).min(6, 'expected 6 to 7 steps').max(7, 'expected 6 to 7 steps'),
  highlights: text,
  notes: z.array(text).default([]),
  /**
   * Written only by the person who compared the fees with the official source: the date of that
   * check and optionally who made it. Without it the page says the fees are not yet re-checked.
   */
  checked: z.strictObject({ date: isoDate, by: text.optional() }).optional().describe('Only after comparing the fees with the official source: the day of that check and who made it.'),
  source: link.describe('The official page the fees come from.'),
});


export type CtaButton = z.infer<typeof ctaButton>;
export type CtaBand = z.infer<typeof ctaBand>;
export type ImageData = z.infer<typeof image>;
export type GalleryImage = z.infer<typeof galleryImage>;
export type Benefit = z.infer<typeof benefit>;
export type FaqItem = z.infer<typeof faqItem>;
export type University = z.infer<typeof university>;

/** A label with placeholders: each name listed must appear, and no other. */
export const template = (...names: string[]) =>
  text.superRefine((value, ctx) => {
    const found = [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
    for (const name of names) if (!found.includes(name)) ctx.addIssue({ code: 'custom', message: `expected the placeholder {${name}}` });
    for (const name of found) if (!names.includes(name)) ctx.addIssue({ code: 'custom', message: `unknown placeholder {${name}} (allowed: ${names.map((n) => `{${n}}`).join(', ') || 'none'})` });
  });
