/**
 * The route table: every flat content route (`/ukStudyAbroad`, `/visa-guidance`, ...) and its
 * aliases, built from the content files. One dynamic segment, app/[slug], serves all of them.
 */
import type { Problems } from './problem';
import type { RoutesOf, Routed } from './collections/define';
import type { SiteCollections } from './collections';
import { isReservedPath } from './reserved-routes';

/**
 * The content file behind a route, typed by its kind (and, for a page, by its `template`): one
 * member per collection of lib/content/collections that declares a route kind.
 */
export type RouteContent = RoutesOf<SiteCollections>;

export type RouteKind = RouteContent['kind'];

/** One path of the site and the parsed content file it shows: narrowing on `kind` types `entry`. */
export type Route<R extends Routed = RouteContent> = R & {
  /** The path this route answers on. */
  path: string;
  /** The page's one canonical path; differs from `path` only for an alias. */
  canonical: string;
  title: string;
};

export type RouteTable<R extends Routed = RouteContent> = {
  entries: Route<R>[];
  byPath: Map<string, Route<R>>;
};


/** The table of every routed file, in the order the collections gave them. */
export function buildRouteTable<R extends Routed>(routed: R[], problems: Problems): RouteTable<R> {
  const entries: Route<R>[] = [];
  for (const file of routed) {
    // Only some kinds of file may list aliases.
    const { route, title, aliases = [] } = file.entry.data;
    for (const path of [route, ...aliases]) entries.push({ ...file, path, canonical: route, title });
  }

  const byPath = new Map<string, Route<R>>();
  const byLowerCase = new Map<string, Route<R>>();
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
export function caseInsensitiveMap<R extends Routed>(table: RouteTable<R>): Record<string, string> {
  const map: Record<string, string> = {};
  for (const route of table.entries) map[route.path.toLowerCase()] = route.canonical;
  return map;
}
