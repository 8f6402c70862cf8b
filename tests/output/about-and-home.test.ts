/**
 * The home page and the about pages as built (moved from tests/e2e/home.spec.ts and about.spec.ts):
 * the home page's sections in the spec's order with their links, the partners' lists and
 * testimonials, the timeline, the team's sample profiles and the resources page's brochures. The
 * testimonial rotator's timing stays in the browser (home.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { within } from '@testing-library/dom';
import { contentFolder, mappingAt, readContentFile, textAt, withClaimValue } from '../e2e/content-files';
import { nameContaining, OUT, page, shown, textContentOf } from './site-output';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const label = (dotted: string) => textAt('content/labels.md', dotted);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = (text: string) => text.replace(/\s+/g, ' ');

// Expected copy and links come from content/home.md as written.
const home = readContentFile('content/home.md').data;
const hero = isRecord(home.hero) ? home.hero : {};
const heroCta = isRecord(hero.cta) ? hero.cta : {};
const cards = list(isRecord(home.services) ? home.services.cards : []);
const badges = list(isRecord(home.trust) ? home.trust.badges : []);
const badgeText = (badge: Record<string, unknown> | undefined) => withClaimValue(String(badge?.label ?? ''), typeof badge?.claim === 'string' ? badge.claim : undefined);

test("home page sections come in the spec's order with the right links", () => {
  const main = shown('/').querySelector<HTMLElement>('main');
  if (!main) throw new Error('/: no main');
  expect(textContentOf(within(main).getByRole('heading', { level: 1 }))).toBe(String(hero.heading));
  expect(within(main).getByRole('link', { name: nameContaining(String(heroCta.label)) }).getAttribute('href')).toBe(String(heroCta.href));
  const testimonials = isRecord(home.testimonials) ? home.testimonials : {};
  const inOrder = [String(hero.heading), String(heroCta.label), String(home.banner), String(cards[0]?.name ?? ''), badgeText(badges[0]), String(testimonials.heading)];
  // The page's text in document order, whitespace folded: what is written, whatever the layout.
  const text = words(main.textContent ?? '');
  const order = inOrder.map((s) => text.indexOf(words(s)));
  expect(order.every((pos) => pos >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    within(main).getByRole('heading', { name: nameContaining(String(card.name)), level: 3 });
    const link = within(main).getByRole('link', { name: new RegExp(`^${escape(String(card.linkLabel ?? label('common.learnMore')))}\\W+${escape(String(card.name))}$`) });
    expect(link.getAttribute('href')).toBe(String(card.href));
  }
  for (const badge of badges) expect([...main.querySelectorAll('*')].some((el) => textContentOf(el) === badgeText(badge))).toBe(true);
});

test('about us and resources pages have readable placeholder text', () => {
  for (const route of ['/aboutUs', '/resources', '/whoweare']) {
    const main = page(route).querySelector('main');
    expect(textContentOf(main?.querySelector('h1'))).not.toBe('');
    expect((main?.textContent ?? '').length).toBeGreaterThan(300);
  }
});

test('partners: Canada institutions, the partner list, and testimonials whose stars only a real, consented one shows', () => {
  // Read as written, apart from the site's code: the page's testimonials, and which are real with consent and a rating.
  const ids = mappingAt('content/pages/our-partners.md', 'testimonials').find(([key]) => key === 'ids')?.[1];
  const ratedIds = Array.isArray(ids) ? ids.map(String) : [];
  const rated = list(readContentFile('content/testimonials.md').data.testimonials).filter((t) => ratedIds.includes(String(t.id)) && t.sample === false && t.consent === true && typeof t.rating === 'number');
  const body = shown('/ourpartners');
  // Both lists are titled as examples, as content/pages/our-partners.md writes them.
  within(body).getByRole('heading', { name: nameContaining(textAt('content/pages/our-partners.md', 'institutions.heading')), level: 2 });
  within(body).getByRole('heading', { name: nameContaining(textAt('content/pages/our-partners.md', 'partners.heading')), level: 2 });
  expect(body.querySelectorAll('#canada-institutions .card').length).toBeGreaterThanOrEqual(4);
  expect(body.querySelectorAll('#partner-list li').length).toBeGreaterThanOrEqual(6);
  expect(body.querySelectorAll('#testimonials blockquote')).toHaveLength(ratedIds.length);
  // A sample testimonial shows no stars, whatever its rating.
  const stars = new RegExp(`^${escape(label('trust.rated')).replace('\\{rating\\}', '\\d')}$`);
  const section = body.querySelector<HTMLElement>('#testimonials');
  if (!section) throw new Error('/ourpartners: no #testimonials');
  expect(within(section).queryAllByRole('img', { name: stars })).toHaveLength(rated.length);
});

test('timeline presents both founding readings honestly', () => {
  const text = page('/timeLine').querySelector('main')?.textContent ?? '';
  expect(text).toContain(String(readContentFile('content/site.md').data.founded));
  expect(text).toContain('2020');
});

test('team page shows clearly marked sample profiles', () => {
  const main = page('/team').querySelector('main');
  expect([...(main?.querySelectorAll('*') ?? [])].filter((el) => el.children.length === 0 && textContentOf(el) === label('common.sampleProfile')).length).toBeGreaterThanOrEqual(1);
});

test('resources lists every country brochure, each PDF beside its printable page', () => {
  const heading = textAt('content/pages/resources.md', 'brochureList.heading');
  // Countries whose page has a "Download Brochure" button get a brochure.
  const offering = contentFolder('content/countries').filter(({ data }) => list(isRecord(data.cta) ? data.cta.buttons : []).some((b) => b.action === 'brochure'));
  expect(offering.length).toBeGreaterThan(0);
  const section = within(shown('/resources')).getByRole('region', { name: nameContaining(heading) });
  expect(within(section).getAllByRole('listitem')).toHaveLength(offering.length);
  for (const { file, data } of offering) {
    const id = path.basename(file, '.md');
    const pdf = within(section).getByRole('link', { name: nameContaining(label('brochure.documentTitle').replace('{country}', String(data.name))) });
    expect(pdf.getAttribute('href')).toBe(`/brochures/${id}.pdf`);
    expect(pdf.getAttribute('download')).toBe('');
    // The file is there and is a PDF (each host's Content-Type for it: tests/e2e/hosting-checks.ts).
    expect(fs.readFileSync(path.join(OUT, 'brochures', `${id}.pdf`)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
  expect(within(section).getAllByRole('link', { name: nameContaining(label('brochure.printable')) })).toHaveLength(offering.length);
});
