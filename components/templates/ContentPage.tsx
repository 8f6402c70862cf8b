import type { ComponentType } from 'react';
import type { PageView, RouteKind, ViewOfKind } from '@/lib/view/route';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { TemplatedPageView } from './registry';
import { CountryPage } from './CountryPage';
import { ServicePage } from './ServicePage';
import { ScholarshipPage } from './ScholarshipPage';
import { EventPage } from '@/components/events/EventPage';
import { NewsArticlePage } from '@/components/events/NewsArticlePage';
// After the templates: the order of imports is the order of the stylesheets a page inlines.
import { ClaimNotes } from '@/components/sections/ClaimNotes';

/**
 * The template of each route kind, one per collection that has pages (lib/content/collections):
 * the type makes it one entry per kind, no more and no fewer, each taking as `view` what
 * lib/view/route.ts builds for that kind.
 */
export const routeTemplates: { [K in RouteKind]: ComponentType<{ view: ViewOfKind[K] }> } = {
  country: CountryPage,
  service: ServicePage,
  scholarship: ScholarshipPage,
  page: TemplatedPageView,
  event: EventPage,
  news: NewsArticlePage,
};

/** Breadcrumbs above the page, then the template of its route's kind, then the claims it makes. */
export function ContentPage<K extends RouteKind>({ view }: { view: PageView<K> }) {
  const Template: ComponentType<{ view: ViewOfKind[K] }> = routeTemplates[view.kind];
  return (
    <>
      <Breadcrumbs {...view.breadcrumbs} />
      <Template view={view.templateView} />
      <ClaimNotes {...view.claimNotes} />
    </>
  );
}
