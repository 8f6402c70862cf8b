import { test, expect, allSpecRoutes, labels } from './fixtures';

test.describe('every route of the spec', () => {
  for (const path of allSpecRoutes) {
    test(`${path} answers 200 with header, main content and footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('navigation', { name: labels.layout.mainMenu })).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('both casings of the health insurance route show one page, with one canonical address', async ({ page }) => {
    await page.goto('/health-insurance');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    await page.goto('/health-Insurance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(canonical);
    expect(canonical).toMatch(/\/health-Insurance$/);
  });
});
