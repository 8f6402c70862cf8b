import type { EventView } from '@/lib/view/event';
import { CALENDAR_TYPE } from '@/lib/site-paths';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHero } from '@/components/sections/PageHero';
import { Prose } from '@/components/sections/Prose';
import { SmartLink } from '@/components/ui/SmartLink';
import '@/components/ui/button.css';
import '@/components/sections/section.css';
import './events.css';

/** One event: when, where, for which destinations, how to register, and its calendar file. */
export function EventPage({ view }: { view: EventView }) {
  const { words, registration } = view;
  return (
    <>
      <JsonLd data={view.jsonLd} />
      <PageHero {...view.hero} />
      <section className="section">
        <div className="container event-layout">
          {view.status ? <p className="event-status">{view.status}</p> : null}
          <dl className="event-facts">
            <div>
              <dt>{words.when}</dt>
              <dd>
                <time dateTime={view.start}>{view.when}</time> ({words.zone})
              </dd>
            </div>
            <div>
              <dt>{words.where}</dt>
              <dd>
                {view.where}
                {view.map ? (
                  <>
                    {' '}
                    <SmartLink href={view.map} newTabLabel={view.newTabLabel}>
                      {words.map}
                    </SmartLink>
                  </>
                ) : null}
              </dd>
            </div>
            <div>
              <dt>{words.destinations}</dt>
              <dd>
                {view.destinations.map((country, i) => (
                  <span key={country.id}>
                    {i > 0 ? ', ' : null}
                    <a href={country.href}>{country.name}</a>
                  </span>
                ))}
              </dd>
            </div>
            {view.universities.length > 0 ? (
              <div>
                <dt>{words.universities}</dt>
                <dd>{view.universities.join(', ')}</dd>
              </div>
            ) : null}
            <div>
              <dt>{words.price}</dt>
              <dd>{view.price}</dd>
            </div>
          </dl>
          <Prose markdown={view.body} />
          {registration.open ? (
            <div className="event-register">
              <h2>{words.registration}</h2>
              <p>{registration.text}</p>
              <div className="button-row">
                <a className="button button-primary" href={registration.href}>
                  {words.register}
                </a>
                <a className="button button-secondary" href={registration.calendar} type={CALENDAR_TYPE} download>
                  {words.addToCalendar}
                </a>
              </div>
            </div>
          ) : (
            <p className="event-ended">{registration.text}</p>
          )}
        </div>
      </section>
    </>
  );
}
