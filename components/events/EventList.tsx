import type { EventItem } from '@/lib/view/listings';
import './events.css';

/** A list of events, each its title linking its page, when and where; headings at the level given. */
export function EventList({ events, headingLevel = 3 }: { events: readonly EventItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="event-list">
      {events.map((event) => (
        <li key={event.id}>
          <Heading>
            <a href={event.href}>{event.title}</a>
          </Heading>
          {event.sample ? <p className="eyebrow">{event.sample}</p> : null}
          {event.status ? <p className="event-status">{event.status}</p> : null}
          <p>
            <time dateTime={event.start}>{event.when}</time> ({event.zone})
          </p>
          <p>{event.where}</p>
        </li>
      ))}
    </ul>
  );
}
