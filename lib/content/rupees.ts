/**
 * The rules of the exchange rates behind the estimates in Pakistani rupees. Families budget in
 * rupees, so every foreign amount is followed by "≈ PKR 9.1 million" (`pkrEstimate`,
 * lib/money-format.ts), worked out from the rates in content/exchange-rates.md (one file, with the
 * date they were taken and their source). The estimates are indicative and the pages say so.
 */
import { z } from 'zod';
import { warning, type Problem } from './problem';
import { currencyCodes, type CurrencyCode } from '../money-format';

/** Rates older than this get a build warning: rupee estimates drift quickly. */
export const RATES_MAX_AGE_DAYS = 30;

/** The currencies content/exchange-rates.md gives a rate for: every one but PKR. */
export const foreignCurrency = z.enum(currencyCodes.filter((c): c is Exclude<CurrencyCode, 'PKR'> => c !== 'PKR'));

/** A warning when the rates were taken more than RATES_MAX_AGE_DAYS before `today`, else null. */
export function staleRatesWarning(file: string, taken: string, today: Date): Problem | null {
  const age = Math.floor((today.getTime() - Date.parse(`${taken}T00:00:00Z`)) / 86_400_000);
  if (age <= RATES_MAX_AGE_DAYS) return null;
  return warning(file, 'taken', `${taken} is ${age} days old (more than ${RATES_MAX_AGE_DAYS}); update the rates so the rupee estimates stay honest`);
}
