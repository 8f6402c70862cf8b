/**
 * The view of a page of the `news` template (content/pages): every published article, newest
 * first, and the feed of them when there are any.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';
import { pageHeroView } from './intro';
import { publishedNews } from '../../content/collections/outputs/news-feed';
import { editionPath } from '../../editions';
import { NEWS_FEED_PATH } from '../../site-paths';
import { newsItems } from '../listings';

export function newsListView(entry: Entry<TemplatedPage<'news'>>, content: SiteContent) {
  const page = entry.data;
  const articles = publishedNews(content);
  return {
    hero: pageHeroView(page),
    articles: newsItems(articles, content),
    empty: page.empty,
    // The build writes the feed only when there are articles.
    feed: articles.length > 0 ? { href: editionPath(content.edition, NEWS_FEED_PATH), title: page.title, subscribeLabel: content.labels.news.subscribe } : null,
    notes: entry.body,
  };
}

/** What the news page (every article) shows, as one plain object (built by newsListView). */
export type NewsListView = ReturnType<typeof newsListView>;
