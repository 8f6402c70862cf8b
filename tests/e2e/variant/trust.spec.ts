/*
 * Trust details once staff fill them in (the variant site, TRUST_FIXTURE in ./site.ts): each
 * credential with its number and a link to its register, a counsellor's certificate, the counts
 * beside the success rate, and an average rating from five real, consented reviews.
 */
import type { ChildProcess } from 'node:child_process';
import { test, expect } from '../fixtures';
import { readContentFile } from '../content-files';
import { serveVariant, TRUST_FIXTURE } from './site';

let server: ChildProcess | null = null;
let origin = '';
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const labels = readContentFile('content/labels.md').data;
const trust = isRecord(labels.trust) ? labels.trust : {};
const issuers = isRecord(trust.issuers) ? trust.issuers : {};
const issuer = (key: string) => (isRecord(issuers[key]) ? issuers[key] : {});
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.beforeAll(async () => {
  ({ server, origin } = await serveVariant());
});

test.afterAll(() => {
  server?.kill();
});

test('credentials show with their numbers and register links in the footer and on the how-we-work page, and in the structured data', async ({ page }) => {
  await page.goto(`${origin}/how-we-work`);
  for (const where of [page.getByRole('region', { name: String(trust.heading) }), page.locator('#credentials')]) {
    for (const credential of TRUST_FIXTURE.credentials) {
      const item = where.getByRole('listitem').filter({ hasText: String(issuer(credential.issuer).name) });
      await expect(item).toContainText(credential.identifier);
      await expect(item.getByRole('link', { name: new RegExp(escape(String(issuer(credential.issuer).register))) })).toHaveAttribute('href', credential.verify);
    }
  }
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const ld = blocks.map((text): unknown => JSON.parse(text)).find((data) => isRecord(data) && String(data['@id']).endsWith('#organization'));
  expect(ld).toMatchObject({ hasCredential: TRUST_FIXTURE.credentials.map((c) => expect.objectContaining({ identifier: c.identifier, url: c.verify })) });
});

test("a counsellor's certificate shows on the team page with its register link", async ({ page }) => {
  const { certificate } = TRUST_FIXTURE;
  await page.goto(`${origin}/team`);
  const item = page.getByRole('listitem').filter({ hasText: certificate.identifier }).last();
  await expect(item).toContainText(String(issuer(certificate.issuer).name));
  await expect(item.getByRole('link', { name: new RegExp(escape(String(issuer(certificate.issuer).register))) })).toHaveAttribute('href', certificate.verify);
});

test('the success rate shows its counts beside it', async ({ page }) => {
  const { count, total, covers, period } = TRUST_FIXTURE.successEvidence;
  await page.goto(`${origin}/visitvisa`);
  await expect(page.getByText(`${count} of ${total} ${covers}, ${period}`)).toBeVisible();
  await page.goto(`${origin}/`);
  await expect(page.getByText(`${count} of ${total} ${covers}, ${period}`)).toBeVisible();
});

test('five real, consented ratings give an average on the partners page and in the structured data, a 3 shown as a 3', async ({ page }) => {
  const ratings: number[] = [...TRUST_FIXTURE.ratings];
  const average = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
  await page.goto(`${origin}/ourpartners`);
  await expect(page.getByText(new RegExp(`${escape(String(average))} out of 5, from ${ratings.length} reviews`))).toBeVisible();
  await expect(page.getByRole('img', { name: String(trust.rated).replace('{rating}', '3') })).toHaveCount(ratings.filter((r) => r === 3).length);
  const { programme, intake } = TRUST_FIXTURE.review;
  await expect(page.getByText(`${programme} · ${intake} · `)).toHaveCount(ratings.length);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const ld = blocks.map((text): unknown => JSON.parse(text)).find((data) => isRecord(data) && String(data['@id']).endsWith('#organization'));
  expect(ld).toMatchObject({ aggregateRating: { ratingValue: average, reviewCount: ratings.length } });
});
