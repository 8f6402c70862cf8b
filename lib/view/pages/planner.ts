/**
 * The view of a page of the `planner` template (content/pages): the cost planner island's props
 * (plain JSON: every destination's cost model and the exchange rates) and every destination's
 * default plan, which the page prints as a table for readers without scripts.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';
import { pageHeroView } from './intro';
import { pathIn } from '../../content/edition-links';
import { defaultPlans, planDestinations, ratesFor } from '../../present/cost-planner';
import { rupeeNote } from '../../present/money';

export function plannerView(entry: Entry<TemplatedPage<'planner'>>, content: SiteContent) {
  const page = entry.data;
  const words = content.labels.planner;
  const newTabLabel = content.labels.common.newTab;
  const edition = content.edition.code;
  return {
    hero: pageHeroView(page),
    planner: {
      destinations: planDestinations(content),
      rates: ratesFor(content),
      heading: page.formHeading,
      // The enquiry form the plan is sent to: the site's contact page, else /contact in the edition.
      contactRoute: content.pages.find((p) => p.data.template === 'contact')?.data.route ?? pathIn(content, '/contact'),
      whatsapp: content.site.data.contact.whatsapp,
    },
    rupeeNote: rupeeNote(content),
    rounding: words.rounding,
    notes: entry.body,
    tablesHeading: page.tablesHeading,
    plans: defaultPlans(content),
    words,
    edition,
    newTabLabel,
  };
}

/** What the cost planner page shows, as one plain object (built by plannerView). */
export type PlannerView = ReturnType<typeof plannerView>;
