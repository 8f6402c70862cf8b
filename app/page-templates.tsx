/**
 * The drawing half of the page templates of content/pages (their rows, label and schema, are
 * `pageTemplates` in lib/content/collections/pages.ts): each template's view builder (lib/view/pages/)
 * and the component that draws that view, one row each. The types ask for one row per template, no
 * more and no fewer, whose builder takes that template's pages and whose component takes what the
 * builder makes. Kept apart from the content model so that loading content never imports React.
 */
import type { ComponentType } from 'react';
import type { SiteContent } from '@/lib/content/load';
import type { Entry } from '@/lib/content/entry';
import type { PageTemplate, TemplatedPage } from '@/lib/content/schemas';
import { basicView } from '@/lib/view/pages/basic';
import { contactView } from '@/lib/view/pages/contact';
import { visaView } from '@/lib/view/pages/visa';
import { partnersView } from '@/lib/view/pages/partners';
import { timelineView } from '@/lib/view/pages/timeline';
import { teamView } from '@/lib/view/pages/team';
import { compareView } from '@/lib/view/pages/compare';
import { plannerView } from '@/lib/view/pages/planner';
import { feeChangesView } from '@/lib/view/pages/fee-changes';
import { eventsView } from '@/lib/view/pages/events';
import { newsListView } from '@/lib/view/pages/news';
import { howWeWorkView } from '@/lib/view/pages/how-we-work';
import { checklistView } from '@/lib/view/pages/checklist';
import { VisaPage } from '@/components/templates/VisaPage';
import { ContactPage } from '@/components/templates/ContactPage';
import { ComparePage } from '@/components/templates/ComparePage';
import { PlannerPage } from '@/components/templates/PlannerPage';
import { FeeChangesPage } from '@/components/templates/FeeChangesPage';
import { BasicPage, PartnersPage, TeamPage, TimelinePage } from '@/components/templates/AboutPages';
import { ChecklistPage, HowWeWorkPage } from '@/components/templates/TrustPages';
import { EventsPage } from '@/components/events/EventsPage';
import { NewsPage } from '@/components/events/NewsPage';

/** A template's row: the builder of its view, and the component that draws exactly that view. */
const row = <K extends PageTemplate, V>(view: (entry: Entry<TemplatedPage<K>>, content: SiteContent) => V, Template: ComponentType<{ view: V }>) => ({ view, Template });

const rows = {
  basic: row(basicView, BasicPage),
  contact: row(contactView, ContactPage),
  visa: row(visaView, VisaPage),
  partners: row(partnersView, PartnersPage),
  timeline: row(timelineView, TimelinePage),
  team: row(teamView, TeamPage),
  compare: row(compareView, ComparePage),
  planner: row(plannerView, PlannerPage),
  'fee-changes': row(feeChangesView, FeeChangesPage),
  events: row(eventsView, EventsPage),
  news: row(newsListView, NewsPage),
  'how-we-work': row(howWeWorkView, HowWeWorkPage),
  checklist: row(checklistView, ChecklistPage),
} satisfies { [K in PageTemplate]: { view: (entry: Entry<TemplatedPage<K>>, content: SiteContent) => unknown } };

/** What each template's component is given as `view`. */
export type PageViews = { [K in PageTemplate]: ReturnType<(typeof rows)[K]['view']> };

// The same rows, typed by template so that a template's builder and component are picked together.
const pageTemplateRows: { [K in PageTemplate]: { view: (entry: Entry<TemplatedPage<K>>, content: SiteContent) => PageViews[K]; Template: ComponentType<{ view: PageViews[K] }> } } = rows;

/** A page's view, named by its template so that its component can be picked. */
export type PageView<K extends PageTemplate = PageTemplate> = { [P in K]: { template: P; view: PageViews[P] } }[K];

function viewOf<K extends PageTemplate>(template: K, entry: Entry<TemplatedPage<K>>, content: SiteContent): PageView<K> {
  return { template, view: pageTemplateRows[template].view(entry, content) };
}

/** The view of a page of content/pages, built by its template's builder. */
export function pageView(entry: Entry<TemplatedPage>, content: SiteContent): PageView {
  return viewOf(entry.data.template, entry, content);
}

/** A page of content/pages drawn by the component of the template its view names. */
export function TemplatedPageView<K extends PageTemplate>({ view: { template, view } }: { view: PageView<K> }) {
  const { Template }: { Template: ComponentType<{ view: PageViews[K] }> } = pageTemplateRows[template];
  return <Template view={view} />;
}
