/**
 * Which events are upcoming on the build day (the site is rebuilt daily, so the list stays right
 * with no script), and where each happens in words: shared by the pages and the calendar files.
 */
import type { Entry } from '../entry';
import type { Labels } from './labels';
import { EVENTS_PATH, type SiteEvent } from './event-schema';
import { editionPath, type Edition } from '../../editions';
import { fill } from '../../fill-label';
import { error, type Problem } from '../problem';

export type EventEntry = Entry<SiteEvent>;

/** The day (in Pakistan) an event ends: written in Pakistan's time, so its first ten characters. */
const endDay = (event: SiteEvent) => event.end.slice(0, 10);

/** Whether an event is still to come, or under way, on the build day: it has not ended before that day. */
export function isUpcoming(event: SiteEvent, day: string): boolean {
  return endDay(event) >= day;
}

/** How far after the build day an event may be: no seminar is planned further ahead, and a year typed wrong is. */
export const EVENT_YEARS_AHEAD = 5;

/**
 * Events dated outside the days the site can hold: before the consultancy was founded (the year of
 * `founded` in content/site.md, its `founded` claim) or more than EVENT_YEARS_AHEAD years after the
 * build day. Such a date is a typing slip (0000-01-01 wrote `DTSTART:00-11231T…` in the calendar).
 */
export function eventDateProblems(events: readonly EventEntry[], founded: number, day: string): Problem[] {
  const first = `${String(founded).padStart(4, '0')}-01-01`;
  const last = `${Number(day.slice(0, 4)) + EVENT_YEARS_AHEAD}${day.slice(4)}`;
  const window = `expected a day from ${first} to ${last}`;
  // One line an event: its start, or else its end (the end is after the start, so a start out of the window is the slip to mend).
  return events.flatMap((entry) => {
    for (const field of ['start', 'end'] as const) {
      const written = entry.data[field];
      const on = written.slice(0, 10);
      if (on < first) return [error(entry.file, field, `${written} is before the consultancy was founded (${founded}, content/site.md); ${window}`)];
      if (on > last) return [error(entry.file, field, `${written} is more than ${EVENT_YEARS_AHEAD} years after the build day (${day}); ${window}`)];
    }
    return [];
  });
}

/** Upcoming events soonest first, and past ones newest first. */
export function eventsByTime(events: readonly EventEntry[], day: string): { upcoming: EventEntry[]; past: EventEntry[] } {
  const byStart = [...events].sort((a, b) => Date.parse(a.data.start) - Date.parse(b.data.start) || a.id.localeCompare(b.id));
  return {
    upcoming: byStart.filter((e) => isUpcoming(e.data, day)),
    past: byStart.filter((e) => !isUpcoming(e.data, day)).reverse(),
  };
}

/** The events an edition publishes: those with a translation in a translated edition; the original has them all. */
export function publishedEvents(content: { edition: Edition; events: readonly EventEntry[] }): EventEntry[] {
  return content.edition.folder === null ? [...content.events] : content.events.filter((e) => e.translation);
}

/** Where it happens: "Venue, address, city", or "Online, on Zoom". */
export function eventWhere(event: SiteEvent, words: Labels['events']): string {
  if (event.venue) return [event.venue.name, event.venue.address, event.venue.city].join(', ');
  return fill(words.online, { platform: event.online?.platform ?? '' });
}

/** The event's own page, under the edition's prefix. */
export const eventPath = (entry: EventEntry, edition: Edition) => editionPath(edition, `${EVENTS_PATH}/${entry.id}`);

/** The event's own calendar file, beside its page: /events/<name>.ics (under the edition's prefix). */
export const eventCalendarPath = (entry: EventEntry, edition: Edition) => `${eventPath(entry, edition)}.ics`;
