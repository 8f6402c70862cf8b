/**
 * For app/(en)/[...slug] and app/(ur)/ur/[...slug]: a route's path as segments, its twins in the
 * other editions, and the metadata every page of an edition shares (lib/view/route.ts looks a
 * route up and builds its view).
 */
import type { Metadata } from 'next';
import { sameSiteIn, type SiteContent } from '../content/load';
import { collections } from '../content/collections';
import type { Route } from '../content/routes';
import { hasTranslation, pathIn } from '../content/edition-links';
import { editionList, editionPath, ORIGINAL, type Edition } from '../editions';
import { socialMetadata, type LanguageAlternates } from './seo';

/** A route's path as the segments of app/(en)/[...slug]: `/events/open-day` → ['events', 'open-day']. */
export const segmentsOf = (path: string) => path.slice(1).split('/');

/** Whether an edition of the site `content` belongs to has the page at this path of the original: the original has every page. */
function publishes(content: SiteContent, edition: Edition, originalPath: string): boolean {
  return edition === ORIGINAL || hasTranslation(sameSiteIn(content, edition), originalPath);
}

/**
 * The page at this path of the original in every edition that publishes it, by hreflang, plus
 * `x-default` (the original); undefined when only one edition has it. Both twins list both.
 */
export function languageAlternates(content: SiteContent, originalPath: string): LanguageAlternates | undefined {
  const languages: LanguageAlternates = {};
  for (const edition of editionList) {
    if (publishes(content, edition, originalPath)) languages[edition.lang] = editionPath(edition, originalPath);
  }
  if (Object.keys(languages).length < 2) return undefined;
  return { ...languages, 'x-default': originalPath };
}

/** This page in every other edition that publishes it, for the header's language switch. */
/** A link to this page in another edition: its path there, and the edition's language and own name. */
export type LanguageLink = { href: string; lang: string; name: string };

export function languageLinks(content: SiteContent, originalPath: string): LanguageLink[] {
  return editionList
    .filter((edition) => edition !== content.edition && publishes(content, edition, originalPath))
    .map((edition) => ({ href: editionPath(edition, originalPath), lang: edition.lang, name: edition.name }));
}

/** Open Graph's locale for an edition: en_PK, ur_PK. */
export const ogLocale = (content: SiteContent) => `${content.edition.lang}_PK`;

export function pageMetadata(route: Route, content: SiteContent): Metadata {
  // Each collection says which of its pages are dated articles (lib/content/collections).
  const isArticle = collections.find((collection) => collection.route === route.kind)?.pageType?.(route.entry) === 'article';
  return {
    title: route.title,
    // An alias (/health-insurance) points search engines at the one canonical page.
    ...socialMetadata(content.site.data, {
      title: route.title,
      description: route.entry.data.description,
      canonical: pathIn(content, route.canonical),
      original: route.canonical,
      edition: content.edition,
      languages: languageAlternates(content, route.canonical),
      locale: ogLocale(content),
      type: isArticle ? 'article' : 'website',
    }),
  };
}
