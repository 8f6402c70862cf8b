/**
 * The comparison table's script: sorting both ways with blanks last, and the budget and English
 * filters. Its rows, cells, notes and links as built: tests/output/compare.test.ts.
 */
import { test, expect } from './fixtures';
import { textAt } from './content-files';
import { columns, label, LABELS, route, rows } from './compare-files';

// Every expected cell is read from the country files' own figures (./compare-files.ts), not from the
// presenter that builds the table.
const names = rows.map((r) => r.name);
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('sorting by a column, both ways, announced with aria-sort; blanks last', async ({ page }) => {
  await page.goto(route);
  const header = page.getByRole('columnheader', { name: startsWith(label('budgetColumn')) });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  // Only full budgets (tuition and living costs) are ranked; the incomplete ones sort with the blanks.
  const byBudget = rows.filter((r) => r.budget?.complete).sort((a, b) => (a.budget?.pkr ?? 0) - (b.budget?.pkr ?? 0));
  const unranked = rows.filter((r) => !r.budget?.complete).map((r) => r.name).sort();
  expect(unranked.length).toBeGreaterThan(0);
  await expect(page.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(byBudget[0]?.name ?? '');
  expect((await page.getByRole('rowheader').allTextContents()).slice(-unranked.length).sort()).toEqual(unranked);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(byBudget.at(-1)?.name ?? '');

  // Blanks last, whichever the direction: sorted by a column some guides leave blank, those end the table.
  const gappy = columns.find(({ key }) => rows.some((r) => r.figures[key] === undefined) && rows.some((r) => r.figures[key] !== undefined));
  if (!gappy) throw new Error('no compare column has blanks to sort');
  const blanks = rows.filter((r) => r.figures[gappy.key] === undefined).map((r) => r.name).sort();
  const gappyHeader = page.getByRole('columnheader', { name: startsWith(gappy.label) });
  for (const direction of ['ascending', 'descending']) {
    await gappyHeader.getByRole('button').click();
    await expect(gappyHeader).toHaveAttribute('aria-sort', direction);
    const shown = await page.getByRole('rowheader').allTextContents();
    expect(shown.slice(-blanks.length).sort(), direction).toEqual(blanks);
  }

  const country = page.getByRole('columnheader', { name: startsWith(label('countryColumn')) });
  await country.getByRole('button').click();
  await expect(page.getByRole('rowheader')).toHaveText([...names].sort((a, b) => a.localeCompare(b)));
});

test('the budget filter compares every country in rupees, whatever its currency', async ({ page }) => {
  await page.goto(route);
  const budgets = rows.flatMap((r) => (r.budget?.complete ? [r.budget.pkr] : [])).sort((a, b) => a - b);
  // A limit between the third and fourth cheapest countries keeps exactly three.
  const limit = Math.floor(((budgets[2] ?? 0) + (budgets[3] ?? 0)) / 2);
  // A tuition-only budget is never taken for a cheap one, however low.
  const fitting = rows.filter((r) => r.budget?.complete && r.budget.pkr <= limit).map((r) => r.name);
  expect(fitting).toHaveLength(3);
  const currencies = new Set(rows.flatMap((r) => (r.budget && r.figures.tuition?.kind === 'money' ? [r.figures.tuition.currency] : [])));
  expect(currencies.size).toBeGreaterThan(1);
  await page.getByLabel(label('budgetLabel')).fill(String(limit));
  await expect(page.getByRole('rowheader').getByRole('link')).toHaveText(fitting);
  await expect(page.getByRole('status')).toContainText(`${fitting.length} of ${rows.length}`);
  await page.getByRole('button', { name: label('showAll') }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(rows.length + 1);

  // An English score: only destinations whose guide gives a minimum for that test, at or below it.
  const minimums = rows.map((r) => ({ name: r.name, ielts: Number((r.englishMinimums ?? {}).ielts) }));
  const score = Math.min(...minimums.filter((m) => Number.isFinite(m.ielts)).map((m) => m.ielts));
  const passing = minimums.filter((m) => Number.isFinite(m.ielts) && m.ielts <= score).map((m) => m.name);
  expect(passing.length).toBeGreaterThan(0);
  await page.getByLabel(label('englishTest')).selectOption({ label: textAt(LABELS, 'compare.tests.ielts') });
  await page.getByLabel(label('englishScore')).fill(String(score));
  await expect(page.getByRole('rowheader').getByRole('link')).toHaveText(passing);
  await expect(page.getByRole('status')).toContainText(label('adviserConfirms'));
});
