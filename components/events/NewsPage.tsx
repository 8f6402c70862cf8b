import type { NewsListView } from '@/lib/view/pages/news';
import { SubscribeLink } from '@/components/sections/SubscribeLink';
import { ATOM_TYPE } from '@/lib/site-paths';
import { PageHero } from '@/components/sections/PageHero';
import { Prose } from '@/components/sections/Prose';
import { NewsList } from './NewsList';
import '@/components/sections/section.css';

/** Every article, newest first, and the feed to subscribe to. Drawn from the view (lib/view/pages/news.ts). */
export function NewsPage({ view }: { view: NewsListView }) {
  const { feed } = view;
  return (
    <>
      {feed ? <link rel="alternate" type={ATOM_TYPE} href={feed.href} title={feed.title} /> : null}
      <PageHero heading={view.hero.heading} lead={view.hero.lead} />
      <section className="section">
        <div className="container">
          {view.articles.length > 0 ? <NewsList articles={view.articles} headingLevel={2} /> : <p>{view.empty}</p>}
          {feed ? <SubscribeLink href={feed.href} type={ATOM_TYPE} label={feed.subscribeLabel} /> : null}
          <Prose markdown={view.notes} />
        </div>
      </section>
    </>
  );
}
