/**
 * Every page's structure as a screen reader or keyboard user meets it, with the interface's words
 * from each edition's labels file: a skip link first, to the main content; one header with the main
 * menu and its button; one main; one h1; a footer; headings that step down one level at a time;
 * every image with alternative text and every link with a name. axe scans one page per template in
 * the browser (tests/e2e/accessibility.spec.ts); what content varies from page to page is here.
 */
import { textAt } from '../e2e/content-files';
import { allSpecRoutes, extraRoutes } from '../e2e/spec-routes';
import { accessibleName, byName, landmarks } from './page-parts';
import { fileOf, page, pageRoutes } from './site-output';

const routes = pageRoutes();

const isUrdu = (route: string) => route === '/ur' || route.startsWith('/ur/');
const labelsOf = (route: string) => {
  const file = isUrdu(route) ? 'content/ur/labels.md' : 'content/labels.md';
  return { skipLink: textAt(file, 'layout.skipLink'), mainMenu: textAt(file, 'layout.mainMenu'), menuButton: textAt(file, 'layout.menuButton') };
};

test('every route of the spec, and every page the site adds, is built', () => {
  for (const route of [...allSpecRoutes, ...extraRoutes]) expect(() => fileOf(route)).not.toThrow();
  expect(routes.length).toBeGreaterThan(allSpecRoutes.length);
});

/** What is wrong with a page's structure, one line each; none on a sound page. */
function structureProblems(route: string): string[] {
  const doc = page(route);
  const words = labelsOf(route);
  const problems: string[] = [];
  const html = doc.documentElement;
  const [lang, dir] = isUrdu(route) ? ['ur', 'rtl'] : ['en', 'ltr'];
  if (html.getAttribute('lang') !== lang || html.getAttribute('dir') !== dir) problems.push(`<html lang="${html.getAttribute('lang')}" dir="${html.getAttribute('dir')}">, not ${lang} ${dir}`);

  const main = landmarks(doc, 'main');
  if (main.length !== 1) problems.push(`${main.length} main landmarks`);
  const banner = landmarks(doc, 'banner');
  if (banner.length !== 1) problems.push(`${banner.length} banner landmarks (header)`);
  const footer = landmarks(doc, 'contentinfo');
  if (footer.length !== 1) problems.push(`${footer.length} contentinfo landmarks (footer)`);

  // The skip link is the first thing a keyboard reaches, and it leads to the main landmark.
  const firstLink = doc.body.querySelector('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])');
  const target = firstLink?.getAttribute('href')?.startsWith('#') ? doc.getElementById(firstLink.getAttribute('href')?.slice(1) ?? '') : null;
  if (!firstLink || accessibleName(firstLink) !== words.skipLink) problems.push(`the first control is "${firstLink ? accessibleName(firstLink) : 'none'}", not the skip link "${words.skipLink}"`);
  else if (!target || target !== main[0]) problems.push(`the skip link leads to ${firstLink.getAttribute('href')}, not the main content`);

  // The main menu sits in the header; on a phone it is behind its button, which is there either way.
  const [header] = banner;
  const menu = header ? byName(header, 'nav', words.mainMenu) : [];
  if (menu.length !== 1) problems.push(`${menu.length} navigation landmarks named "${words.mainMenu}" in the header`);
  if (menu[0] && byName(menu[0], 'button', words.menuButton).length !== 1) problems.push(`no button named "${words.menuButton}" in the main menu`);

  const h1 = Array.from(doc.querySelectorAll('h1'));
  if (h1.length !== 1) problems.push(`${h1.length} h1 headings`);
  else if (!h1[0]?.closest('main')) problems.push('the h1 is outside the main content');
  else if (!h1[0].textContent?.trim()) problems.push('the h1 is empty');

  // Headings step down one level at a time (axe's heading-order): a page's outline has no gap.
  let level = 0;
  for (const heading of Array.from(doc.body.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    const next = Number(heading.tagName.slice(1));
    if (next > level + 1) problems.push(`<${heading.tagName.toLowerCase()}> "${heading.textContent?.trim().slice(0, 40)}" follows h${level}`);
    level = next;
  }

  for (const image of Array.from(doc.body.querySelectorAll('img'))) {
    if (!image.hasAttribute('alt')) problems.push(`an image without alt: ${image.getAttribute('src')}`);
  }
  for (const link of Array.from(doc.body.querySelectorAll('a[href]'))) {
    if (!accessibleName(link)) problems.push(`a link without a name: ${link.getAttribute('href')}`);
  }
  return problems;
}

test.each(routes)('%s: a skip link to the main content, a header with the main menu, one main, one h1, a footer, and named images and links', (route) => {
  expect(structureProblems(route)).toEqual([]);
});
