import { test, expect, labels } from './fixtures';
import { loadContent } from './site-content';
import { withClaimValue } from './content-files';

// Expected copy and links come from content/home.md, so an editor's change keeps this green.
const home = loadContent(process.cwd()).home.data;

test('home page sections come in the spec\'s order with the right links', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(home.hero.heading);
  await expect(main.getByRole('link', { name: home.hero.cta.label })).toHaveAttribute('href', home.hero.cta.href);

  const inOrder = [home.hero.heading, home.hero.cta.label, home.banner, home.services.cards[0]?.name ?? '', withClaimValue(home.trust.badges[0]?.label ?? '', home.trust.badges[0]?.claim), home.testimonials.heading];
  // The page's text in document order, whitespace folded: what is written, whatever the layout.
  const order = await main.evaluate((el, texts) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ');
    return texts.map((s) => text.indexOf(s.replace(/\s+/g, ' ')));
  }, inOrder);
  expect(order.every((pos) => pos >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);

  for (const card of home.services.cards) {
    await expect(main.getByRole('heading', { name: card.name, level: 3 })).toBeVisible();
    await expect(main.getByRole('link', { name: new RegExp(`^${card.linkLabel ?? labels.common.learnMore}\\W+${card.name}$`) })).toHaveAttribute('href', card.href);
  }
  for (const badge of home.trust.badges) {
    await expect(main.getByText(withClaimValue(badge.label, badge.claim), { exact: true })).toBeAttached();
  }
});

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
