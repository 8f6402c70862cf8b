/**
 * What the source watch reads: every official page the content names as the source of a figure,
 * of a visa record's fees or of a country's funds rule, with the amounts that page should still
 * give and the day someone last read it there. A figure or funds rule may name two pages, the
 * legal text that sets the amount (`source`) and the guidance page families read (`guidance`):
 * each is a target of its own, so either one dropping the amount in force is reported.
 *
 * The content is taken by the shape this module reads, not by SiteContent itself, so the watch
 * depends on the few fields it uses; SiteContent fits it. A figure is the value in force on the
 * build day, the rest of its timeline kept beside it (`past`, `upcoming`, `reports`) and never
 * read here: a value still to come is announced on its page only later, and a reported value is
 * not the amount in force.
 */
import { currencyCodes, type CurrencyCode } from '../money-format';
import { visaRecords } from '../content/collections/visa-records';
import type { Measure } from './amounts';

export type SourceLink = { label: string; href: string };

export type WatchTarget = {
  /** 'content/countries/uk.md' */
  file: string;
  /** The field an editor would change: 'figures.visaFee', 'figures.visaFee (guidance)', 'costs.funds', 'source'. */
  field: string;
  /** The page read: the figure's `source`, or its `guidance`. */
  source: SourceLink;
  /** ISO day the value was last read at its source; null if never recorded. */
  read: string | null;
  /** Amounts that should appear on the page; empty: only check it loads, has not moved and is not old. */
  amounts: number[];
  /** How the amounts are written on the page. */
  measure: Measure;
  /** ISO code for money (GBP, AUD, CAD, USD, EUR), else null. */
  currency: string | null;
};

/** A figure as the watch reads it: its value, its source and the days it was read or checked. */
type WatchedFigure = (
  | { kind: 'money'; min: number; max: number; currency: string }
  | { kind: 'count'; count: number }
  | { kind: 'percent'; percent: number }
  | { kind: 'text' }
) & { source?: SourceLink | undefined; guidance?: SourceLink | undefined; read?: string | undefined; checked?: { date: string } | undefined };

type Checked = { checked?: { date: string } | undefined };

export type WatchedContent = {
  countries: readonly { file: string; data: { figures: Readonly<Record<string, WatchedFigure>>; costs?: { funds?: ({ source: SourceLink; guidance?: SourceLink | undefined } & Checked) | undefined } | null | undefined } }[];
  visitVisas: readonly { file: string; data: { source: SourceLink } & Checked }[];
  workVisas: readonly { file: string; data: { source: SourceLink } & Checked }[];
};

function amountsOf(figure: WatchedFigure): number[] {
  switch (figure.kind) {
    case 'money':
      return figure.min === figure.max ? [figure.min] : [figure.min, figure.max];
    case 'count':
      return [figure.count];
    case 'percent':
      return [figure.percent];
    case 'text':
      return [];
  }
}

/**
 * The later of the day it was read at the source and the day an adviser checked it: a check is a
 * reading too. ISO days compare as strings.
 */
function lastRead(...days: (string | undefined)[]): string | null {
  const known = days.filter((day): day is string => day !== undefined);
  return known.length === 0 ? null : known.reduce((a, b) => (a > b ? a : b));
}

export const currencyOf = (code: string | null): CurrencyCode | undefined => currencyCodes.find((c) => c === code);

/** A page on the web; a source written as a site path (`/fee-changes`) is our own page, not read. */
const onTheWeb = (target: WatchTarget) => /^https?:\/\//.test(target.source.href);

const measureOf = (figure: WatchedFigure): Measure => (figure.kind === 'money' ? 'money' : figure.kind === 'percent' ? 'percent' : 'count');

/**
 * The targets of one figure or funds rule: its source, and its guidance page unless that is the
 * same page. Both carry the same amounts and the same reading day (`read:` is the day the value
 * was read, wherever).
 */
function bothPages(base: Omit<WatchTarget, 'source'>, source: SourceLink | undefined, guidance: SourceLink | undefined): WatchTarget[] {
  const targets: WatchTarget[] = source ? [{ ...base, source }] : [];
  if (guidance && guidance.href !== source?.href) targets.push({ ...base, field: `${base.field} (guidance)`, source: guidance });
  return targets;
}

export function watchTargets(content: WatchedContent): WatchTarget[] {
  const targets: WatchTarget[] = [];
  for (const country of content.countries) {
    for (const [name, figure] of Object.entries(country.data.figures)) {
      const currency = figure.kind === 'money' ? figure.currency : null;
      const base = { file: country.file, field: `figures.${name}`, read: lastRead(figure.read, figure.checked?.date), amounts: amountsOf(figure), measure: measureOf(figure), currency };
      targets.push(...bothPages(base, figure.source, figure.guidance));
    }
    const funds = country.data.costs?.funds;
    if (funds) targets.push(...bothPages({ file: country.file, field: 'costs.funds', read: lastRead(funds.checked?.date), amounts: [], measure: 'count', currency: null }, funds.source, funds.guidance));
  }
  for (const record of visaRecords(content)) {
    targets.push({ file: record.file, field: 'source', source: record.data.source, read: lastRead(record.data.checked?.date), amounts: [], measure: 'count', currency: null });
  }
  return targets.filter(onTheWeb);
}
