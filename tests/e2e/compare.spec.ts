import { test, expect } from './fixtures';
import { loadContent } from '../../lib/content/load';
import { compareColumns, compareRows } from '../../lib/compare';

// Every expected cell comes from the country figures, through the same formatter as the page.
const content = loadContent(process.cwd());
const rows = compareRows(content);
const names = rows.map((r) => r.name);
const labels = content.labels.compare;

test('one row per country, each linking to its guide, every cell its own figure, all in the static HTML', async ({ page, request }) => {
  const html = await (await request.get('/compare')).text();
  for (const name of names) expect(html).toContain(`>${name}</a>`);
  await page.goto('/compare');
  const tableRows = page.getByRole('table').getByRole('row');
  await expect(tableRows).toHaveCount(rows.length + 1);
  await expect(page.getByRole('rowheader').getByRole('link')).toHaveText(names);
  for (const [i, row] of rows.entries()) {
    await expect(page.getByRole('rowheader').nth(i).getByRole('link')).toHaveAttribute('href', row.route);
    const budget = row.budget ? `${row.budget.text}${row.budget.tuitionOnly ? labels.tuitionOnly : ''}` : '';
    const cells = compareColumns.map((c) => `${row.cells[c].text}${row.cells[c].estimate ?? ''}`);
    await expect(tableRows.nth(i + 1).getByRole('cell')).toHaveText([budget, ...cells]);
  }
});

test('a figure the guide does not give stays blank, never borrowed from another field', async ({ page }) => {
  await page.goto('/compare');
  const figuresOf = (id: string) => content.countries.find((e) => e.id === id)?.data.figures ?? {};
  const blanks = rows.flatMap((row, i) => compareColumns.filter((c) => figuresOf(row.id)[c] === undefined).map((c) => ({ i, c })));
  expect(blanks.length).toBeGreaterThan(0);
  for (const { i, c } of blanks) {
    await expect(page.getByRole('table').getByRole('row').nth(i + 1).getByRole('cell').nth(compareColumns.indexOf(c) + 1)).toHaveText('');
  }
});

test('sorting by a column, both ways, announced with aria-sort; blanks last', async ({ page }) => {
  await page.goto('/compare');
  const header = page.getByRole('columnheader', { name: new RegExp(`^${labels.budgetColumn}`) });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const byBudget = rows.filter((r) => r.budget).sort((a, b) => (a.budget?.pkr ?? 0) - (b.budget?.pkr ?? 0));
  await expect(page.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(byBudget[0]?.name ?? '');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(byBudget.at(-1)?.name ?? '');

  const country = page.getByRole('columnheader', { name: new RegExp(`^${labels.countryColumn}`) });
  await country.getByRole('button').click();
  await expect(page.getByRole('rowheader')).toHaveText([...names].sort((a, b) => a.localeCompare(b)));
});

test('the budget filter compares every country in rupees, whatever its currency', async ({ page }) => {
  await page.goto('/compare');
  const budgets = rows.flatMap((r) => (r.budget ? [r.budget.pkr] : [])).sort((a, b) => a - b);
  // A limit between the third and fourth cheapest countries keeps exactly three.
  const limit = Math.floor(((budgets[2] ?? 0) + (budgets[3] ?? 0)) / 2);
  const fitting = rows.filter((r) => r.budget && r.budget.pkr <= limit).map((r) => r.name);
  expect(fitting).toHaveLength(3);
  await page.getByLabel(labels.budgetLabel).fill(String(limit));
  await expect(page.getByRole('rowheader').getByRole('link')).toHaveText(fitting);
  await expect(page.getByRole('status')).toContainText(`${fitting.length} of ${rows.length}`);
  await page.getByRole('button', { name: labels.showAll }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(rows.length + 1);
});

test('says the rupee estimates are indicative and when the rates were taken', async ({ page }) => {
  await page.goto('/compare');
  const note = page.locator('.rupee-note');
  await expect(note.getByRole('link', { name: content.exchangeRates.data.source.label })).toHaveAttribute('href', content.exchangeRates.data.source.href);
  const date = new Date(`${content.exchangeRates.data.taken}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  await expect(note).toContainText(date);
});

test('linked from the Study Abroad menu and from every country guide', async ({ page }) => {
  const compare = content.pages.find((p) => p.data.template === 'compare');
  if (compare?.data.template !== 'compare') throw new Error('no compare page in content');
  await page.goto('/');
  await page.getByRole('button', { name: 'Study Abroad' }).click();
  await expect(page.locator('#menu-countries').getByRole('link', { name: 'Compare all countries' })).toHaveAttribute('href', compare.data.route);
  await page.goto('/georgiaStudyAbroad');
  await expect(page.getByRole('main').getByRole('link', { name: compare.data.countryLinkLabel })).toHaveAttribute('href', compare.data.route);
});
