import { canonicalRoutes } from '@/lib/content/routes';
import type { MetadataRoute } from 'next';
import { getContent } from '@/lib/content/load';
import { lastModified } from '@/lib/present/last-modified';
import { absoluteUrl } from '@/lib/present/seo';

export const dynamic = 'force-static';

/** Every canonical route (aliases left out), dated by the last change to its content file. */
export default function sitemap(): MetadataRoute.Sitemap {
  const { site, home, routes } = getContent();
  return [
    { url: absoluteUrl(site.data, '/'), lastModified: lastModified(home.file) },
    ...canonicalRoutes(routes).map((route) => ({ url: absoluteUrl(site.data, route.canonical), lastModified: lastModified(route.entry.file) })),
  ];
}
