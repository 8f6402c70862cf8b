/**
 * What showing a figure or a fee needs of the site's content (`figureDisplay`: the edition, the
 * rates, the notes' words), and the sentence under any rupee estimate. The figure's own display
 * is in lib/content/figures.ts (`showFigure`, `statCards`), the one place where a figure becomes text.
 */
import type { SiteContent } from '../content/load';
import type { FigureDisplay, StatCard as FigureStatCard } from '../content/figures';
import type { Stat } from '../content/schemas';
import { fill, formatDate } from '../fill-label';

export function figureDisplay(content: Pick<SiteContent, 'edition' | 'exchangeRates' | 'labels'>): FigureDisplay {
  const { trust, country } = content.labels;
  return { edition: content.edition, rates: content.exchangeRates.data.rates, words: { ...trust, figureComing: country.figureComing, figureReported: country.figureReported } };
}

/** A country's stat card, as components/sections/StatGrid.tsx draws it. */
export type StatCard = FigureStatCard<Stat['icon']>;

/** The sentence under any rupee estimate: when and where the rates were taken (sample or not). */
export type RupeeNoteData = { before: string; source: { label: string; href: string }; after: string };

export function rupeeNote(content: SiteContent): RupeeNoteData {
  const rates = content.exchangeRates.data;
  const labels = content.labels.rupees;
  const [before = '', after = ''] = fill(rates.sample ? labels.sampleNote : labels.note, { date: formatDate(rates.taken, content.edition) }).split('{source}');
  return { before, source: rates.source, after };
}
