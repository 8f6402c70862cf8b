/**
 * The view of a page of the `planner` template (content/pages): what its component draws.
 * Not yet a view: the page's file and the site's content, handed on as they are.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';

export function plannerView(entry: Entry<TemplatedPage<'planner'>>, content: SiteContent) {
  return { entry, content };
}

export type PlannerView = ReturnType<typeof plannerView>;
