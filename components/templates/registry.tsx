/**
 * The component half of the page-template registry (the schema half is lib/content/collections/pages.ts):
 * each template name of `pageSchemas` and the component that draws a page of it. The type makes
 * it one entry per template, no more and no fewer, each taking that template's data.
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

export const pageTemplates: { [K in PageTemplate]: ComponentType<TemplateProps<K>> } = {
  basic: BasicPage,
  contact: ContactPage,
  visa: VisaPage,
  partners: PartnersPage,
  timeline: TimelinePage,
  team: TeamPage,
  compare: ComparePage,
  planner: PlannerPage,
  'fee-changes': FeeChangesPage,
  'how-we-work': HowWeWorkPage,
  checklist: ChecklistPage,
};

/** The page drawn by the component its `template` names. */
export function TemplatedPageView<K extends PageTemplate>({ entry, content }: TemplateProps<K>) {
  const Template: ComponentType<TemplateProps<K>> = pageTemplates[entry.data.template];
  return <Template entry={entry} content={content} />;
}
