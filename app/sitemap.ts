import { canonicalRoutes } from '@/lib/content/routes';
import type { MetadataRoute } from 'next';
import { cachedSite } from '@/lib/content/load';
import { siteOptions } from '@/lib/settings';
import { translatedPages } from '@/lib/content/translated-pages';
import { translatedEditions, editionPath } from '@/lib/editions';
import { lastModified } from '@/lib/present/last-modified';
import { languageAlternates } from '@/lib/present/route-lookup';
import { absoluteUrl } from '@/lib/present/seo';

export const dynamic = 'force-static';

/**
 * Every canonical route (aliases left out), dated by the last change to its content file, then
 * every translated page, dated by its translation. A page with twins lists them all, both ways.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const content = cachedSite(siteOptions());
  const { site, home, routes } = content;
  const url = (path: string) => absoluteUrl(site.data, path);
  const alternates = (originalPath: string) => {
    const languages = languageAlternates(content, originalPath);
    return languages ? { alternates: { languages: Object.fromEntries(Object.entries(languages).map(([lang, path]) => [lang, url(path)])) } } : {};
  };
  const originals = [
    { path: '/', file: home.file },
    ...canonicalRoutes(routes).map((route) => ({ path: route.canonical, file: route.entry.file })),
  ];
  const translations = translatedEditions.flatMap((edition) =>
    translatedPages(cachedSite(siteOptions(edition.code))).map((page) => ({ path: page.path, at: editionPath(edition, page.path), file: page.translation.file })),
  );
  return [
    ...originals.map((page) => ({ url: url(page.path), lastModified: lastModified(content.root, page.file), ...alternates(page.path) })),
    ...translations.map((page) => ({ url: url(page.at), lastModified: lastModified(content.root, page.file), ...alternates(page.path) })),
  ];
}
