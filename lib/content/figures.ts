/**
 * Named figures: a country's key numbers written once, in its `figures:` map, and read from there
 * by the stat cards, the guide text, /compare, the budget filter and the brochure.
 *
 * An editor writes a figure in one of four shapes; which one is told by the field it uses:
 *
 *   tuition:      { amount: 25000, currency: GBP, period: year }             # money
 *   livingCost:   { min: 10000, max: 12000, currency: CAD, period: year, qualifier: about }
 *   universities: { count: 150, plus: true }                                  # a count, "150+"
 *   visaSuccess:  { percent: 98 }                                             # "98%"
 *   visaSuccess:  { percent: 98, evidence: { count: 127, total: 130, covers: student visas granted, period: 2025 } }
 *   intakes:      { text: February and July }                                # anything else
 *
 * Prose (the body and every text field of the same file) refers to a figure as `{{tuition}}`;
 * the reference is replaced by the formatted figure before the Markdown is rendered.
 */
import { z } from 'zod';
import { moneyAmount } from './guards';
import { claimMismatch, evidence } from './claims';

import { currencyCodes, formatAmountOnly, formatNumber as number, type CurrencyCode } from '../money-format';
import { ORIGINAL, type Edition } from '../editions';

export { currencyCodes, formatAmountOnly, type CurrencyCode };
export const currencyCode = z.enum(currencyCodes);

export const periods = ['year', 'month', 'one-off'] as const;
/** Words that change what the amount means: "from £9,000", "about C$10,000", "up to $400". */
export const qualifiers = ['from', 'about', 'up to'] as const;

/** Money as written: one `amount`, or a range `min`–`max`. Normalised to min/max (equal for one amount). */
const moneyInput = z
  .strictObject({
    kind: z.literal('money'),
    amount: moneyAmount.optional(),
    min: moneyAmount.optional(),
    max: moneyAmount.optional(),
    currency: currencyCode,
    period: z.enum(periods),
    qualifier: z.enum(qualifiers).optional(),
  })
  .superRefine((m, ctx) => {
    const single = m.amount !== undefined;
    const range = m.min !== undefined || m.max !== undefined;
    if (single && range) ctx.addIssue({ code: 'custom', message: 'expected either amount or min and max, not both' });
    else if (!single && (m.min === undefined || m.max === undefined)) ctx.addIssue({ code: 'custom', message: 'expected amount, or both min and max' });
    else if (m.min !== undefined && m.max !== undefined && m.min >= m.max) ctx.addIssue({ code: 'custom', path: ['max'], message: 'expected max above min' });
  })
  .transform(({ amount, min, max, kind, currency, period, qualifier }) => ({
    kind,
    min: amount ?? min ?? 0,
    max: amount ?? max ?? 0,
    currency,
    period,
    qualifier,
  }));

const countFigure = z.strictObject({
  kind: z.literal('count'),
  count: z.number().int().nonnegative(),
  /** "150+": at least this many. */
  plus: z.boolean().default(false),
});
/**
 * A percentage the consultancy states ("98%" of its students' visas granted). Like a claim of
 * content/site.md it may carry the counts behind it, checked against the percentage as written;
 * without them pages mark it as the consultancy's own figure.
 */
const percentFigure = z
  .strictObject({
    kind: z.literal('percent'),
    percent: z.number().min(0).max(100),
    evidence: evidence.optional().describe("The counts behind a percentage: count, total, covers, period. Without them the page marks it as the consultancy's own figure."),
  })
  .superRefine((f, context) => {
    const problem = f.evidence ? claimMismatch(`${f.percent}%`, f.evidence) : null;
    if (problem) context.addIssue({ code: 'custom', path: ['evidence'], message: problem });
  });
/** A text figure is shown as written: `{{name}}` inside it would reach the page and the PDF as braces. */
const textFigure = z.strictObject({
  kind: z.literal('text'),
  text: z
    .string()
    .trim()
    .min(1, 'expected non-empty text')
    .refine((text) => !text.includes('{{'), 'a text figure cannot refer to another figure with {{…}}; write the words out'),
});

/** Which shape a figure is, told by the field that carries its value. */
function kindOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if ('amount' in value || 'min' in value || 'max' in value) return 'money';
  if ('count' in value) return 'count';
  if ('percent' in value) return 'percent';
  if ('text' in value) return 'text';
  return undefined;
}

export const figure = z.preprocess(
  (value) => {
    const kind = kindOf(value);
    return kind && value !== null && typeof value === 'object' ? { ...value, kind } : value;
  },
  z.discriminatedUnion('kind', [moneyInput, countFigure, percentFigure, textFigure], {
    error: 'expected a figure: amount (or min and max) with currency and period, count, percent or text',
  }),
);

const figureNameRule = 'expected a camelCase figure name such as tuition';
export const figureName = z.string().regex(/^[a-z][A-Za-z0-9]*$/, figureNameRule);
/**
 * zod's record skips a key named `__proto__` without a word (js-yaml keeps it as an own key), so
 * a figure defined under that name would vanish from the page; it fails the name rule instead.
 */
export const figures = z.preprocess((value, ctx) => {
  if (value !== null && typeof value === 'object' && Object.hasOwn(value, '__proto__')) {
    ctx.addIssue({ code: 'custom', path: ['__proto__'], message: figureNameRule, input: value });
  }
  return value;
}, z.record(figureName, figure));

/** Money on its own (a visa record's cost), written like a money figure. */
export const money = z.preprocess((value) => (value !== null && typeof value === 'object' ? { ...value, kind: 'money' } : value), moneyInput);

export type Figure = z.infer<typeof figure>;
export type Money = Extract<Figure, { kind: 'money' }>;
export type Figures = Record<string, Figure>;

// ---------------------------------------------------------------------------------------------
// Formatting: the one place where a figure becomes text.

/**
 * "£25,000 per year", "from €3,000 per year", "about CAD 10,000–12,000 per year", "£100–£190";
 * in Urdu "£25,000 سالانہ". Amounts keep Western digits in every edition.
 */
export function formatMoney(m: Money, edition: Edition = ORIGINAL): string {
  const qualifier = m.qualifier ? `${edition.money.qualifiers[m.qualifier]} ` : '';
  return `${qualifier}${formatAmountOnly(m.min, m.max, m.currency)}${edition.money.periods[m.period]}`;
}

/**
 * "1.1M" for a million or more (as the spec writes it), otherwise "485,000"; an edition that counts
 * in lakh and crore says "11 لاکھ" through Intl's compact form.
 */
function formatCount(count: number, edition: Edition): string {
  if (count < 1_000_000) return number(count);
  if (edition.money.rupees === 'south-asian') return new Intl.NumberFormat(edition.intl, { notation: 'compact', maximumFractionDigits: 1 }).format(count);
  return `${number(Math.round(count / 100_000) / 10)}M`;
}

export function formatFigure(f: Figure, edition: Edition = ORIGINAL): string {
  switch (f.kind) {
    case 'money':
      return formatMoney(f, edition);
    case 'count':
      return `${formatCount(f.count, edition)}${f.plus ? '+' : ''}`;
    case 'percent':
      return `${number(f.percent)}%`;
    case 'text':
      return f.text;
  }
}

/** A number to sort a figure by; money sorts through `toPkr` so currencies compare fairly. */
export function figureSortValue(f: Figure, toPkr: (m: Money) => number | null): number | null {
  switch (f.kind) {
    case 'money':
      return toPkr(f);
    case 'count':
      return f.count;
    case 'percent':
      return f.percent;
    case 'text': {
      const match = f.text.match(/\d[\d,]*(?:\.\d+)?/);
      return match ? Number(match[0].replace(/,/g, '')) : null;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// References in prose: {{name}}.

export const referencePattern = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** The figure names a text refers to, in order. */
export function referencedNames(text: string): string[] {
  return [...text.matchAll(referencePattern)].map((m) => m[1] ?? '');
}

export type UnknownReference = { name: string; known: string[] };

/**
/**
 * The figure of that name in the file's own map, or undefined. An own property only: `constructor`,
 * `toString` or `__proto__` must never find what every object inherits.
 */
export function figureNamed(known: Figures, name: string): Figure | undefined {
  return Object.hasOwn(known, name) ? known[name] : undefined;
}

/**
 * Replaces every `{{name}}` with its formatted figure; unknown names are reported and left as written.
 * `onShown` hears each name replaced, so the load knows which figures a page shows.
 */
export function resolveReferences(text: string, known: Figures, onUnknown: (problem: UnknownReference) => void, onShown?: (name: string) => void): string {
  return text.replace(referencePattern, (whole, name: string) => {
    const f = figureNamed(known, name);
    if (f) {
      onShown?.(name);
      return formatFigure(f);
    }
    onUnknown({ name, known: Object.keys(known) });
    return whole;
  });
}

export const unknownFigureMessage = ({ name, known }: UnknownReference) =>
  `unknown figure "${name}" (known: ${known.length ? known.join(', ') : 'none; add a figures: map'})`;

/**
 * Resolves references in every string of a parsed-YAML value except under `figures`, reporting
 * unknown names with the path of the string they sit in.
 */
export function resolveReferencesDeep(
  value: unknown,
  known: Figures,
  onUnknown: (path: (string | number)[], problem: UnknownReference) => void,
  path: (string | number)[] = [],
  onShown?: (name: string) => void,
): unknown {
  if (typeof value === 'string') return resolveReferences(value, known, (p) => onUnknown(path, p), onShown);
  if (Array.isArray(value)) return value.map((item, i) => resolveReferencesDeep(item, known, onUnknown, [...path, i], onShown));
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) =>
        path.length === 0 && key === 'figures' ? [key, item] : [key, resolveReferencesDeep(item, known, onUnknown, [...path, key], onShown)],
      ),
    );
  }
  return value;
}

/**
 * Wraps a schema whose data has a `figures:` map so that `{{name}}` in any of its text fields is
 * replaced before validation; an unknown name is an issue at that field's path. `onShown` hears
 * each name replaced.
 */
export function withFigureReferences<S extends z.ZodType>(schema: S, onShown?: (name: string) => void) {
  return z.preprocess((raw, ctx) => {
    if (raw === null || typeof raw !== 'object') return raw;
    const parsed = figures.safeParse('figures' in raw ? raw.figures : {});
    // Bad figures are reported by the schema itself; references wait until they are fixed.
    if (!parsed.success) return raw;
    return resolveReferencesDeep(
      raw,
      parsed.data,
      (path, problem) => ctx.addIssue({ code: 'custom', path, message: unknownFigureMessage(problem), input: raw }),
      [],
      onShown,
    );
  }, schema);
}
