/**
 * The view of a page of the `visa` template (content/pages): what its component draws.
 * Not yet a view: the page's file and the site's content, handed on as they are.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';

export function visaView(entry: Entry<TemplatedPage<'visa'>>, content: SiteContent) {
  return { entry, content };
}

export type VisaView = ReturnType<typeof visaView>;
