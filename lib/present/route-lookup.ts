/**
 * Looks a route up in the route table, for app/[slug]; the route carries its content file.
 */
import type { Metadata } from 'next';
import { getContent } from '../content/load';
import type { Route } from '../content/routes';
import { socialMetadata } from './seo';

export function routeFor(slug: string): Route | undefined {
  // Next hands over the segment URL-encoded as it appeared in the path.
  return getContent().routes.byPath.get(`/${decodeURIComponent(slug)}`);
}

export function pageMetadata(route: Route): Metadata {
  const isArticle = route.kind === 'scholarship' && route.entry.data.layout === 'article';
  return {
    title: route.title,
    // An alias (/health-insurance) points search engines at the one canonical page.
    ...socialMetadata(getContent().site.data, {
      title: route.title,
      description: route.entry.data.description,
      canonical: route.canonical,
      type: isArticle ? 'article' : 'website',
    }),
  };
}
