import type { SiteContent } from '@/lib/content/load';
import { nextEvent } from '@/lib/present/events';
import { publishedNews } from '@/lib/content/collections/outputs/news-feed';
import { Section } from '@/components/sections/Section';
import { EventList } from './EventList';
import { NewsList } from './NewsList';

/**
 * The next event for a destination (any destination on the home page), and on a guide the news
 * that concerns it. Nothing is drawn when there is neither.
 */
export function DestinationUpdates({ content, countryId }: { content: SiteContent; countryId?: string }) {
  const event = nextEvent(content, countryId);
  const news = countryId ? publishedNews(content).filter((article) => article.data.destinations.includes(countryId)) : [];
  const words = content.labels;
  return (
    <>
      {event ? (
        <Section heading={words.events.next} id="next-event">
          <EventList events={[event]} content={content} />
        </Section>
      ) : null}
      {news.length > 0 ? (
        <Section heading={words.news.related} id="news">
          <NewsList articles={news} content={content} />
        </Section>
      ) : null}
    </>
  );
}
