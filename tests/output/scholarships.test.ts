/**
 * The scholarship articles as built (moved from tests/e2e/scholarships.spec.ts): each article's
 * in-page menu and sections, the Canada article's tables, and each award's official source. The
 * menu's scrolling, its marking of the section in view and search stay in the browser.
 */
import { within } from '@testing-library/dom';
import { contentFolder, textAt } from '../e2e/content-files';
import { nameContaining, page, shown, textContentOf } from './site-output';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const ON_THIS_PAGE = textAt('content/labels.md', 'common.onThisPage');

/** An article as its file writes it; its menu is every `##` heading of its body, then the official-sources list when there is one. */
function articleOf(route: string) {
  const found = contentFolder('content/scholarships').find(({ data }) => data.route === route);
  if (!found) throw new Error(`no scholarship file has the route ${route}`);
  const { file, data, body } = found;
  const headings = [...body.matchAll(/^## (.+)$/gm)].map((m) => (m[1] ?? '').trim());
  const sources = isRecord(data.sources) ? data.sources : null;
  return { route, file, data, body, sources, menu: sources ? [...headings, String(sources.heading)] : headings };
}

/** The cells of the Markdown tables of a text: header cells (the row above a |---| line) and body cells. */
function tableCells(markdown: string): { headers: string[]; cells: string[] } {
  const lines = markdown.split('\n');
  const separator = (line = '') => /^\|[\s|:-]+\|$/.test(line);
  const split = (line: string) => line.replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim());
  const headers: string[] = [];
  const cells: string[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith('|') || separator(line)) return;
    (separator(lines[i + 1]) ? headers : cells).push(...split(line));
  });
  return { headers, cells };
}

/** The in-page menu's links and the article's section headings, as a reader meets them. */
function menuAndSections(route: string) {
  const body = shown(route);
  const menu = within(body).getByRole('navigation', { name: ON_THIS_PAGE });
  const article = within(body).getByRole('article');
  return { body, article, links: within(menu).getAllByRole('link'), headings: within(article).getAllByRole('heading', { level: 2 }) };
}

const canada = articleOf('/canadaScholarship');

test('the Canada article has its sections, an in-page menu and the scholarship figures of its tables', () => {
  expect(canada.menu.length).toBeGreaterThan(3);
  const { body, article, links, headings } = menuAndSections(canada.route);
  expect(links.map((link) => textContentOf(link))).toEqual(canada.menu);
  expect(headings.map((heading) => textContentOf(heading))).toEqual(canada.menu);
  const tables = within(article).getAllByRole('table');
  const text = tables.map((table) => table.textContent ?? '').join(' ');
  const { headers, cells } = tableCells(canada.body);
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) expect(text).toContain(cell);
  for (const header of new Set(headers)) expect(within(body).getAllByRole('columnheader', { name: nameContaining(header) }).length).toBeGreaterThan(0);
});

/** The UK and USA guides (issue 15): articles whose awards end in a list of official sources. */
const guides = ['/UkScholarship', '/USAScholarship'].map(articleOf);

describe.each(guides)('$route', ({ route, file, data, sources, menu: sections }) => {
  test('an article whose in-page menu links every section by its heading', () => {
    expect(data.layout).toBe('article');
    expect(sections.length).toBeGreaterThan(4);
    const { links, headings } = menuAndSections(route);
    expect(textContentOf(page(route).querySelector('main h1'))).toBe(String(data.title));
    expect(links.map((link) => textContentOf(link))).toEqual(sections);
    expect(headings.map((heading) => textContentOf(heading))).toEqual(sections);
    for (const [i, link] of links.entries()) {
      const target = link.getAttribute('href') ?? '';
      expect(target).toMatch(/^#.+/);
      expect(headings[i]?.id).toBe(target.slice(1));
    }
  });

  test('each award links its official page and says whether an adviser checked it', () => {
    const awards = list(data.awards);
    expect(awards.length).toBeGreaterThan(0);
    if (!sources) throw new Error(`${file} lists awards without their sources labels`);
    const body = shown(route);
    const items = within(within(body).getByRole('region', { name: nameContaining(String(sources.heading)) })).getAllByRole('listitem');
    expect(items).toHaveLength(awards.length);
    for (const [i, award] of awards.entries()) {
      const item = items[i];
      if (!item) throw new Error(`no item ${i}`);
      const source = isRecord(award.source) ? award.source : {};
      expect(textContentOf(item)).toContain(String(award.name));
      expect(within(item).getByRole('link', { name: nameContaining(String(source.label)) }).getAttribute('href')).toBe(String(source.href));
      // A checked date as the file writes it (YAML reads 2026-11-22 as a date).
      const checked = isRecord(award.checked) ? award.checked.date : undefined;
      const day = checked instanceof Date ? checked.toISOString().slice(0, 10) : checked;
      expect(textContentOf(item)).toContain(day === undefined ? String(sources.unchecked) : `${String(sources.checked)} ${String(day)}`);
    }
  });
});
