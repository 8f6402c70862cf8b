/**
 * The home page's testimonial rotator, which only a browser's clock and pointer can drive. The
 * page's sections, their order and links: tests/output/about-and-home.test.ts.
 */
import { test, expect, labels } from './fixtures';

test.describe('testimonial rotator', () => {
  const visibleQuote = (page: import('@playwright/test').Page) => page.locator('.rotator-slide:not([hidden]) blockquote');

  /** Loads home with a frozen clock, so every timer step below is exact. */
  const loadWithFrozenClock = async (page: import('@playwright/test').Page) => {
    const start = new Date('2026-01-01T09:00:00Z');
    await page.clock.install({ time: start });
    await page.goto('/');
    await expect(page.locator('.rotator-controls')).toBeVisible();
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  };

  test('advances every 5 seconds and wraps to the first', async ({ page }) => {
    await loadWithFrozenClock(page);
    const first = await visibleQuote(page).textContent();
    await page.clock.runFor(4_900);
    await expect(visibleQuote(page)).toHaveText(first ?? '');
    await page.clock.runFor(200);
    await expect(visibleQuote(page)).not.toHaveText(first ?? '');
    const second = await visibleQuote(page).textContent();
    await page.clock.runFor(5_000);
    await expect(visibleQuote(page)).not.toHaveText(second ?? '');
    await page.clock.runFor(5_000);
    await expect(visibleQuote(page)).toHaveText(first ?? '');
    await expect(page.locator('.rotator-slides')).toHaveAttribute('aria-live', 'polite');
  });

  test('holds still while hovered, and the pause button stops it', async ({ page }) => {
    await loadWithFrozenClock(page);
    const first = await visibleQuote(page).textContent();
    await page.locator('.rotator').hover();
    await page.clock.runFor(12_000);
    await expect(visibleQuote(page)).toHaveText(first ?? '');
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: labels.rotator.pause }).click({ position: { x: 5, y: 5 } });
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(12_000);
    await expect(visibleQuote(page)).toHaveText(first ?? '');
  });

  test('does not move under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await loadWithFrozenClock(page);
    const first = await visibleQuote(page).textContent();
    await page.clock.runFor(16_000);
    await expect(visibleQuote(page)).toHaveText(first ?? '');
    await page.getByRole('button', { name: /Next/ }).click();
    await expect(visibleQuote(page)).not.toHaveText(first ?? '');
  });
});
