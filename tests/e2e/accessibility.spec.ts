import AxeBuilder from '@axe-core/playwright';
import { test, expect, allSpecRoutes, extraRoutes } from './fixtures';

const routes = [...allSpecRoutes, ...extraRoutes, '/search?q=IELTS', '/brochures/uk', '/this-page-does-not-exist'];

for (const width of [375, 1280]) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of routes) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(path);
        // Let scroll-in animations settle: bring every section into view once, then return to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForTimeout(1300);
        // Hold the testimonial rotator still (it stops under reduced motion): on a busy machine the
        // scan is slow enough to catch a slide mid-fade, whose half-faded text is no real contrast failure.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.waitForTimeout(1100);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
        const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
