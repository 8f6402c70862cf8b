/**
 * Events as pages show them: which are upcoming on the build day (the site is rebuilt daily, so
 * the list stays right with no script), when and where each happens in the reader's language,
 * and where to register, add it to a calendar, or find the next one for a destination.
 */
import type { SiteContent } from '../content/load';
import { PAKISTAN_TIME_ZONE, type SiteEvent } from '../content/collections/event-schema';
import { eventsByTime, publishedEvents, type EventEntry } from '../content/collections/event-times';
import { pathIn } from '../content/edition-links';
import type { Edition } from '../editions';
import { contactHref } from './site-links';
import { formatAmountOnly } from '../money-format';

export { eventCalendarPath, eventsByTime, eventWhere, isUpcoming, publishedEvents, type EventEntry } from '../content/collections/event-times';

/** The events' own time zone: their times are written in it, and shown in it. */
export const EVENT_TIME_ZONE = PAKISTAN_TIME_ZONE;

/** The soonest upcoming event about a destination (any destination when none is named), or null. */
export function nextEvent(content: SiteContent, countryId?: string): EventEntry | null {
  const { upcoming } = eventsByTime(publishedEvents(content), content.day);
  return upcoming.find((e) => e.data.status !== 'cancelled' && (!countryId || e.data.destinations.includes(countryId))) ?? null;
}

/** "Saturday 16 January 2027, 15:00–18:00", in Pakistan's time, in the edition's language. */
export function eventWhen(event: SiteEvent, edition: Edition): string {
  const start = new Date(event.start);
  const end = new Date(event.end);
  const day = (d: Date) => d.toLocaleDateString(edition.intl, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: EVENT_TIME_ZONE });
  const time = (d: Date) => d.toLocaleTimeString(edition.intl, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: EVENT_TIME_ZONE });
  return day(start) === day(end) ? `${day(start)}, ${time(start)}–${time(end)}` : `${day(start)}, ${time(start)} – ${day(end)}, ${time(end)}`;
}

/** "Free", or the price in the event's currency. */
export function eventPrice(event: SiteEvent, content: SiteContent): string {
  return event.price ? formatAmountOnly(event.price.amount, event.price.amount, event.price.currency) : content.labels.events.free;
}

/** The enquiry form's id of an event, beside the services: what its register button preselects. */
export const eventEnquiryId = (entry: EventEntry) => `event-${entry.id}`;

/** The enquiry form at /contact with this event chosen. */
export function registerHref(content: SiteContent, entry: EventEntry): string {
  return contactHref({ service: eventEnquiryId(entry) }, undefined, pathIn(content, '/contact'));
}
