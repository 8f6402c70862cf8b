import type { NewsView } from '@/lib/view/pages/news';
import { publishedNews } from '@/lib/content/collections/outputs/news-feed';
import { SubscribeLink } from '@/components/sections/SubscribeLink';
import { editionPath } from '@/lib/editions';
import { ATOM_TYPE, NEWS_FEED_PATH } from '@/lib/site-paths';
import { PageHero } from '@/components/sections/PageHero';
import { Prose } from '@/components/sections/Prose';
import { NewsList } from './NewsList';
import { newsItems } from '@/lib/view/listings';
import '@/components/sections/section.css';

/** Every article, newest first, and the feed to subscribe to. */
export function NewsPage({ view: { entry, content } }: { view: NewsView }) {
  const page = entry.data;
  const articles = publishedNews(content);
  const feed = editionPath(content.edition, NEWS_FEED_PATH);
  return (
    <>
      {articles.length > 0 ? <link rel="alternate" type={ATOM_TYPE} href={feed} title={page.title} /> : null}
      <PageHero heading={page.heading ?? page.title} lead={page.intro} />
      <section className="section">
        <div className="container">
          {articles.length > 0 ? <NewsList articles={newsItems(articles, content)} headingLevel={2} /> : <p>{page.empty}</p>}
          {articles.length > 0 ? <SubscribeLink href={feed} type={ATOM_TYPE} label={content.labels.news.subscribe} /> : null}
          <Prose markdown={entry.body} />
        </div>
      </section>
    </>
  );
}
