import { test, expect } from './fixtures';

const opacityOf = (page: import('@playwright/test').Page, selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).opacity);

test('a section below the fold fades in once it scrolls into view; one already on screen at load is never hidden, so the largest paint does not wait', async ({ page }) => {
  await test.step('below the fold: hidden, then shown once scrolled to', async () => {
    await page.goto('/ukStudyAbroad');
    await expect.poll(() => opacityOf(page, '#benefits .container div')).toBe('0');
    await page.locator('#benefits').scrollIntoViewIfNeeded();
    await expect.poll(() => opacityOf(page, '#benefits .container div'), { timeout: 4000 }).toBe('1');
  });

  await test.step('on screen at load: never hidden', async () => {
    // Tall enough that the overview, a section that fades in when scrolled to, is on screen at load.
    await page.setViewportSize({ width: 1280, height: 2000 });
    await page.goto('/ukStudyAbroad');
    // The first div inside the container is the one Reveal animates (inside its island boundary).
    const overview = page.locator('#overview .container div').first();
    await expect(overview).toBeInViewport();
    // The same section below the fold is hidden after hydration (the step before); on screen it must not be.
    await page.waitForFunction(() => document.readyState === 'complete');
    await expect.poll(() => opacityOf(page, '#benefits .container div')).toBe('1');
    expect(await opacityOf(page, '#overview .container div')).toBe('1');
    expect(await overview.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
  });
});

test('under prefers-reduced-motion nothing is hidden or animated', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/ukStudyAbroad');
  // Without reduced motion, Reveal would have hidden the section by now: its effect runs in the
  // frame after load and the observer's first report comes with a following one.
  await page.evaluate(async () => {
    for (let i = 0; i < 4; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  expect(await opacityOf(page, '#benefits .container div')).toBe('1');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
});
