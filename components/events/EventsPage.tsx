import type { EventsView } from '@/lib/view/pages/events';
import { eventsByTime, publishedEvents } from '@/lib/present/events';
import { SubscribeLink } from '@/components/sections/SubscribeLink';
import { editionPath } from '@/lib/editions';
import { CALENDAR_TYPE, EVENTS_CALENDAR_PATH } from '@/lib/site-paths';
import { PageHero } from '@/components/sections/PageHero';
import { Prose } from '@/components/sections/Prose';
import { EventList } from './EventList';
import { eventItems } from '@/lib/view/listings';
import '@/components/sections/section.css';

/** Every event: upcoming ones soonest first, then the past ones, newest first. Right on the build day. */
export function EventsPage({ view: { entry, content } }: { view: EventsView }) {
  const page = entry.data;
  const { upcoming, past } = eventsByTime(publishedEvents(content), content.day);
  const calendar = editionPath(content.edition, EVENTS_CALENDAR_PATH);
  return (
    <>
      <PageHero heading={page.heading ?? page.title} lead={page.intro} />
      <section className="section" aria-labelledby="upcoming-events">
        <div className="container">
          <h2 id="upcoming-events">{page.upcomingHeading}</h2>
          {upcoming.length > 0 ? <EventList events={eventItems(upcoming, content)} /> : <p>{page.empty}</p>}
          {upcoming.length + past.length > 0 ? <SubscribeLink href={calendar} type={CALENDAR_TYPE} label={content.labels.events.subscribe} /> : null}
          <Prose markdown={entry.body} />
        </div>
      </section>
      {past.length > 0 ? (
        <section className="section" aria-labelledby="past-events">
          <div className="container">
            <h2 id="past-events">{page.pastHeading}</h2>
            <EventList events={eventItems(past, content)} />
          </div>
        </section>
      ) : null}
    </>
  );
}
