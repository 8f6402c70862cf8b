import type { EventsView } from '@/lib/view/pages/events';
import { SubscribeLink } from '@/components/sections/SubscribeLink';
import { CALENDAR_TYPE } from '@/lib/site-paths';
import { PageHero } from '@/components/sections/PageHero';
import { Prose } from '@/components/sections/Prose';
import { EventList } from './EventList';
import '@/components/sections/section.css';

/** Every event: upcoming ones soonest first, then the past ones, newest first. Right on the build day. Drawn from the view (lib/view/pages/events.ts). */
export function EventsPage({ view }: { view: EventsView }) {
  const { upcoming, past, calendar } = view;
  return (
    <>
      <PageHero heading={view.hero.heading} lead={view.hero.lead} />
      <section className="section" aria-labelledby="upcoming-events">
        <div className="container">
          <h2 id="upcoming-events">{upcoming.heading}</h2>
          {upcoming.events.length > 0 ? <EventList events={upcoming.events} /> : <p>{upcoming.empty}</p>}
          {calendar ? <SubscribeLink href={calendar.href} type={CALENDAR_TYPE} label={calendar.label} /> : null}
          <Prose markdown={view.notes} />
        </div>
      </section>
      {past ? (
        <section className="section" aria-labelledby="past-events">
          <div className="container">
            <h2 id="past-events">{past.heading}</h2>
            <EventList events={past.events} />
          </div>
        </section>
      ) : null}
    </>
  );
}
