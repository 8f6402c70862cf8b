/**
 * What the cost planner and the fee changes show with scripts held back, as built (moved from
 * tests/e2e/planner.spec.ts): every destination's default plan as a table, the UK guide's recorded
 * changes band by band, /fee-changes listing them, and /compare's link to it. The planner's choices,
 * totals and printing need its script and stay in the browser. Expectations come from the files as
 * an editor wrote them.
 */
import { within } from '@testing-library/dom';
import { contentFolder, figureOf, officialValues, readContentFile, siteDay, textAt } from '../e2e/content-files';
import { page, shown, textContentOf } from './site-output';

const UK = 'content/countries/uk.md';
const PLANNER = 'content/pages/cost-planner.md';
const CHANGES = 'content/pages/fee-changes.md';
const COMPARE = 'content/pages/compare.md';
const uk = readContentFile(UK).data;
const word = (key: string) => textAt('content/labels.md', `planner.${key}`);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {});
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(record) : []);
const costs = record(uk.costs);
const figures = record(uk.figures);
const pounds = (n: unknown) => `£${Number(n).toLocaleString('en-GB')}`;
/** A money figure's amount in force on the site's day, as the file writes it. */
function amount(name: unknown): number {
  const figure = figureOf(figures[String(name)], `${UK}: figures.${String(name)}`);
  if (figure.kind !== 'money' || figure.currency !== 'GBP' || figure.min !== figure.max) throw new Error(`${UK}: figures.${String(name)}: this test reads one amount in GBP`);
  return figure.min;
}
/** The values of a figure as written, and the one in force on the site's day with the one before it. */
function changeOf(name: unknown) {
  const values = officialValues(figures[String(name)], `${UK}: figures.${String(name)}`);
  const now = values.filter((v) => (v.from ?? '') <= siteDay());
  return { current: now.at(-1), previous: now.at(-2) };
}
const bands = list(costs.cityBands);
const bandFigure = (band: unknown) => list(record(costs.living).bands).find((b) => b.band === band)?.figure;
/** The list items of a page's main whose text contains `text`. */
const itemsWith = (route: string, text: string) => [...page(route).querySelectorAll('main li')].filter((li) => textContentOf(li).includes(text));

test('every destination has its default plan as a table, and fee changes show on the guide and the changes page', () => {
  const { previous } = changeOf(record(costs.visaFee).figure);
  if (previous?.figure.kind !== 'money') throw new Error(`${UK}: figures.visaFee has no earlier amount to show`);
  const change = `${pounds(previous.figure.min)} → `;
  const planner = page(textAt(PLANNER, 'route'));
  expect(textContentOf(planner.querySelector('#plan-uk table'))).toContain(`${pounds(amount(record(costs.tuition).figure))} per year`);
  expect(planner.querySelectorAll('.planner-destination')).toHaveLength(contentFolder('content/countries').length);
  const guide = shown(String(uk.route));
  within(guide).getByRole('heading', { name: word('changesHeading') });
  expect(textContentOf(guide.querySelector('#fee-changes'))).toContain(change);
  expect(itemsWith(textAt(CHANGES, 'route'), change)).toHaveLength(1);
});

test("the UK guide shows its living costs' recorded changes band by band, and /fee-changes lists them", () => {
  expect(bands.length).toBeGreaterThan(1);
  const changes = textContentOf(page(String(uk.route)).getElementById('fee-changes'));
  for (const band of bands) {
    const { previous, current } = changeOf(bandFigure(band.key));
    if (previous?.figure.kind !== 'money' || current?.figure.kind !== 'money') throw new Error(`${UK}: the ${String(band.label)} living figure has no earlier amount; this test reads one`);
    expect(changes).toContain(`(${String(band.label)}): ${pounds(previous.figure.min)} per month → ${pounds(current.figure.min)} per month`);
  }
  const first = changeOf(bandFigure(bands[0]?.key)).previous;
  expect(itemsWith(textAt(CHANGES, 'route'), `${pounds(first?.figure.kind === 'money' ? first.figure.min : 0)} per month → `)).toHaveLength(1);
});

test('/compare links to the fee changes, as its text says', () => {
  const changesRoute = textAt(CHANGES, 'route');
  const linkText = readContentFile(COMPARE).body.match(new RegExp(`\\[([^\\]]+)\\]\\(${changesRoute}\\)`))?.[1];
  if (!linkText) throw new Error(`${COMPARE}: no link to ${changesRoute} in the text`);
  const main = shown(textAt(COMPARE, 'route')).querySelector<HTMLElement>('main');
  if (!main) throw new Error('/compare: no main');
  expect(within(main).getByRole('link', { name: linkText }).getAttribute('href')).toBe(changesRoute);
  expect(textContentOf(page(changesRoute).querySelector('main h1'))).toBe(textAt(CHANGES, 'heading'));
});
