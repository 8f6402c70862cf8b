/**
 * The view of a page of the `timeline` template (content/pages): its heading and body, then the
 * years of the timeline in the file's order.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';
import { pageIntroView } from './intro';

export function timelineView(entry: Entry<TemplatedPage<'timeline'>>, content: SiteContent) {
  return {
    intro: pageIntroView(entry, content.labels),
    label: content.labels.about.timeline,
    events: entry.data.events,
  };
}

export type TimelineView = ReturnType<typeof timelineView>;
