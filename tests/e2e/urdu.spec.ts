import type { Page } from '@playwright/test';
import { test, expect, TEST_ENQUIRY_ENDPOINT } from './fixtures';
import { loadContent } from './site-content';
import { editions } from '@/lib/editions';

/**
 * The Urdu edition (docs/translations.md) where it needs a browser: its tabs by keyboard, right to
 * left, and without scripts; its enquiry form sending. What its pages say and link to, as built,
 * is checked in tests/output/urdu-pages.test.ts and tests/output/seo.test.ts (hreflang); axe scans
 * it in tests/e2e/accessibility.spec.ts.
 */
const english = loadContent(process.cwd());
const urdu = loadContent(process.cwd(), editions.ur);
const ukEnglish = english.countries.find((c) => c.id === 'uk');
const ukUrdu = urdu.countries.find((c) => c.id === 'uk');
if (!ukEnglish || !ukUrdu?.translation) throw new Error('the UK guide and its Urdu translation are needed');
const UK = ukEnglish.data.route;
const UK_URDU = `/ur${UK}`;
const guideTabs = ukUrdu.data.guide?.tabs ?? [];
const urduContact = urdu.pages.flatMap((entry) => (entry.data.template === 'contact' && entry.translation ? [entry.data] : []))[0];

test('its tabs follow the reading direction by keyboard: the left arrow goes to the next tab', async ({ page }) => {
  await page.goto(UK_URDU);
  const tabs = guideTabs.map((tab) => tab.label);
  const [first, second] = tabs;
  const last = tabs.at(-1);
  if (!first || !second || !last) throw new Error('the UK guide has at least two tabs');
  const set = page.locator('.tabs').filter({ has: page.getByRole('tab', { name: first }) }).first();
  await expect(set).toHaveAttribute('data-hydrated');
  await set.getByRole('tab', { name: first }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(set.getByRole('tab', { name: second })).toBeFocused();
  await expect(set.getByRole('tab', { name: second })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(set.getByRole('tab', { name: last })).toHaveAttribute('aria-selected', 'true');
});

test('its tabs work with scripts held back', async ({ page }) => {
  await page.route('**/_islands/**/*.js', () => undefined);
  await page.goto(UK_URDU, { waitUntil: 'commit' });
  const [, second] = guideTabs;
  if (!second) throw new Error('the UK guide has at least two tabs');
  await page.getByRole('tab', { name: second.label }).first().click();
  await expect(page.getByRole('tabpanel', { name: second.label }).first()).toBeVisible();
});

test.describe('the Urdu contact form', () => {
  test.skip(!urduContact, 'content/ur/pages/contact.md is not there');

  async function fillValid(page: Page) {
    const labels = urduContact!.form.labels;
    await page.getByLabel(labels.name).fill('عائشہ خان');
    await page.getByLabel(labels.phone).fill('0300-1234567');
    await page.getByLabel(labels.message).fill('میں اگلے ستمبر برطانیہ میں نرسنگ پڑھنا چاہتی ہوں۔');
  }

  test('sends, and says so in Urdu', async ({ page }) => {
    const contactRoute = english.pages.find((p) => p.data.template === 'contact')?.data.route ?? '';
    let posted = '';
    await page.route(TEST_ENQUIRY_ENDPOINT, async (route) => {
      posted = route.request().postData() ?? '';
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await page.goto(`/ur${contactRoute}`);
    await fillValid(page);
    await page.getByRole('button', { name: urduContact!.form.labels.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: urduContact!.form.success.slice(0, 20) })).toBeVisible();
    expect(new URLSearchParams(posted).get('name')).toBe('عائشہ خان');
  });

  test('a failed send keeps the message and offers WhatsApp and e-mail, in Urdu', async ({ page }) => {
    const contactRoute = english.pages.find((p) => p.data.template === 'contact')?.data.route ?? '';
    await page.route(TEST_ENQUIRY_ENDPOINT, (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto(`/ur${contactRoute}`);
    await fillValid(page);
    await page.getByRole('button', { name: urduContact!.form.labels.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: urduContact!.form.failure.slice(0, 20) })).toBeVisible();
    const whatsapp = page.getByRole('link', { name: new RegExp(urduContact!.form.whatsappButton) });
    expect(new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text')).toContain('نرسنگ');
    await expect(page.getByRole('link', { name: urduContact!.form.emailButton })).toBeVisible();
  });
});
