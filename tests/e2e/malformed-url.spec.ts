import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, labels } from './fixtures';

/**
 * Anyone can type or link an address with a malformed percent-escape. The islands that read the
 * address (the tabs read the #fragment, the 404 page's case redirect reads the path) must treat
 * it as text that matches nothing: no uncaught error, and every island still hydrates.
 */

/** Uncaught errors, and the errors an island logs when it cannot hydrate (lib/browser/hydrate-islands.ts). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('a page loaded with a malformed fragment throws nothing, and its tabs hydrate and work', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/spainStudyAbroad#%E0%A4%A');
  const firstSet = page.locator('.tabs').first();
  // Only hydration sets data-hydrated (components/ui/Tabs.tsx).
  await expect(firstSet).toHaveAttribute('data-hydrated');
  const tabs = firstSet.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});

test('the 404 page at a path with a malformed escape throws nothing, and its islands hydrate', async ({ page }) => {
  const errors = collectErrors(page);
  // `serve` refuses such a path with its own 400 page before any file is read; nginx and static
  // hosts answer it with 404.html, which is what this stands in for.
  await page.route((url) => url.pathname === '/%C0%AF', (route) => route.fulfill({ status: 404, path: path.resolve('out/404.html') }));
  // The menu button shows on a phone's width.
  await page.setViewportSize({ width: 375, height: 740 });
  const response = await page.goto('/%C0%AF');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels.notFound.heading);
  // Only hydration writes aria-expanded on the menu button: the header's island is alive.
  await expect(page.getByRole('button', { name: labels.layout.menuButton, exact: true })).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/\/%C0%AF$/);
  expect(errors.filter((error) => !/404 \(Not Found\)/.test(error))).toEqual([]);
});

test('a case variant of a route with a malformed fragment still leads to the page', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/SPAINStudyAbroad#%E0%A4%A');
  await expect(page).toHaveURL(/\/spainStudyAbroad#%E0%A4%A$/);
  await expect(page.locator('.tabs').first()).toHaveAttribute('data-hydrated');
  expect(errors.filter((error) => !/404 \(Not Found\)/.test(error))).toEqual([]);
});
