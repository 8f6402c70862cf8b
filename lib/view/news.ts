/**
 * A news article's view model: what components/events/NewsArticlePage.tsx draws. Its dates, what
 * changed since it was written, its official sources, its destinations and a WhatsApp share link.
 */
import type { SiteContent } from '../content/load';
import { destinationLinks } from './destinations';
import type { Entry } from '../content/entry';
import type { NewsArticle } from '../content/collections/news';
import { articleJsonLd, absoluteUrl } from '../present/seo';
import { whatsappShareHref } from '../present/site-links';
import { sinceWritten } from '../present/news-since';
import { fill, formatDate } from '../fill-label';

export function newsView(entry: Entry<NewsArticle>, content: SiteContent) {
  const article = entry.data;
  const words = content.labels.news;
  const site = content.site.data;
  return {
    jsonLd: articleJsonLd(site, { title: article.title, description: article.description, path: article.route, published: article.date, updated: article.updated }),
    hero: { heading: article.title, lead: article.description },
    published: { date: article.date, text: fill(words.published, { date: formatDate(article.date, content.edition) }) },
    updated: article.updated ? { date: article.updated, text: fill(words.updated, { date: formatDate(article.updated, content.edition) }) } : null,
    words,
    newTabLabel: content.labels.common.newTab,
    since: sinceWritten(article, content),
    body: entry.body,
    sources: article.sources.map((source) => ({ href: source.href, label: source.label, read: source.read ? fill(words.read, { date: formatDate(source.read, content.edition) }) : null })),
    destinations: destinationLinks(article.destinations, content),
    share: whatsappShareHref(`${article.title} ${absoluteUrl(site, article.route)}`),
  };
}

/** What a news article's page shows, as one plain object (built by newsView). */
export type NewsView = ReturnType<typeof newsView>;
