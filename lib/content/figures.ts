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
import { claimMismatch, evidence, evidenceNote, type EvidenceWords } from './claims';
import { calendarDate, checkedBy, futureRecordMessage, isoDate, sourceLink } from './fields/primitives';

import { currencyCodes, formatMoney, formatNumber as number, pkrEstimate, type CurrencyCode, type Rates } from '../money-format';
import { ORIGINAL, type Edition } from '../editions';
import { addDays, fill, formatDate } from '../fill-label';

export { currencyCodes, type CurrencyCode };
export const currencyCode = z.enum(currencyCodes);

export const periods = ['year', 'month', 'one-off'] as const;
/** Words that change what the amount means: "from £9,000", "about C$10,000", "up to $400". */
export const qualifiers = ['from', 'about', 'up to'] as const;

const moneyFields = {
  kind: z.literal('money'),
  amount: moneyAmount.optional(),
  min: moneyAmount.optional(),
  max: moneyAmount.optional(),
  currency: currencyCode,
  period: z.enum(periods),
  qualifier: z.enum(qualifiers).optional(),
};
type MoneyWritten = { amount?: number; min?: number; max?: number };

function moneyShapeProblem(m: MoneyWritten): { path: string[]; message: string } | null {
  const single = m.amount !== undefined;
  const range = m.min !== undefined || m.max !== undefined;
  if (single && range) return { path: [], message: 'expected either amount or min and max, not both' };
  if (!single && (m.min === undefined || m.max === undefined)) return { path: [], message: 'expected amount, or both min and max' };
  if (m.min !== undefined && m.max !== undefined && m.min >= m.max) return { path: ['max'], message: 'expected max above min' };
  return null;
}

/** Money as written: one `amount`, or a range `min`–`max`. Normalised to min/max (equal for one amount). */
const checkMoneyShape = (m: MoneyWritten, ctx: z.RefinementCtx) => {
  const problem = moneyShapeProblem(m);
  if (problem) ctx.addIssue({ code: 'custom', ...problem });
};
const normaliseMoney = <M extends MoneyWritten>({ amount, min, max, ...rest }: M) => ({ ...rest, min: amount ?? min ?? 0, max: amount ?? max ?? 0 });

/**
 * When, where and by whom a value of a figure is known: each value of a timeline carries these.
 * A figure the consultancy gives itself (its count of universities) needs none of them.
 */
const dating = {
  from: calendarDate
    .optional()
    .describe('The day this value takes effect (it may be still to come). Leave it out on the first value only: that one was in force before the next.'),
  source: sourceLink
    .optional()
    .describe('The official text that sets this value, over https: the legal text (the Rules paragraph, the regulation) where one exists; for a reported value, the report.'),
  guidance: sourceLink
    .optional()
    .describe('The guidance page families read, beside the legal text in source (GOV.UK "Student visa: money you need"); the source watch reads both.'),
  read: isoDate.optional().describe('The day someone read this value on its source: pages show "GOV.UK, read 27 November 2026".'),
  checked: checkedBy
    .optional()
    .describe('Only after an adviser compared this value with its source: the day and who. Without it the page says it is not yet checked by an adviser.'),
  reported: z
    .boolean()
    .optional()
    .describe('Yes when only a report gives this value, not yet the official text: the official amount stays the headline, and from 90 days before its day pages show this beside it, marked as reported, with the report linked. The build lists it for staff until the official text confirms it.'),
};

const countFields = {
  kind: z.literal('count'),
  count: z.number().int().nonnegative(),
  /** "150+": at least this many. */
  plus: z.boolean().default(false),
};
/**
 * A percentage the consultancy states ("98%" of its students' visas granted). Like a claim of
 * content/site.md it may carry the counts behind it, checked against the percentage as written;
 * without them pages mark it as the consultancy's own figure.
 */
const percentFields = {
  kind: z.literal('percent'),
  percent: z.number().min(0).max(100),
  evidence: evidence.optional().describe("The counts behind a percentage: count, total, covers, period. Without them the page marks it as the consultancy's own figure."),
};
/** A text figure is shown as written: `{{name}}` inside it would reach the page and the PDF as braces. */
const textFields = {
  kind: z.literal('text'),
  text: z
    .string()
    .trim()
    .min(1, 'expected non-empty text')
    .refine((text) => !text.includes('{{'), 'a text figure cannot refer to another figure with {{…}}; write the words out'),
};

/** Which shape a figure is, told by the field that carries its value. */
function kindOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if ('amount' in value || 'min' in value || 'max' in value) return 'money';
  if ('count' in value) return 'count';
  if ('percent' in value) return 'percent';
  if ('text' in value) return 'text';
  return undefined;
}
const withKind = (value: unknown) => {
  const kind = kindOf(value);
  return kind && value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value, kind } : value;
};

/** One value of a figure, with its dating: an entry of a timeline, or a figure written alone. */
const datedValue = z.preprocess(
  withKind,
  z.discriminatedUnion('kind', [
    z.strictObject({ ...moneyFields, ...dating }).superRefine(checkMoneyShape).transform(normaliseMoney),
    z.strictObject({ ...countFields, ...dating }),
    z.strictObject({ ...percentFields, ...dating }).superRefine((f, context) => {
      const problem = f.evidence ? claimMismatch(`${f.percent}%`, f.evidence) : null;
      if (problem) context.addIssue({ code: 'custom', path: ['evidence'], message: problem });
    }),
    z.strictObject({ ...textFields, ...dating }),
  ], {
    error: 'expected a figure: amount (or min and max) with currency and period, count, percent or text',
  }),
);

export type DatedValue = z.infer<typeof datedValue>;
type Dating = Pick<DatedValue, 'from' | 'source' | 'guidance' | 'read' | 'checked' | 'reported'>;
/** A figure's value without its dating: what a page formats. */
export type FigureValue = DatedValue extends infer V ? (V extends unknown ? Omit<V, keyof Dating> : never) : never;

/**
 * A figure as pages read it: the value in force on the build day, with its own dating, and the
 * timeline around it: the values it replaced (oldest first), those still to come (soonest first),
 * the values only a report gives, and of those the one families are told of beside the headline.
 */
type Around = { past?: DatedValue[]; upcoming?: DatedValue[]; reports?: DatedValue[]; reportedChange?: DatedValue; soon?: DatedValue[] };
export type Figure = DatedValue & Around;
export type Money = Extract<FigureValue, { kind: 'money' }> & Partial<Dating> & Around;
export type Figures = Record<string, Figure>;

/**
 * A timeline's own rules, beyond each value's: dated oldest first, one shape throughout, a source
 * for whatever was read or checked, and a value from an official source. None depends on the day:
 * they are checked as the file is read (figuresAsWritten).
 */
function timelineProblems(values: DatedValue[]): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const first = values[0];
  values.forEach((value, i) => {
    if ((value.read || value.checked) && !value.source) problems.push({ path: [i, 'source'], message: 'expected the source that was read or checked' });
    if (value.reported && !value.source) problems.push({ path: [i, 'source'], message: 'expected the news report that gives this value' });
    // A later value without its day is refused below; a report must have one even first.
    if (value.reported && !value.from && i === 0) problems.push({ path: [i, 'from'], message: 'expected the day the report says this value takes effect' });
    if (i === 0 || !first) return;
    if (value.kind !== first.kind) problems.push({ path: [i], message: `expected the same kind of figure as the first value (${first.kind}), got ${value.kind}` });
    else if (value.kind === 'money' && first.kind === 'money' && (value.currency !== first.currency || value.period !== first.period)) {
      problems.push({ path: [i], message: `expected the first value's currency and period (${first.currency}, ${first.period}), got ${value.currency}, ${value.period}` });
    }
    const previous = values[i - 1];
    if (!value.from) problems.push({ path: [i, 'from'], message: 'missing, expected the day this value takes effect (only the first value may leave it out)' });
    else if (previous?.from && value.from <= previous.from) problems.push({ path: [i, 'from'], message: `expected a day after the value before (${previous.from}): list the values oldest first` });
  });
  if (values.every((v) => v.reported)) problems.push({ path: [], message: 'expected at least one value from an official source (every value is marked reported)' });
  return problems;
}

/**
 * What a timeline says of `day`: a record of something done (read, checked) may not be dated after
 * it, and some official value must be in force on it. Checked for every value, not only the one in
 * force that the loader's walk meets.
 */
function timelineDayProblems(values: DatedValue[], day: string): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  values.forEach((value, i) => {
    if (value.read && value.read > day) problems.push({ path: [i, 'read'], message: futureRecordMessage(value.read) });
    if (value.checked && value.checked.date > day) problems.push({ path: [i, 'checked', 'date'], message: futureRecordMessage(value.checked.date) });
  });
  const official = values.filter((v) => !v.reported);
  if (official.length > 0 && !official.some((v) => !v.from || v.from <= day)) problems.push({ path: [0, 'from'], message: `no value is in force on ${day}: the first takes effect on ${official[0]?.from}` });
  return problems;
}

/** A figure's values oldest first: those it replaced, the one in force, those to come. */
export function timelineOf(figure: Figure): DatedValue[] {
  return [...(figure.past ?? []), figure, ...(figure.upcoming ?? [])];
}

/**
 * How far ahead a reported change is told to families: the money must be held 28 days before a
 * student applies, and applications are planned months ahead, so a quarter.
 */
export const REPORTED_AHEAD_DAYS = 90;

/**
 * The reported value a family must hear of beside the headline `current`: the newest report that
 * takes effect after the headline did, already or within REPORTED_AHEAD_DAYS of `day`.
 */
function reportedChangeOf(reports: DatedValue[], current: DatedValue, day: string): DatedValue | undefined {
  const horizon = addDays(day, REPORTED_AHEAD_DAYS);
  return reports.filter((r) => r.from !== undefined && r.from > (current.from ?? '') && r.from <= horizon).at(-1);
}

/** The value in force on `day`, with the values before it, after it and only reported. */
export function pickInForce(values: DatedValue[], day: string): Figure | null {
  const official = values.filter((v) => !v.reported);
  const inForce = official.filter((v) => !v.from || v.from <= day);
  const current = inForce.at(-1);
  if (!current) return null;
  const reports = values.filter((v) => v.reported);
  const reportedChange = reportedChangeOf(reports, current, day);
  const upcoming = official.filter((v) => typeof v.from === 'string' && v.from > day);
  // What may be in force by the time a family applies: official values to come within the horizon, and the reported one.
  const horizon = addDays(day, REPORTED_AHEAD_DAYS);
  const soon = [...upcoming.filter((v) => v.from !== undefined && v.from <= horizon), ...(reportedChange ? [reportedChange] : [])];
  return { ...current, past: inForce.slice(0, -1), upcoming, reports, ...(reportedChange ? { reportedChange } : {}), ...(soon.length > 0 ? { soon } : {}) };
}

/** A figure as written: one value, or a timeline of values each with the day it takes effect. */
const timeline = z.array(datedValue).min(1, 'expected at least one value');
const asTimeline = (value: unknown) => (Array.isArray(value) ? value : [value]);

/** One figure as written, its timeline checked: which value is in force is the resolve pass's (figuresInForce). */
const figureAsWritten = z.preprocess(
  asTimeline,
  timeline.superRefine((values, ctx) => {
    for (const problem of timelineProblems(values)) ctx.addIssue({ code: 'custom', ...problem });
  }),
);

const figureNameRule = 'expected a camelCase figure name such as tuition';
export const figureName = z.string().regex(/^[a-z][A-Za-z0-9]*$/, figureNameRule);
/**
 * zod's record skips a key named `__proto__` without a word (js-yaml keeps it as an own key), so
 * a figure defined under that name would vanish from the page; it fails the name rule instead.
 */
const figureMap = <F extends z.ZodType>(figure: F) =>
  z.preprocess((value, ctx) => {
    if (value !== null && typeof value === 'object' && Object.hasOwn(value, '__proto__')) {
      ctx.addIssue({ code: 'custom', path: ['__proto__'], message: figureNameRule, input: value });
    }
    return value;
  }, z.record(figureName, figure));

/** A file's figures as written, each a timeline: what the read phase checks, /admin and docs/fields.md describe (and the walks by type follow). */
export const figuresAsWritten = figureMap(figureAsWritten);
export type FiguresAsWritten = z.infer<typeof figuresAsWritten>;

/** Where a problem of a figure's timeline is: a figure written as one value has no index to name. */
const writtenAt = (name: string, values: DatedValue[], path: (string | number)[]) => ['figures', name, ...(values.length === 1 && path[0] === 0 ? path.slice(1) : path)];

/**
 * The resolve pass of a file's figures: each the value in force on `day`, with the values around
 * it, so a dated change becomes the headline on its day with no edit. What the timeline says of the
 * day (a record dated after it, nothing in force yet) is a problem named at the figure.
 */
export function figuresInForce(written: FiguresAsWritten, day: string, problem: (path: (string | number)[], message: string) => void): Figures {
  const figures: Figures = {};
  for (const [name, values] of Object.entries(written)) {
    const problems = timelineDayProblems(values, day);
    for (const { path, message } of problems) problem(writtenAt(name, values, path), message);
    const picked = problems.length === 0 ? pickInForce(values, day) : null;
    if (picked) figures[name] = picked;
  }
  return figures;
}

/** Figures written in any shape, in force on `day`: the map, or each problem with its path under the map. */
export function readFiguresOn(raw: unknown, day: string): { figures: Figures } | { problems: { path: (string | number)[]; message: string }[] } {
  const parsed = figuresAsWritten.safeParse(raw);
  if (!parsed.success) return { problems: parsed.error.issues.map((issue) => ({ path: issue.path.filter((key) => typeof key !== 'symbol'), message: issue.message })) };
  const problems: { path: (string | number)[]; message: string }[] = [];
  const figures = figuresInForce(parsed.data, day, (path, message) => problems.push({ path: path.slice(1), message }));
  return problems.length > 0 ? { problems } : { figures };
}

/** Money on its own (a visa record's cost), written like a money figure. */
export const money = z.preprocess(
  (value) => (value !== null && typeof value === 'object' ? { ...value, kind: 'money' } : value),
  z.strictObject(moneyFields).superRefine(checkMoneyShape).transform(normaliseMoney),
);

// ---------------------------------------------------------------------------------------------
// Formatting: the one place where a figure becomes text (money through lib/money-format.ts).

/**
 * "1.1M" for a million or more (as the spec writes it), otherwise "485,000"; an edition that counts
 * in lakh and crore says "11 لاکھ" through Intl's compact form.
 */
function formatCount(count: number, edition: Edition): string {
  if (count < 1_000_000) return number(count);
  if (edition.money.rupees === 'south-asian') return new Intl.NumberFormat(edition.intl, { notation: 'compact', maximumFractionDigits: 1 }).format(count);
  return `${number(Math.round(count / 100_000) / 10)}M`;
}

export function formatFigure(f: FigureValue | DatedValue, edition: Edition = ORIGINAL): string {
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

/**
 * A figure as prose shows it: the value in force and, where a value is dated to come, that one
 * with its day ("2 years (3 for PhD); from 1 January 2027: 18 months (3 years for PhD)"), so no
 * sentence states a value that is about to end without saying so. A reported change follows,
 * marked as reported ("£1,529 per month (reported from 30 November 2026: £1,570 per month, not
 * yet in the official text we read)"); the page links its report where it lists fee changes.
 */
export function formatFigureInProse(f: Figure, edition: Edition = ORIGINAL): string {
  const next = f.upcoming?.[0];
  const reported = f.reportedChange;
  const now = formatFigure(f, edition);
  const then = next?.from ? fill(edition.figureThen, { date: formatDate(next.from, edition), value: formatFigure(next, edition) }) : '';
  const heard = reported?.from ? fill(edition.figureReported, { date: formatDate(reported.from, edition), value: formatFigure(reported, edition) }) : '';
  return `${now}${then}${heard}`;
}

// ---------------------------------------------------------------------------------------------
// A figure as a page shows it: its text, the rupee estimate after foreign money, and its notes.

/** What showing a figure needs besides the figure: the edition, the rates to rupees, and the words of its notes (content/labels.md). */
export type FigureDisplay = { edition: Edition; rates: Rates; words: EvidenceWords & { figureComing: string; figureReported: string } };

/** A value a report gives beside the headline: what it says, and the report to read. */
export type ReportedNote = { text: string; source: { label: string; href: string } | null };

/**
 * A figure as shown: its text, a rupee estimate for foreign money, for a percentage the counts
 * behind it or that it is the consultancy's own, and a value a report gives beside the headline.
 */
export type ShownFigure = { text: string; estimate: string | null; note: string | null; reported: ReportedNote | null };

/** Under a percentage: the counts behind it, or that it is the consultancy's own figure. */
export function figureNote(f: Figure, words: EvidenceWords): string | null {
  return f.kind === 'percent' ? evidenceNote(f.evidence, words) : null;
}

/** Under a figure whose next value is dated to come: "From 1 January 2027: 18 months (3 years for a PhD)". */
export function comingNote(f: Figure, { edition, words }: Pick<FigureDisplay, 'edition' | 'words'>): string | null {
  const next = f.upcoming?.[0];
  return next?.from ? fill(words.figureComing, { date: formatDate(next.from, edition), value: formatFigure(next, edition) }) : null;
}

/** Under a figure a report says will change (or has changed) and the official text we read does not yet give. */
export function reportedNote(f: Pick<Figure, 'reportedChange'>, { edition, words }: Pick<FigureDisplay, 'edition' | 'words'>): ReportedNote | null {
  const reported = f.reportedChange;
  if (!reported?.from) return null;
  return { text: fill(words.figureReported, { date: formatDate(reported.from, edition), value: formatFigure(reported, edition) }), source: reported.source ?? null };
}

export function showFigure(f: Figure, display: FigureDisplay): ShownFigure {
  return {
    text: formatFigure(f, display.edition),
    estimate: f.kind === 'money' ? pkrEstimate(f, display.rates, display.edition) : null,
    note: figureNote(f, display.words) ?? comingNote(f, display),
    reported: reportedNote(f, display),
  };
}

/** An amount of money that is no figure of a country (a visa record's cost), shown as a figure is. */
export function showMoney(m: Money, display: FigureDisplay): ShownFigure {
  return { text: formatMoney(m, display.edition), estimate: pkrEstimate(m, display.rates, display.edition), note: null, reported: reportedNote(m, display) };
}

/** A stat card: its label and icon, and its figure as shown. */
export type StatCard<Icon> = ShownFigure & { label: string; icon: Icon };

/** Stat cards (a country's `stats:`), each with its figure as shown. */
export function statCards<Icon>(stats: readonly { label: string; icon?: Icon; figure: Figure }[], display: FigureDisplay): StatCard<Icon | undefined>[] {
  return stats.map((s) => ({ label: s.label, icon: s.icon, ...showFigure(s.figure, display) }));
}

/** A number to sort a figure by; money sorts through `toPkr` so currencies compare fairly. */
export function figureSortValue(f: FigureValue, toPkr: (m: Money) => number | null): number | null {
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

// `{{claim:name}}` is a claim of content/site.md, filled in by the claims pass (lib/content/claim-references.ts), not a figure.
export const referencePattern = /\{\{\s*(?!claim:)([^{}\s]*)\s*\}\}/g;

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
      return formatFigureInProse(f);
    }
    onUnknown({ name, known: Object.keys(known) });
    return whole;
  });
}

export const unknownFigureMessage = ({ name, known }: UnknownReference) =>
  `unknown figure "${name}" (known: ${known.length ? known.join(', ') : 'none; add a figures: map'})`;

/**
 * Resolves references in every string of a file's data except under `figures`, reporting unknown
 * names with the path of the string they sit in. The data keeps its shape: only strings change.
 */
export function resolveReferencesDeep<T>(value: T, known: Figures, onUnknown: (path: (string | number)[], problem: UnknownReference) => void, path?: (string | number)[], onShown?: (name: string) => void): T;
export function resolveReferencesDeep(
  value: unknown,
  known: Figures,
  onUnknown: (path: (string | number)[], problem: UnknownReference) => void,
  path: (string | number)[] = [],
  onShown?: (name: string) => void,
): unknown {
  if (typeof value === 'string') return resolveReferences(value, known, (p) => onUnknown(path, p), onShown);
  if (Array.isArray(value)) return value.map((item, i) => resolveReferencesDeep(item, known, onUnknown, [...path, i], onShown));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) =>
        path.length === 0 && key === 'figures' ? [key, item] : [key, resolveReferencesDeep(item, known, onUnknown, [...path, key], onShown)],
      ),
    );
  }
  return value;
}
