/**
 * What has moved since a news article was written: the values of the figures it names that take
 * effect after its date, official or reported. The article shows them under "Since this was
 * written", and its feed entry's `updated` moves to the day the newest of them took effect.
 */
import { timelineOf, type DatedValue, type Figure, type Figures } from '../figures';
import type { NewsArticle } from './news-schema';

export type ValueSince = { country: string; figure: string; value: DatedValue; reported: boolean };

/** Every value of the figure written after `date`: those in force or to come, then the reported one a family is told of. */
function valuesAfter(f: Figure, date: string): { value: DatedValue; reported: boolean }[] {
  const official = timelineOf(f).filter((v) => v.from !== undefined && v.from > date);
  const reported = f.reportedChange?.from && f.reportedChange.from > date ? [f.reportedChange] : [];
  return [...official.map((value) => ({ value, reported: false })), ...reported.map((value) => ({ value, reported: true }))];
}

/** The values of an article's figures that are newer than the article, oldest first. */
export function valuesSince(article: Pick<NewsArticle, 'date' | 'aboutFigures'>, countries: readonly { id: string; data: { figures: Figures } }[]): ValueSince[] {
  return (article.aboutFigures ?? []).flatMap(({ country, figure }) => {
    const figures = countries.find((c) => c.id === country)?.data.figures;
    const f = figures && Object.hasOwn(figures, figure) ? figures[figure] : undefined;
    return f ? valuesAfter(f, article.date).map((v) => ({ country, figure, ...v })) : [];
  }).sort((a, b) => (a.value.from ?? '').localeCompare(b.value.from ?? ''));
}

/** The day the article's feed entry was last updated: its own `updated`, or a newer value's day once it has come. */
export function articleUpdated(article: Pick<NewsArticle, 'date' | 'updated' | 'aboutFigures'>, countries: readonly { id: string; data: { figures: Figures } }[], day: string): string {
  const own = article.updated ?? article.date;
  const arrived = valuesSince(article, countries).flatMap(({ value }) => (value.from && value.from <= day ? [value.from] : []));
  return [own, ...arrived].reduce((a, b) => (a > b ? a : b));
}
