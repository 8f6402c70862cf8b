import { getContent } from '@/lib/content/load';
import { compareColumns, compareRows } from '@/lib/compare';
import { PageHero } from '@/components/sections/PageHero';
import { Prose } from '@/components/sections/Prose';
import { CompareTable } from '@/components/compare/CompareTable';
import type { PageOf } from './AboutPages';

/** /compare: every study destination in one table, from the same country files as the guides. */
export function ComparePage({ entry }: { entry: PageOf<'compare'> }) {
  const page = entry.data;
  const rows = compareRows(getContent());
  // Currencies offered by the budget filter, the most used first.
  const counts = new Map<string, number>();
  rows.forEach((r) => r.budget && counts.set(r.budget.currency, (counts.get(r.budget.currency) ?? 0) + 1));
  const currencies = [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b));
  return (
    <>
      <PageHero heading={page.heading ?? page.title} lead={page.intro} />
      <section className="section" aria-label="Comparison">
        <div className="container">
          <CompareTable rows={rows} columns={compareColumns.map((key) => ({ key, label: page.columns[key] }))} budgetHeading={page.budgetHeading} currencies={currencies} />
          <Prose markdown={entry.body} className="compare-notes" />
        </div>
      </section>
    </>
  );
}
