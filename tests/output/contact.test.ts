/**
 * The advisers' details, the office and the ways to reach them, as the built pages carry them
 * before any script runs (moved from tests/e2e/contact.spec.ts). What the enquiry form does is
 * tested in tests/unit/enquiry-form.test.tsx and, where a network or focus is involved, in the
 * browser. Expected values are read from the raw content files.
 */
import { officeHoursLine, readContentFile, textAt } from '../e2e/content-files';
import { page, pageRoutes, textOf } from './site-output';

const SITE = 'content/site.md';
const CONTACT = 'content/pages/contact.md';
const contactRoute = textAt(CONTACT, 'route');

/** The links under `root` whose text (hidden words such as "opens in a new tab" included) starts with `name`. */
const linksNamed = (root: ParentNode, name: string) => Array.from(root.querySelectorAll('a')).filter((link) => textOf(link).startsWith(name));
const main = (route: string) => {
  const element = page(route).querySelector('main');
  if (!element) throw new Error(`${route} has no <main>`);
  return element;
};

test("the contact page shows the banner and the advisers' e-mail, phone, city and logo, with working links", () => {
  const contact = main(contactRoute);
  expect(textOf(page(contactRoute).querySelector('h1') ?? page(contactRoute))).toBe(textAt(CONTACT, 'banner'));
  expect(linksNamed(contact, textAt(SITE, 'contact.email')).map((a) => a.getAttribute('href'))).toEqual([`mailto:${textAt(SITE, 'contact.email')}`]);
  expect(linksNamed(contact, textAt(SITE, 'contact.phoneDisplay')).map((a) => a.getAttribute('href'))).toEqual([`tel:${textAt(SITE, 'contact.phone')}`]);
  expect(textOf(contact)).toContain(`${textAt(SITE, 'contact.address.city')}, ${textAt(SITE, 'contact.address.region')}`);
  expect(Array.from(contact.querySelectorAll('img')).map((img) => img.getAttribute('alt'))).toContain(textAt(SITE, 'logo.alt'));
});

test('the contact page and its footer give the office hours and a directions link built from the coordinates, and embed no map', () => {
  const geo = readContentFile(SITE).data.geo;
  if (!geo || typeof geo !== 'object' || !('latitude' in geo) || !('longitude' in geo)) throw new Error(`${SITE} has no geo`);
  const doc = page(contactRoute);
  expect(textOf(main(contactRoute))).toContain(officeHoursLine());
  // Google Maps directions to the office's position, from wherever the visitor is.
  const expected = `https://www.google.com/maps/dir/?api=1&destination=${String(geo.latitude)},${String(geo.longitude)}`;
  const directions = textAt('content/labels.md', 'contact.directions');
  expect(linksNamed(main(contactRoute), directions).map((a) => a.getAttribute('href'))).toEqual([expected]);
  expect(linksNamed(doc.querySelector('footer') ?? doc, directions).map((a) => a.getAttribute('href'))).toEqual([expected]);
  // No map is embedded: no frame, and nothing loaded from a maps service.
  expect(doc.querySelectorAll('iframe')).toHaveLength(0);
  expect(doc.querySelectorAll('script[src*="maps"]')).toHaveLength(0);
});

test('every page has the WhatsApp button with the number from site settings; the English ones with its label', () => {
  const routes = pageRoutes();
  expect(routes.length).toBeGreaterThan(30);
  const label = textAt(SITE, 'whatsappButton.label');
  const wrong = routes.flatMap((route) => {
    const buttons = Array.from(page(route).querySelectorAll('a.whatsapp-button'));
    const href = buttons[0]?.getAttribute('href') ?? '';
    const problems = [
      buttons.length === 1 ? '' : `${buttons.length} buttons`,
      new RegExp(`^https://wa\\.me/${textAt(SITE, 'contact.whatsapp')}\\?text=.+`).test(href) ? '' : `href ${href}`,
      route === '/ur' || route.startsWith('/ur/') || (buttons[0] && textOf(buttons[0]).includes(label)) ? '' : `no "${label}"`,
    ].filter(Boolean);
    return problems.length ? [`${route}: ${problems.join(', ')}`] : [];
  });
  expect(wrong).toEqual([]);
});

test("every link to the enquiry form names a country and a service its choices offer, so the form can preselect them", () => {
  const doc = page(contactRoute);
  const options = (name: string) => new Set(Array.from(doc.querySelectorAll(`select[name="${name}"] option`)).map((option) => option.getAttribute('value')));
  const offered = { country: options('country'), service: options('service') };
  const links = pageRoutes()
    .filter((route) => !route.startsWith('/ur'))
    .flatMap((route) => Array.from(page(route).querySelectorAll('a[href^="/contact?"]')).map((a) => ({ route, url: new URL(a.getAttribute('href') ?? '', 'https://site.example') })));
  // The guides' consultation buttons and the work-visa page's sections (each its destination and the service).
  const northCyprus = textAt('content/countries/north-cyprus.md', 'route');
  expect(links.filter((link) => link.route === northCyprus).map((link) => link.url.searchParams.get('country'))).toContain('north-cyprus');
  expect(links.filter((link) => link.route === '/workvisa').map((link) => link.url.search)).toContain('?country=italy&service=work-visa');
  const unknown = links.flatMap(({ route, url }) =>
    (['country', 'service'] as const).flatMap((key) => {
      const value = url.searchParams.get(key);
      return value === null || offered[key].has(value) ? [] : [`${route}: ${key}=${value}`];
    }),
  );
  expect(links.length).toBeGreaterThan(10);
  expect(unknown).toEqual([]);
});
