/*
 * Parts of a page far below the first screen are laid out only near the window until the page has
 * loaded (lib/render-later/shared.ts): the first frames on a slow phone lay out one screen, not the whole
 * page. Without scripts a part is drawn as it is scrolled to, and always in print; with scripts,
 * every part is drawn once the page has loaded, without scrolling. Either way a link into the page
 * lands where it points: a page with in-page links lays everything out (lib/render-later/build.ts),
 * and on a page with parts waiting a #fragment lays every part out (`:target`) and is scrolled to
 * instantly, which lands (csswg-drafts#9833).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, allPartsDrawn, labels } from './fixtures';
import { RENDER_LATER_CLASS } from '@/lib/render-later/shared';

test.use({ viewport: { width: 375, height: 667 } });

/** Whether the browser has laid out and drawn the element (false inside a part it skips). */
const drawn = (locator: Locator) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

/** How many of the page's render-later parts still have their contents skipped. */
const partsNotDrawn = (page: Page) =>
  page.evaluate((name) => Array.from(document.getElementsByClassName(name)).filter((part) => part.firstElementChild && !part.firstElementChild.checkVisibility({ contentVisibilityAuto: true })).length, RENDER_LATER_CLASS);

/** Waits until the page has stopped scrolling, then how far the element's top is from where its scroll margin puts it. */
async function offTarget(page: Page, selector: string): Promise<number> {
  // Polled from here, not in the page: the page may have no scripts.
  let still = 0;
  for (let last = -1; still < 3; ) {
    await page.waitForTimeout(250);
    const y = await page.evaluate(() => window.scrollY);
    still = y === last ? still + 1 : 0;
    last = y;
  }
  return page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top - parseFloat(getComputedStyle(element).scrollMarginTop)));
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the skip link leaves the parts waiting: the top of <main> is above them all', async ({ page }) => {
    await page.goto('/cost-planner');
    const before = await partsNotDrawn(page);
    expect(before).toBeGreaterThan(0);
    await page.getByRole('link', { name: labels.layout.skipLink }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    expect(await partsNotDrawn(page)).toBe(before);
  });

  test('a part far below is in the page, drawn once scrolled to, and in print', async ({ page }) => {
    await page.goto('/');
    const lastHeading = page.locator(`main > .${RENDER_LATER_CLASS}`).last().getByRole('heading').first();
    expect(await partsNotDrawn(page)).toBeGreaterThan(0);
    expect(await drawn(lastHeading)).toBe(false);
    // Skipped, not hidden: its words are in the page for search engines and screen readers.
    await expect(lastHeading).not.toHaveText('');
    await lastHeading.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(lastHeading)).toBe(true);

    // Printed (here: at the page's first load, nothing scrolled to), every part is on paper.
    await page.goto('/');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await page.pdf({ format: 'A4' }))), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(((await lastHeading.textContent()) ?? '').trim());
  });
});

test('with scripts, every part is drawn once the page has loaded, without scrolling', async ({ page }) => {
  for (const route of ['/cost-planner', '/contact', '/']) {
    // The page as sent has parts waiting (by the time a test can look, some may be laid out already).
    expect(await (await page.request.get(route)).text()).toMatch(new RegExp(`class="[^"]*\\b${RENDER_LATER_CLASS}\\b`));
    await page.goto(route);
    await allPartsDrawn(page);
    expect(await partsNotDrawn(page)).toBe(0);
    expect(await drawn(page.getByRole('contentinfo').getByRole('heading').first())).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with scripts' : 'without scripts', () => {
    test.use({ javaScriptEnabled });

    test('a country button scrolls smoothly to exactly its section, and a #fragment lands where it points', async ({ page }) => {
      // A page with in-page links has no part waiting, and scrolls smoothly from its first paint.
      await page.goto('/visitvisa');
      expect(await page.locator(`.${RENDER_LATER_CLASS}`).count()).toBe(0);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
      const last = page.locator('.country-buttons a').last();
      const target = (await last.getAttribute('href')) ?? '';
      await last.click();
      expect(Math.abs(await offTarget(page, target))).toBeLessThanOrEqual(1);

      // Arriving at a #fragment below parts still waiting: the scroll is instant, and lands.
      const lastPlan = [...(await (await page.request.get('/cost-planner')).text()).matchAll(/<h3 id="([^"]+)"/g)].at(-1)?.[1] ?? '';
      expect(lastPlan).not.toBe('');
      await page.goto(`/cost-planner#${lastPlan}`);
      expect(Math.abs(await offTarget(page, `#${lastPlan}`))).toBeLessThanOrEqual(1);
      if (javaScriptEnabled) {
        await allPartsDrawn(page);
        expect(Math.abs(await offTarget(page, `#${lastPlan}`))).toBeLessThanOrEqual(1);
      }
    });

    test('a #fragment given on the same page, as from the address bar, lands where it points', async ({ page }) => {
      // From a fresh load at the top, so that the parts above the target have never been drawn
      // (without scripts, they stood in at their estimated size and the scroll ended 300–1,100 px short).
      const plans = [...(await (await page.request.get('/cost-planner')).text()).matchAll(/<h3 id="([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(plans.length).toBeGreaterThan(1);
      for (const plan of [plans.at(-1), plans[1]]) {
        await page.goto('/contact');
        await page.goto('/cost-planner');
        await page.goto(`/cost-planner#${plan}`);
        expect(Math.abs(await offTarget(page, `#${plan}`))).toBeLessThanOrEqual(1);
      }
    });
  });
}
