import { defaultPlans, planDestinations, ratesFor } from '@/lib/present/cost-planner';
import { rupeeNote } from '@/lib/present/money';
import { PageHero } from '@/components/sections/PageHero';
import { Prose } from '@/components/sections/Prose';
import { RupeeNote } from '@/components/sections/RupeeNote';
import { Island } from '@/components/island-boundary';
import { PlanTable } from '@/components/planner/PlanTable';
import type { PlannerView } from '@/lib/view/pages/planner';
import { pathIn } from '@/lib/content/edition-links';
import { RENDER_LATER_CLASS } from '@/lib/render-later/shared';
import '@/components/sections/section.css';
import '@/components/ui/button.css';
import '@/components/ui/table.css';
import '@/components/sections/rupee-note.css';
import '@/components/planner/planner.css';

/**
 * The cost planner. Its static HTML holds every destination's default plan as a table, readable
 * without scripts and in print; the island above them adds the choices.
 */
export function PlannerPage({ view: { entry, content } }: { view: PlannerView }) {
  const page = entry.data;
  const words = content.labels.planner;
  const newTab = content.labels.common.newTab;
  const contact = content.pages.find((p) => p.data.template === 'contact')?.data.route ?? pathIn(content, '/contact');
  return (
    <>
      <PageHero heading={page.heading ?? page.title} lead={page.intro} />
      <section className="section planner">
        <div className="container">
          <Island.CostPlanner
            destinations={planDestinations(content)}
            rates={ratesFor(content)}
            words={words}
            edition={content.edition.code}
            heading={page.formHeading}
            newTabLabel={newTab}
            contactRoute={contact}
            whatsapp={content.site.data.contact.whatsapp}
          />
          <RupeeNote note={rupeeNote(content)} newTabLabel={newTab} />
          <p className="plan-rounding">{words.rounding}</p>
          <Prose markdown={entry.body} className="planner-notes" />
          <h2 className="planner-tables-heading">{page.tablesHeading}</h2>
          {defaultPlans(content).map(({ destination, plan }) => (
            <section key={destination.id} className={`planner-destination ${RENDER_LATER_CLASS}`} aria-labelledby={`plan-${destination.id}-heading`}>
              <h3 id={`plan-${destination.id}-heading`}>
                <a href={destination.route}>{destination.name}</a>
              </h3>
              <PlanTable destination={destination} plan={plan} words={words} edition={content.edition.code} newTabLabel={newTab} id={`plan-${destination.id}`} headingLevel={4} />
            </section>
          ))}
        </div>
      </section>
    </>
  );
}
