/**
 * How money is written, shared by the build and the browser (the cost planner's island totals the
 * plan a family picks, so it formats rupees the way the server does). A leaf: it imports nothing.
 */

/** ISO 4217 codes the site prices things in. PKR is the visitor's own currency. */
export const currencyCodes = ['GBP', 'EUR', 'USD', 'CAD', 'AUD', 'PKR'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

const symbols: Partial<Record<CurrencyCode, string>> = { GBP: '£', EUR: '€', USD: '$' };

export const formatNumber = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 2 });

/** "£25,000", "£15,000–£38,000", "CAD 10,000–12,000": a symbol repeats, a code is written once. */
export function formatAmountOnly(min: number, max: number, currency: CurrencyCode): string {
  const symbol = symbols[currency];
  if (symbol) return min === max ? `${symbol}${formatNumber(min)}` : `${symbol}${formatNumber(min)}–${symbol}${formatNumber(max)}`;
  return min === max ? `${currency} ${formatNumber(min)}` : `${currency} ${formatNumber(min)}–${formatNumber(max)}`;
}

/** How a period follows an amount: "£776 per year", "£1,023 per month", "$350". */
export const PERIOD_WORDS: Record<'year' | 'month' | 'one-off', string> = { year: ' per year', month: ' per month', 'one-off': '' };

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
export function formatRupees(min: number, max = min): string {
  const low = min >= MILLION ? min : roundRupees(min);
  const high = max >= MILLION ? max : roundRupees(max);
  const part = (v: number) => (v >= MILLION ? millions(v) : v.toLocaleString('en-GB'));
  const sameText = part(low) === part(high) && (low >= MILLION) === (high >= MILLION);
  if (sameText) return `PKR ${part(low)}${low >= MILLION ? ' million' : ''}`;
  if (low >= MILLION) return `PKR ${part(low)}–${part(high)} million`;
  return `PKR ${part(low)}–${part(high)}${high >= MILLION ? ' million' : ''}`;
}
