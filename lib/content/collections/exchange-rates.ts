/** content/exchange-rates.md: the rates behind every rupee estimate. */
import { z } from 'zod';
import { error } from '../problem';
import { foreignCurrency } from '../rupees';
import { fileCollection } from './define';
import type { Entry } from '../entry';
import { isoDate, link } from './shared';
import { rupeeRate } from '../guards';

// ---------------------------------------------------------------------------------------------
// content/exchange-rates.md: rates to PKR for the rupee estimates.

export const exchangeRatesSchema = z.strictObject({
  /** The day the rates were read from the source. */
  taken: isoDate.describe('The day the rates were read from the source, YYYY-MM-DD.'),
  source: link,
  /** True while the rates are illustrative, not read from the source: every estimate says so. */
  sample: z.boolean().describe('On while the rates are illustrative; every estimate then says so.'),
  /** Rupees for one unit of each currency, e.g. `GBP: 365`. */
  rates: z.partialRecord(foreignCurrency, rupeeRate).describe('Rupees for one unit of each currency.'),
});


export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

export const exchangeRates = fileCollection({
  key: 'exchangeRates',
  file: 'content/exchange-rates.md',
  schema: exchangeRatesSchema,
  description: 'Rupees for one unit of each foreign currency, for the rupee estimates beside fees.',
  cms: { name: 'exchange-rates', label: 'Exchange rates' },
  launch: (rates: Entry<ExchangeRates>) => (rates.data.sample ? [error(rates.file, 'sample', `the rates are samples; read them from ${rates.data.source.href}, write the day in taken, then set sample: false`)] : []),
  value: (entry) => entry,
});
