import { test, expect } from './fixtures';

// Every route of the spec answering 200 with header, menu, main content, one h1 and footer is
// checked in accessibility.spec.ts, on the page load that also scans it.

test('both casings of the health insurance route show one page, with one canonical address', async ({ page }) => {
  await page.goto('/health-insurance');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  await page.goto('/health-Insurance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(canonical);
  expect(canonical).toMatch(/\/health-Insurance$/);
});
