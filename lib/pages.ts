/**
 * Looks a route up in the route table and finds the content behind it, for app/[slug].
 */
import type { Metadata } from 'next';
import { getContent } from './content/load';
import type { RouteEntry } from './content/routes';
import { socialMetadata } from './seo';

export function routeEntryFor(slug: string): RouteEntry | undefined {
  // Next hands over the segment URL-encoded as it appeared in the path.
  return getContent().routes.byPath.get(`/${decodeURIComponent(slug)}`);
}

/** The description of whichever content file backs a route. */
export function descriptionFor(entry: RouteEntry): string {
  const content = getContent();
  const all = [...content.countries, ...content.services, ...content.scholarships, ...content.pages];
  const found = all.find((e) => e.file === entry.file);
  return found?.data.description ?? content.site.data.tagline;
}

export function pageMetadata(entry: RouteEntry): Metadata {
  const content = getContent();
  const isArticle = entry.kind === 'scholarship' && content.scholarships.some((s) => s.file === entry.file && s.data.layout === 'article');
  return {
    title: entry.title,
    // An alias (/health-insurance) points search engines at the one canonical page.
    ...socialMetadata(content.site.data, {
      title: entry.title,
      description: descriptionFor(entry),
      canonical: entry.canonical,
      type: isArticle ? 'article' : 'website',
    }),
  };
}
