import { test, expect } from './fixtures';

const opacityOf = (page: import('@playwright/test').Page, selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).opacity);

test('sections below the fold fade in once they scroll into view', async ({ page }) => {
  await page.goto('/ukStudyAbroad');
  await expect.poll(() => opacityOf(page, '#benefits .container > div')).toBe('0');
  await page.locator('#benefits').scrollIntoViewIfNeeded();
  await expect.poll(() => opacityOf(page, '#benefits .container > div'), { timeout: 4000 }).toBe('1');
});

test('content on screen at load is never hidden, so the largest paint does not wait', async ({ page }) => {
  await page.goto('/ukStudyAbroad');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
});

test('under prefers-reduced-motion nothing is hidden or animated', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/ukStudyAbroad');
  await page.waitForTimeout(300);
  expect(await opacityOf(page, '#benefits .container > div')).toBe('1');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
});
