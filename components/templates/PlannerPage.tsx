import { PageHero } from '@/components/sections/PageHero';
import { Prose } from '@/components/sections/Prose';
import { RupeeNote } from '@/components/sections/RupeeNote';
import { Island } from '@/components/island-boundary';
import { PlanTable } from '@/components/planner/PlanTable';
import type { PlannerView } from '@/lib/view/pages/planner';
import { RENDER_LATER_CLASS } from '@/lib/render-later/shared';
import '@/components/sections/section.css';
import '@/components/ui/button.css';
import '@/components/ui/table.css';
import '@/components/sections/rupee-note.css';
import '@/components/planner/planner.css';

/**
 * The cost planner. Its static HTML holds every destination's default plan as a table, readable
 * without scripts and in print; the island above them adds the choices. Drawn from the view
 * (lib/view/pages/planner.ts).
 */
export function PlannerPage({ view }: { view: PlannerView }) {
  const { planner, words, edition, newTabLabel } = view;
  return (
    <>
      <PageHero heading={view.hero.heading} lead={view.hero.lead} />
      <section className="section planner">
        <div className="container">
          <Island.CostPlanner
            destinations={planner.destinations}
            rates={planner.rates}
            words={words}
            edition={edition}
            heading={planner.heading}
            newTabLabel={newTabLabel}
            contactRoute={planner.contactRoute}
            whatsapp={planner.whatsapp}
          />
          <RupeeNote note={view.rupeeNote} newTabLabel={newTabLabel} />
          <p className="plan-rounding">{view.rounding}</p>
          <Prose markdown={view.notes} className="planner-notes" />
          <h2 className="planner-tables-heading">{view.tablesHeading}</h2>
          {view.plans.map(({ destination, plan }) => (
            <section key={destination.id} className={`planner-destination ${RENDER_LATER_CLASS}`} aria-labelledby={`plan-${destination.id}-heading`}>
              <h3 id={`plan-${destination.id}-heading`}>
                <a href={destination.route}>{destination.name}</a>
              </h3>
              <PlanTable destination={destination} plan={plan} words={words} edition={edition} newTabLabel={newTabLabel} id={`plan-${destination.id}`} headingLevel={4} />
            </section>
          ))}
        </div>
      </section>
    </>
  );
}
