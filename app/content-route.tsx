/**
 * Every content page, in either edition: the site read for the build (lib/content/load.ts), the
 * route of the path, the view its kind's builder makes (lib/view/), and the kind's template drawing
 * it between the breadcrumbs and the claims it makes. `kindPages` is the one list of route kinds,
 * each with its view builder and its template. app/(en)/[...slug]/page.tsx and
 * app/(ur)/ur/[...slug]/page.tsx are `contentRoute` for their edition.
 */
import type { ComponentType } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cachedSite, type SiteContent } from '@/lib/content/load';
import { ORIGINAL, editions, type EditionCode } from '@/lib/editions';
import { siteOptions } from '@/lib/settings';
import { translatedPages } from '@/lib/content/translated-pages';
import type { Route } from '@/lib/content/routes';
import { languageLinks, pageMetadata, segmentsOf } from '@/lib/present/route-lookup';
import { pageChrome, routeFor, type EntryOfKind, type RouteKind } from '@/lib/view/route';
import { countryView } from '@/lib/view/country';
import { serviceView } from '@/lib/view/service';
import { scholarshipView } from '@/lib/view/scholarship';
import { eventView } from '@/lib/view/event';
import { newsView } from '@/lib/view/news';
import { PageFrame } from '@/components/layout/DocumentShell';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { pageView, TemplatedPageView } from './page-templates';
import { CountryPage } from '@/components/templates/CountryPage';
import { ServicePage } from '@/components/templates/ServicePage';
import { ScholarshipPage } from '@/components/templates/ScholarshipPage';
import { EventPage } from '@/components/events/EventPage';
import { NewsArticlePage } from '@/components/events/NewsArticlePage';
// After the templates: the order of imports is the order of the stylesheets a page inlines.
import { ClaimNotes } from '@/components/sections/ClaimNotes';

/** A route kind's page: the view its builder makes of the entry and the site, and the template that draws that view. */
type KindPage<K extends RouteKind, V> = { view: (entry: EntryOfKind[K], content: SiteContent) => V; Template: ComponentType<{ view: V }> };

/** What each kind's template is given as `view`. */
type ViewOfKind = {
  country: ReturnType<typeof countryView>;
  service: ReturnType<typeof serviceView>;
  scholarship: ReturnType<typeof scholarshipView>;
  page: ReturnType<typeof pageView>;
  event: ReturnType<typeof eventView>;
  news: ReturnType<typeof newsView>;
};

/** One row per route kind, one per collection that has pages (lib/content/collections): the type asks for each kind, no more and no fewer. */
const kindPages: { [K in RouteKind]: KindPage<K, ViewOfKind[K]> } = {
  country: { view: countryView, Template: CountryPage },
  service: { view: serviceView, Template: ServicePage },
  scholarship: { view: scholarshipView, Template: ScholarshipPage },
  page: { view: pageView, Template: TemplatedPageView },
  event: { view: eventView, Template: EventPage },
  news: { view: newsView, Template: NewsArticlePage },
};

/** The kind's template, drawing the view its builder makes. */
function KindTemplate<K extends RouteKind>({ route, content }: { route: Route & { kind: K; entry: EntryOfKind[K] }; content: SiteContent }) {
  const { view, Template }: KindPage<K, ViewOfKind[K]> = kindPages[route.kind];
  return <Template view={view(route.entry, content)} />;
}

type Props = { params: Promise<{ slug: string[] }> };

/** The route functions of an edition's content pages: its paths, each page's metadata and the page. */
export function contentRoute(code: EditionCode) {
  const site = () => cachedSite(siteOptions(code));
  const translated = editions[code] !== ORIGINAL;
  // In a translated edition only pages with a translation are published; the build lists the others.
  const published = (route: Route | undefined) => (route && (!translated || route.entry.translation) ? route : undefined);
  const routeOf = async (params: Props['params']) => published(routeFor(site(), (await params).slug));
  return {
    staticParams(): { slug: string[] }[] {
      const paths = translated ? translatedPages(site()).map((page) => page.path).filter((path) => path !== '/') : site().routes.entries.map((route) => route.path);
      return paths.map((path) => ({ slug: segmentsOf(path) }));
    },
    async metadata({ params }: Props): Promise<Metadata> {
      const route = await routeOf(params);
      return route ? pageMetadata(route, site()) : {};
    },
    async Page({ params }: Props) {
      const route = await routeOf(params);
      if (!route) notFound();
      const content = site();
      const chrome = pageChrome(content, route);
      return (
        <PageFrame content={content} languages={languageLinks(content, route.canonical)}>
          <Breadcrumbs {...chrome.breadcrumbs} />
          <KindTemplate route={route} content={content} />
          <ClaimNotes {...chrome.claimNotes} />
        </PageFrame>
      );
    },
  };
}
