import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import * as fontkit from 'fontkit';

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

test('an English page with no Urdu on it downloads no font file', async ({ page }) => {
  // /compare has no Urdu twin, so no language switch: not one Arabic-script letter on the page.
  expect(await fontRequests(page, '/compare')).toEqual([]);
});

test('an English page with an Urdu twin downloads no font either: its switch link "اردو" uses the system font', async ({ page }) => {
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

/**
 * The Urdu edition's own face (app/urdu-edition.css, lib/pipeline/urdu-font.ts): Noto Naskh Arabic,
 * subset at build time and served from /_fonts/ on Urdu pages only.
 */
const URDU_FONT_FILE = /^\/_fonts\/urdu-(400|700)-[0-9a-f]+\.woff2$/;

for (const path of ['/', '/ukStudyAbroad']) {
  test(`the English page ${path} requests no Urdu edition font`, async ({ page }) => {
    const fonts = await fontRequests(page, path);
    expect(fonts.filter((font) => font.startsWith('/_fonts/'))).toEqual([]);
  });
}

test('/ur/ukStudyAbroad loads the Urdu font, draws its heading with it and has a glyph for every letter it shows', async ({ page, request }) => {
  const fonts = await fontRequests(page, '/ur/ukStudyAbroad');
  const urduFonts = fonts.filter((font) => URDU_FONT_FILE.test(font));
  // Body text in the regular weight, headings in the bold one.
  expect([...new Set(urduFonts.map((font) => URDU_FONT_FILE.exec(font)?.[1]))].sort()).toEqual(['400', '700']);
  // Only the edition's own face: no Vazirmatn besides it.
  expect(fonts.filter((font) => !URDU_FONT_FILE.test(font))).toEqual([]);
  // Each file asked for with the HTML's first bytes, once (React 19.2 wrote a rendered preload twice).
  const preloads = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloads.sort()).toEqual([...new Set(urduFonts)].sort());

  const heading = page.getByRole('heading', { level: 1 });
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Noto Naskh Arabic"?,/);
  const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')));
  expect(loaded).toContain('Noto Naskh Arabic');

  const shown = await page.evaluate(() => document.body.innerText);
  const letters = [...new Set([...shown].filter((char) => /\p{Script=Arabic}/u.test(char)))];
  expect(letters.length).toBeGreaterThan(30);
  for (const font of new Set(urduFonts)) {
    const file = Buffer.from(await (await request.get(font)).body());
    const face = fontkit.create(file);
    if (!('characterSet' in face)) throw new Error(`${font}: not a single font`);
    const mapped = new Set(face.characterSet);
    expect(letters.filter((char) => !mapped.has(char.codePointAt(0) ?? 0))).toEqual([]);
  }
});
