import { compareColumns, compareRows, englishTests } from '@/lib/present/compare-rows';
import { rupeeNote } from '@/lib/present/money';
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

/** /compare: every study destination in one table, from the same country figures as the guides. */
export function ComparePage({ view: { entry, content } }: { view: CompareView }) {
  const page = entry.data;
  const labels = content.labels.compare;
  return (
    <>
      <PageHero heading={page.heading ?? page.title} lead={page.intro} />
      <section className="section" aria-label={labels.regionLabel}>
        <div className="container">
          <Island.CompareTable rows={compareRows(content)} columns={compareColumns.map((key) => ({ key, label: page.columns[key] }))} budgetHeading={page.budgetHeading} labels={labels} tests={[...englishTests]} newTabLabel={content.labels.common.newTab} />
          <RupeeNote note={rupeeNote(content)} newTabLabel={content.labels.common.newTab} />
          <Prose markdown={entry.body} className="compare-notes" />
        </div>
      </section>
    </>
  );
}
