/*
 * Figures as timelines, on the site built for today (or SITE_DATE): the dated change shows as
 * coming before its day (tests/unit/dated-change.test.tsx renders the pages the day before and after it), and
 * the Urdu guide shows the same amounts in force as the English one.
 */
import { test, expect } from './fixtures';
import { expectDatedChange, lastChange } from './dated-change';
import { figureOf, officialValues, readContentFile, siteDay, textAt } from './content-files';
import { formatAmountOnly } from '@/lib/money-format';

test('a dated change: the value in force on the stat card, the coming one under it before its day, and /fee-changes lists it', async ({ page }) => {
  await expectDatedChange(page, '', siteDay());
});

test('the Urdu guide shows the amounts in force that the English guide shows, in its questions, not the ones they replaced', async ({ page }) => {
  const file = 'content/countries/uk.md';
  const { data } = readContentFile(file);
  const figures = data.figures !== null && typeof data.figures === 'object' && !Array.isArray(data.figures) ? Object.fromEntries(Object.entries(data.figures)) : {};
  const london = figureOf(figures.visaFundsLondon, `${file}: figures.visaFundsLondon`);
  const [replaced] = officialValues(figures.visaFundsLondon, `${file}: figures.visaFundsLondon`);
  if (london.kind !== 'money' || replaced?.figure.kind !== 'money' || replaced.figure.min === london.min) throw new Error(`${file}: figures.visaFundsLondon has no earlier amount; this test reads one`);
  // Amounts keep Western digits in both editions: "£1,483" with English or Urdu words around it.
  const amount = formatAmountOnly(london.min, london.max, london.currency);
  const old = formatAmountOnly(replaced.figure.min, replaced.figure.max, replaced.figure.currency);
  for (const path of [String(data.route), `/ur${String(data.route)}`]) {
    await page.goto(path);
    // The questions state the money to show (only the fee changes list may name the amount it replaced).
    const faq = page.locator('#faq');
    await expect(faq).toContainText(amount);
    await expect(faq).not.toContainText(old);
  }
});

test('/fee-changes links its Atom feed for feed readers, and the feed lists the dated change', async ({ page }) => {
  await page.goto(textAt('content/pages/fee-changes.md', 'route'));
  const link = page.getByRole('link', { name: textAt('content/labels.md', 'common.subscribe') });
  const href = await link.getAttribute('href');
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', href ?? '');
  const feed = await page.request.get(href ?? '');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^application\/atom\+xml/);
  expect(await feed.text()).toContain(`uk/postStudyWork/${lastChange().day}`);
});
