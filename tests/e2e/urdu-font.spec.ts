import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * The Urdu font (app/urdu.css) is fetched only by a page that shows Urdu: its unicode-range covers
 * Arabic script alone. The site's content is English, so the Urdu page is a country page with an
 * Urdu title written in, as the build writes it (components/ui/UrduRuns.tsx).
 */
const URDU = 'اسپین میں تعلیم';

/** Every font file the page asks for while it loads and draws. */
async function fontRequests(page: Page, path: string): Promise<string[]> {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || /\.woff2?$/.test(new URL(request.url()).pathname)) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return fonts;
}

test('an English page downloads no font file', async ({ page }) => {
  expect(await fontRequests(page, '/spainStudyAbroad')).toEqual([]);
});

test('a page with Urdu in its title downloads the Urdu font, and draws the title with it', async ({ page }) => {
  await page.route('**/spainStudyAbroad', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<h1>([^<]*)<\/h1>/, `<h1>$1 — <span lang="ur" dir="rtl">${URDU}</span></h1>`);
    await route.fulfill({ response, body: html });
  });
  const fonts = await fontRequests(page, '/spainStudyAbroad');
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/^\/_next\/static\/media\/.+\.woff2$/);
  const urdu = page.locator('h1 span[lang="ur"]');
  await expect(urdu).toHaveText(URDU);
  // The title's weight picks the bold face; the regular one is never needed, so never loaded.
  const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family} ${face.weight}`));
  expect(loaded).toEqual(['Vazirmatn 700']);
  expect(await urdu.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^Vazirmatn,/);
  expect(await urdu.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
});
