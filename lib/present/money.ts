/**
 * What a page shows for a figure or a fee: its text, and for a foreign amount the rupee estimate
 * that follows it. Templates hand the result to leaf components as plain props.
 */
import type { SiteContent } from '../content/load';
import { formatFigure, type Figure, type Money } from '../content/figures';
import { formatMoney, pkrEstimate } from '../money-format';
import type { Stat } from '../content/schemas';
import { fill, formatDate } from '../fill-label';
import { comingNote, figureNote, reportedNote, type ReportedNote } from './trust';

/**
 * A figure as shown: its text, a rupee estimate for foreign money, for a percentage the counts
 * behind it or that it is the consultancy's own, and a value a report gives beside the headline.
 */
export type ShownFigure = { text: string; estimate: string | null; note: string | null; reported: ReportedNote | null };

export function showFigure(f: Figure, content: SiteContent): ShownFigure {
  return {
    text: formatFigure(f, content.edition),
    estimate: f.kind === 'money' ? pkrEstimate(f, content.exchangeRates.data.rates, content.edition) : null,
    note: figureNote(f, content.labels.trust) ?? comingNote(f, content),
    reported: reportedNote(f, content),
  };
}

export function showMoney(m: Money, content: SiteContent): ShownFigure {
  return { text: formatMoney(m, content.edition), estimate: pkrEstimate(m, content.exchangeRates.data.rates, content.edition), note: null, reported: reportedNote(m, content) };
}

export type StatCard = ShownFigure & { label: string; icon: Stat['icon'] };

export function statCards(stats: Stat[], content: SiteContent): StatCard[] {
  return stats.map((s) => ({ label: s.label, icon: s.icon, ...showFigure(s.figure, content) }));
}

/** The sentence under any rupee estimate: when and where the rates were taken (sample or not). */
export type RupeeNoteData = { before: string; source: { label: string; href: string }; after: string };

export function rupeeNote(content: SiteContent): RupeeNoteData {
  const rates = content.exchangeRates.data;
  const labels = content.labels.rupees;
  const [before = '', after = ''] = fill(rates.sample ? labels.sampleNote : labels.note, { date: formatDate(rates.taken, content.edition) }).split('{source}');
  return { before, source: rates.source, after };
}
