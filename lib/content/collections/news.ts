/**
 * content/news/<article>.md: one dated article per policy change that moves a family's plans (a
 * visa route cut, a fee raised), at /news/<file name>, each with the official pages it rests on.
 * The articles are also the Atom feed /news.xml (lib/content/outputs/news-feed.ts).
 */
import { customFolderCollection, type FolderCollection, type Routed } from './define';
import type { Entry } from '../entry';
import { pageFileNameProblem } from '../reserved-routes';
import { NEWS_PATH, newsSchema, type NewsData, type NewsArticle } from './news-schema';
import { newsOutputs, type NewsFeedContent } from './outputs/news-feed';

export { NEWS_PATH, newsSchema, type NewsArticle } from './news-schema';

// Typed here, not inferred: its outputs read the whole site content, whose type is built from this registry.
export const news: FolderCollection<'news', Routed<'news', Entry<NewsArticle>>, NewsData, Entry<NewsArticle>> = customFolderCollection({
  key: 'news',
  folder: 'content/news',
  route: 'news',
  noun: 'news articles',
  description: 'One dated article per policy change, at /news/<file name>, with its official sources.',
  cms: [
    {
      name: 'news',
      label: 'News',
      schema: newsSchema,
      identifier: 'title',
      previewPath: `${NEWS_PATH}/{{slug}}`,
      body: 'The article: what changed, for whom, from when, and what to do.',
    },
  ],
  fileProblem: (file) => pageFileNameProblem(NEWS_PATH, file),
  schemaOf: () => newsSchema,
  // Addressed by its file's name: /news/<file name>.
  resolve: (entry): Entry<NewsArticle> => ({ ...entry, data: { ...entry.data, route: `${NEWS_PATH}/${entry.id}` } }),
  // Newest first: the order of the list, the feed and a guide's links.
  finish: (entries) => [...entries].sort((a, b) => b.data.date.localeCompare(a.data.date) || a.id.localeCompare(b.id)),
  writtenSchemaOf: () => newsSchema,
  routesOf: (entries) => entries.map((entry) => ({ kind: 'news' as const, entry })),
  pageType: () => 'article',
  outputs: (content: NewsFeedContent) => newsOutputs(content),
});
