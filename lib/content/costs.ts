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
import { moneyAmount } from './guards';
import { checkedBy, isoDate, link, slug, text } from './collections/shared';

/** The items every destination is priced on. One the file leaves out is shown as "ask an adviser". */
export const costKinds = ['tuition', 'living', 'visaFee', 'health'] as const;
export type CostKind = (typeof costKinds)[number];
export const studyLevels = ['undergraduate', 'postgraduate'] as const;
export type StudyLevel = (typeof studyLevels)[number];

/** One amount per city band, for an item whose amount depends on the city. */
const bandAmounts = z.array(z.strictObject({ band: slug, amount: moneyAmount })).min(1);

/**
 * An amount as written in a history entry: one `amount`, or `min` and `max`, or (on an item with
 * city bands) `bands` with an amount for each; in the item's currency and period.
 */
const earlierAmount = {
  amount: moneyAmount.optional(),
  min: moneyAmount.optional(),
  max: moneyAmount.optional(),
  bands: bandAmounts.optional().describe('One earlier amount per city band, where the item has bands.'),
};
type EarlierAmount = { amount?: number; min?: number; max?: number; bands?: { band: string; amount: number }[] };

function amountProblem(a: EarlierAmount): { path: string[]; message: string } | null {
  if (a.bands !== undefined) {
    return a.amount === undefined && a.min === undefined && a.max === undefined ? null : { path: [], message: 'expected bands, or amount, or min and max: only one of them' };
  }
  if (a.amount !== undefined && (a.min !== undefined || a.max !== undefined)) return { path: [], message: 'expected either amount or min and max, not both' };
  if (a.amount === undefined && (a.min === undefined || a.max === undefined)) return { path: [], message: 'expected amount, or both min and max (or bands, on an item with city bands)' };
  if (a.min !== undefined && a.max !== undefined && a.min >= a.max) return { path: ['max'], message: 'expected max above min (the range runs backwards)' };
  return null;
}

const historyEntry = z
  .strictObject({
    ...earlierAmount,
    until: isoDate.describe('The day the next amount took effect.'),
    source: link.optional().describe('Where the earlier amount and the change are published.'),
  })
  .superRefine((entry, ctx) => {
    const problem = amountProblem(entry);
    if (problem) ctx.addIssue({ code: 'custom', ...problem });
  });

const newerAmount = z
  .strictObject({
    amount: moneyAmount.optional(),
    bands: bandAmounts.optional().describe('One amount per city band, where the item has bands.'),
    effect: isoDate,
    source: link,
  })
  .refine((entry) => (entry.amount === undefined) !== (entry.bands === undefined), { message: 'expected amount, or bands with an amount for each city band' });

const costItemFields = {
  figure: figureName.optional().describe('The figure (in figures:) with the amount, for every level and city.'),
  postgraduate: figureName.optional().describe('A figure for postgraduate study, where it differs from `figure`.'),
  bands: z
    .array(z.strictObject({ band: slug, figure: figureName }))
    .min(1)
    .optional()
    .describe('One figure per city band (see cityBands), where the amount depends on the city.'),
  source: link.optional().describe('The official page the amount comes from. Leave it out only for a figure the consultancy gives itself.'),
  effect: isoDate.optional().describe('The day the current amount took effect, where the source gives one.'),
  checked: checkedBy.optional().describe("Only after an adviser compared the amount with the source: the day and who. Without it the page says it is not yet checked."),
  history: z.array(historyEntry).optional().describe('Earlier amounts, oldest first, each with the day it was replaced.'),
  newer: newerAmount
    .optional()
    .describe('A newer amount found in an official source but not yet adopted: staff decide whether to move it into the figure.'),
};

const costItem = z.strictObject(costItemFields);
const otherCost = z.strictObject({ label: text, ...costItemFields });

export const costsSchema = z
  .strictObject({
    courseYears: z
      .strictObject({ undergraduate: z.number().int().min(1).max(7), postgraduate: z.number().int().min(1).max(7) })
      .describe('How many years a course usually takes: the planner starts from these.'),
    cityBands: z
      .array(z.strictObject({ key: slug, label: text }))
      .min(2)
      .optional()
      .describe('Where the rules price living costs by city (UK: London or elsewhere): each band, first the default.'),
    tuition: costItem.optional(),
    living: costItem.optional(),
    visaFee: costItem.optional(),
    health: costItem.optional(),
    other: z.array(otherCost).optional().describe('One-off or other costs the guide names, such as a TB test or biometrics.'),
    funds: z
      .strictObject({
        livingMonths: z.number().int().min(1).max(24).optional().describe('Months of the living-cost item the visa asks to be shown (UK: 9).'),
        living: figureName.optional().describe('Or: the figure with the fixed yearly living amount the visa sets (Australia, Canada).'),
        firstYearTuition: z.boolean().describe("Whether the first year's unpaid tuition must be shown too."),
        heldDays: z.number().int().min(1).max(365).optional().describe('How many days the money must stay in the account, where the rules say.'),
        source: link,
        effect: isoDate.optional(),
        checked: checkedBy.optional(),
        newer: z
          .strictObject({ amount: moneyAmount, effect: isoDate, source: link })
          .optional()
          .describe("A newer living amount than the `living` figure (in its currency and period), found in an official source but not yet adopted: staff decide whether to move it into the figure."),
      })
      .refine((f) => (f.livingMonths === undefined) !== (f.living === undefined), { message: 'expected livingMonths (months of the living item) or living (a figure), not both' })
      // With livingMonths the amount is the living item's, so a newer one belongs on that item.
      .refine((f) => f.newer === undefined || f.living !== undefined, { path: ['newer'], message: 'expected newer only beside living (a figure); with livingMonths, give the living item its newer amount' })
      .optional()
      .describe('The money the student visa asks to be shown, worked out from the living and tuition items.'),
  })
  .describe('The whole cost of studying here, for the cost planner, /compare and the fee history.');

export type CostsInput = z.infer<typeof costsSchema>;
type CostItemInput = z.infer<typeof costItem>;

/** A cost item with its figures looked up: the amount for each level and band, or null for "ask an adviser". */
export type CostItem = Omit<CostItemInput, 'figure' | 'postgraduate' | 'bands'> & {
  kind: CostKind | 'other';
  label?: string;
  /** The figure for every case; per band where the amount depends on the city. */
  money: Money | null;
  postgraduate: Money | null;
  bands: Record<string, Money> | null;
};
export type Costs = Omit<CostsInput, CostKind | 'other' | 'funds'> & {
  funds: (Omit<NonNullable<CostsInput['funds']>, 'living'> & { living: Money | null }) | undefined;
  items: CostItem[];
  /** The figures the items name: shown by the planner, so not left over. */
  figureNames: string[];
};

type Issue = { path: (string | number)[]; message: string };

/**
 * Looks the items' figures up and checks what no single field can: that a named figure exists and
 * is money, that every city band has its figure, that a history runs in order and ends before
 * the current amount took effect.
 */
export function resolveCosts(input: CostsInput, figures: Figures, addIssue: (issue: Issue) => void): Costs {
  const bandKeys = input.cityBands?.map((b) => b.key) ?? [];
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
    const { figure, postgraduate, bands: bandList, ...rest } = item;
    const bands = bandList ? Object.fromEntries(bandList.map((b) => [b.band, b.figure])) : undefined;
    if (figure !== undefined && bands !== undefined) addIssue({ path: at, message: 'expected figure or bands, not both' });
    let banded: Record<string, Money> | null = null;
    if (bands) {
      if (bandKeys.length === 0) addIssue({ path: [...at, 'bands'], message: 'names city bands, but the file declares no costs.cityBands' });
      for (const key of Object.keys(bands)) {
        if (!bandKeys.includes(key)) addIssue({ path: [...at, 'bands', key], message: `unknown city band (known: ${bandKeys.join(', ')})` });
      }
      for (const key of bandKeys) {
        if (!(key in bands)) addIssue({ path: [...at, 'bands'], message: `missing city band "${key}": expected a figure for each of ${bandKeys.join(', ')}` });
      }
      banded = {};
      for (const [key, name] of Object.entries(bands)) {
        const m = money(name, [...at, 'bands', key]);
        if (m) banded[key] = m;
      }
    } else if (kind === 'living' && bandKeys.length > 0 && figure !== undefined) {
      addIssue({ path: [...at, 'figure'], message: `living costs depend on the city here: expected bands with a figure for each of ${bandKeys.join(', ')}` });
    }
    const resolved: CostItem = {
      ...rest,
      kind,
      ...(label === undefined ? {} : { label }),
      money: money(figure, [...at, 'figure']),
      postgraduate: money(postgraduate, [...at, 'postgraduate']),
      bands: banded,
    };
    /** Amounts given per band (a newer amount, a history entry) must name each band of the file, and only those. */
    const checkBandAmounts = (given: { band: string }[], path: (string | number)[]) => {
      const keys = new Set(given.map((b) => b.band));
      for (const key of bandKeys) if (!keys.has(key)) addIssue({ path, message: `missing city band "${key}": expected an amount for each of ${bandKeys.join(', ')}` });
      for (const key of keys) if (!bandKeys.includes(key)) addIssue({ path, message: `unknown city band "${key}" (known: ${bandKeys.join(', ') || 'none'})` });
    };
    if (item.newer?.bands) checkBandAmounts(item.newer.bands, [...at, 'newer', 'bands']);
    const current = resolved.money ?? resolved.postgraduate ?? Object.values(resolved.bands ?? {})[0] ?? null;
    if (item.history?.length) {
      if (!item.effect) addIssue({ path: [...at, 'effect'], message: 'expected the day the current amount took effect, since history lists earlier ones' });
      if (current === null) addIssue({ path: [...at, 'history'], message: 'expected history only on an item with a figure' });
      item.history.forEach((entry, i) => {
        if (resolved.bands && !entry.bands) addIssue({ path: [...at, 'history', i], message: `expected bands with the earlier amount for each of ${bandKeys.join(', ')}, since the item is priced by city` });
        if (entry.bands) {
          if (resolved.bands) checkBandAmounts(entry.bands, [...at, 'history', i, 'bands']);
          else addIssue({ path: [...at, 'history', i, 'bands'], message: 'expected amount (or min and max): the item has no city bands' });
        }
        if (item.effect && entry.until > item.effect) addIssue({ path: [...at, 'history', i, 'until'], message: `is after the current amount took effect (${item.effect}); history lists earlier amounts` });
        const previous = item.history?.[i - 1];
        if (previous && entry.until <= previous.until) addIssue({ path: [...at, 'history', i, 'until'], message: 'expected the entries oldest first' });
      });
    }
    return resolved;
  };
  const items: CostItem[] = [];
  for (const kind of costKinds) {
    const item = input[kind];
    if (item) items.push(resolve(item, kind, ['costs', kind]));
  }
  input.other?.forEach(({ label, ...item }, i) => items.push(resolve(item, 'other', ['costs', 'other', i], label)));
  if (input.funds?.livingMonths !== undefined && !input.living) addIssue({ path: ['costs', 'funds', 'livingMonths'], message: 'counts months of living costs: expected costs.living' });
  const funds = input.funds ? { ...input.funds, living: money(input.funds.living, ['costs', 'funds', 'living']) } : undefined;
  return { courseYears: input.courseYears, cityBands: input.cityBands, funds, items, figureNames };
}

/** The amount of an item for a level and city band, or null when the file gives none. */
export function costAmount(item: CostItem, level: StudyLevel, band: string | undefined): Money | null {
  if (item.bands) return (band === undefined ? Object.values(item.bands)[0] : item.bands[band]) ?? null;
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
