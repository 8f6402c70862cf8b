/**
 * A page of content/pages: the view of its template. One view builder per template (lib/view/pages/),
 * each a row here; components/templates/registry.tsx has the component that draws each.
 */
import type { SiteContent } from '../content/load';
import type { Entry } from '../content/entry';
import type { PageTemplate, TemplatedPage } from '../content/schemas';

export type { PageTemplate };
import { basicView } from './pages/basic';
import { contactView } from './pages/contact';
import { visaView } from './pages/visa';
import { partnersView } from './pages/partners';
import { timelineView } from './pages/timeline';
import { teamView } from './pages/team';
import { compareView } from './pages/compare';
import { plannerView } from './pages/planner';
import { feeChangesView } from './pages/fee-changes';
import { eventsView } from './pages/events';
import { newsListView } from './pages/news';
import { howWeWorkView } from './pages/how-we-work';
import { checklistView } from './pages/checklist';

const builders = {
  basic: basicView,
  contact: contactView,
  visa: visaView,
  partners: partnersView,
  timeline: timelineView,
  team: teamView,
  compare: compareView,
  planner: plannerView,
  'fee-changes': feeChangesView,
  events: eventsView,
  news: newsListView,
  'how-we-work': howWeWorkView,
  checklist: checklistView,
} satisfies { [K in PageTemplate]: (entry: Entry<TemplatedPage<K>>, content: SiteContent) => unknown };

/** What each template's component is given as `view`. */
export type PageViews = { [K in PageTemplate]: ReturnType<(typeof builders)[K]> };

const pageViews: { [K in PageTemplate]: (entry: Entry<TemplatedPage<K>>, content: SiteContent) => PageViews[K] } = builders;

/** A page's view, named by its template so the registry picks the component that draws it. */
export type PageView<K extends PageTemplate = PageTemplate> = { [P in K]: { template: P; view: PageViews[P] } }[K];

function viewOf<K extends PageTemplate>(template: K, entry: Entry<TemplatedPage<K>>, content: SiteContent): PageView<K> {
  return { template, view: pageViews[template](entry, content) };
}

/** The view of a page of content/pages, built by its template's builder. */
export function pageView(entry: Entry<TemplatedPage>, content: SiteContent): PageView {
  return viewOf(entry.data.template, entry, content);
}
