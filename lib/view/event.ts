/**
 * An event's view model: what components/events/EventPage.tsx draws. When and where, its
 * destinations, its price, and whether registration is open on the build day.
 */
import type { SiteContent } from '../content/load';
import { destinationLinks } from './destinations';
import { eventCalendarPath, eventPrice, eventWhen, eventWhere, isUpcoming, registerHref, type EventEntry } from '../present/events';
import { eventJsonLd } from '../present/seo';

export function eventView(entry: EventEntry, content: SiteContent) {
  const event = entry.data;
  const words = content.labels.events;
  const upcoming = isUpcoming(event, content.day);
  return {
    jsonLd: eventJsonLd(content.site.data, {
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
    }),
    hero: { heading: event.title, eyebrow: event.sample ? words.sample : undefined, lead: event.description },
    words,
    newTabLabel: content.labels.common.newTab,
    // Only a change from the usual is said: postponed, cancelled, moved online.
    status: event.status !== 'scheduled' ? words.status[event.status] : null,
    start: event.start,
    when: eventWhen(event, content.edition),
    where: eventWhere(event, words),
    map: event.venue ? event.venue.map : null,
    destinations: destinationLinks(event.destinations, content),
    universities: event.universities,
    price: eventPrice(event, content),
    body: entry.body,
    registration:
      upcoming && event.status !== 'cancelled'
        ? { open: true as const, text: event.registration, href: registerHref(content, entry), calendar: eventCalendarPath(entry, content.edition) }
        : { open: false as const, text: upcoming ? words.status.cancelled : words.ended },
  };
}

/** What an event's page shows, as one plain object (built by eventView). */
export type EventView = ReturnType<typeof eventView>;
