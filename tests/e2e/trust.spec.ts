/*
 * Trust a family can check, on the real content: the how-we-work page and the scam checklist one
 * link away from the home page, the contact page and the footer; claims marked as the
 * consultancy's own figure while no counts are recorded; and no credential, badge or rating that
 * the content does not hold. (Filled-in credentials, counts and ratings: tests/unit/trust-pages.test.tsx.)
 */
import { test, expect } from './fixtures';
import { claimValue, readContentFile, textAt } from './content-files';

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

test('the how-we-work page and the scam checklist are one link from the home page, the contact page and the footer', async ({ page }) => {
  for (const start of ['/', textAt('content/pages/contact.md', 'route')]) {
    for (const target of pages) {
      await page.goto(start);
      await page.getByRole('main').getByRole('link', { name: target.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escape(target.route)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
    }
  }
  await page.goto('/');
  for (const target of pages) await expect(page.getByRole('contentinfo').locator(`a[href="${target.route}"]`)).toHaveCount(1);
});

test('how we work: every fee and every promise from its file, samples marked as samples', async ({ page }) => {
  const data = readContentFile(HOW).data;
  const fees = isRecord(data.fees) ? data.fees : {};
  await page.goto(textAt(HOW, 'route'));
  for (const item of list(fees.items)) {
    const row = page.getByRole('row', { name: new RegExp(escape(str(item.service))) });
    await expect(row).toContainText(str(item.price));
    await expect(row.getByText(textAt(LABELS, 'common.sampleWording'))).toHaveCount(item.sample === true ? 1 : 0);
  }
  for (const promise of list(data.promises)) {
    const section = page.getByRole('region', { name: str(promise.heading) });
    await expect(section).toContainText(str(promise.text).slice(0, 60));
  }
});

test('the checklist: each warning sign with what to do, and each register linked on its own site', async ({ page }) => {
  const data = readContentFile(CHECKLIST).data;
  const signs = list(isRecord(data.signs) ? data.signs.items : []);
  const registers = list(isRecord(data.registers) ? data.registers.items : []);
  await page.goto(textAt(CHECKLIST, 'route'));
  const items = page.getByRole('region', { name: textAt(CHECKLIST, 'signs.heading') }).getByRole('listitem');
  await expect(items).toHaveCount(signs.length);
  for (const [i, sign] of signs.entries()) await expect(items.nth(i).getByRole('heading')).toHaveText(str(sign.sign));
  const registerRegion = page.getByRole('region', { name: textAt(CHECKLIST, 'registers.heading') });
  for (const register of registers) {
    const words = textAt(LABELS, `trust.issuers.${str(register.issuer)}.register`);
    await expect(registerRegion.getByRole('link', { name: new RegExp(escape(words)) })).toHaveAttribute('href', str(register.href));
  }
});

test('credentials show with their register links when content/site.md records them and not at all when it records none; a rating only from five real, consented reviews', async ({ page }) => {
  const site = readContentFile(SITE).data;
  const credentials = list(site.credentials);
  const testimonials = list(readContentFile('content/testimonials.md').data.testimonials);
  const rated = testimonials.filter((t) => t.sample === false && t.consent === true && typeof t.rating === 'number');
  await page.goto('/');
  const region = page.getByRole('region', { name: textAt(LABELS, 'trust.heading') });
  if (credentials.length + list(site.partnerLogos).length === 0) await expect(region).toHaveCount(0);
  for (const credential of credentials) {
    const register = textAt(LABELS, `trust.issuers.${str(credential.issuer)}.register`);
    const item = region.getByRole('listitem').filter({ hasText: textAt(LABELS, 'trust.identifier').replace('{identifier}', str(credential.identifier)) });
    const check = item.getByRole('link', { name: new RegExp(escape(textAt(LABELS, 'trust.verify').replace('{register}', register))) });
    await expect(check).toHaveAttribute('href', str(credential.verify));
  }
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const ld = blocks.map((text): unknown => JSON.parse(text)).find((data) => isRecord(data) && str(data['@id']).endsWith('#organization'));
  if (!isRecord(ld)) throw new Error('no organisation JSON-LD on the home page');
  if (credentials.length === 0) {
    expect(ld).not.toHaveProperty('identifier');
    expect(ld).not.toHaveProperty('hasCredential');
  } else {
    expect(list(ld.identifier).map((id) => str(id.value))).toEqual(credentials.map((c) => str(c.identifier)));
  }
  const averageWords = new RegExp(escape(textAt(LABELS, 'trust.averageRating').split('{')[0] ?? ''));
  await page.goto(textAt('content/pages/our-partners.md', 'route'));
  if (rated.length < 5) {
    expect(ld).not.toHaveProperty('aggregateRating');
    await expect(page.getByText(averageWords)).toHaveCount(0);
  } else {
    expect(isRecord(ld.aggregateRating) ? ld.aggregateRating.reviewCount : undefined).toBe(rated.length);
    await expect(page.getByText(averageWords)).toHaveCount(1);
  }
});

test("a claim without counts shows its value from content/site.md, marked as the consultancy's own figure", async ({ page }) => {
  const claims = isRecord(readContentFile(SITE).data.claims) ? readContentFile(SITE).data.claims : {};
  const rate = isRecord(claims) && isRecord(claims.visaSuccessRate) ? claims.visaSuccessRate : {};
  const visit = readContentFile('content/pages/visitvisa.md').data;
  const card = list(isRecord(visit.benefits) ? visit.benefits.items : []).find((item) => item.claim === 'visaSuccessRate');
  if (!card) throw new Error('content/pages/visitvisa.md: no benefit names claim: visaSuccessRate');
  await page.goto(textAt('content/pages/visitvisa.md', 'route'));
  const box = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: str(card.title).replace('{claim}', str(rate.value)) }) });
  await expect(box).toContainText(textAt(LABELS, 'trust.claimOwn'));
});

test('a claim written as {{claim:name}} in a page shows its value from content/site.md, and the page notes each such claim', async ({ page }) => {
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
    expect(names.length, `${file} refers to a claim`).toBeGreaterThan(0);
    await page.goto(route);
    const notes = page.getByRole('complementary', { name: textAt(LABELS, 'trust.claimsOnPage') });
    const lines = names.map((name) =>
      textAt(LABELS, 'trust.claimLine')
        .replace('{claim}', textAt(LABELS, `trust.claimNames.${name}`).replace('{value}', claimValue(name)))
        .replace('{note}', noteOf(name)),
    );
    await expect(notes.getByRole('listitem')).toHaveText(lines.map((line) => new RegExp(`^${escape(line)}$`)), { useInnerText: true });
    await expect(page.getByRole('main')).not.toContainText('{{claim:');
  }
});
