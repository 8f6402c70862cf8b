/**
 * The view of a page of the `events` template (content/pages): what its component draws.
 * Not yet a view: the page's file and the site's content, handed on as they are.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';

export function eventsView(entry: Entry<TemplatedPage<'events'>>, content: SiteContent) {
  return { entry, content };
}

export type EventsView = ReturnType<typeof eventsView>;
