/**
 * What every page template is given, beside the registry (registry.tsx) that maps each template
 * name to its component. In its own module so the templates import it without importing the
 * registry, which imports them.
 */
import type { SiteContent } from '@/lib/content/load';
import type { Entry } from '@/lib/content/entry';
import type { PageTemplate, TemplatedPage } from '@/lib/content/schemas';

/** A page of one template, and the site's content for shared labels and lists. */
export type TemplateProps<K extends PageTemplate> = { entry: Entry<TemplatedPage<K>>; content: SiteContent };
