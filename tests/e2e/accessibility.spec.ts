import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, allSpecRoutes, extraRoutes, specRoutes, labels, allPartsDrawn } from './fixtures';

const routes = [...allSpecRoutes, ...extraRoutes, '/search?q=IELTS', '/brochures/uk', '/this-page-does-not-exist'];
/**
 * Phones are most visitors, so every page is scanned at 375px. At 1280px the markup is the same and
 * only the layout changes, which comes from the page's template: one page of each collection that
 * shares a template (a country guide, a service, a scholarship guide) stands for the others there.
 */
const sharedTemplate = new Set([...specRoutes.countries.slice(1), ...specRoutes.services.slice(1), ...specRoutes.scholarships.slice(1)]);
const routesAt = (width: number) => (width >= 1280 ? routes.filter((path) => !sharedTemplate.has(path)) : routes);
const isSpecRoute = new Set<string>(allSpecRoutes);

/** What the page must hold before it is scanned: its islands hydrated, anything they fetch shown, and every part drawn. */
async function settled(page: Page, path: string) {
  // Islands hydrate before `load`; their effects run in the frame after it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await allPartsDrawn(page);
  // The search page fetches its results after hydration: scan them too.
  if (path.startsWith('/search?')) await expect(page.locator('#search-page-results').getByRole('link').first()).toBeVisible();
}

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    // Under reduced motion nothing is hidden or fading (Reveal, the testimonial rotator): the scan
    // sees every section as it ends up, not half-faded text that is no real contrast failure.
    // motion.spec.ts checks that the animations end fully visible.
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });

    for (const path of routesAt(width)) {
      // The spec's routes also get their page structure checked, on the same page load.
      const structure = isSpecRoute.has(path) ? 'answers 200 with header, menu, main content, one h1 and footer, and ' : '';
      test(`${path} ${structure}has no WCAG 2.2 AA violations`, async ({ page }) => {
        // The scan is CPU-bound: a few seconds on a quiet machine, but one took over 30 s while
        // eight test runs shared two cores.
        test.setTimeout(90_000);
        const response = await page.goto(path);
        if (structure) {
          expect(response?.status()).toBe(200);
          await expect(page.getByRole('banner')).toBeVisible();
          // On a phone the menu is behind its button; the landmark is there either way.
          if (width >= 1280) await expect(page.getByRole('navigation', { name: labels.layout.mainMenu })).toBeVisible();
          else await expect(page.getByRole('button', { name: labels.layout.menuButton, exact: true })).toBeVisible();
          await expect(page.getByRole('main')).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await expect(page.getByRole('contentinfo')).toBeVisible();
        }
        await settled(page, path);
        // Only violations are read, so axe collects one node for each rule that passes, not every node.
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).options({ resultTypes: ['violations'] }).analyze();
        const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
