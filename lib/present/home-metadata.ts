import type { Metadata } from 'next';
import type { SiteContent } from '../content/load';
import { pathIn } from '../content/edition-links';
import { languageAlternates, ogLocale } from './route-lookup';
import { socialMetadata } from './seo';

/** The home page's metadata in an edition: its own title, and its twins for search engines. */
export function homeMetadata(content: SiteContent): Metadata {
  const { home, site } = content;
  return {
    title: { absolute: `${home.data.title} | ${site.data.shortName}` },
    ...socialMetadata(site.data, {
      title: home.data.title,
      description: home.data.description,
      canonical: pathIn(content, '/'),
      original: '/',
      edition: content.edition,
      languages: languageAlternates(content, '/'),
      locale: ogLocale(content),
    }),
  };
}
