/**
 * Recorded fee changes and the links between the guide, the planner, /compare and /fee-changes, as
 * the built pages carry them (moved from tests/e2e/planner.spec.ts). Amounts and words are read
 * from the raw content files (tests/e2e/plan-files.ts).
 */
import { readContentFile, textAt } from '../e2e/content-files';
import { bandFigure, bands, changeOf, CHANGES, filled, pounds, route as plannerRoute, uk, word } from '../e2e/plan-files';
import { page, textOf } from './site-output';

const COMPARE = 'content/pages/compare.md';
const changesRoute = textAt(CHANGES, 'route');
const ukRoute = String(uk.route);

test("the UK guide shows its living costs' recorded changes band by band, and /fee-changes lists the first band's once", () => {
  const guideChanges = page(ukRoute).querySelector('#fee-changes');
  expect(guideChanges).not.toBeNull();
  expect(bands.length).toBeGreaterThan(1);
  for (const band of bands) {
    const { previous, current } = changeOf(bandFigure(String(band.key)));
    if (previous?.figure.kind !== 'money' || current?.figure.kind !== 'money') throw new Error(`the ${String(band.label)} living figure has no earlier amount; this test reads one`);
    expect(textOf(guideChanges ?? page(ukRoute))).toContain(`(${String(band.label)}): ${pounds(previous.figure.min)} per month → ${pounds(current.figure.min)} per month`);
  }
  const first = changeOf(bandFigure(String(bands[0]?.key))).previous?.figure;
  if (first?.kind !== 'money') throw new Error('the first band has no earlier amount');
  const items = Array.from(page(changesRoute).querySelectorAll('main li')).filter((li) => textOf(li).includes(`${pounds(first.min)} per month → `));
  expect(items).toHaveLength(1);
});

test('the UK guide links to its plan in the planner', () => {
  const name = filled(word('guideLink'), { country: String(uk.name) });
  const links = Array.from(page(ukRoute).querySelectorAll('a')).filter((a) => textOf(a) === name);
  expect(links.map((a) => a.getAttribute('href'))).toEqual([expect.stringMatching(new RegExp(`^${plannerRoute}\\?destination=uk(&|#|$)`))]);
});

test('/compare links to the fee changes, as its text says, and that page is headed as its file says', () => {
  const linkText = readContentFile(COMPARE).body.match(new RegExp(`\\[([^\\]]+)\\]\\(${changesRoute}\\)`))?.[1];
  if (!linkText) throw new Error(`${COMPARE}: no link to ${changesRoute} in the text`);
  const links = Array.from(page(textAt(COMPARE, 'route')).querySelectorAll('main a')).filter((a) => textOf(a) === linkText);
  expect(links.map((a) => a.getAttribute('href'))).toEqual([changesRoute]);
  expect(textOf(page(changesRoute).querySelector('h1') ?? page(changesRoute))).toBe(textAt(CHANGES, 'heading'));
});
