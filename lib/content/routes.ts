/**
 * The route table: every flat content route (`/ukStudyAbroad`, `/visa-guidance`, ...) and its
 * aliases, built from the content files. One dynamic segment, app/[slug], serves all of them.
 */
import type { Entry, Problems } from './parse';
import type { Country, Scholarship, Service, PageTemplate } from './schemas';

export type RouteKind = 'country' | 'service' | 'scholarship' | 'page';

export type RouteEntry = {
  /** The path this entry answers on. */
  path: string;
  /** The page's one canonical path; differs from `path` only for an alias. */
  canonical: string;
  kind: RouteKind;
  /** Content file id within its kind (`uk`, `health-insurance`, `contact`). */
  id: string;
  file: string;
  title: string;
};

export type RouteTable = {
  entries: RouteEntry[];
  byPath: Map<string, RouteEntry>;
};

/** Paths that app/ serves itself, which no content file may claim. */
export const reservedPaths = ['/', '/404', '/index', '/search', '/sitemap.xml', '/robots.txt', '/brochures', '/images', '/og', '/icons', '/pagefind', '/_next'];

type Routed = { route: string; title: string; aliases?: string[] };

export function buildRouteTable(
  content: {
    countries: Entry<Country>[];
    services: Entry<Service>[];
    scholarships: Entry<Scholarship>[];
    pages: Entry<{ route: string; title: string; template: PageTemplate }>[];
  },
  problems: Problems,
): RouteTable {
  const entries: RouteEntry[] = [];
  const add = (kind: RouteKind, entry: Entry<Routed>) => {
    const { route, title, aliases = [] } = entry.data;
    for (const path of [route, ...aliases]) {
      entries.push({ path, canonical: route, kind, id: entry.id, file: entry.file, title });
    }
  };
  content.countries.forEach((e) => add('country', e));
  content.services.forEach((e) => add('service', e));
  content.scholarships.forEach((e) => add('scholarship', e));
  content.pages.forEach((e) => add('page', e));

  const byPath = new Map<string, RouteEntry>();
  const byLowerCase = new Map<string, RouteEntry>();
  for (const entry of entries) {
    const where = entry.path === entry.canonical ? 'route' : 'aliases';
    if (reservedPaths.includes(entry.path.toLowerCase())) {
      problems.add(entry.file, where, `${entry.path} is reserved for the site itself`);
      continue;
    }
    const same = byPath.get(entry.path);
    if (same) {
      problems.add(entry.file, where, `${entry.path} is already the route of ${same.file}`);
      continue;
    }
    // Paths that differ only in letter case must be one page, or case-insensitive recovery could not choose.
    const lower = byLowerCase.get(entry.path.toLowerCase());
    if (lower && lower.canonical !== entry.canonical) {
      problems.add(entry.file, where, `${entry.path} differs only in letter case from ${lower.path} of ${lower.file}`);
      continue;
    }
    byPath.set(entry.path, entry);
    byLowerCase.set(entry.path.toLowerCase(), entry);
  }
  return { entries, byPath };
}

/** Each page once, at its canonical path (aliases left out): the sitemap, social images, search index. */
export function canonicalRoutes(table: RouteTable): RouteEntry[] {
  return table.entries.filter((entry) => entry.path === entry.canonical);
}

/**
 * Lower-cased path -> canonical path, for sending `/UKStudyAbroad` or `/aboutus` to the real page.
 * Includes `/` so that `/Index`-style typos of home are not needed: only content routes vary.
 */
export function caseInsensitiveMap(table: RouteTable): Record<string, string> {
  const map: Record<string, string> = {};
  for (const entry of table.entries) map[entry.path.toLowerCase()] = entry.canonical;
  return map;
}
