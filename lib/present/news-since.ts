/**
 * "Since this was written" under a news article: each newer value of a figure it names, in the
 * words the guides use ("Australia, Student visa fee: Reported from 1 July 2026: AUD 2,500, not
 * yet in the official text we read."), with the page that gives it.
 */
import type { SiteContent } from '../content/load';
import type { NewsArticle } from '../content/collections/news-schema';
import { formatFigure } from '../content/figures';
import { valuesSince } from '../content/collections/news-since';
import { fill, formatDate } from '../fill-label';
import { labelledFigures } from './fee-changes';
import type { ReportedNote } from '../content/figures';

/** One line per newer value, oldest first; each with its source (the official page, or the report). */
export function sinceWritten(article: Pick<NewsArticle, 'date' | 'aboutFigures'>, content: SiteContent): ReportedNote[] {
  const words = content.labels.country;
  // Each line names the country and the item in the edition's own punctuation (content/labels.md).
  return valuesSince(article, content.countries).flatMap(({ country, figure, value, reported }) => {
    const entry = content.countries.find((c) => c.id === country);
    if (!entry || !value.from) return [];
    const item = labelledFigures(entry, content).find((f) => f.name === figure)?.label ?? figure;
    const change = fill(reported ? words.figureReported : words.figureComing, { date: formatDate(value.from, content.edition), value: formatFigure(value, content.edition) });
    return [{ text: fill(content.labels.news.sinceLine, { country: entry.data.name, item, change }), source: value.source ?? null }];
  });
}
