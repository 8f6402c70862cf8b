import { test, expect, labels } from './fixtures';
import { nextRuntimeLeft } from './next-runtime';

/** Every script the page asks for, by path. */
function scriptRequests(page: import('@playwright/test').Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test("pages load their islands' bundles only: no Next runtime, no RSC payload, and no bundle of an island the page lacks", async ({ page }) => {
  const scripts = scriptRequests(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const route of ['/', '/ukStudyAbroad', '/visitvisa', '/contact', '/search']) {
    await test.step(route, async () => {
      const before = scripts.length;
      const response = await page.goto(route);
      const html = (await response?.text()) ?? '';
      // (Next's stylesheet stays, inlined into the page.)
      expect(nextRuntimeLeft(html), route).toEqual([]);
      await page.waitForLoadState('load');
      if (route === '/contact') {
        // The form's bundle, and not those of islands the page does not have.
        const loaded = scripts.slice(before);
        expect(loaded.some((src) => /\/_islands\/EnquiryForm-/.test(src))).toBe(true);
        expect(loaded.some((src) => /\/_islands\/(Tabs|CompareTable|SearchPage)-/.test(src))).toBe(false);
      }
    });
  }
  expect(scripts.length).toBeGreaterThan(0);
  // /search starts Pagefind at once; no other script comes from anywhere but the islands' folder.
  expect(scripts.filter((src) => !src.startsWith('/_islands/') && !src.startsWith('/pagefind/'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('an island works once hydrated, and following a menu link is an ordinary page load', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ukStudyAbroad');
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  // A full load gives the new page a new window; a client-side route change would keep this mark.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const contact = page.getByRole('navigation', { name: labels.layout.mainMenu }).locator('a[href="/contact"]');
  await contact.click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
});
