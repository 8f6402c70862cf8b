import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, TEST_ENQUIRY_ENDPOINT, allPartsDrawn } from './fixtures';
import { loadContent } from './site-content';
import { formatFigure } from '@/lib/content/figures';
import { editions } from '@/lib/editions';

/**
 * The Urdu edition (docs/translations.md): right to left, in Urdu words over the English files'
 * figures. Expectations come from the content files: the Urdu words from content/ur/, the figures
 * from the English files, formatted as the Urdu pages write them.
 */
const english = loadContent(process.cwd());
const urdu = loadContent(process.cwd(), editions.ur);
const ukEnglish = english.countries.find((c) => c.id === 'uk');
const ukUrdu = urdu.countries.find((c) => c.id === 'uk');
if (!ukEnglish || !ukUrdu?.translation) throw new Error('the UK guide and its Urdu translation are needed');
const UK = ukEnglish.data.route;
const UK_URDU = `/ur${UK}`;
const tuition = ukEnglish.data.figures.tuition;
if (!tuition) throw new Error('content/countries/uk.md has no tuition figure');
const words = urdu.labels;
const guideTabs = ukUrdu.data.guide?.tabs ?? [];
const urduContact = urdu.pages.flatMap((entry) => (entry.data.template === 'contact' && entry.translation ? [entry.data] : []))[0];

test('the Urdu UK guide is right to left, in Urdu, and shows the tuition figure of the English file', async ({ page }) => {
  await page.goto(UK_URDU);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ukUrdu.data.title);
  const label = ukUrdu.data.stats.find((s) => s.name === 'tuition')?.label;
  if (!label) throw new Error('the UK guide has no tuition stat card');
  // The figure is the English file's amount, written the Urdu way ("£25,000 سالانہ").
  await expect(page.locator('.stat').filter({ hasText: label })).toContainText(formatFigure(tuition, editions.ur));
});

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

/** The page's alternate links, by hreflang, as paths. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((all) => all.map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? '']));
  return Object.fromEntries(links.map(([lang, href]) => [lang, new URL(href ?? '').pathname]));
}

test('hreflang alternates name both twins and x-default, from both sides, as full URLs', async ({ page }) => {
  const both = { en: UK, ur: UK_URDU, 'x-default': UK };
  await page.goto(UK);
  expect(await alternates(page)).toEqual(both);
  expect(await page.locator('link[rel="alternate"][hreflang="ur"]').getAttribute('href')).toBe(`${english.site.data.url}${UK_URDU}`);
  await page.goto(UK_URDU);
  expect(await alternates(page)).toEqual(both);
});

test('the language switch leads to the same page in the other language, and exists only where that page does', async ({ page }) => {
  await page.goto(UK);
  await page.getByRole('navigation', { name: english.labels.layout.languageSwitch }).getByRole('link', { name: editions.ur.name }).click();
  await expect(page).toHaveURL(new RegExp(`${UK_URDU}$`));
  await page.getByRole('navigation', { name: words.layout.languageSwitch }).getByRole('link', { name: editions.en.name }).click();
  await expect(page).toHaveURL(new RegExp(`${UK}$`));
  // A page nobody has translated offers no switch.
  const untranslated = english.pages.find((p) => !urdu.pages.find((u) => u.file === p.file)?.translation);
  if (!untranslated) throw new Error('every page is translated: pick another check');
  await page.goto(untranslated.data.route);
  await expect(page.getByRole('navigation', { name: english.labels.layout.languageSwitch })).toHaveCount(0);
});

test('links on Urdu pages lead to Urdu twins where they exist', async ({ page }) => {
  await page.goto('/ur');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: urdu.site.data.logo.alt || urdu.site.data.name }).first()).toHaveAttribute('href', '/ur');
  const contactRoute = english.pages.find((p) => p.data.template === 'contact')?.data.route ?? '';
  const contactLinks = await page.locator(`a[href^="/ur${contactRoute}"]`).count();
  expect(contactLinks).toBeGreaterThan(0);
  expect(await page.locator(`main a[href="${contactRoute}"]`).count()).toBe(0);
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

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });
  test('the Urdu home page has no WCAG 2.2 AA violations', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await allPartsDrawn(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).options({ resultTypes: ['violations'] }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
});
