/**
 * The view of a page of the `checklist` template (content/pages): what its component draws.
 * Not yet a view: the page's file and the site's content, handed on as they are.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';

export function checklistView(entry: Entry<TemplatedPage<'checklist'>>, content: SiteContent) {
  return { entry, content };
}

export type ChecklistView = ReturnType<typeof checklistView>;
