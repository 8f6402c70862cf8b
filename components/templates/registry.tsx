/**
 * The component half of the page templates (their rows, name, label and schema, are `pageTemplates`
 * in lib/content/collections/pages.ts): the component that draws a page of each. The type makes
 * it one entry per row, no more and no fewer, each taking that template's data.
 */
import type { ComponentType } from 'react';
import type { PageTemplate } from '@/lib/content/schemas';
import type { TemplateProps } from './template-props';
import { VisaPage } from './VisaPage';
import { ContactPage } from './ContactPage';
import { ComparePage } from './ComparePage';
import { PlannerPage } from './PlannerPage';
import { FeeChangesPage } from './FeeChangesPage';
import { BasicPage, PartnersPage, TeamPage, TimelinePage } from './AboutPages';
import { ChecklistPage, HowWeWorkPage } from './TrustPages';
import { EventsPage } from '@/components/events/EventsPage';
import { NewsPage } from '@/components/events/NewsPage';
import { CountryPage } from './CountryPage';
import { ServicePage } from './ServicePage';
import { ScholarshipPage } from './ScholarshipPage';
import { EventPage } from '@/components/events/EventPage';
import { NewsArticlePage } from '@/components/events/NewsArticlePage';
import type { SiteContent } from '@/lib/content/load';
import type { RouteContent, RouteKind } from '@/lib/content/routes';

export const pageTemplateViews: { [K in PageTemplate]: ComponentType<TemplateProps<K>> } = {
  basic: BasicPage,
  contact: ContactPage,
  visa: VisaPage,
  partners: PartnersPage,
  timeline: TimelinePage,
  team: TeamPage,
  compare: ComparePage,
  planner: PlannerPage,
  'fee-changes': FeeChangesPage,
  events: EventsPage,
  news: NewsPage,
  'how-we-work': HowWeWorkPage,
  checklist: ChecklistPage,
};

/** The page drawn by the component its `template` names. */
export function TemplatedPageView<K extends PageTemplate>({ entry, content }: TemplateProps<K>) {
  const Template: ComponentType<TemplateProps<K>> = pageTemplateViews[entry.data.template];
  return <Template entry={entry} content={content} />;
}

/** The content file of each route kind, by kind. */
type EntryOfKind = { [K in RouteKind]: Extract<RouteContent, { kind: K }>['entry'] };

/** What a route kind's template is given: its file, and the site's content. */
export type RouteTemplateProps<K extends RouteKind> = { entry: EntryOfKind[K]; content: SiteContent };

/**
 * The template of each route kind, one per collection that has pages (lib/content/collections):
 * the type makes it one entry per kind, no more and no fewer, each taking that kind's file.
 */
export const routeTemplates: { [K in RouteKind]: ComponentType<RouteTemplateProps<K>> } = {
  country: CountryPage,
  service: ServicePage,
  scholarship: ScholarshipPage,
  page: TemplatedPageView,
  event: EventPage,
  news: NewsArticlePage,
};

/** The page drawn by the template of its route's kind. */
export function RouteView<K extends RouteKind>({ kind, entry, content }: { kind: K; entry: EntryOfKind[K]; content: SiteContent }) {
  const Template: ComponentType<RouteTemplateProps<K>> = routeTemplates[kind];
  return <Template entry={entry} content={content} />;
}
