import type { Page, Route } from '@playwright/test';
import { test, expect, labels } from './fixtures';
import { loadContent } from './site-content';
import { menuLinks, navLabels, siteMenu } from './content-files';

/**
 * Issue 16: every control works from the first paint, while the page's scripts are still arriving.
 * Each test holds back every script chunk of the export (`/_islands/…/*.js`), so the page never
 * hydrates until the test releases them, and uses the controls at 375px by tap and by keyboard.
 */
const content = loadContent(process.cwd());
const ukFaqs = content.countries.find((c) => c.data.route === '/ukStudyAbroad')?.data.faqs?.items ?? [];
const visa = content.pages.flatMap((entry) => (entry.data.template === 'visa' && entry.data.route === '/visitvisa' ? [entry.data] : []))[0];
const visaTabs = content.labels.visa.tabs;
// The header's two dropdowns and the last link of each, read from site settings and the content files as written.
const countriesMenu = siteMenu('countries');
const servicesMenu = siteMenu('services');
const lastLink = (menu: 'countries' | 'services') => {
  const label = menuLinks(menu).at(-1)?.label;
  if (!label) throw new Error(`the ${menu} menu lists no link`);
  return label;
};

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

const SCRIPTS = '**/_islands/**/*.js';

/** Holds every script request until `release()`; `held()` says how many are waiting. */
async function holdScripts(page: Page) {
  const waiting: Route[] = [];
  let released = false;
  await page.route(SCRIPTS, async (route) => {
    if (released) await route.continue();
    else waiting.push(route);
  });
  return {
    held: () => waiting.length,
    release: async () => {
      released = true;
      for (const route of waiting.splice(0)) await route.continue();
    },
  };
}

async function openHeld(page: Page, path: string) {
  const scripts = await holdScripts(page);
  // Not waiting for `load`: the held scripts would hold it back.
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: labels.layout.menuButton, exact: true })).toBeVisible();
  await expect.poll(scripts.held).toBeGreaterThan(0);
  return scripts;
}

test('the menu button and a dropdown work on tap before hydration', async ({ page }) => {
  const scripts = await openHeld(page, '/');
  const toggle = page.getByRole('button', { name: labels.layout.menuButton, exact: true });
  // Only hydration writes aria-expanded: its absence shows the page has not hydrated.
  await expect(toggle).not.toHaveAttribute('aria-expanded');
  await toggle.tap();
  const panel = page.locator('#site-menu');
  await expect(panel).toBeVisible();
  const abroad = panel.getByRole('button', { name: countriesMenu.label });
  await abroad.tap();
  await expect(panel.locator('#menu-countries').getByRole('link', { name: lastLink('countries') })).toBeVisible();
  // The other dropdown opens in its place.
  await panel.getByRole('button', { name: servicesMenu.label }).tap();
  await expect(panel.locator('#menu-services').getByRole('link', { name: lastLink('services') })).toBeVisible();
  await expect(panel.locator('#menu-countries')).toBeHidden();
  // The close button closes the overlay.
  await panel.getByRole('button', { name: labels.layout.closeMenu }).tap();
  await expect(panel).toBeHidden();
  expect(scripts.held()).toBeGreaterThan(0);
  await expect(toggle).not.toHaveAttribute('aria-expanded');
});

test('the menu works with the keyboard before hydration: Enter opens and focuses its close button, Tab goes on inside, Escape closes and returns focus', async ({ page }) => {
  await openHeld(page, '/');
  const toggle = page.getByRole('button', { name: labels.layout.menuButton, exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const panel = page.locator('#site-menu');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: labels.layout.closeMenu })).toBeFocused();
  await page.keyboard.press('Tab');
  // The menu's first entry, link or dropdown button, whichever content/site.md lists first.
  await expect(panel.locator(':focus')).toHaveAccessibleName(navLabels()[0] ?? '');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).not.toHaveAttribute('aria-expanded');
});

test('a menu opened before hydration stays open and gets its state once the scripts arrive', async ({ page }) => {
  const scripts = await openHeld(page, '/');
  const toggle = page.getByRole('button', { name: labels.layout.menuButton, exact: true });
  await toggle.tap();
  await scripts.release();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const dialog = page.getByRole('dialog', { name: labels.layout.menuDialog });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: labels.layout.closeMenu }).tap();
  await expect(dialog).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('a tab works on tap and by keyboard before hydration, and hydration keeps it', async ({ page }) => {
  if (!visa) throw new Error('no /visitvisa page in content/pages');
  const scripts = await openHeld(page, '/visitvisa');
  const firstSet = page.locator('.tabs').first();
  const panel = (name: string) => firstSet.getByRole('tabpanel', { name, includeHidden: true });
  await expect(panel(visaTabs.overview)).toBeVisible();
  await expect(firstSet).not.toHaveAttribute('data-hydrated');

  await firstSet.getByRole('tab', { name: visaTabs.requirements }).tap();
  await expect(panel(visaTabs.requirements)).toBeVisible();
  await expect(panel(visaTabs.overview)).toBeHidden();

  // Before hydration every tab is a link in the Tab order; Enter follows it.
  await firstSet.getByRole('tab', { name: visaTabs.process }).focus();
  await page.keyboard.press('Enter');
  await expect(panel(visaTabs.process)).toBeVisible();
  await expect(panel(visaTabs.requirements)).toBeHidden();
  expect(scripts.held()).toBeGreaterThan(0);

  // Once hydrated, the tab followed before is the selection of every country section.
  await scripts.release();
  await expect(firstSet).toHaveAttribute('data-hydrated');
  const processTabs = page.getByRole('tab', { name: visaTabs.process });
  for (const tab of await processTabs.all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(panel(visaTabs.process)).toBeVisible();
});

test('FAQ questions open on tap and by keyboard before hydration, one at a time', async ({ page }) => {
  expect(ukFaqs.length).toBeGreaterThan(1);
  const scripts = await openHeld(page, '/ukStudyAbroad');
  const [first, second] = ukFaqs;
  if (!first || !second) throw new Error('content/countries/uk.md needs two FAQ items');
  const details = (question: string) => page.locator('#faq details').filter({ has: page.getByRole('heading', { name: question }) });

  await details(first.question).locator('summary').tap();
  await expect(details(first.question).getByText(first.answer)).toBeVisible();
  await details(second.question).locator('summary').tap();
  await expect(details(second.question).getByText(second.answer)).toBeVisible();
  await expect(details(first.question).getByText(first.answer)).toBeHidden();

  await details(first.question).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(details(first.question).getByText(first.answer)).toBeVisible();
  await expect(details(second.question).getByText(second.answer)).toBeHidden();
  expect(scripts.held()).toBeGreaterThan(0);
});
