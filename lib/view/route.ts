/**
 * For a path of an edition, its route and the view its page draws: one builder per route kind
 * (`kindViews`), and what every content page has around its template (breadcrumbs, claim notes).
 * app/(en)/[...slug] and app/(ur)/ur/[...slug] hand the result to components/templates/ContentPage.tsx.
 */
import type { SiteContent } from '../content/load';
import type { Route, RouteContent, RouteKind } from '../content/routes';
import { pathIn } from '../content/edition-links';
import { claimNoteLines, figureClaimLines } from '../present/trust';
import { countryView, type CountryView } from './country';
import { serviceView, type ServiceView } from './service';
import { scholarshipView, type ScholarshipView } from './scholarship';
import { eventView, type EventView } from './event';
import { newsView, type NewsView } from './news';

export type { RouteKind };

/** The route of an edition's content at a path's segments (`['events', 'open-day']` is /events/open-day). */
export function routeFor(content: SiteContent, segments: readonly string[]): Route | undefined {
  // Next hands over each segment URL-encoded as it appeared in the path.
  return content.routes.byPath.get(`/${segments.map(decodeURIComponent).join('/')}`);
}

/** The content file of each route kind, by kind. */
export type EntryOfKind = { [K in RouteKind]: Extract<RouteContent, { kind: K }>['entry'] };

/**
 * What the template of each route kind is given as its one prop, `view`: a view model for the
 * kinds that have one; the pages of content/pages (not yet moved to views) get their file and the
 * site's content.
 */
type KindViews = { country: CountryView; service: ServiceView; scholarship: ScholarshipView; event: EventView; news: NewsView };
export type ViewOfKind = {
  [K in RouteKind]: K extends keyof KindViews ? KindViews[K] : { entry: EntryOfKind[K]; content: SiteContent };
};

/** The view builder of each route kind: the type makes it one per kind, no more and no fewer. */
const kindViews: { [K in RouteKind]: (entry: EntryOfKind[K], content: SiteContent) => ViewOfKind[K] } = {
  country: countryView,
  service: serviceView,
  scholarship: scholarshipView,
  page: (entry, content) => ({ entry, content }),
  event: eventView,
  news: newsView,
};

/** A content page: its route's kind and that kind's view, with the breadcrumbs above and the claim notes below. */
export type PageView<K extends RouteKind = RouteKind> = {
  kind: K;
  /** What the kind's template is given as `view`. */
  templateView: ViewOfKind[K];
  breadcrumbs: { label: string; site: SiteContent['site']['data']; crumbs: { name: string; path: string }[] };
  claimNotes: { heading: string; lines: string[] };
};

export function pageView<K extends RouteKind>(content: SiteContent, route: Route & { kind: K; entry: EntryOfKind[K] }): PageView<K> {
  const { site, labels } = content;
  const build: (entry: EntryOfKind[K], content: SiteContent) => ViewOfKind[K] = kindViews[route.kind];
  return {
    kind: route.kind,
    templateView: build(route.entry, content),
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
