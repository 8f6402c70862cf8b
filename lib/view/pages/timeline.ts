/**
 * The view of a page of the `timeline` template (content/pages): what its component draws.
 * Not yet a view: the page's file and the site's content, handed on as they are.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';

export function timelineView(entry: Entry<TemplatedPage<'timeline'>>, content: SiteContent) {
  return { entry, content };
}

export type TimelineView = ReturnType<typeof timelineView>;
