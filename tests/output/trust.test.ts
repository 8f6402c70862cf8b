/*
 * Trust a family can check, on the real content, as built (moved from tests/e2e/trust.spec.ts): the
 * how-we-work page and the scam checklist one link away from the home page, the contact page and
 * the footer; claims marked as the consultancy's own figure while no counts are recorded; and no
 * credential, badge or rating that the content does not hold, in the text or the JSON-LD.
 * (Filled-in credentials, counts and ratings: tests/unit/trust-pages.test.tsx.)
 */
import { within } from '@testing-library/dom';
import { claimValue, readContentFile, textAt } from '../e2e/content-files';
import { nameContaining, page, shown, textContentOf } from './site-output';

const HOW = 'content/pages/how-we-work.md';
const CHECKLIST = 'content/pages/scam-checklist.md';
const SITE = 'content/site.md';
const LABELS = 'content/labels.md';
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const str = (value: unknown) => String(value);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `{count}` in a checklist's words is the number of signs its file lists. */
const signCount = (file: string) => {
  const signs = readContentFile(file).data.signs;
  return list(isRecord(signs) ? signs.items : []).length;
};
const words = (file: string, key: string) => textAt(file, key).replaceAll('{count}', String(signCount(file)));
const pages = [HOW, CHECKLIST].map((file) => ({ file, route: textAt(file, 'route'), title: words(file, 'title'), heading: words(file, 'heading') }));

/** Elements whose text matches, without a child element that matches too (as Playwright's getByText counts them). */
const withText = (root: Element, pattern: RegExp) => [...root.querySelectorAll('*')].filter((el) => pattern.test(textContentOf(el)) && ![...el.children].some((child) => pattern.test(textContentOf(child))));

test('the how-we-work page and the scam checklist are one link from the home page, the contact page and the footer', () => {
  for (const start of ['/', textAt('content/pages/contact.md', 'route')]) {
    const main = shown(start).querySelector<HTMLElement>('main');
    if (!main) throw new Error(`${start}: no main`);
    for (const target of pages) {
      expect(within(main).getByRole('link', { name: target.title }).getAttribute('href')).toBe(target.route);
    }
  }
  for (const target of pages) {
    expect(textContentOf(page(target.route).querySelector('main h1'))).toBe(target.heading);
    expect(page('/').querySelectorAll(`footer a[href="${target.route}"]`)).toHaveLength(1);
  }
});

test('how we work: every fee and every promise from its file, samples marked as samples', () => {
  const data = readContentFile(HOW).data;
  const fees = isRecord(data.fees) ? data.fees : {};
  const body = shown(textAt(HOW, 'route'));
  const items = list(fees.items);
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    const row = within(body).getByRole('row', { name: new RegExp(escape(str(item.service))) });
    expect(textContentOf(row)).toContain(str(item.price));
    expect(withText(row, new RegExp(escape(textAt(LABELS, 'common.sampleWording'))))).toHaveLength(item.sample === true ? 1 : 0);
  }
  for (const promise of list(data.promises)) {
    const section = within(body).getByRole('region', { name: nameContaining(str(promise.heading)) });
    expect(textContentOf(section)).toContain(str(promise.text).replace(/\s+/g, ' ').slice(0, 60));
  }
});

test('the checklist: each warning sign with what to do, and each register linked on its own site', () => {
  const data = readContentFile(CHECKLIST).data;
  const signs = list(isRecord(data.signs) ? data.signs.items : []);
  const registers = list(isRecord(data.registers) ? data.registers.items : []);
  const body = shown(textAt(CHECKLIST, 'route'));
  const items = within(within(body).getByRole('region', { name: nameContaining(textAt(CHECKLIST, 'signs.heading')) })).getAllByRole('listitem');
  expect(items).toHaveLength(signs.length);
  for (const [i, sign] of signs.entries()) expect(items[i] ? within(items[i]).getAllByRole('heading').map((h) => textContentOf(h)) : []).toEqual([str(sign.sign)]);
  const registerRegion = within(body).getByRole('region', { name: nameContaining(textAt(CHECKLIST, 'registers.heading')) });
  expect(registers.length).toBeGreaterThan(0);
  for (const register of registers) {
    const words = textAt(LABELS, `trust.issuers.${str(register.issuer)}.register`);
    expect(within(registerRegion).getByRole('link', { name: new RegExp(escape(words)) }).getAttribute('href')).toBe(str(register.href));
  }
});

test('credentials show with their register links when content/site.md records them and not at all when it records none; a rating only from five real, consented reviews', () => {
  const site = readContentFile(SITE).data;
  const credentials = list(site.credentials);
  const testimonials = list(readContentFile('content/testimonials.md').data.testimonials);
  const rated = testimonials.filter((t) => t.sample === false && t.consent === true && typeof t.rating === 'number');
  const body = shown('/');
  const regions = within(body).queryAllByRole('region', { name: nameContaining(textAt(LABELS, 'trust.heading')) });
  if (credentials.length + list(site.partnerLogos).length === 0) expect(regions).toHaveLength(0);
  for (const credential of credentials) {
    const region = regions[0];
    if (!region) throw new Error('content/site.md records credentials; the home page has no trust region');
    const register = textAt(LABELS, `trust.issuers.${str(credential.issuer)}.register`);
    const identifier = textAt(LABELS, 'trust.identifier').replace('{identifier}', str(credential.identifier));
    const item = within(region).getAllByRole('listitem').find((li) => textContentOf(li).includes(identifier));
    if (!item) throw new Error(`no credential ${identifier} on the home page`);
    expect(within(item).getByRole('link', { name: new RegExp(escape(textAt(LABELS, 'trust.verify').replace('{register}', register))) }).getAttribute('href')).toBe(str(credential.verify));
  }
  const blocks = [...page('/').querySelectorAll('script[type="application/ld+json"]')].map((script): unknown => JSON.parse(script.textContent ?? ''));
  const ld = blocks.find((data) => isRecord(data) && str(data['@id']).endsWith('#organization'));
  if (!isRecord(ld)) throw new Error('no organisation JSON-LD on the home page');
  if (credentials.length === 0) {
    expect(ld).not.toHaveProperty('identifier');
    expect(ld).not.toHaveProperty('hasCredential');
  } else {
    expect(list(ld.identifier).map((id) => str(id.value))).toEqual(credentials.map((c) => str(c.identifier)));
  }
  const averageWords = new RegExp(escape(textAt(LABELS, 'trust.averageRating').split('{')[0] ?? ''));
  const partners = page(textAt('content/pages/our-partners.md', 'route')).body;
  if (rated.length < 5) {
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(withText(partners, averageWords)).toHaveLength(0);
  } else {
    expect(isRecord(ld.aggregateRating) ? ld.aggregateRating.reviewCount : undefined).toBe(rated.length);
    expect(withText(partners, averageWords)).toHaveLength(1);
  }
});

test("a claim without counts shows its value from content/site.md, marked as the consultancy's own figure", () => {
  const claims = isRecord(readContentFile(SITE).data.claims) ? readContentFile(SITE).data.claims : {};
  const rate = isRecord(claims) && isRecord(claims.visaSuccessRate) ? claims.visaSuccessRate : {};
  const visit = readContentFile('content/pages/visitvisa.md').data;
  const card = list(isRecord(visit.benefits) ? visit.benefits.items : []).find((item) => item.claim === 'visaSuccessRate');
  if (!card) throw new Error('content/pages/visitvisa.md: no benefit names claim: visaSuccessRate');
  const body = shown(textAt('content/pages/visitvisa.md', 'route'));
  const title = str(card.title).replace('{claim}', str(rate.value));
  const boxes = within(body).getAllByRole('listitem').filter((item) => within(item).queryAllByRole('heading', { name: nameContaining(title) }).length > 0);
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) expect(textContentOf(box)).toContain(textAt(LABELS, 'trust.claimOwn'));
});

test('a claim written as {{claim:name}} in a page shows its value from content/site.md, and the page notes each such claim', () => {
  const claims = isRecord(readContentFile(SITE).data.claims) ? readContentFile(SITE).data.claims : {};
  const claimOf = (name: string) => (isRecord(claims) && isRecord(claims[name]) ? claims[name] : {});
  const noteOf = (name: string) => {
    const evidence = claimOf(name).evidence;
    if (!isRecord(evidence)) return textAt(LABELS, 'trust.claimOwn');
    const words = textAt(LABELS, evidence.total === undefined ? 'trust.claimCount' : 'trust.claimCounted');
    return words
      .replace('{count}', Number(evidence.count).toLocaleString('en-GB'))
      .replace('{total}', Number(evidence.total).toLocaleString('en-GB'))
      .replace('{covers}', str(evidence.covers))
      .replace('{period}', str(evidence.period));
  };
  const files = [
    { file: 'content/home.md', route: '/' },
    { file: 'content/pages/who-we-are.md', route: textAt('content/pages/who-we-are.md', 'route') },
    { file: 'content/pages/timeline.md', route: textAt('content/pages/timeline.md', 'route') },
    { file: 'content/services/education-counselling.md', route: textAt('content/services/education-counselling.md', 'route') },
  ];
  for (const { file, route } of files) {
    // What the file writes, without its YAML comments (which may mention {{claim:name}} as an example).
    const { data, body } = readContentFile(file);
    const raw = `${JSON.stringify(data)}\n${body}`;
    const names = [...new Set([...raw.matchAll(/\{\{\s*claim:\s*([A-Za-z]+)\s*\}\}/g)].map((m) => m[1] ?? ''))];
    expect(names.length).toBeGreaterThan(0);
    const shownPage = shown(route);
    const notes = within(shownPage).getByRole('complementary', { name: nameContaining(textAt(LABELS, 'trust.claimsOnPage')) });
    const lines = names.map((name) =>
      textAt(LABELS, 'trust.claimLine')
        .replace('{claim}', textAt(LABELS, `trust.claimNames.${name}`).replace('{value}', claimValue(name)))
        .replace('{note}', noteOf(name)),
    );
    expect(within(notes).getAllByRole('listitem').map((item) => textContentOf(item))).toEqual(lines.map((line) => line.replace(/\s+/g, ' ').trim()));
    expect(shownPage.querySelector('main')?.textContent).not.toContain('{{claim:');
  }
});
