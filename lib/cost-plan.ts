/**
 * The cost planner's arithmetic, shared by the server (each destination's default plan in the
 * static HTML) and the planner's island (the plan a family picks). A leaf: it imports only the
 * money formatting's types, so the island's bundle stays small; plans are written by lib/money-format.ts.
 *
 * Rules a family can rely on, and that the page states:
 * - a yearly amount counts once per year of the course, a monthly one twelve times a year, a
 *   one-off amount once, in the first year;
 * - a range stays a range: totals add the lows and the highs;
 * - an item with no amount is "ask an adviser": it is left out of every total and named;
 * - rupees come from one day's rate, so they are rounded (formatRupees).
 */
import type { CurrencyCode, Rates } from './money-format';

export const STUDY_LEVELS = ['undergraduate', 'postgraduate'] as const;
export type StudyLevel = (typeof STUDY_LEVELS)[number];
export type Period = 'year' | 'month' | 'one-off';
export type Range = { min: number; max: number };

export type PlanAmount = Range & { currency: CurrencyCode; period: Period };
/** Where an amount is published and when: each band's own (London's dates are not Outside London's). */
export type AmountDates = Pick<PlanItem, 'source' | 'effect' | 'read' | 'checked'>;
/** A value a report gives beside the official amount: the amount and its note (words and the report's link). */
export type ReportedAmount = { amount: PlanAmount; note: { text: string; source: { label: string; href: string } | null } };
export type PlanItem = {
  label: string;
  /**
   * The amount for each case; level or band null means "any". Empty: ask an adviser. Each may carry
   * its own dates (else the item's) and a reported value to show beside it.
   */
  amounts: { level: StudyLevel | null; band: string | null; amount: PlanAmount; dates?: AmountDates; reported?: ReportedAmount | null; soon?: PlanAmount[] }[];
  source: { label: string; href: string } | null;
  /** The day the amount took effect (YYYY-MM-DD), where the source gives one. */
  effect: string | null;
  /** The day someone read the amount on its source (YYYY-MM-DD); null: not recorded. */
  read: string | null;
  /** The day an adviser compared the amount with the source (YYYY-MM-DD); null: not yet checked. */
  checked: string | null;
  /** The amount dated to come, in words ("From 1 January 2027: £1,200 per year"); null when none is. */
  coming: string | null;
  /** For a charge paid up front for the whole visa (UK health surcharge): how long the visa runs beyond the course. */
  wholeVisa: WholeVisaRule | null;
};
/** Months the visa starts before the course, and runs after it by course length (GOV.UK, "how long you can stay"). */
export type WholeVisaRule = { monthsBefore: number; monthsAfter: { courseMonths: number; months: number }[] };
export type PlanDestination = {
  id: string;
  name: string;
  route: string;
  courseYears: Record<StudyLevel, number>;
  bands: { key: string; label: string }[];
  items: PlanItem[];
  /** Which item is tuition and which living costs: the funds to show are worked out from them. */
  tuitionItem: number | null;
  livingItem: number | null;
  /** The money the visa asks to be shown: months of the living item, or a fixed living amount; plus the first year's tuition where asked. */
  funds: {
    livingMonths: number | null;
    living: PlanAmount | null;
    /** A reported value of the fixed living amount, shown beside it. */
    livingReported?: ReportedAmount | null;
    /** Values of the fixed living amount that may be in force by the time a family applies (to come soon, or reported). */
    livingSoon?: PlanAmount[];
    firstYearTuition: boolean;
    heldDays: number | null;
    source: { label: string; href: string };
    effect: string | null;
    read: string | null;
    checked: string | null;
  } | null;
};
export type PlanChoice = { destination: string; level: StudyLevel; band: string | null; years: number };

export type PlanLine = Pick<PlanItem, 'label' | 'source' | 'effect' | 'read' | 'checked' | 'coming'> & {
  /** A value a report gives beside this line's amount; null when none is to be told. */
  reported: ReportedAmount | null;
  /** Values that may be in force by the time a family applies: to come soon, or reported. */
  soon: PlanAmount[];
  /** For a charge paid for the whole visa: the visa's length in months that the first-year and course amounts count. */
  visaMonths: number | null;
  /** null: ask an adviser. */
  amount: PlanAmount | null;
  firstYear: Range | null;
  course: Range | null;
  firstYearPkr: Range | null;
  coursePkr: Range | null;
};
export type Plan = {
  choice: PlanChoice;
  lines: PlanLine[];
  /** Labels of the items the totals leave out. */
  missing: string[];
  /** In the destination's currency, when every counted item is in it. */
  currency: CurrencyCode | null;
  firstYear: Range;
  course: Range;
  firstYearPkr: Range | null;
  coursePkr: Range | null;
  /** What the whole course would cost in rupees if the rupee lost 10% against the other currencies. */
  fallPkr: Range | null;
  funds: {
    amount: Range;
    pkr: Range | null;
    /** With every reported value that is higher counted instead: the amount to hold to be safe; null when no report raises it. */
    safe: { amount: Range; pkr: Range | null } | null;
    heldDays: number | null;
    livingMonths: number | null;
    firstYearTuition: boolean;
  } | null;
};

/** How far the rupee falls in the planner's "what if" line. It fell 9.6% in one day in January 2023. */
export const RUPEE_FALL = 0.1;

const add = (a: Range, b: Range): Range => ({ min: a.min + b.min, max: a.max + b.max });
const times = (r: Range, n: number): Range => ({ min: r.min * n, max: r.max * n });
const ZERO: Range = { min: 0, max: 0 };

function perYear(a: PlanAmount): Range | null {
  if (a.period === 'year') return a;
  if (a.period === 'month') return times(a, 12);
  return null;
}

/** The entry of an item's amounts for a level and city band, with its own dates and reported value. */
function entryFor(item: PlanItem, level: StudyLevel, band: string | null): PlanItem['amounts'][number] | null {
  const fits = (x: { level: StudyLevel | null; band: string | null }) => (x.level === null || x.level === level) && (x.band === null || band === null || x.band === band);
  // A level-specific amount wins over one for any level.
  const matches = item.amounts.filter(fits);
  return matches.find((x) => x.level === level) ?? matches[0] ?? null;
}

export function amountFor(item: PlanItem, level: StudyLevel, band: string | null): PlanAmount | null {
  return entryFor(item, level, band)?.amount ?? null;
}

/** The highest of an amount in force and those that may be by the time a family applies, in the same currency and period: what to hold to be safe. */
function highest(inForce: PlanAmount, soon: readonly PlanAmount[] | undefined): PlanAmount {
  return (soon ?? [])
    .filter((s) => s.currency === inForce.currency && s.period === inForce.period)
    .reduce((top, s) => ({ ...top, min: Math.max(top.min, s.min), max: Math.max(top.max, s.max) }), inForce);
}

function toPkr(r: Range, currency: CurrencyCode, rates: Rates): Range | null {
  if (currency === 'PKR') return r;
  const rate = rates[currency];
  return rate === undefined ? null : times(r, rate);
}

/** The choice a destination starts from: undergraduate, its first city band, its usual course length. */
export function defaultChoice(destination: PlanDestination): PlanChoice {
  return { destination: destination.id, level: 'undergraduate', band: destination.bands[0]?.key ?? null, years: destination.courseYears.undergraduate };
}

/**
 * How long a student visa runs for a course of `courseMonths`: the months before the course, the
 * course, and the months after it that the longest matching course length allows.
 */
export function visaMonths(courseMonths: number, rule: WholeVisaRule): number {
  const after = [...rule.monthsAfter].sort((a, b) => b.courseMonths - a.courseMonths).find((r) => courseMonths >= r.courseMonths)?.months ?? 0;
  return rule.monthsBefore + courseMonths + after;
}

/**
 * A yearly charge paid up front for a whole visa of `months`, as GOV.UK works out the health
 * surcharge: the yearly amount for each whole year, and for a part year left over, the full amount
 * above 6 months or half of it for 6 months or less.
 */
export function wholeVisaCharge(yearly: number, months: number): number {
  const years = Math.floor(months / 12);
  const rest = months - years * 12;
  return yearly * years + (rest === 0 ? 0 : rest > 6 ? yearly : yearly / 2);
}

export function planFor(destination: PlanDestination, choice: PlanChoice, rates: Rates): Plan {
  const years = choice.years;
  const lines = destination.items.map((item): PlanLine => {
    const entry = entryFor(item, choice.level, choice.band);
    const amount = entry?.amount ?? null;
    const dates = entry?.dates ?? item;
    const about = { label: item.label, source: dates.source, effect: dates.effect, read: dates.read, checked: dates.checked, coming: item.coming, reported: entry?.reported ?? null, soon: entry?.soon ?? [] };
    if (!amount) return { ...about, visaMonths: null, amount: null, firstYear: null, course: null, firstYearPkr: null, coursePkr: null };
    const yearly = perYear(amount);
    const months = item.wholeVisa && amount.period === 'year' ? visaMonths(years * 12, item.wholeVisa) : null;
    // A charge for the whole visa is paid once, before the first year: it is all first-year money.
    const upFront = months === null ? null : { min: wholeVisaCharge(amount.min, months), max: wholeVisaCharge(amount.max, months) };
    const firstYear = upFront ?? yearly ?? amount;
    const course = upFront ?? (yearly ? times(yearly, years) : amount);
    return {
      ...about,
      visaMonths: months,
      amount,
      firstYear,
      course,
      firstYearPkr: toPkr(firstYear, amount.currency, rates),
      coursePkr: toPkr(course, amount.currency, rates),
    };
  });
  const counted = lines.filter((l) => l.amount !== null);
  const currencies = new Set(counted.map((l) => l.amount?.currency));
  const [only] = currencies;
  const currency = currencies.size === 1 && only ? only : null;
  const sum = (pick: (l: PlanLine) => Range | null) => counted.reduce<Range | null>((total, l) => {
    const r = pick(l);
    return total === null || r === null ? null : add(total, r);
  }, ZERO);
  const foreignCoursePkr = sum((l) => (l.amount?.currency === 'PKR' ? ZERO : l.coursePkr));
  const tuitionLine = destination.tuitionItem === null ? null : lines[destination.tuitionItem];
  const livingLine = destination.livingItem === null ? null : lines[destination.livingItem];
  let funds: Plan['funds'] = null;
  const rule = destination.funds;
  const official = rule && fundsToShow(rule, rule.living, livingLine?.amount ?? null, tuitionLine?.amount ?? null);
  if (rule && official) {
    // The same sum with each higher value that may be in force by the time the family applies (to come soon,
    // or reported): the money to hold so a rise does not leave the balance short.
    const safe = fundsToShow(
      rule,
      rule.living ? highest(rule.living, rule.livingSoon) : null,
      livingLine?.amount ? highest(livingLine.amount, livingLine.soon) : null,
      tuitionLine?.amount ? highest(tuitionLine.amount, tuitionLine.soon) : null,
    );
    const raised = safe && (safe.range.min > official.range.min || safe.range.max > official.range.max) ? safe : null;
    funds = {
      amount: official.range,
      pkr: toPkr(official.range, official.currency, rates),
      safe: raised ? { amount: raised.range, pkr: toPkr(raised.range, raised.currency, rates) } : null,
      heldDays: rule.heldDays,
      livingMonths: rule.living ? null : rule.livingMonths,
      firstYearTuition: rule.firstYearTuition,
    };
  }
  return {
    choice,
    lines,
    missing: lines.filter((l) => l.amount === null).map((l) => l.label),
    currency,
    firstYear: sum((l) => l.firstYear) ?? ZERO,
    course: sum((l) => l.course) ?? ZERO,
    firstYearPkr: sum((l) => l.firstYearPkr),
    coursePkr: sum((l) => l.coursePkr),
    fallPkr: foreignCoursePkr && foreignCoursePkr.max > 0 ? times(foreignCoursePkr, 1 / (1 - RUPEE_FALL) - 1) : null,
    funds,
  };
}

/**
 * The money the visa asks to be shown: the fixed living amount (or months of the living item), plus
 * the first year's tuition where the rule asks; null when an amount it needs is missing.
 */
function fundsToShow(
  rule: NonNullable<PlanDestination['funds']>,
  fixedLiving: PlanAmount | null,
  living: PlanAmount | null,
  tuition: PlanAmount | null,
): { range: Range; currency: CurrencyCode } | null {
  if (rule.firstYearTuition && !tuition) return null;
  const livingPart = fixedLiving
    ? { range: perYear(fixedLiving) ?? fixedLiving, currency: fixedLiving.currency }
    : living && rule.livingMonths !== null
      ? { range: times(living.period === 'month' ? living : living.period === 'year' ? times(living, 1 / 12) : ZERO, rule.livingMonths), currency: living.currency }
      : null;
  if (!livingPart || (rule.firstYearTuition && tuition?.currency !== livingPart.currency)) return null;
  const tuitionYear = tuition ? (perYear(tuition) ?? tuition) : ZERO;
  return { range: add(livingPart.range, rule.firstYearTuition ? tuitionYear : ZERO), currency: livingPart.currency };
}

// ---------------------------------------------------------------------------------------------
// The choice in the address, so a family can share a plan and open it again.

export function choiceToQuery(choice: PlanChoice): string {
  const query = new URLSearchParams({ destination: choice.destination, level: choice.level, years: String(choice.years) });
  if (choice.band) query.set('city', choice.band);
  return query.toString();
}

/** The choice a query asks for, each part checked against what the destination offers; null for an unknown destination. */
export function choiceFromQuery(query: string, destinations: PlanDestination[]): PlanChoice | null {
  const params = new URLSearchParams(query);
  const destination = destinations.find((d) => d.id === params.get('destination'));
  if (!destination) return null;
  const fallback = defaultChoice(destination);
  const level = STUDY_LEVELS.find((l) => l === params.get('level')) ?? fallback.level;
  const band = destination.bands.find((b) => b.key === params.get('city'))?.key ?? fallback.band;
  const asked = Number(params.get('years'));
  const years = Number.isInteger(asked) && asked >= 1 && asked <= 7 ? asked : destination.courseYears[level];
  return { destination: destination.id, level, band, years };
}
