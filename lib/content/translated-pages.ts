/**
 * What a translated edition publishes: the pages whose file has a translation, and nothing else.
 * A page without one is simply not published in that language; the build lists those pages, and
 * (for production) the translations no fluent reader has reviewed yet.
 */
import type { SiteContent } from './load';
import { warning, type Problem } from './problem';
import type { Entry, Translation } from './entry';
import { canonicalRoutes } from './routes';

/** The page of the original that a translated file is shown on: `/` for home, else its route. */
export type TranslatedPage = { path: string; title: string; translation: Translation };

/** Every page of the edition, home first, in the route table's order. */
export function translatedPages(content: SiteContent): TranslatedPage[] {
  const pages: TranslatedPage[] = [];
  if (content.home.translation) pages.push({ path: '/', title: content.home.data.title, translation: content.home.translation });
  for (const route of canonicalRoutes(content.routes)) {
    const translation = route.entry.translation;
    if (translation) pages.push({ path: route.canonical, title: route.title, translation });
  }
  return pages;
}

/** Every translated file of the edition that is not itself a page (labels, site settings, visa records). */
function translatedFiles(content: SiteContent): Entry<unknown>[] {
  return content.collectionEntries.flatMap((collection) => (collection.routed ? [] : collection.entries)).filter((entry) => entry.translation !== undefined);
}

/**
 * The edition's warnings: the untranslated pages in one line; every translation whose English has
 * changed since its review, and every field that leaves a glossary term out of line; for
 * production, every translation not yet reviewed and the fields each still leaves in English.
 */
export function translationWarnings(content: SiteContent, production: boolean): Problem[] {
  const { edition } = content;
  const published = new Set(translatedPages(content).map((page) => page.path));
  // An edition nobody has started translating is not being built: nothing to list.
  if (published.size === 0 && translatedFiles(content).length === 0) return [];
  const missing = ['/', ...canonicalRoutes(content.routes).map((route) => route.canonical)].filter((path) => !published.has(path));
  const lines: Problem[] = [];
  if (missing.length > 0) lines.push(warning(`${edition.name} (${edition.code})`, undefined, `${missing.length} page(s) not translated, so not published in ${edition.code}: ${missing.join(', ')}`));
  const translations = [...translatedPages(content).map((page) => page.translation), ...translatedFiles(content).flatMap((entry) => (entry.translation ? [entry.translation] : []))];
  const seen = new Set<string>();
  for (const translation of translations) {
    if (seen.has(translation.file)) continue;
    seen.add(translation.file);
    const { reviewed, englishRevision } = translation;
    if (reviewed && reviewed.english !== englishRevision) {
      lines.push({ ...warning(translation.file, 'reviewed.english', `stale: the English words have changed since ${reviewed.by} reviewed this translation against ${reviewed.english}; re-translate what changed, then write english: ${englishRevision} with the new date`), topic: 'translation' });
    }
    lines.push(...translation.glossary);
    if (!production) continue;
    if (!reviewed) lines.push(warning(translation.file, 'reviewed', `not yet reviewed by a fluent reader; once one has, write reviewed: { date: YYYY-MM-DD, by: their name, english: ${englishRevision} }`));
    const left = translation.untranslated;
    if (left.length > 0) lines.push(warning(translation.file, undefined, `${left.length} field(s) still in English: ${left.slice(0, 5).join(', ')}${left.length > 5 ? ', …' : ''}`));
  }
  return lines;
}
