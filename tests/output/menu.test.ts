/**
 * The header menu as every page carries it before scripts run (moved from tests/e2e/menu.spec.ts):
 * the direct links and the two dropdowns' links, in content/site.md's and the files' order. How
 * the dropdowns open and close is tested in the browser.
 */
import { menuLinks, readContentFile } from '../e2e/content-files';
import { page, textOf } from './site-output';

const nav = readContentFile('content/site.md').data.nav;
const entries = (Array.isArray(nav) ? nav : []).map((entry: unknown) => (entry && typeof entry === 'object' ? Object.fromEntries(Object.entries(entry)) : {}));
const directLinks = entries.flatMap((entry) => (typeof entry.href === 'string' ? [{ label: String(entry.label), href: entry.href }] : []));

/** The header's main navigation on the home page. */
function headerNav(): Element {
  const found = Array.from(page('/').querySelectorAll('header nav')).find((element) => element.querySelector('#menu-services'));
  if (!found) throw new Error('the home page has no header menu with #menu-services');
  return found;
}
const linksOf = (root: Element) => Array.from(root.querySelectorAll('a')).map((a) => ({ label: textOf(a), href: a.getAttribute('href') }));

test('the header has every direct link of content/site.md, to its address', () => {
  expect(directLinks.length).toBeGreaterThan(2);
  const links = linksOf(headerNav());
  for (const link of directLinks) expect(links).toContainEqual(link);
});

test.each(['services', 'countries'] as const)('the %s dropdown lists its files that have a menu entry, in their order, then its own links', (menu) => {
  const list = headerNav().querySelector(`#menu-${menu}`);
  if (!list) throw new Error(`no #menu-${menu}`);
  expect(linksOf(list)).toEqual(menuLinks(menu));
});
