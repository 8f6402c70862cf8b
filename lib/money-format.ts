/**
 * How money is written, the one module that formats it: amounts, currencies and periods in words,
 * ranges, rupees and the rupee estimate that follows a foreign amount. Shared by the build and the
 * browser (the cost planner's island totals the plan a family picks, so it formats rupees the way
 * the server does). It imports only the editions' list, itself a leaf.
 */
import { ORIGINAL, type Edition } from './editions';

/** ISO 4217 codes the site prices things in. PKR is the visitor's own currency. */
export const currencyCodes = ['GBP', 'EUR', 'USD', 'CAD', 'AUD', 'PKR'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

/** How many rupees one unit of each currency buys (content/exchange-rates.md). PKR itself is 1 and is not written. */
export type Rates = Partial<Record<CurrencyCode, number>>;

/** Money as the formatters read it: a figure's or a plan's amount, one value when min equals max. */
export type MoneyAmount = {
  min: number;
  max: number;
  currency: CurrencyCode;
  period: keyof Edition['money']['periods'];
  qualifier?: keyof Edition['money']['qualifiers'];
};

const symbols: Partial<Record<CurrencyCode, string>> = { GBP: '£', EUR: '€', USD: '$' };

export const formatNumber = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 2 });

/** "£25,000", "£15,000–£38,000", "CAD 10,000–12,000": a symbol repeats, a code is written once. */
export function formatAmountOnly(min: number, max: number, currency: CurrencyCode): string {
  const symbol = symbols[currency];
  if (symbol) return min === max ? `${symbol}${formatNumber(min)}` : `${symbol}${formatNumber(min)}–${symbol}${formatNumber(max)}`;
  return min === max ? `${currency} ${formatNumber(min)}` : `${currency} ${formatNumber(min)}–${formatNumber(max)}`;
}

/**
 * "£25,000 per year", "from €3,000 per year", "about CAD 10,000–12,000 per year", "£100–£190";
 * in Urdu "£25,000 سالانہ". Amounts keep Western digits in every edition.
 */
export function formatMoney(m: MoneyAmount, edition: Edition = ORIGINAL): string {
  const qualifier = m.qualifier ? `${edition.money.qualifiers[m.qualifier]} ` : '';
  return `${qualifier}${formatAmountOnly(m.min, m.max, m.currency)}${edition.money.periods[m.period]}`;
}

/** A worked-out range (a plan's total) in its currency, to the unit: "£15,000–£38,000". */
export function formatRange(r: { min: number; max: number }, currency: CurrencyCode): string {
  return formatAmountOnly(Math.round(r.min), Math.round(r.max), currency);
}

/** "£776 per year", "£1,023 per month", "$350": a plan's amount, rounded to the unit, with no qualifier. */
export function formatPlanAmount(a: Omit<MoneyAmount, 'qualifier'>, edition: Edition = ORIGINAL): string {
  return `${formatRange(a, a.currency)}${edition.money.periods[a.period]}`;
}

const MILLION = 1_000_000;

/**
 * Rounds to two significant figures below a million: 940,000, 36,000, 5,600. An estimate made
 * from one day's exchange rate cannot honestly carry more.
 */
export function roundRupees(value: number): number {
  if (value < 100) return Math.round(value);
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

/** One decimal for millions ("9.1"), none from 100 million up ("125"); "9.0" is written "9". */
function millions(value: number): string {
  const m = value / MILLION;
  const rounded = m >= 100 ? Math.round(m) : Math.round(m * 10) / 10;
  return rounded.toLocaleString('en-GB', { maximumFractionDigits: 1 });
}

/**
 * A rupee amount in words a reader takes in at a glance: "PKR 9.1 million", "PKR 940,000",
 * and for a range "PKR 5.3–10.6 million" or "PKR 470,000–1.2 million".
 */
export function formatRupees(min: number, max = min, edition: Edition = ORIGINAL): string {
  if (edition.money.rupees === 'south-asian') return southAsianRupees(min, max, edition);
  const low = min >= MILLION ? min : roundRupees(min);
  const high = max >= MILLION ? max : roundRupees(max);
  const part = (v: number) => (v >= MILLION ? millions(v) : v.toLocaleString('en-GB'));
  const sameText = part(low) === part(high) && (low >= MILLION) === (high >= MILLION);
  if (sameText) return `PKR ${part(low)}${low >= MILLION ? ' million' : ''}`;
  if (low >= MILLION) return `PKR ${part(low)}–${part(high)} million`;
  return `PKR ${part(low)}–${part(high)}${high >= MILLION ? ' million' : ''}`;
}

/**
 * Rupees as Pakistani print writes them in Urdu, through Intl's own words for lakh and crore with
 * Western digits: "Rs 93 لاکھ", "Rs 9.4 لاکھ – 1.1 کروڑ". Two significant figures, as above.
 */
function southAsianRupees(min: number, max: number, edition: Edition): string {
  const format = new Intl.NumberFormat(edition.intl, { style: 'currency', currency: 'PKR', notation: 'compact', maximumSignificantDigits: 2 });
  const low = format.format(min);
  const high = format.format(max);
  return low === high ? low : format.formatRange(min, max);
}

/** A range in rupees, rounded as `formatRupees` rounds: "PKR 38.6–50.6 million". */
export function formatPkrRange(r: { min: number; max: number }, edition: Edition = ORIGINAL): string {
  return formatRupees(r.min, r.max, edition);
}

/** An amount in rupees at the given rates; null when no rate is known for its currency. */
export function toPkr(amount: number, currency: CurrencyCode, rates: Rates): number | null {
  if (currency === 'PKR') return amount;
  const rate = rates[currency];
  return rate === undefined ? null : amount * rate;
}

/** "≈ PKR 9.1 million", "≈ from PKR 940,000", "≈ up to PKR 110,000"; null when no rate is known or the amount is in rupees. */
export function pkrEstimate(m: MoneyAmount, rates: Rates, edition: Edition = ORIGINAL): string | null {
  if (m.currency === 'PKR') return null;
  const low = toPkr(m.min, m.currency, rates);
  const high = toPkr(m.max, m.currency, rates);
  if (low === null || high === null) return null;
  const qualifier = m.qualifier === 'from' || m.qualifier === 'up to' ? `${edition.money.qualifiers[m.qualifier]} ` : '';
  return `≈ ${qualifier}${formatRupees(low, high, edition)}`;
}
