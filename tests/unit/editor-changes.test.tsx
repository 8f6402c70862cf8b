/**
 * The content editor's changes reach the pages (was tests/e2e/variant/editor-changes.spec.ts, on a
 * second full build): a copy of the project's content with exactly the changes the CMS spec
 * (tests/e2e/cms.spec.ts) checks the editor writes, its pages rendered here. Expected values are
 * read from the copy's files as written.
 */
import { within } from '@testing-library/dom';
import { renderRoute, showInWindow, textOf } from './render-route';
import { projectContentCopy } from './content-fixture';
import { EDITOR_CHANGES, applyEditorChanges, raisedTuition } from '../e2e/editor-changes';
import { figureOf, readContentFile } from '../e2e/content-files';
import { formatFigure } from '@/lib/content/figures';

jest.setTimeout(60_000);

const DAY = '2026-11-27';
const root = projectContentCopy(applyEditorChanges);
const { raisedTuition: tuitionChange, newCountry } = EDITOR_CHANGES;

test("the UK guide shows the tuition the editor raised", async () => {
  const uk = readContentFile(tuitionChange.file, root).data;
  const figures = uk.figures !== null && typeof uk.figures === 'object' && !Array.isArray(uk.figures) ? Object.fromEntries(Object.entries(uk.figures)) : {};
  const tuition = figureOf(figures.tuition, `${tuitionChange.file}: figures.tuition`, DAY);
  if (tuition.kind !== 'money') throw new Error(`${tuitionChange.file}: figures.tuition is not money`);
  expect(tuition.max).toBe(raisedTuition(process.cwd()).after);
  const { document } = await renderRoute({ root, day: DAY, path: String(uk.route) });
  expect(textOf(document.querySelector('main'))).toContain(formatFigure(tuition).replace(/ per year$/, ''));
});

test('the new country has its own guide, a link in the header and a row in /compare', async () => {
  const guide = await renderRoute({ root, day: DAY, path: newCountry.route });
  expect(textOf(guide.document.querySelector('h1'))).toBe(newCountry.title);
  expect(String(guide.metadata.title)).toMatch(new RegExp(newCountry.name));
  const header = showInWindow(guide).querySelector('header');
  if (!(header instanceof HTMLElement)) throw new Error('the guide has no header');
  // The header's menu is closed until opened: its links are in the page, hidden.
  expect(within(header).getByRole('link', { name: newCountry.name, hidden: true })).toHaveAttribute('href', newCountry.route);

  const compare = await renderRoute({ root, day: DAY, path: '/compare' });
  const table = showInWindow(compare).querySelector('main table');
  if (!(table instanceof HTMLElement)) throw new Error('/compare has no table');
  expect(within(table).getByRole('rowheader', { name: new RegExp(newCountry.name) })).toBeInTheDocument();
});
