/**
 * The view of a page of the `compare` template (content/pages): every destination's row of the
 * comparison table, from the same country figures as the guides, with the table's words.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';
import { pageHeroView } from './intro';
import { compareColumns, compareRows, englishTests } from '../../present/compare-rows';
import { rupeeNote } from '../../present/money';

export function compareView(entry: Entry<TemplatedPage<'compare'>>, content: SiteContent) {
  const page = entry.data;
  const labels = content.labels.compare;
  return {
    hero: pageHeroView(page),
    regionLabel: labels.regionLabel,
    // What the CompareTable island is given; it travels to the browser as JSON.
    table: {
      rows: compareRows(content),
      columns: compareColumns.map((key) => ({ key, label: page.columns[key] })),
      budgetHeading: page.budgetHeading,
      labels,
      tests: [...englishTests],
    },
    rupeeNote: rupeeNote(content),
    notes: entry.body,
    newTabLabel: content.labels.common.newTab,
  };
}

/** What the comparison page shows, as one plain object (built by compareView). */
export type CompareView = ReturnType<typeof compareView>;
