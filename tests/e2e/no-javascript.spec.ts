import { test, expect, labels } from './fixtures';
import { loadContent } from './site-content';

/**
 * Pages with JavaScript off, where that needs a browser: the menu opening on focus, every tab panel
 * laid out and an FAQ answer opening, the header's layout. What the static HTML says without
 * scripts (the home and contact pages complete, the form's plain post) is checked in
 * tests/output/no-javascript.test.ts.
 */
const content = loadContent(process.cwd());
const site = content.site.data;
const uk = content.countries.find((entry) => entry.data.route === '/ukStudyAbroad')?.data;
if (!uk) throw new Error('no country file has the route /ukStudyAbroad');
// The header as site settings give it: the countries menu's button, and the plain links.
const countriesMenu = site.nav.find((item) => 'menu' in item && item.menu === 'countries');
const lastMenuCountry = content.countries
  .flatMap((entry) => (entry.data.menu ? [entry.data.menu] : []))
  .sort((a, b) => a.order - b.order)
  .at(-1);
const plainLinks = site.nav.flatMap((item) => ('href' in item ? [item.label] : []));

test.use({ javaScriptEnabled: false });

test('the menu still opens without JavaScript, on focus', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: countriesMenu?.label }).focus();
  await expect(page.getByRole('link', { name: lastMenuCountry?.label, exact: true })).toBeVisible();
});

test('country guide tabs and FAQ answers are all readable without JavaScript', async ({ page }) => {
  await page.goto(uk.route);
  const tabs = uk.guide?.tabs ?? [];
  expect(tabs.length).toBeGreaterThan(1);
  // Every tab's panel is on the page, each under its own heading.
  for (const tab of tabs.slice(1)) await expect(page.getByRole('heading', { name: tab.label, level: 3 })).toBeVisible();
  const firstQuestion = page.locator('.faq summary').first();
  await firstQuestion.click();
  await expect(page.locator('.faq details').first().locator('.faq-answer')).toBeVisible();
});

for (const width of [375, 800, 1280]) {
  test(`the header shows the logo, every menu link and search side by side without overlap at ${width}px, without JavaScript`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(uk.route);
    const logo = page.getByRole('link', { name: site.logo.alt });
    const menu = page.getByRole('navigation', { name: labels.layout.mainMenu });
    const search = page.getByRole('searchbox', { name: labels.search.headerLabel });
    expect(plainLinks.length).toBeGreaterThan(0);
    for (const name of plainLinks) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(search).toBeVisible();
    const [logoBox, menuBox, searchBox] = await Promise.all([logo.boundingBox(), menu.boundingBox(), search.boundingBox()]);
    if (!logoBox || !menuBox || !searchBox) throw new Error('header parts not laid out');
    expect(logoBox.width).toBeGreaterThanOrEqual(150);
    const overlap = (a: typeof logoBox, b: typeof logoBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap(logoBox, menuBox)).toBe(false);
    expect(overlap(menuBox, searchBox)).toBe(false);
    expect(overlap(logoBox, searchBox)).toBe(false);
  });
}
