/** content/countries/<country>.md: one study-abroad guide per country. */
import { z } from 'zod';
import { figureNamed, figuresAsWritten, figuresOn, resolveReferences, unknownFigureMessage, withFigureReferences, type Figure } from '../figures';
import { parseFile, type Entry, type Problems, type ReadContext } from '../parse';
import { customFolderCollection } from './define';
import { benefit, ctaBand, faqItem, galleryImage, imageIn, link, processStep, routePath, stat, testimonialId, text, textList, university } from './shared';
import { costsSchema, englishMinimums, resolveCosts } from '../costs';
import { descriptionTooLong, MAX_DESCRIPTION, MAX_TITLE, titleTooLong } from '../guards';

// ---------------------------------------------------------------------------------------------
// content/countries/<country>.md

const guideTab = z
  .object({
    key: z.enum(['requirements', 'process', 'documents', 'universities']),
    label: text,
    intro: text.optional(),
    items: textList().optional(),
    steps: z.array(processStep).min(1).optional(),
    universities: z.array(university).min(1).optional(),
  })
  .refine((t) => t.items || t.steps || t.universities, {
    message: 'expected one of items, steps or universities',
  });

/** Every field but the figures, whose values are picked for the load's day (figuresOn). */
const countryWithoutFigures = z.strictObject({
  route: routePath,
  // In every title, the menu and the planner's shared plan: kept to a name's length.
  name: text.max(60, 'expected at most 60 characters: the name goes into titles and shared plan links'),
  title: text.max(MAX_TITLE, titleTooLong),
  tagline: text,
  description: text.max(MAX_DESCRIPTION, descriptionTooLong),
  menu: z.strictObject({ label: text, order: z.number() }).optional().describe('Its entry in the Study Abroad menu: the words, and its place (lowest first).'),
  footer: z.boolean().default(false).describe('Also list this country in the footer.'),
  hero: imageIn('hero'),
  stats: z.array(stat).min(1),
  overviewTitle: text,
  benefits: z.strictObject({ heading: text, items: z.array(benefit).min(1) }),
  guide: z
    .object({ heading: text, tabs: z.array(guideTab).min(1) })
    .optional()
    .refine((g) => !g || new Set(g.tabs.map((t) => t.key)).size === g.tabs.length, {
      message: 'expected each tab key once',
    }),
  gallery: z
    .object({
      heading: text,
      images: z.array(galleryImage.meta({ image: 'gallery' })).min(1),
      searchLink: link.optional(),
    })
    .optional(),
  testimonial: testimonialId.optional().describe('The id of a testimonial in content/testimonials.md.'),
  faqs: z.strictObject({ heading: text, items: z.array(faqItem).min(1) }).optional(),
  cta: ctaBand,
  /**
   * The country's key figures, each written once. Stat cards name them, prose refers to them as
   * `{{name}}`, and /compare reads the ones named like its columns (tuition, livingCost, …).
   */
  costs: costsSchema.optional(),
  englishMinimums: englishMinimums.optional().describe("The lowest score the guide's own words give for each English test, for /compare's score filter. The guide's text keeps its words."),
});
const FIGURES_DESCRIPTION = 'Key figures, each written once: money (amount, or min and max, with currency and period), a count, a percent or text. Text refers to one as {{name}}.';
const countryFieldsOn = (day: string) => countryWithoutFigures.extend({ figures: figuresOn(day).default({}).describe(FIGURES_DESCRIPTION) });

/** Stat cards carry their figure itself, so no template looks a name up again. */
const countryWithStatsOn = (day: string) =>
  countryFieldsOn(day).transform((country, ctx) => {
    const stats: (Omit<z.infer<typeof stat>, 'figure'> & { name: string; figure: Figure })[] = [];
    country.stats.forEach((s, i) => {
      const f = figureNamed(country.figures, s.figure);
      if (f) stats.push({ ...s, name: s.figure, figure: f });
      else ctx.addIssue({ code: 'custom', path: ['stats', i, 'figure'], message: `unknown figure "${s.figure}" (known: ${Object.keys(country.figures).join(', ') || 'none'})`, input: s.figure });
    });
    const costs = country.costs ? resolveCosts(country.costs, country.figures, (issue) => ctx.addIssue({ code: 'custom', input: country.costs, ...issue })) : null;
    // /fee-changes names a change by the stat card or cost item that shows the figure: every figure that changes has one.
    const named = new Set([...stats.map((s) => s.name), ...(costs?.figureNames ?? [])]);
    for (const [name, f] of Object.entries(country.figures)) {
      if ((f.past?.length ?? 0) + (f.upcoming?.length ?? 0) > 0 && !named.has(name)) {
        ctx.addIssue({ code: 'custom', path: ['figures', name], message: 'a figure whose value changes is listed on /fee-changes under the name families see: show it in a stat card (stats:) or a cost item (costs:)', input: f });
      }
    }
    return { ...country, stats, costs };
  });

const countrySchemas = new Map<string, ReturnType<typeof countryWithStatsOn>>();
/** A country file read on `day`: each figure the value in force then (built once per day; the day is the load's argument). */
function countryOn(day: string) {
  let schema = countrySchemas.get(day);
  if (!schema) {
    schema = countryWithStatsOn(day);
    countrySchemas.set(day, schema);
  }
  return schema;
}

/**
 * A country file as written, each figure a timeline: the fields /admin edits and docs/fields.md
 * lists, and the schema the checks by type walk alongside the parsed data.
 */
export const countrySchema = countryWithoutFigures.extend({ figures: figuresAsWritten.default({}).describe(FIGURES_DESCRIPTION) });

export type Country = z.infer<ReturnType<typeof countryWithStatsOn>>;
export type GuideTab = z.infer<typeof guideTab>;
export type Stat = Country['stats'][number];

/** A country's file, with the names of the figures its text refers to as `{{name}}`. */
export type CountryEntry = Entry<Country> & { shownFigures: ReadonlySet<string> };

/** The percentages (visa success rates) the words show: claims of the consultancy's own, noted under the page as a claim of content/site.md is. */
const ratesInWords = (figures: Country['figures'], shown: ReadonlySet<string>): Figure[] =>
  [...shown].flatMap((name) => {
    const figure = figureNamed(figures, name);
    return figure?.kind === 'percent' ? [figure] : [];
  });

/** Figures referred to in the frontmatter are replaced by the schema; those in the body, here. */
function parseCountry(root: string, file: string, problems: Problems, context: ReadContext): CountryEntry | null {
  const shownFigures = new Set<string>();
  const show = (name: string) => shownFigures.add(name);
  const entry = parseFile(root, file, withFigureReferences(countryOn(context.day), context.day, show), problems, context);
  if (!entry) return null;
  const body = resolveReferences(entry.body, entry.data.figures, (p) => problems.add(entry.file, 'body', unknownFigureMessage(p)), show);
  const figureClaims = ratesInWords(entry.data.figures, shownFigures);
  return { ...entry, body, shownFigures, ...(figureClaims.length > 0 ? { figureClaims } : {}) };
}

export const countries = customFolderCollection({
  key: 'countries',
  folder: 'content/countries',
  route: 'country',
  noun: 'countries',
  description: 'One study-abroad guide per country: figures, stat cards, guide tabs, gallery and questions.',
  cms: [
    { name: 'countries', label: 'Countries', schema: countrySchema, identifier: 'name', previewPath: '{{fields.route}}', body: 'The overview, under the stat cards. Write {{tuition}} where a figure belongs.' },
  ],
  parse: parseCountry,
  schemaOf: () => countrySchema,
  routesOf: (entries) => entries.map((entry) => ({ kind: 'country' as const, entry })),
});
