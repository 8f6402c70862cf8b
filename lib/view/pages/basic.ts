/**
 * The view of a page of the `basic` template (content/pages): what its component draws.
 * Not yet a view: the page's file and the site's content, handed on as they are.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';

export function basicView(entry: Entry<TemplatedPage<'basic'>>, content: SiteContent) {
  return { entry, content };
}

export type BasicView = ReturnType<typeof basicView>;
