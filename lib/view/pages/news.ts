/**
 * The view of a page of the `news` template (content/pages): what its component draws.
 * Not yet a view: the page's file and the site's content, handed on as they are.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';

export function newsView(entry: Entry<TemplatedPage<'news'>>, content: SiteContent) {
  return { entry, content };
}

export type NewsView = ReturnType<typeof newsView>;
