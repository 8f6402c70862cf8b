import type { SiteContent } from '@/lib/content/load';
import { pathIn } from '@/lib/content/edition-links';
import { eventWhen, eventWhere, type EventEntry } from '@/lib/present/events';
import './events.css';

/** A list of events, each its title linking its page, when and where; headings at the level given. */
export function EventList({ events, content, headingLevel = 3 }: { events: EventEntry[]; content: SiteContent; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const words = content.labels.events;
  return (
    <ul className="event-list">
      {events.map((entry) => (
        <li key={entry.id}>
          <Heading>
            <a href={pathIn(content, `/events/${entry.id}`)}>{entry.data.title}</a>
          </Heading>
          {entry.data.sample ? <p className="eyebrow">{words.sample}</p> : null}
          {entry.data.status !== 'scheduled' ? <p className="event-status">{words.status[entry.data.status]}</p> : null}
          <p>
            <time dateTime={entry.data.start}>{eventWhen(entry.data, content.edition)}</time> ({words.zone})
          </p>
          <p>{eventWhere(entry.data, words)}</p>
        </li>
      ))}
    </ul>
  );
}
