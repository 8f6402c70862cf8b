/**
 * The view of a page of the `partners` template (content/pages): what its component draws.
 * Not yet a view: the page's file and the site's content, handed on as they are.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';

export function partnersView(entry: Entry<TemplatedPage<'partners'>>, content: SiteContent) {
  return { entry, content };
}

export type PartnersView = ReturnType<typeof partnersView>;
