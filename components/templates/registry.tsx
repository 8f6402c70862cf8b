/**
 * The component half of the page templates (their rows, name, label and schema, are `pageTemplates`
 * in lib/content/collections/pages.ts; their view builders are lib/view/page.ts): the component that
 * draws a page of each. The type makes it one entry per row, no more and no fewer, each taking that
 * template's view.
 */
import type { ComponentType } from 'react';
import type { PageTemplate, PageView, PageViews } from '@/lib/view/page';
import { VisaPage } from './VisaPage';
import { ContactPage } from './ContactPage';
import { ComparePage } from './ComparePage';
import { PlannerPage } from './PlannerPage';
import { FeeChangesPage } from './FeeChangesPage';
import { BasicPage, PartnersPage, TeamPage, TimelinePage } from './AboutPages';
import { ChecklistPage, HowWeWorkPage } from './TrustPages';
import { EventsPage } from '@/components/events/EventsPage';
import { NewsPage } from '@/components/events/NewsPage';

export const pageTemplateViews: { [K in PageTemplate]: ComponentType<{ view: PageViews[K] }> } = {
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

/** A content page drawn by the component of the template its view names. */
export function TemplatedPageView<K extends PageTemplate>({ view: { template, view } }: { view: PageView<K> }) {
  const Template: ComponentType<{ view: PageViews[K] }> = pageTemplateViews[template];
  return <Template view={view} />;
}
