/**
 * Lists of events and news articles as pages show them (the events and news pages, the home page,
 * a guide): each item's link, title, when and where, in the edition's words. And a destination's
 * updates: its next event and, on a guide, the news that concerns it.
 */
import type { SiteContent } from '../content/load';
import type { Entry } from '../content/entry';
import type { NewsArticle } from '../content/collections/news';
import { publishedNews } from '../content/collections/outputs/news-feed';
import { pathIn } from '../content/edition-links';
import { eventWhen, eventWhere, nextEvent, type EventEntry } from '../present/events';
import { fill, formatDate } from '../fill-label';

/** Each event: its title linking its page, whether it is a sample or not as scheduled, when (in Pakistan's time) and where. */
export function eventItems(events: readonly EventEntry[], content: SiteContent) {
  const words = content.labels.events;
  return events.map((entry) => ({
    id: entry.id,
    href: pathIn(content, entry.data.route),
    title: entry.data.title,
    sample: entry.data.sample ? words.sample : null,
    status: entry.data.status !== 'scheduled' ? words.status[entry.data.status] : null,
    start: entry.data.start,
    when: eventWhen(entry.data, content.edition),
    zone: words.zone,
    where: eventWhere(entry.data, words),
  }));
}

/** An event as a list shows it (built by eventItems). */
export type EventItem = ReturnType<typeof eventItems>[number];

/** Each article: its title linking its page, its date and its one-line news. */
export function newsItems(articles: readonly Entry<NewsArticle>[], content: SiteContent) {
  return articles.map((article) => ({
    id: article.id,
    href: pathIn(content, article.data.route),
    title: article.data.title,
    date: article.data.date,
    published: fill(content.labels.news.published, { date: formatDate(article.data.date, content.edition) }),
    description: article.data.description,
  }));
}

/** An article as a list shows it (built by newsItems). */
export type NewsItem = ReturnType<typeof newsItems>[number];

/** The next event about a destination (any destination when none is named), and the news about it; null for either when there is none. */
export function destinationUpdates(content: SiteContent, countryId?: string) {
  const event = nextEvent(content, countryId);
  const news = countryId ? publishedNews(content).filter((article) => article.data.destinations.includes(countryId)) : [];
  return {
    event: event ? { heading: content.labels.events.next, items: eventItems([event], content) } : null,
    news: news.length > 0 ? { heading: content.labels.news.related, items: newsItems(news, content) } : null,
  };
}

/** A destination's updates, as DestinationUpdates draws them (built by destinationUpdates). */
export type DestinationUpdatesView = ReturnType<typeof destinationUpdates>;
