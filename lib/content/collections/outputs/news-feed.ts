/**
 * The news articles as an Atom feed (/news.xml, and /ur/news.xml for the translated ones), from
 * the same feed module as the fee changes' feed (lib/atom-feed.ts). The feed's title and subtitle
 * are the news list page's; each entry is an article's title, date and description, linking its page.
 */
import type { Entry } from '../../entry';
import type { SiteFile } from '../define';
import type { Site } from '../site';
import type { TemplatedPage } from '../pages';
import { NEWS_PATH, type NewsArticle } from '../news-schema';
import { editionPath, type Edition } from '../../../editions';
import { NEWS_FEED_PATH } from '../../../site-paths';
import { atomFeed, entryId, escapeHtml } from '../../../atom-feed';
import { articleUpdated } from '../news-since';
import type { Figures } from '../../figures';

/** What the feed reads of the site content. */
export type NewsFeedContent = { site: Entry<Site>; edition: Edition; news: readonly Entry<NewsArticle>[]; pages: readonly Entry<TemplatedPage>[]; countries: readonly { id: string; data: { figures: Figures } }[]; day: string };

/** The articles an edition publishes: those with a translation in a translated edition; the original has them all. */
export function publishedNews(content: { edition: Edition; news: readonly Entry<NewsArticle>[] }): Entry<NewsArticle>[] {
  return content.edition.folder === null ? [...content.news] : content.news.filter((article) => article.translation);
}

export function newsOutputs(content: NewsFeedContent): SiteFile[] {
  const page = content.pages.find((p) => p.data.template === 'news');
  const articles = publishedNews(content);
  if (!page || articles.length === 0) return [];
  const site = content.site.data;
  const url = (sitePath: string) => `${site.url}${editionPath(content.edition, sitePath)}`;
  const feedUrl = url(NEWS_FEED_PATH);
  const xml = atomFeed({
    id: feedUrl,
    title: page.data.title,
    subtitle: page.data.description,
    siteUrl: url(NEWS_PATH),
    feedUrl,
    language: content.edition.lang,
    author: { name: site.name, uri: `${site.url}${editionPath(content.edition, '/')}` },
    entries: articles.map((article) => ({
      // The file name is the article's key: the same on every build and in every edition.
      id: entryId(feedUrl, `news/${article.id}`),
      title: article.data.title,
      summary: article.data.description,
      contentHtml: `<p>${escapeHtml(article.data.description)}</p>`,
      link: url(`${NEWS_PATH}/${article.id}`),
      published: article.data.date,
      // A figure the article names that has moved since moves the entry too, once its day has come.
      updated: articleUpdated(article.data, content.countries, content.day),
    })),
  });
  return [{ path: editionPath(content.edition, NEWS_FEED_PATH), body: xml }];
}
