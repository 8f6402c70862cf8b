import { test, expect } from './fixtures';
import { countryFiles, firstYearBudget, mappingAt, readContentFile, shownFigure, siteMenu, textAt } from './content-files';

// Every expected cell is read from the country files' own figures (./content-files), not from the
// presenter that builds the table.
const COMPARE = 'content/pages/compare.md';
const LABELS = 'content/labels.md';
const RATES = 'content/exchange-rates.md';
const route = textAt(COMPARE, 'route');
const columns = mappingAt(COMPARE, 'columns').map(([key, label]) => ({ key, label: String(label) }));
const label = (key: string) => textAt(LABELS, `compare.${key}`);
// In menu order; guides outside the menu come last, in file order.
const rows = countryFiles()
  .sort((a, b) => (a.menuOrder ?? Infinity) - (b.menuOrder ?? Infinity))
  .map((country) => ({ ...country, budget: firstYearBudget(country) }));
const names = rows.map((r) => r.name);
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('one row per country, each linking to its guide, every cell its own figure, all in the static HTML', async ({ page, request }) => {
  const html = await (await request.get(route)).text();
  for (const name of names) expect(html).toContain(`>${name}</a>`);
  await page.goto(route);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([label('countryColumn'), label('budgetColumn'), ...columns.map((c) => c.label)].map(startsWith));
  const tableRows = table.getByRole('row');
  await expect(tableRows).toHaveCount(rows.length + 1);
  await expect(page.getByRole('rowheader').getByRole('link')).toHaveText(names);
  for (const [i, row] of rows.entries()) {
    await expect(page.getByRole('rowheader').nth(i).getByRole('link')).toHaveAttribute('href', row.route);
    const budget = row.budget ? `${row.budget.text}${row.budget.complete ? '' : label('incomplete')}` : '';
    const cells = columns.map(({ key }) => {
      const figure = row.figures[key];
      return figure ? shownFigure(figure) : '';
    });
    await expect(tableRows.nth(i + 1).getByRole('cell')).toHaveText([budget, ...cells]);
  }
});

test('a figure the guide does not give stays blank, never borrowed from another field', async ({ page }) => {
  await page.goto(route);
  const blanks = rows.flatMap((row, i) => columns.flatMap(({ key }, c) => (row.figures[key] === undefined ? [{ i, c }] : [])));
  expect(blanks.length).toBeGreaterThan(0);
  for (const { i, c } of blanks) {
    await expect(page.getByRole('table').getByRole('row').nth(i + 1).getByRole('cell').nth(c + 1)).toHaveText('');
  }
});

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

test('says the rupee estimates are indicative and when the rates were taken', async ({ page }) => {
  await page.goto(route);
  const note = page.locator('.rupee-note');
  await expect(note.getByRole('link', { name: textAt(RATES, 'source.label') })).toHaveAttribute('href', textAt(RATES, 'source.href'));
  // gray-matter reads `taken: 2026-11-22` as a date.
  const taken = readContentFile(RATES).data.taken;
  if (!(taken instanceof Date)) throw new Error(`${RATES}: taken is not a date`);
  const date = taken.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  await expect(note).toContainText(date);
});

test('linked from the Study Abroad menu and from every country guide', async ({ page }) => {
  const menu = siteMenu('countries');
  const link = menu.links.find((l) => l.href === route);
  if (!link) throw new Error(`content/site.md: the countries menu does not link ${route}`);
  await page.goto('/');
  await page.getByRole('button', { name: menu.label }).click();
  await expect(page.locator('#menu-countries').getByRole('link', { name: link.label })).toHaveAttribute('href', route);
  await page.goto('/georgiaStudyAbroad');
  await expect(page.getByRole('main').getByRole('link', { name: textAt(COMPARE, 'countryLinkLabel') })).toHaveAttribute('href', route);
});
