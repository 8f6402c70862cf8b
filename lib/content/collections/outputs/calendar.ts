/**
 * The events as iCalendar files (RFC 5545): one beside each event's page (/events/<name>.ics, the
 * "Add to calendar" link) and /events.ics with every upcoming one, to subscribe to. Written by
 * ical-generator, which escapes text, folds lines at 75 octets and ends them with CRLF. Times are
 * written in UTC, so no calendar needs to know Pakistan's zone. Each UID is the event's file name
 * at the site's host, and DTSTAMP is the build day, so an unchanged event is the same bytes daily.
 * The content check refuses what could break a calendar (lib/content/guards.ts); as a last guard
 * every text is written here without unsafe characters, and the site's name, which the library
 * writes raw, is escaped as iCalendar text.
 */
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import type { Entry } from '../../entry';
import type { SiteFile } from '../define';
import type { Site } from '../site';
import type { Labels } from '../labels';
import { editionPath, type Edition } from '../../../editions';
import { withoutUnsafeCharacters } from '../../../unsafe-characters';
import { EVENTS_CALENDAR_PATH } from '../../../site-paths';
import { eventCalendarPath, eventPath, eventsByTime, eventWhere, publishedEvents, type EventEntry } from '../event-times';

/** What the calendars read of the site content. */
export type CalendarContent = { site: Entry<Site>; labels: Labels; edition: Edition; events: readonly EventEntry[]; day: string };

/** The status a calendar shows: a cancelled event stays in calendars, struck through. */
function calendarStatus(entry: EventEntry): ICalEventStatus {
  if (entry.data.status === 'cancelled') return ICalEventStatus.CANCELLED;
  if (entry.data.status === 'postponed') return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CONFIRMED;
}

/** A stable UID for an event: its file name at the site's host, the same on every build and in every edition. */
export function eventUid(site: Site, entry: EventEntry): string {
  return `event-${entry.id}@${new URL(site.url).host}`;
}

/**
 * A value as iCalendar TEXT (RFC 5545, 3.3.11): backslash, semicolon and comma escaped, a line break
 * written `\n`, so no value can start a line of its own. For what ical-generator writes raw (the
 * calendar's NAME and PRODID); it escapes an event's own texts itself.
 */
export function icsText(value: string): string {
  return withoutUnsafeCharacters(value)
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** An event's time as a Date a calendar can write: DATE-TIME has four digits of year (0000 to 9999, in UTC). */
function calendarTime(entry: EventEntry, field: 'start' | 'end'): Date {
  const date = new Date(entry.data[field]);
  if (!/^\d{4}-/.test(date.toISOString())) throw new Error(`${entry.file}: ${field}: ${entry.data[field]} cannot be written in a calendar (years 0000 to 9999 in UTC)`);
  return date;
}

function addEvent(calendar: ICalCalendar, content: CalendarContent, entry: EventEntry) {
  const event = entry.data;
  const site = content.site.data;
  const page = `${site.url}${eventPath(entry, content.edition)}`;
  calendar.createEvent({
    id: eventUid(site, entry),
    start: calendarTime(entry, 'start'),
    end: calendarTime(entry, 'end'),
    stamp: new Date(`${content.day}T00:00:00Z`),
    summary: withoutUnsafeCharacters(event.title),
    description: withoutUnsafeCharacters(`${event.description}\n\n${event.registration}\n${page}`),
    location: withoutUnsafeCharacters(eventWhere(event, content.labels.events)),
    url: page,
    status: calendarStatus(entry),
  });
}

function calendarOf(content: CalendarContent, entries: readonly EventEntry[]): string {
  const name = icsText(content.site.data.name);
  const calendar = ical({ name, prodId: { company: name, product: 'website', language: content.edition.lang.toUpperCase() } });
  for (const entry of entries) addEvent(calendar, content, entry);
  // RFC 5545 ends every content line with CRLF, the last one too; the library leaves the last bare.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** Every calendar file of an edition: each published event's, and the upcoming ones together. */
export function calendarOutputs(content: CalendarContent): SiteFile[] {
  const published = publishedEvents(content);
  if (published.length === 0) return [];
  return [
    ...published.map((entry) => ({ path: eventCalendarPath(entry, content.edition), body: calendarOf(content, [entry]) })),
    { path: editionPath(content.edition, EVENTS_CALENDAR_PATH), body: calendarOf(content, eventsByTime(published, content.day).upcoming) },
  ];
}
