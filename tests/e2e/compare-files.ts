/**
 * The comparison table as the files say, shared by its output checks (tests/output/compare.test.ts)
 * and its browser test (compare.spec.ts). Every expected cell is read from the country files' own
 * figures (./content-files), not from the presenter that builds the table.
 */
import { countryFiles, firstYearBudget, mappingAt, textAt } from './content-files';

export const COMPARE = 'content/pages/compare.md';
export const LABELS = 'content/labels.md';
export const route = textAt(COMPARE, 'route');
export const columns = mappingAt(COMPARE, 'columns').map(([key, label]) => ({ key, label: String(label) }));
export const label = (key: string) => textAt(LABELS, `compare.${key}`);
// In menu order; guides outside the menu come last, in file order.
export const rows = countryFiles()
  .sort((a, b) => (a.menuOrder ?? Infinity) - (b.menuOrder ?? Infinity))
  .map((country) => ({ ...country, budget: firstYearBudget(country) }));
