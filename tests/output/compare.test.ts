/**
 * The comparison table's static rows (moved from tests/e2e/compare.spec.ts): one row per country
 * linking to its guide, every cell its own figure, blanks left blank, the note on the rupee
 * estimates, and the links to /compare. Sorting and filtering need the table's script: compare.spec.ts.
 * Every expected cell is read from the country files' own figures (../e2e/compare-files.ts).
 */
import { within } from '@testing-library/dom';
import { readContentFile, shownFigure, siteMenu, textAt } from '../e2e/content-files';
import { COMPARE, columns, label, route, rows } from '../e2e/compare-files';
import { nameContaining, page, shown, textContentOf } from './site-output';

const RATES = 'content/exchange-rates.md';

/** The table's rows below its header, each as its row header's link and its cells' text. */
function tableRows() {
  const table = within(shown(route)).getByRole('table');
  const [header, ...body] = within(table).getAllByRole('row');
  return { table, header, body };
}

test('one row per country, each linking to its guide, every cell its own figure', () => {
  const { header, body } = tableRows();
  if (!header) throw new Error(`${route}: the table has no rows`);
  const headers = within(header).getAllByRole('columnheader').map((cell) => textContentOf(cell));
  const expected = [label('countryColumn'), label('budgetColumn'), ...columns.map((c) => c.label)];
  expect(headers).toHaveLength(expected.length);
  for (const [i, text] of expected.entries()) expect(headers[i]?.startsWith(text)).toBe(true);
  expect(body).toHaveLength(rows.length);
  for (const [i, row] of rows.entries()) {
    const tr = body[i];
    if (!tr) throw new Error(`no row ${i + 1}`);
    const link = within(within(tr).getByRole('rowheader')).getByRole('link');
    expect([textContentOf(link), link.getAttribute('href')]).toEqual([row.name, row.route]);
    const budget = row.budget ? `${row.budget.text}${row.budget.complete ? '' : label('incomplete')}` : '';
    const cells = columns.map(({ key }) => {
      const figure = row.figures[key];
      return figure ? shownFigure(figure) : '';
    });
    expect(within(tr).getAllByRole('cell').map((cell) => textContentOf(cell))).toEqual([budget, ...cells]);
  }
});

test('a figure the guide does not give stays blank, never borrowed from another field', () => {
  const { body } = tableRows();
  const blanks = rows.flatMap((row, i) => columns.flatMap(({ key }, c) => (row.figures[key] === undefined ? [{ i, c }] : [])));
  expect(blanks.length).toBeGreaterThan(0);
  for (const { i, c } of blanks) {
    const cell = body[i] ? within(body[i]).getAllByRole('cell')[c + 1] : undefined;
    expect(cell).toBeDefined();
    expect(textContentOf(cell)).toBe('');
  }
});

test('says the rupee estimates are indicative and when the rates were taken', () => {
  const note = shown(route).querySelector<HTMLElement>('.rupee-note');
  if (!note) throw new Error(`${route}: no .rupee-note`);
  expect(within(note).getByRole('link', { name: nameContaining(textAt(RATES, 'source.label')) }).getAttribute('href')).toBe(textAt(RATES, 'source.href'));
  // gray-matter reads `taken: 2026-11-22` as a date.
  const taken = readContentFile(RATES).data.taken;
  if (!(taken instanceof Date)) throw new Error(`${RATES}: taken is not a date`);
  expect(textContentOf(note)).toContain(taken.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
});

test('linked from the Study Abroad menu and from every country guide', () => {
  const menu = siteMenu('countries');
  const link = menu.links.find((l) => l.href === route);
  if (!link) throw new Error(`content/site.md: the countries menu does not link ${route}`);
  const list = shown('/').querySelector<HTMLElement>('#menu-countries');
  if (!list) throw new Error('/: no #menu-countries');
  // The menu's list is in the static HTML, shown by its button.
  expect(within(list).getByRole('link', { name: nameContaining(link.label), hidden: true }).getAttribute('href')).toBe(route);
  const words = textAt(COMPARE, 'countryLinkLabel');
  for (const country of rows) {
    const links = [...page(country.route).querySelectorAll('main a')].filter((a) => textContentOf(a).includes(words));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([route]);
  }
});
