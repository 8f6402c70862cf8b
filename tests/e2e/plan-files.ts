/**
 * The UK file's cost model as an editor wrote it (content/countries/uk.md, `costs:` and its
 * figures), worked out the plain way: what the planner must show for each city band, read apart
 * from lib/cost-plan.ts and the presenters. Shared by the planner's browser test, its Jest test
 * (tests/unit/planner-page.test.tsx) and the fee-change output checks.
 */
import { figureOf, officialValues, readContentFile, siteDay, textAt, wholeVisaCharge } from './content-files';

export const UK = 'content/countries/uk.md';
export const PLANNER = 'content/pages/cost-planner.md';
export const CHANGES = 'content/pages/fee-changes.md';
const LABELS = 'content/labels.md';

export const uk = readContentFile(UK).data;
/** A planner word of content/labels.md (`planner.<key>`). */
export const word = (key: string) => textAt(LABELS, `planner.${key}`);
export const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {});
export const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(record) : []);
export const costs = record(uk.costs);
const figures = record(uk.figures);
export const pounds = (n: unknown) => `£${Number(n).toLocaleString('en-GB')}`;

/** A money figure's value in force on the site's day, as the file writes it. */
export function money(name: unknown): { amount: number; period: string } {
  const figure = figureOf(figures[String(name)], `${UK}: figures.${String(name)}`);
  if (figure.kind !== 'money' || figure.currency !== 'GBP' || figure.min !== figure.max) throw new Error(`${UK}: figures.${String(name)}: this test reads one amount in GBP`);
  return { amount: figure.min, period: figure.period };
}

/** The values of a figure as written, and the one in force on the site's day with the one before it. */
export function changeOf(name: unknown) {
  const values = officialValues(figures[String(name)], `${UK}: figures.${String(name)}`);
  const now = values.filter((v) => (v.from ?? '') <= siteDay());
  return { values, current: now.at(-1), previous: now.at(-2) };
}

export const bands = list(costs.cityBands);
export const funds = record(costs.funds);
export const route = textAt(PLANNER, 'route');
/** The figure the living costs name for a city band. */
export const bandFigure = (band: string) => list(record(costs.living).bands).find((b) => b.band === band)?.figure;
/** The living figure of a city band, in force, in pounds as the pages print it. */
export const bandAmount = (band: string) => pounds(money(bandFigure(band)).amount);

/** A date as the file writes it (YAML may read 2025-01-02 as a date), as the pages print it: "2 January 2025". */
const isoOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
export const longDate = (value: unknown) => new Date(`${isoOf(value)}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const filled = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A figure of the file as one amount in pounds a year (a month counts twelve times, a one-off once); null when the item names none. */
export function yearly(name: unknown): number | null {
  if (typeof name !== 'string') return null;
  const { amount, period } = money(name);
  return period === 'month' ? amount * 12 : amount;
}

/** A yearly charge paid up front for the whole visa, for a course of `years` (content-files.ts). */
export function wholeVisa(item: Record<string, unknown>, years: number): number | null {
  const perYear = yearly(item.figure);
  return perYear === null ? null : (wholeVisaCharge(item, perYear, years) ?? perYear);
}

/** The months a whole-visa charge covers for a course of `years`: the rule's months before, the course, and the months after it the longest matching course length allows. */
export function wholeVisaMonths(item: Record<string, unknown>, years: number): number {
  const rule = record(item.wholeVisa);
  const course = years * 12;
  const after = list(rule.monthsAfter)
    .sort((a, b) => Number(b.courseMonths) - Number(a.courseMonths))
    .find((r) => course >= Number(r.courseMonths));
  return Number(rule.monthsBefore) + course + Number(after?.months ?? 0);
}

/** An undergraduate's first year in a city band, from the file's items: each item's figure (the band's, for living costs), added up. */
export function firstYear(band: string): number {
  const items = [costs.tuition, costs.visaFee, ...list(costs.other)].map((item) => yearly(record(item).figure));
  const health = wholeVisa(record(costs.health), Number(record(costs.courseYears).undergraduate));
  return items.reduce<number>((sum, value) => sum + (value ?? 0), (yearly(bandFigure(band)) ?? 0) + (health ?? 0));
}

/** The money to show: the months of the band's monthly living figure the rules ask for, plus the first year's tuition where asked. */
export function fundsToShow(band: string): number {
  const monthly = (yearly(bandFigure(band)) ?? 0) / 12;
  return Number(funds.livingMonths) * monthly + (funds.firstYearTuition === true ? (yearly(record(costs.tuition).figure) ?? 0) : 0);
}
