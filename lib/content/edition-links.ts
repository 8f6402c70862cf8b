/**
 * Links inside an edition: which pages have a twin in it, and where a link of one of its pages
 * leads (the twin where there is one, the original where not). The loader runs `localiseLinks`
 * on a translated edition's content; pages and presenters call `pathIn` for paths they build.
 */
import type { Routed, Parsed } from './collections/define';
import type { Entry } from './entry';
import { caseInsensitiveMap, type RouteTable } from './routes';
import { rewriteMarked } from './walk';
import { editionPath, type Edition } from '../editions';

/** What finding a page's twin needs: the edition, its home file and its route table. */
export type EditionPages = { edition: Edition; home: Entry<unknown>; routes: RouteTable<Routed> };

/** Whether the page at this path of the original has a twin in the edition. */
export function hasTranslation(content: EditionPages, path: string): boolean {
  if (path === '/') return content.home.translation !== undefined;
  return content.routes.byPath.get(path)?.entry.translation !== undefined;
}

/** A page's path in this edition: its twin's where it has one, else the original's (`/contact` → `/ur/contact`). */
export function pathIn(content: EditionPages, path: string): string {
  if (!hasTranslation(content, path)) return path;
  // An alias (/health-insurance) has no twin of its own: the twin is the canonical page's.
  return editionPath(content.edition, path === '/' ? '/' : (content.routes.byPath.get(path)?.canonical ?? path));
}

/**
 * Lower-cased path -> the edition's own path of that page, for its 404 page (and nginx) to send
 * `/ur/UKStudyAbroad` to `/ur/ukStudyAbroad`. The original's is the route table's own map; a
 * translated edition's holds only the pages it publishes, aliases leading to their page's twin.
 */
export function caseInsensitiveMapIn(content: EditionPages): Record<string, string> {
  if (content.edition.folder === null) return caseInsensitiveMap(content.routes);
  const map: Record<string, string> = {};
  for (const route of content.routes.entries) {
    if (route.entry.translation) map[editionPath(content.edition, route.path).toLowerCase()] = editionPath(content.edition, route.canonical);
  }
  return map;
}

/** `](/contact)` and `[ref]: /contact` in Markdown: the site paths a text links to. */
const MARKDOWN_SITE_LINK = /(\]\(|^\s*\[[^\]]+\]:\s*)(\/[^\s)]*)/gm;

/**
 * Points every link of a translated edition's pages at the twin page of that edition where one
 * exists (`/contact` → `/ur/contact`), and at the original where none does. Each page's `route`
 * becomes its own path in the edition. Runs once, inside the load, on data just parsed for it.
 */
export function localiseLinks(content: EditionPages & { files: Parsed[]; collectionEntries: { body: boolean; entries: Entry<unknown>[] }[] }): void {
  const twin = (target: string): string => {
    if (!target.startsWith('/') || target.startsWith('//')) return target;
    const at = target.search(/[?#]/);
    const pathOnly = at === -1 ? target : target.slice(0, at);
    const rest = at === -1 ? '' : target.slice(at);
    return `${pathIn(content, pathOnly)}${rest}`;
  };
  const inMarkdown = (markdown: string) => markdown.replace(MARKDOWN_SITE_LINK, (_whole, before: string, target: string) => `${before}${twin(target)}`);
  for (const parsed of content.files) {
    rewriteMarked(parsed.schema, parsed.data, 'link', twin);
    rewriteMarked(parsed.schema, parsed.data, 'markdown', inMarkdown);
  }
  // Every file of a kind with a body, as the registry declares it (lib/content/collections).
  for (const entry of content.collectionEntries.flatMap((collection) => (collection.body ? collection.entries : []))) entry.body = inMarkdown(entry.body);
  for (const route of content.routes.entries) {
    if (route.entry.translation && route.path === route.canonical) route.entry.data.route = editionPath(content.edition, route.canonical);
  }
}
