/**
 * What search engines and link previews read from each page's head: its own title and description,
 * a canonical address, the twins in the other language (hreflang), a social image that exists, and
 * JSON-LD; the sitemap, robots.txt, icons and web manifest beside them. Names and addresses come
 * from the content files as written (content/site.md, the guides' own files).
 */
import fs from 'node:fs';
import path from 'node:path';
import { filePagePaths, office, readContentFile, textAt, urduPagePaths } from '../e2e/content-files';
import { allSpecRoutes, extraRoutes } from '../e2e/spec-routes';
import { alternates, byName, jsonLd, metaContent } from './page-parts';
import { OUT, page, readOutput } from './site-output';

const SITE = textAt('content/site.md', 'url').replace(/\/$/, '');
const site = readContentFile('content/site.md').data;
/** The lower-case address of the health insurance page, kept for old links; it names the real one as canonical. */
const aliases = ['/health-insurance'];
const englishRoutes = [...allSpecRoutes, ...extraRoutes, ...filePagePaths()].filter((route) => !aliases.includes(route));
// The Urdu twins: home if translated, and every route whose file has a translation (content/ur/).
const urduRoutes = urduPagePaths();
const allRoutes = [...englishRoutes, ...urduRoutes];
/** A route as a full address; Next writes the home page's without its trailing slash, which names the same URL. */
const address = (route: string) => (route === '/' ? SITE : `${SITE}${route}`);
const englishOf = (urdu: string) => urdu.replace(/^\/ur/, '') || '/';
const urduOf = (english: string) => (english === '/' ? '/ur' : `/ur${english}`);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The built file at a site path, when it is there and starts as its type says. */
function builtFile(sitePath: string): Buffer | null {
  const file = path.join(OUT, sitePath);
  return fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file) : null;
}

const typesOf = (route: string) => jsonLd(page(route)).flatMap((block) => [block['@type']].flat());
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

test('every English page and its Urdu twin are in the lists checked here', () => {
  expect(urduRoutes).toContain('/ur');
  for (const urdu of urduRoutes) expect(englishRoutes).toContain(englishOf(urdu));
});

test.each(allRoutes)('%s: its own language, a title, a description, its canonical address and a social image of its edition that exists', (route) => {
  const doc = page(route);
  const urdu = urduRoutes.includes(route);
  expect(doc.documentElement.getAttribute('lang')).toBe(urdu ? 'ur' : 'en');
  expect(doc.title.trim()).not.toBe('');
  expect(metaContent(doc, 'description')?.trim()).toBeTruthy();
  expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(address(route));
  // Each Urdu page shares its own Urdu image, not the English one.
  const image = metaContent(doc, 'og:image') ?? '';
  expect(image).toMatch(new RegExp(`^${SITE}/og/${urdu ? 'ur/' : '(?!ur/)'}.+\\.png$`));
  expect(builtFile(image.replace(SITE, ''))?.subarray(0, 8)).toEqual(PNG);
});

test('no two pages share a title or a description', () => {
  const titles = new Set(allRoutes.map((route) => page(route).title));
  const descriptions = new Set(allRoutes.map((route) => metaContent(page(route), 'description')));
  expect(titles.size).toBe(allRoutes.length);
  expect(descriptions.size).toBe(allRoutes.length);
});

test.each(allRoutes)('%s: hreflang names both twins and x-default as full addresses, or nothing when there is no twin', (route) => {
  const english = urduRoutes.includes(route) ? englishOf(route) : route;
  const twin = urduRoutes.includes(urduOf(english));
  expect(alternates(page(route))).toEqual(twin ? { en: address(english), ur: address(urduOf(english)), 'x-default': address(english) } : {});
});

test('both casings of the health insurance route show one page, which names the canonical one', () => {
  const [alias] = aliases;
  if (!alias) throw new Error('no alias');
  const canonical = page('/health-Insurance').head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  expect(canonical).toBe(`${SITE}/health-Insurance`);
  expect(page(alias).head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
  expect(page(alias).querySelector('h1')?.textContent).toBe(page('/health-Insurance').querySelector('h1')?.textContent);
});

test('the sitemap lists every canonical page and every Urdu twin with a date, and no alias; robots.txt points to it', () => {
  const xml = new DOMParser().parseFromString(readOutput('sitemap.xml'), 'application/xml');
  const urls = Array.from(xml.getElementsByTagName('loc')).map((loc) => loc.textContent);
  expect(urls.sort()).toEqual(allRoutes.map((route) => (route === '/' ? `${SITE}/` : `${SITE}${route}`)).sort());
  const dates = Array.from(xml.getElementsByTagName('lastmod')).map((lastmod) => lastmod.textContent ?? '');
  expect(dates).toHaveLength(urls.length);
  for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}(T.+)?$/);
  expect(readOutput('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test.each(allRoutes)('%s: JSON-LD names the organisation, and breadcrumbs on an inner page', (route) => {
  expect(typesOf(route)).toContain('EducationalOrganization');
  if (route !== '/' && route !== '/ur') expect(typesOf(route)).toContain('BreadcrumbList');
});

test("the organisation's JSON-LD gives its name, founding, address, office position and opening hours from site settings", () => {
  const ld = jsonLd(page('/')).find((block) => [block['@type']].flat().includes('EducationalOrganization'));
  const contact = isRecord(site.contact) ? site.contact : {};
  const geo = isRecord(site.geo) ? site.geo : null;
  if (!geo) throw new Error('content/site.md has no geo');
  expect(ld).toMatchObject({ name: site.name, foundingDate: String(site.founded), address: { addressLocality: isRecord(contact.address) ? contact.address.city : undefined, addressCountry: 'PK' } });
  expect(ld?.contactPoint).toMatchObject({ '@type': 'ContactPoint' });
  expect([ld?.['@type']].flat()).toContain('LocalBusiness');
  expect(ld?.geo).toEqual({ '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude });
  // schema.org names each day by its English name under https://schema.org/.
  const schemaDays = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };
  const { days, opens, closes } = office();
  expect(ld?.openingHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: days.map((day) => `https://schema.org/${schemaDays[day]}`), opens, closes }]);
});

test('a scholarship guide is an Article with its title as the headline', () => {
  const file = 'content/scholarships/canada.md';
  const route = textAt(file, 'route');
  expect(route).toBe('/canadaScholarship');
  expect(jsonLd(page(route)).find((block) => block['@type'] === 'Article')).toMatchObject({ headline: textAt(file, 'title') });
});

test('breadcrumbs show on inner pages: home, then the page itself as the current one', () => {
  const file = 'content/countries/uk.md';
  const trail = byName(page(textAt(file, 'route')), 'nav', textAt('content/labels.md', 'common.breadcrumbLabel'));
  expect(trail).toHaveLength(1);
  const home = byName(trail[0] ?? page('/'), 'a', textAt('content/labels.md', 'common.breadcrumbHome'));
  expect(home.map((link) => link.getAttribute('href'))).toEqual(['/']);
  const current = trail[0]?.querySelector('[aria-current="page"]');
  expect(current?.textContent).toBe(textAt(file, 'title'));
});

test('favicon, touch icon and web manifest, each file there', () => {
  const head = page('/').head;
  expect(head.querySelector('link[rel="icon"]')?.getAttribute('href')).toMatch(/icon\.svg/);
  expect(head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('/apple-touch-icon.png');
  for (const link of Array.from(head.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]'))) {
    expect(builtFile(link.getAttribute('href') ?? '')).not.toBeNull();
  }
  expect(builtFile('/apple-touch-icon.png')?.subarray(0, 8)).toEqual(PNG);
  const manifest: unknown = JSON.parse(readOutput('manifest.webmanifest'));
  if (!isRecord(manifest) || !Array.isArray(manifest.icons)) throw new Error('manifest.webmanifest has no icons');
  expect(manifest.name).toBe(site.name);
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) expect(builtFile(isRecord(icon) ? String(icon.src) : '')).not.toBeNull();
});
