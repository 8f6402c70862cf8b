import type { SiteContent } from '@/lib/content/load';
import type { EventEntry } from '@/lib/present/events';
import { eventCalendarPath, eventPrice, eventWhen, eventWhere, isUpcoming, registerHref } from '@/lib/present/events';
import { eventJsonLd } from '@/lib/present/seo';
import { pathIn } from '@/lib/content/edition-links';
import { CALENDAR_TYPE } from '@/lib/site-paths';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHero } from '@/components/sections/PageHero';
import { Prose } from '@/components/sections/Prose';
import { SmartLink } from '@/components/ui/SmartLink';
import '@/components/ui/button.css';
import '@/components/sections/section.css';
import './events.css';

/** One event: when, where, for which destinations, how to register, and its calendar file. */
export function EventPage({ view: { entry, content } }: { view: { entry: EventEntry; content: SiteContent } }) {
  const event = entry.data;
  const words = content.labels.events;
  const upcoming = isUpcoming(event, content.day);
  const countries = event.destinations.flatMap((id) => content.countries.filter((c) => c.id === id));
  return (
    <>
      <JsonLd
        data={eventJsonLd(content.site.data, {
          title: event.title,
          description: event.description,
          path: event.route,
          start: event.start,
          end: event.end,
          status: event.status,
          attendance: event.attendance,
          venue: event.venue,
          online: event.online,
          free: !event.price,
          ...(event.price ? { price: event.price } : {}),
        })}
      />
      <PageHero heading={event.title} eyebrow={event.sample ? words.sample : undefined} lead={event.description} />
      <section className="section">
        <div className="container event-layout">
          {event.status !== 'scheduled' ? <p className="event-status">{words.status[event.status]}</p> : null}
          <dl className="event-facts">
            <div>
              <dt>{words.when}</dt>
              <dd>
                <time dateTime={event.start}>{eventWhen(event, content.edition)}</time> ({words.zone})
              </dd>
            </div>
            <div>
              <dt>{words.where}</dt>
              <dd>
                {eventWhere(event, words)}
                {event.venue ? (
                  <>
                    {' '}
                    <SmartLink href={event.venue.map} newTabLabel={content.labels.common.newTab}>
                      {words.map}
                    </SmartLink>
                  </>
                ) : null}
              </dd>
            </div>
            <div>
              <dt>{words.destinations}</dt>
              <dd>
                {countries.map((country, i) => (
                  <span key={country.id}>
                    {i > 0 ? ', ' : null}
                    <a href={pathIn(content, country.data.route)}>{country.data.name}</a>
                  </span>
                ))}
              </dd>
            </div>
            {event.universities.length > 0 ? (
              <div>
                <dt>{words.universities}</dt>
                <dd>{event.universities.join(', ')}</dd>
              </div>
            ) : null}
            <div>
              <dt>{words.price}</dt>
              <dd>{eventPrice(event, content)}</dd>
            </div>
          </dl>
          <Prose markdown={entry.body} />
          {upcoming && event.status !== 'cancelled' ? (
            <div className="event-register">
              <h2>{words.registration}</h2>
              <p>{event.registration}</p>
              <div className="button-row">
                <a className="button button-primary" href={registerHref(content, entry)}>
                  {words.register}
                </a>
                <a className="button button-secondary" href={eventCalendarPath(entry, content.edition)} type={CALENDAR_TYPE} download>
                  {words.addToCalendar}
                </a>
              </div>
            </div>
          ) : (
            <p className="event-ended">{upcoming ? words.status.cancelled : words.ended}</p>
          )}
        </div>
      </section>
    </>
  );
}
