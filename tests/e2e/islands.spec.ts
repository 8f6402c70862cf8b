import fs from 'node:fs';
import path from 'node:path';
import { test, expect, labels } from './fixtures';

/** Every HTML file of the export under test, relative to out/. */
function exportedPages(dir = path.resolve('out'), base = ''): string[] {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(base, entry.name);
    return entry.isDirectory() ? exportedPages(dir, file) : entry.name.endsWith('.html') ? [file] : [];
  });
}

/** Every script the page asks for, by path. */
function scriptRequests(page: import('@playwright/test').Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test("pages load their islands' bundles only: no Next runtime, no RSC payload", async ({ page }) => {
  const scripts = scriptRequests(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const route of ['/', '/ukStudyAbroad', '/visitvisa', '/contact', '/search']) {
    const response = await page.goto(route);
    const html = (await response?.text()) ?? '';
    // (Next's stylesheet stays, inlined into the page.)
    expect(html.match(/self\.__next_f|\/_next\/static\/[^"]+\.js/)?.[0] ?? null, route).toBeNull();
    await page.waitForLoadState('load');
  }
  expect(scripts.length).toBeGreaterThan(0);
  // /search starts Pagefind at once; no other script comes from anywhere but the islands' folder.
  expect(scripts.filter((src) => !src.startsWith('/_islands/') && !src.startsWith('/pagefind/'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a page loads the bundles of the islands it has, and not the others', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/contact');
  await page.waitForLoadState('load');
  expect(scripts.some((src) => /\/_islands\/EnquiryForm-/.test(src))).toBe(true);
  expect(scripts.some((src) => /\/_islands\/(Tabs|CompareTable|SearchPage)-/.test(src))).toBe(false);
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

test("every exported page went through the islands step: no Next runtime script, RSC payload or chunk left in any page of out/", () => {
  const pages = exportedPages();
  expect(pages.length).toBeGreaterThan(30);
  const leftovers = pages.flatMap((file) => {
    const html = fs.readFileSync(path.resolve('out', file), 'utf8');
    const found = [
      /self\.__next_f/.test(html) ? 'RSC payload (self.__next_f)' : '',
      /globalThis\["TURBOPACK"\]/.test(html) ? "Turbopack's chunk loader" : '',
      /<script\b[^>]*\bsrc="[^"]*\/_next\/static\/chunks\//.test(html) ? 'a script from /_next/static/chunks/' : '',
      /<link\b[^>]*\bhref="[^"]*\/_next\/static\/chunks\/[^"]*\.js"/.test(html) ? 'a preload of a Next chunk' : '',
    ].filter(Boolean);
    return found.map((what) => `${file}: ${what}`);
  });
  expect(leftovers).toEqual([]);
});
