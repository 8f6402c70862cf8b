/**
 * Estimates in Pakistani rupees. Families budget in rupees, so every foreign amount is followed by
 * "≈ PKR 9.1 million", worked out from the rates in content/exchange-rates.md (one file, with the
 * date they were taken and their source). The estimates are indicative and the pages say so.
 */
import { z } from 'zod';
import { warning, type Problem } from './problem';
import { ORIGINAL, type Edition } from '../editions';
import { currencyCodes, type CurrencyCode, type Money } from './figures';
import { formatRupees } from '../money-format';

export { formatRupees };

/** Rates older than this get a build warning: rupee estimates drift quickly. */
export const RATES_MAX_AGE_DAYS = 30;

/** How many rupees one unit of each currency buys. PKR itself is 1 and is not written. */
export const foreignCurrency = z.enum(currencyCodes.filter((c): c is Exclude<CurrencyCode, 'PKR'> => c !== 'PKR'));
export type Rates = Partial<Record<CurrencyCode, number>>;

export function toPkr(amount: number, currency: CurrencyCode, rates: Rates): number | null {
  if (currency === 'PKR') return amount;
  const rate = rates[currency];
  return rate === undefined ? null : amount * rate;
}

/** "≈ PKR 9.1 million", "≈ from PKR 940,000", "≈ up to PKR 110,000"; null when no rate is known or the amount is in rupees. */
export function pkrEstimate(m: Money, rates: Rates, edition: Edition = ORIGINAL): string | null {
  if (m.currency === 'PKR') return null;
  const low = toPkr(m.min, m.currency, rates);
  const high = toPkr(m.max, m.currency, rates);
  if (low === null || high === null) return null;
  const qualifier = m.qualifier === 'from' || m.qualifier === 'up to' ? `${edition.money.qualifiers[m.qualifier]} ` : '';
  return `≈ ${qualifier}${formatRupees(low, high, edition)}`;
}

/** A warning when the rates were taken more than RATES_MAX_AGE_DAYS before `today`, else null. */
export function staleRatesWarning(file: string, taken: string, today: Date): Problem | null {
  const age = Math.floor((today.getTime() - Date.parse(`${taken}T00:00:00Z`)) / 86_400_000);
  if (age <= RATES_MAX_AGE_DAYS) return null;
  return warning(file, 'taken', `${taken} is ${age} days old (more than ${RATES_MAX_AGE_DAYS}); update the rates so the rupee estimates stay honest`);
}
