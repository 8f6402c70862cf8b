/**
 * What a country guide does in a browser: its tabs switch (a script), its questions open one at a
 * time, and an image that fails to load is replaced. What the guides' static HTML shows (headings,
 * stat cards, figures, links, brochures, each guide's tabs and questions as written, galleries,
 * testimonials) is checked on every guide in tests/output/country-guides.test.ts.
 */
import { test, expect } from './fixtures';
import { loadContent } from './site-content';
import { readContentFile } from './content-files';

const content = loadContent(process.cwd());
const uk = readContentFile('content/countries/uk.md').data;
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const ukTabs = (isRecord(uk.guide) && Array.isArray(uk.guide.tabs) ? uk.guide.tabs.filter(isRecord) : []).map((tab) => String(tab.label));

// One guide is enough here: the tabs island and the questions' markup are the same on every guide,
// and each guide's own tabs, panels and questions are checked in its static HTML.
test('the UK guide: each tab shows only its own section, Home returns to the first; one answer open at a time', async ({ page }) => {
  expect(ukTabs.length).toBeGreaterThan(1);
  await page.goto(String(uk.route));
  await test.step('guide tabs: the first selected, each tab shows only its own section', async () => {
    const tabs = page.getByRole('tab');
    const [firstTab] = ukTabs;
    const lastTab = ukTabs[ukTabs.length - 1];
    await expect(tabs).toHaveText(ukTabs);
    await expect(page.getByRole('tab', { name: firstTab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    for (const label of ukTabs.slice(1)) {
      await page.getByRole('tab', { name: label }).click();
      await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      await expect(page.getByRole('tabpanel')).toHaveAccessibleName(label);
    }
    await page.getByRole('tab', { name: lastTab }).focus();
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: firstTab })).toBeFocused();
    await expect(page.getByRole('tab', { name: firstTab })).toHaveAttribute('aria-selected', 'true');
  });
  await test.step('FAQ: one answer open at a time; clicking the open question closes it', async () => {
    const items = page.locator('#faq details');
    const first = items.nth(0);
    const second = items.nth(1);
    await expect(items.first()).not.toHaveAttribute('open');
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open');
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open');
    await expect(first).not.toHaveAttribute('open');
    await second.locator('summary').click();
    await expect(second).not.toHaveAttribute('open');
  });
});

test('an image that fails to load is replaced by a local placeholder', async ({ page }) => {
  await page.route('**/images/gallery/**', (route) => route.abort());
  const australia = content.countries.find((c) => c.data.route === '/australiaStudyAbroad');
  await page.goto('/australiaStudyAbroad');
  const gallery = page.locator('#gallery');
  await gallery.scrollIntoViewIfNeeded();
  const images = gallery.getByRole('img');
  await expect(images).toHaveCount(australia?.data.gallery?.images.length ?? -1);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('src', /\/images\/placeholders\/placeholder-\d\.svg$/);
    await expect.poll(() => img.evaluate((el) => (el instanceof HTMLImageElement ? el.naturalWidth : 0))).toBeGreaterThan(0);
  }
});
