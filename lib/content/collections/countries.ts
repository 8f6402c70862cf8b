/** content/countries/<country>.md: one study-abroad guide per country. */
import { z } from 'zod';
import { figureNamed, figuresAsWritten, figuresInForce, resolveReferences, resolveReferencesDeep, unknownFigureMessage, type Figure, type Figures } from '../figures';
import { formatPath } from '../field-path';
import type { Entry } from '../entry';
import type { Problems } from '../problem';
import { customFolderCollection } from './define';
import { benefit, ctaBand, faqItem, galleryImage, imageIn, link, processStep, routePath, stat, testimonialId, text, textList, university } from './shared';
import { costsSchema, englishMinimums, resolveCosts, type Costs } from '../costs';
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

/**
 * A country file as written, each figure a timeline: what the read phase checks, the fields /admin
 * edits and docs/fields.md lists, and the schema the checks by type walk alongside the parsed data.
 */
export const countrySchema = countryWithoutFigures.extend({ figures: figuresAsWritten.default({}).describe(FIGURES_DESCRIPTION) });

type CountryAsWritten = z.infer<typeof countrySchema>;
/** A stat card with its figure itself, so no template looks a name up again. */
export type Stat = Omit<CountryAsWritten['stats'][number], 'figure'> & { name: string; figure: Figure };
/** A country on the load's day: each figure the value in force then, the stat cards and costs with theirs, `{{name}}` in its words replaced. */
export type Country = Omit<CountryAsWritten, 'figures' | 'stats' | 'costs'> & { figures: Figures; stats: Stat[]; costs: Costs | null };
export type GuideTab = z.infer<typeof guideTab>;

/** A country's file, with the names of the figures its text refers to as `{{name}}`. */
export type CountryEntry = Entry<Country> & { shownFigures: ReadonlySet<string> };

/** The percentages (visa success rates) the words show: claims of the consultancy's own, noted under the page as a claim of content/site.md is. */
const ratesInWords = (figures: Country['figures'], shown: ReadonlySet<string>): Figure[] =>
  [...shown].flatMap((name) => {
    const figure = figureNamed(figures, name);
    return figure?.kind === 'percent' ? [figure] : [];
  });

/**
 * The resolve pass of a country file: its figures in force on `day`, then each `{{name}}` in its
 * words and body replaced, each stat card and cost item given its figure. A problem names the file
 * and the field, as the read phase's do.
 */
function countryOn(entry: Entry<CountryAsWritten>, day: string, problems: Problems): CountryEntry | null {
  const before = problems.count;
  const add = (path: (string | number)[], message: string) => problems.add(entry.file, formatPath(path), message);
  const figures = figuresInForce(entry.data.figures, day, add);
  if (problems.count > before) return null;
  const shownFigures = new Set<string>();
  const show = (name: string) => shownFigures.add(name);
  // A translation's words refer to figures too: the overlay wrote those in the edition's format as it read them.
  for (const name of entry.translation?.figures ?? []) if (figureNamed(figures, name)) show(name);
  const words = resolveReferencesDeep(entry.data, figures, (path, problem) => add(path, unknownFigureMessage(problem)), [], show);
  const body = resolveReferences(entry.body, figures, (problem) => add(['body'], unknownFigureMessage(problem)), show);
  const stats: Stat[] = [];
  words.stats.forEach((s, i) => {
    const figure = figureNamed(figures, s.figure);
    if (figure) stats.push({ ...s, name: s.figure, figure });
    else add(['stats', i, 'figure'], `unknown figure "${s.figure}" (known: ${Object.keys(figures).join(', ') || 'none'})`);
  });
  const costs = words.costs ? resolveCosts(words.costs, figures, (issue) => add(issue.path, issue.message)) : null;
  // /fee-changes names a change by the stat card or cost item that shows the figure: every figure that changes has one.
  const named = new Set([...stats.map((s) => s.name), ...(costs?.figureNames ?? [])]);
  for (const [name, f] of Object.entries(figures)) {
    if ((f.past?.length ?? 0) + (f.upcoming?.length ?? 0) > 0 && !named.has(name)) {
      add(['figures', name], 'a figure whose value changes is listed on /fee-changes under the name families see: show it in a stat card (stats:) or a cost item (costs:)');
    }
  }
  if (problems.count > before) return null;
  const figureClaims = ratesInWords(figures, shownFigures);
  return { ...entry, data: { ...words, figures, stats, costs }, body, shownFigures, ...(figureClaims.length > 0 ? { figureClaims } : {}) };
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
  schemaOf: () => countrySchema,
  resolve: countryOn,
  writtenSchemaOf: () => countrySchema,
  routesOf: (entries) => entries.map((entry) => ({ kind: 'country' as const, entry })),
});
