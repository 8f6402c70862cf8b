/**
 * The whole cost of studying in a country, in its file's `costs:` block: what the cost planner, the
 * funds-to-show figure, /compare's yearly budget and the guide's fee history all read.
 *
 * An item names figures of the same file's `figures:` map, so each amount is still written once
 * (the stat card and the prose show the same figure); the item adds what a family needs to trust
 * it: the official source, the day the amount took effect, the adviser's check and the earlier
 * amounts.
 */
import { z } from 'zod';
import { figureName, figureNamed, type Figures, type Money } from './figures';
import { checkedBy, slug, sourceLink, text } from './fields/primitives';

/** A cost's label travels in the planner's shared links and WhatsApp message: it stays short. */
export const MAX_COST_LABEL = 120;
/** A city band's label ("Outside London") travels with it. */
export const MAX_BAND_LABEL = 60;

/** The items every destination is priced on. One the file leaves out is shown as "ask an adviser". */
export const costKinds = ['tuition', 'living', 'visaFee', 'health'] as const;
export type CostKind = (typeof costKinds)[number];
export const studyLevels = ['undergraduate', 'postgraduate'] as const;
export type StudyLevel = (typeof studyLevels)[number];

/**
 * How a charge paid up front for the whole visa is counted (the UK's Immigration Health Surcharge):
 * the visa runs from before the course starts to some months after it ends, and each part year of
 * the visa is charged in full above 6 months and at half for 6 months or less.
 */
const wholeVisa = z
  .strictObject({
    monthsBefore: z.number().int().min(0).max(12).describe('Months the visa starts before the course (GOV.UK: up to 1 month).'),
    monthsAfter: z
      .array(z.strictObject({ courseMonths: z.number().int().min(0).max(120).describe('For a course of at least this many months…'), months: z.number().int().min(0).max(12).describe('…the visa runs this many months after it ends.') }))
      .min(1)
      .describe('Months the visa runs after the course, by course length, longest courses first.'),
  })
  .describe('Only for a charge paid up front for the whole visa (UK health surcharge): how long the visa runs beyond the course.');

const costItemFields = {
  figure: figureName.optional().describe('The figure (in figures:) with the amount, for every level and city. Its values carry their source, the day each took effect and who checked it.'),
  postgraduate: figureName.optional().describe('A figure for postgraduate study, where it differs from `figure`.'),
  bands: z
    .array(z.strictObject({ band: slug, figure: figureName }))
    .min(1)
    .optional()
    .describe('One figure per city band (see cityBands), where the amount depends on the city.'),
  source: sourceLink.optional().describe('Only for an item with no figure yet ("ask an adviser"): the official page where the amount is published, over https.'),
};

const costItem = z.strictObject(costItemFields);
const healthItem = z.strictObject({ ...costItemFields, wholeVisa: wholeVisa.optional() });
const otherCost = z.strictObject({ label: text.max(MAX_COST_LABEL, `expected at most ${MAX_COST_LABEL} characters: the label goes into shared plan links`), ...costItemFields });

export const costsSchema = z
  .strictObject({
    courseYears: z
      .strictObject({ undergraduate: z.number().int().min(1).max(7), postgraduate: z.number().int().min(1).max(7) })
      .describe('How many years a course usually takes: the planner starts from these.'),
    cityBands: z
      .array(z.strictObject({ key: slug, label: text.max(MAX_BAND_LABEL, `expected at most ${MAX_BAND_LABEL} characters: the label goes into shared plan links`) }))
      .min(2)
      .optional()
      .describe('Where the rules price living costs by city (UK: London or elsewhere): each band, first the default.'),
    tuition: costItem.optional(),
    living: costItem.optional(),
    visaFee: costItem.optional(),
    health: healthItem.optional(),
    other: z.array(otherCost).optional().describe('One-off or other costs the guide names, such as a TB test or biometrics.'),
    funds: z
      .strictObject({
        livingMonths: z.number().int().min(1).max(24).optional().describe('Months of the living-cost item the visa asks to be shown (UK: 9).'),
        living: figureName.optional().describe('Or: the figure with the fixed yearly living amount the visa sets (Australia, Canada).'),
        firstYearTuition: z.boolean().describe("Whether the first year's unpaid tuition must be shown too."),
        heldDays: z.number().int().min(1).max(365).optional().describe('How many days the money must stay in the account, where the rules say.'),
        source: sourceLink.describe('The official text with the rule (which months, which tuition, how long held), over https: the legal text where one exists.'),
        guidance: sourceLink.optional().describe('The guidance page families read, beside the legal text in source; the source watch reads both.'),
        checked: checkedBy.optional().describe('Only after an adviser compared the rule with its source.'),
      })
      .refine((f) => (f.livingMonths === undefined) !== (f.living === undefined), { message: 'expected livingMonths (months of the living item) or living (a figure), not both' })
      .optional()
      .describe('The money the student visa asks to be shown, worked out from the living and tuition items.'),
  })
  .describe('The whole cost of studying here, for the cost planner, /compare and the fee history.');

export type CostsInput = z.infer<typeof costsSchema>;
type CostItemInput = z.infer<typeof costItem> & { wholeVisa?: WholeVisa };
export type WholeVisa = z.infer<typeof wholeVisa>;

/** A cost item with its figures looked up: the amount for each level and band, or null for "ask an adviser". */
export type CostItem = {
  kind: CostKind | 'other';
  label?: string;
  /** The figure for every case; per band where the amount depends on the city. */
  money: Money | null;
  postgraduate: Money | null;
  bands: Record<string, Money> | null;
  /** The names of the figures behind the amounts, with the band each is for: their timelines are the item's history. */
  figures: { name: string; band: string | null; level: StudyLevel | null }[];
  /** Where the amount in force is published: its figure value's source, or the item's own for "ask an adviser". */
  source?: { label: string; href: string };
  wholeVisa?: WholeVisa;
};
export type Costs = Omit<CostsInput, CostKind | 'other' | 'funds'> & {
  funds: (Omit<NonNullable<CostsInput['funds']>, 'living'> & { living: Money | null; livingFigure: string | null }) | undefined;
  items: CostItem[];
  /** The figures the items name: shown by the planner, so not left over. */
  figureNames: string[];
};

type Issue = { path: (string | number)[]; message: string };

/**
 * Looks the items' figures up and checks what no single field can: that a named figure exists and
 * is money, and that every city band has its figure, once.
 */
export function resolveCosts(input: CostsInput, figures: Figures, addIssue: (issue: Issue) => void): Costs {
  const bandKeys = input.cityBands?.map((b) => b.key) ?? [];
  input.cityBands?.forEach((band, i) => {
    if (bandKeys.indexOf(band.key) !== i) addIssue({ path: ['costs', 'cityBands', i, 'key'], message: `"${band.key}" is used by an earlier city band: expected each key once` });
  });
  const figureNames: string[] = [];
  const money = (name: string | undefined, path: (string | number)[]): Money | null => {
    if (name === undefined) return null;
    figureNames.push(name);
    const f = figureNamed(figures, name);
    if (!f) addIssue({ path, message: `unknown figure "${name}" (known: ${Object.keys(figures).join(', ') || 'none'})` });
    else if (f.kind !== 'money') addIssue({ path, message: `figure "${name}" is not an amount of money` });
    else return f;
    return null;
  };
  const resolve = (item: CostItemInput, kind: CostKind | 'other', at: (string | number)[], label?: string): CostItem => {
    const { figure, postgraduate, bands: bandList, source, wholeVisa: visa } = item;
    if (figure !== undefined && bandList !== undefined) addIssue({ path: at, message: 'expected figure or bands, not both' });
    const named: CostItem['figures'] = [];
    let banded: Record<string, Money> | null = null;
    if (bandList) {
      if (bandKeys.length === 0) addIssue({ path: [...at, 'bands'], message: 'names city bands, but the file declares no costs.cityBands' });
      const seen = new Set<string>();
      bandList.forEach(({ band }, i) => {
        if (!bandKeys.includes(band)) addIssue({ path: [...at, 'bands', i, 'band'], message: `unknown city band "${band}" (known: ${bandKeys.join(', ')})` });
        else if (seen.has(band)) addIssue({ path: [...at, 'bands', i, 'band'], message: `city band "${band}" is given twice: expected one figure for each of ${bandKeys.join(', ')}` });
        seen.add(band);
      });
      for (const key of bandKeys) {
        if (!seen.has(key)) addIssue({ path: [...at, 'bands'], message: `missing city band "${key}": expected a figure for each of ${bandKeys.join(', ')}` });
      }
      // Read only through own properties (costAmount): a band keyed `constructor` finds only what the file gives it.
      banded = {};
      bandList.forEach(({ band, figure: name }, i) => {
        const m = money(name, [...at, 'bands', i, 'figure']);
        if (m && bandKeys.includes(band) && !Object.hasOwn(banded ?? {}, band)) {
          Object.defineProperty(banded, band, { value: m, enumerable: true });
          named.push({ name, band, level: null });
        }
      });
    } else if (kind === 'living' && bandKeys.length > 0 && figure !== undefined) {
      addIssue({ path: [...at, 'figure'], message: `living costs depend on the city here: expected bands with a figure for each of ${bandKeys.join(', ')}` });
    }
    const main = money(figure, [...at, 'figure']);
    if (main && figure) named.push({ name: figure, band: null, level: null });
    const pg = money(postgraduate, [...at, 'postgraduate']);
    if (pg && postgraduate) named.push({ name: postgraduate, band: null, level: 'postgraduate' });
    const shown = main ?? pg ?? Object.values(banded ?? {})[0] ?? null;
    if (source && shown) addIssue({ path: [...at, 'source'], message: "the source of an amount belongs to its figure's value (in figures:), not to the cost item: move it there" });
    if (visa && !shown) addIssue({ path: [...at, 'wholeVisa'], message: 'expected a figure with the yearly amount for wholeVisa to count' });
    else if (visa && shown?.period !== 'year') addIssue({ path: [...at, 'wholeVisa'], message: 'expected the figure to be a yearly amount (period: year) for wholeVisa to count' });
    const itemSource = shown?.source ?? source;
    return {
      kind,
      ...(label === undefined ? {} : { label }),
      money: main,
      postgraduate: pg,
      bands: banded,
      figures: named,
      ...(itemSource ? { source: itemSource } : {}),
      ...(visa ? { wholeVisa: visa } : {}),
    };
  };
  const items: CostItem[] = [];
  for (const kind of costKinds) {
    const item = input[kind];
    if (item) items.push(resolve(item, kind, ['costs', kind]));
  }
  input.other?.forEach(({ label, ...item }, i) => items.push(resolve(item, 'other', ['costs', 'other', i], label)));
  if (input.funds?.livingMonths !== undefined && !input.living) addIssue({ path: ['costs', 'funds', 'livingMonths'], message: 'counts months of living costs: expected costs.living' });
  const funds = input.funds ? { ...input.funds, living: money(input.funds.living, ['costs', 'funds', 'living']), livingFigure: input.funds.living ?? null } : undefined;
  return { courseYears: input.courseYears, cityBands: input.cityBands, funds, items, figureNames };
}

/** The amount of an item for a level and city band, or null when the file gives none. */
export function costAmount(item: CostItem, level: StudyLevel, band: string | undefined): Money | null {
  if (item.bands) return (band === undefined ? Object.values(item.bands)[0] : Object.hasOwn(item.bands, band) ? item.bands[band] : undefined) ?? null;
  if (level === 'postgraduate' && item.postgraduate) return item.postgraduate;
  return item.money;
}

/** The English tests /compare's filter knows, each with the scale its scores are on. */
export const englishTests = ['ielts', 'toefl', 'pte', 'duolingo'] as const;
export type EnglishTest = (typeof englishTests)[number];

export const englishMinimums = z.strictObject({
  ielts: z.number().min(1).max(9).multipleOf(0.5).optional().describe('IELTS band, 1 to 9 in halves.'),
  toefl: z.number().int().min(0).max(120).optional().describe('TOEFL iBT, 0 to 120.'),
  pte: z.number().int().min(10).max(90).optional().describe('PTE Academic, 10 to 90.'),
  duolingo: z.number().int().min(10).max(160).optional().describe('Duolingo English Test, 10 to 160.'),
});
