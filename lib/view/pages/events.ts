/**
 * The view of a page of the `events` template (content/pages): the upcoming events, soonest
 * first, and the past ones, newest first, split on the build day; and the calendar to subscribe to.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';
import { pageHeroView } from './intro';
import { eventsByTime, publishedEvents } from '../../present/events';
import { editionPath } from '../../editions';
import { EVENTS_CALENDAR_PATH } from '../../site-paths';
import { eventItems } from '../listings';

export function eventsView(entry: Entry<TemplatedPage<'events'>>, content: SiteContent) {
  const page = entry.data;
  const { upcoming, past } = eventsByTime(publishedEvents(content), content.day);
  return {
    hero: pageHeroView(page),
    upcoming: { heading: page.upcomingHeading, events: eventItems(upcoming, content), empty: page.empty },
    // The calendar holds past events too, so it is offered while there is any event at all.
    calendar: upcoming.length + past.length > 0 ? { href: editionPath(content.edition, EVENTS_CALENDAR_PATH), label: content.labels.events.subscribe } : null,
    notes: entry.body,
    past: past.length > 0 ? { heading: page.pastHeading, events: eventItems(past, content) } : null,
  };
}

/** What the events page shows, as one plain object (built by eventsView). */
export type EventsView = ReturnType<typeof eventsView>;
