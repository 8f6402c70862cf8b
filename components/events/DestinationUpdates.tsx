import type { DestinationUpdatesView } from '@/lib/view/listings';
import { Section } from '@/components/sections/Section';
import { EventList } from './EventList';
import { NewsList } from './NewsList';

/**
 * The next event for a destination (any destination on the home page), and on a guide the news
 * that concerns it. Nothing is drawn when there is neither.
 */
export function DestinationUpdates({ view }: { view: DestinationUpdatesView }) {
  return (
    <>
      {view.event ? (
        <Section heading={view.event.heading} id="next-event">
          <EventList events={view.event.items} />
        </Section>
      ) : null}
      {view.news ? (
        <Section heading={view.news.heading} id="news">
          <NewsList articles={view.news.items} />
        </Section>
      ) : null}
    </>
  );
}
