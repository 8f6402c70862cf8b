/**
 * For a path of an edition, its route, and what every content page has around its kind's template
 * (breadcrumbs, claim notes). The view of each kind is its own module here; app/content-route.tsx
 * lists each kind with its view builder and its template.
 */
import type { SiteContent } from '../content/load';
import type { Route, RouteContent, RouteKind } from '../content/routes';
import { pathIn } from '../content/edition-links';
import { claimNoteLines, figureClaimLines } from '../present/trust';

export type { RouteKind };

/** The route of an edition's content at a path's segments (`['events', 'open-day']` is /events/open-day). */
export function routeFor(content: SiteContent, segments: readonly string[]): Route | undefined {
  // Next hands over each segment URL-encoded as it appeared in the path.
  return content.routes.byPath.get(`/${segments.map(decodeURIComponent).join('/')}`);
}

/** The content file of each route kind, by kind. */
export type EntryOfKind = { [K in RouteKind]: Extract<RouteContent, { kind: K }>['entry'] };

/** What every content page has around its kind's template: the breadcrumbs above, the claims its words make below. */
export type PageChrome = {
  breadcrumbs: { label: string; site: SiteContent['site']['data']; crumbs: { name: string; path: string }[] };
  claimNotes: { heading: string; lines: string[] };
};

export function pageChrome(content: SiteContent, route: Route): PageChrome {
  const { site, labels } = content;
  return {
    breadcrumbs: {
      label: labels.common.breadcrumbLabel,
      site: site.data,
      crumbs: [
        { name: labels.common.breadcrumbHome, path: pathIn(content, '/') },
        { name: route.title, path: pathIn(content, route.canonical) },
      ],
    },
    claimNotes: {
      heading: labels.trust.claimsOnPage,
      lines: [...claimNoteLines(route.entry.claims, site.data, labels.trust), ...figureClaimLines(route.entry.figureClaims, content)],
    },
  };
}
