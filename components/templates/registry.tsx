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

/** The page drawn by the component its `template` names (a content page's template is given `view`, as every route kind's is). */
export function TemplatedPageView<K extends PageTemplate>({ view: { entry, content } }: { view: TemplateProps<K> }) {
  const Template: ComponentType<TemplateProps<K>> = pageTemplateViews[entry.data.template];
  return <Template entry={entry} content={content} />;
}
