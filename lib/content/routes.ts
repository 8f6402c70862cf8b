/**
 * The route table: every flat content route (`/ukStudyAbroad`, `/visa-guidance`, ...) and its
 * aliases, built from the content files. One dynamic segment, app/[slug], serves all of them.
 */
import type { Entry, Problems } from './parse';
import type { Country, Scholarship, Service } from './schemas';
import type { TemplatedPage } from './templates';
import { isReservedPath } from './reserved-routes';

/** The content file behind a route, typed by its kind (and, for a page, by its `template`). */
export type RouteContent =
  | { kind: 'country'; entry: Entry<Country> }
  | { kind: 'service'; entry: Entry<Service> }
  | { kind: 'scholarship'; entry: Entry<Scholarship> }
  | { kind: 'page'; entry: Entry<TemplatedPage> };

export type RouteKind = RouteContent['kind'];

/** One path of the site and the parsed content file it shows: narrowing on `kind` types `entry`. */
export type Route = RouteContent & {
  /** The path this route answers on. */
  path: string;
  /** The page's one canonical path; differs from `path` only for an alias. */
  canonical: string;
  title: string;
};

export type RouteTable = {
  entries: Route[];
  byPath: Map<string, Route>;
};


export function buildRouteTable(
  content: {
    countries: Entry<Country>[];
    services: Entry<Service>[];
    scholarships: Entry<Scholarship>[];
    pages: Entry<TemplatedPage>[];
  },
  problems: Problems,
): RouteTable {
  const entries: Route[] = [];
  const add = (routed: RouteContent) => {
    // Only some kinds of file may list aliases.
    const data: { route: string; title: string; aliases?: string[] } = routed.entry.data;
    const { route, title, aliases = [] } = data;
    for (const path of [route, ...aliases]) entries.push({ ...routed, path, canonical: route, title });
  };
  content.countries.forEach((entry) => add({ kind: 'country', entry }));
  content.services.forEach((entry) => add({ kind: 'service', entry }));
  content.scholarships.forEach((entry) => add({ kind: 'scholarship', entry }));
  content.pages.forEach((entry) => add({ kind: 'page', entry }));

  const byPath = new Map<string, Route>();
  const byLowerCase = new Map<string, Route>();
  for (const route of entries) {
    const where = route.path === route.canonical ? 'route' : 'aliases';
    if (isReservedPath(route.path)) {
      problems.add(route.entry.file, where, `${route.path} is reserved for the site itself`);
      continue;
    }
    const same = byPath.get(route.path);
    if (same) {
      problems.add(route.entry.file, where, `${route.path} is already the route of ${same.entry.file}`);
      continue;
    }
    // Paths that differ only in letter case must be one page, or case-insensitive recovery could not choose.
    const lower = byLowerCase.get(route.path.toLowerCase());
    if (lower && lower.canonical !== route.canonical) {
      problems.add(route.entry.file, where, `${route.path} differs only in letter case from ${lower.path} of ${lower.entry.file}`);
      continue;
    }
    byPath.set(route.path, route);
    byLowerCase.set(route.path.toLowerCase(), route);
  }
  return { entries, byPath };
}

/** Each page once, at its canonical path (aliases left out): the sitemap, social images, search index. */
export function canonicalRoutes(table: RouteTable): Route[] {
  return table.entries.filter((route) => route.path === route.canonical);
}

/**
 * Lower-cased path -> canonical path, for sending `/UKStudyAbroad` or `/aboutus` to the real page.
 * Includes `/` so that `/Index`-style typos of home are not needed: only content routes vary.
 */
export function caseInsensitiveMap(table: RouteTable): Record<string, string> {
  const map: Record<string, string> = {};
  for (const route of table.entries) map[route.path.toLowerCase()] = route.canonical;
  return map;
}
