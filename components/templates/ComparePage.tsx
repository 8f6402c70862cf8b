import { PageHero } from '@/components/sections/PageHero';
import { Prose } from '@/components/sections/Prose';
import { RupeeNote } from '@/components/sections/RupeeNote';
import { Island } from '@/components/island-boundary';
import type { CompareView } from '@/lib/view/pages/compare';
import '@/components/sections/section.css';
import './compare.css';
import '@/components/ui/button.css';
import '@/components/ui/table.css';
import '@/components/sections/rupee-note.css';
import '@/components/compare/compare-table.css';

/** /compare: every study destination in one table, from the same country figures as the guides; drawn from the view (lib/view/pages/compare.ts). */
export function ComparePage({ view }: { view: CompareView }) {
  const { table, newTabLabel } = view;
  return (
    <>
      <PageHero heading={view.hero.heading} lead={view.hero.lead} />
      <section className="section" aria-label={view.regionLabel}>
        <div className="container">
          <Island.CompareTable rows={table.rows} columns={table.columns} budgetHeading={table.budgetHeading} labels={table.labels} tests={table.tests} newTabLabel={newTabLabel} />
          <RupeeNote note={view.rupeeNote} newTabLabel={newTabLabel} />
          <Prose markdown={view.notes} className="compare-notes" />
        </div>
      </section>
    </>
  );
}
