/*
 * Photographs through the image pipeline, in a real browser (issue 14). The real content has no
 * photographs and must not get fake ones, so these tests run on the variant site (./site.ts), in
 * which the UK guide shows generated photo-like JPEGs as its hero and gallery, serve its export with
 * the same static server as the rest of the suite, and check it at Lighthouse's mobile size: 412px
 * wide, device-pixel ratio 1.75.
 */
import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { readManifest, type ManifestEntry } from '@/lib/present/image-manifest';
import { PHOTO_COUNTRY_FILE } from '../../../scripts/photo-copy';
import { test, expect, recordLayoutShifts } from '../fixtures';
import { readContentFile } from '../content-files';
import { serveVariant, variantDir } from './site';

const VIEWPORT = { width: 412, height: 823 };
const DPR = 1.75;
/**
 * The hero's `sizes`, as page-hero.css lays it out: 515px in the widest container, beside the
 * heading (1.1fr 1fr, 2rem gap) from 860px, full width less 2 × 1.25rem padding below.
 */
const HERO_SIZES = '(min-width: 1152px) 515px, (min-width: 860px) calc((100vw - 72px) / 2.1), calc(100vw - 40px)';
/** So at 412px `sizes` tells the browser the hero is 412 − 40 = 372 CSS px wide. */
const HERO_WIDTH = VIEWPORT.width - 40;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
/** An image as a content file writes it: `src`, `alt` and, for a gallery photograph, an optional `fallback`. */
const imageOf = (value: unknown, where: string) => {
  if (!isRecord(value) || typeof value.src !== 'string' || typeof value.alt !== 'string') throw new Error(`${where}: not an image with src and alt`);
  return { src: value.src, alt: value.alt, ...(typeof value.fallback === 'string' ? { fallback: value.fallback } : {}) };
};

/** What the copy's content and image step say the page shows. */
type Fixture = {
  url: string;
  hero: { src: string; alt: string; entry: ManifestEntry };
  gallery: { src: string; alt: string; fallback?: string; entry: ManifestEntry }[];
  placeholders: string[];
};


test.describe('photographs on a country page', () => {
  // One server for every test here: they run in order in one worker.
  test.describe.configure({ mode: 'serial' });
  test.use({ viewport: VIEWPORT, deviceScaleFactor: DPR });

  let server: ChildProcess | null = null;
  let fixture: Fixture;

  test.beforeAll(async () => {
    const dir = variantDir();
    // The copy's files as written (YAML read the plain way), not as the loader makes them.
    const country = readContentFile(PHOTO_COUNTRY_FILE, dir).data;
    const images = isRecord(country.gallery) && Array.isArray(country.gallery.images) ? country.gallery.images : [];
    if (images.length === 0 || typeof country.route !== 'string') throw new Error(`${PHOTO_COUNTRY_FILE} in the copy has no route or no gallery`);
    const placeholders = readContentFile('content/site.md', dir).data.placeholderImages;
    const hero = imageOf(country.hero, `${PHOTO_COUNTRY_FILE}: hero`);
    const manifest = readManifest(dir);
    const encoded = (src: string) => {
      const entry = manifest[src];
      if (!entry) throw new Error(`${src}: not in the copy's image manifest`);
      return entry;
    };
    const site = await serveVariant();
    server = site.server;
    fixture = {
      url: `${site.origin}${country.route}`,
      hero: { ...hero, entry: encoded(hero.src) },
      gallery: images.map((image, i) => {
        const written = imageOf(image, `${PHOTO_COUNTRY_FILE}: gallery.images[${i}]`);
        return { ...written, entry: encoded(written.src) };
      }),
      placeholders: Array.isArray(placeholders) ? placeholders.map(String) : [],
    };
  });

  test.afterAll(() => {
    server?.kill();
  });

  const galleryImage = (page: Page, alt: string) => page.locator('#gallery').getByRole('img', { name: alt, exact: true });

  test('the hero is AVIF at the size the page preloads, first and with its own shape; the gallery waits', async ({ page }) => {
    const responses = new Map<string, string | undefined>();
    page.on('response', (response) => responses.set(response.url(), response.headers()['content-type']));
    await page.goto(fixture.url);

    const { entry } = fixture.hero;
    const hero = page.getByRole('img', { name: fixture.hero.alt, exact: true });
    await expect(hero).toHaveJSProperty('complete', true);
    const current = await hero.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, naturalWidth: img.naturalWidth, inPicture: img.parentElement?.tagName }));
    expect(current.inPicture).toBe('PICTURE');
    expect(current.naturalWidth).toBeGreaterThan(0);
    // `sizes` gives 372px at this screen, so 372 × 1.75 = 651 device pixels: Chromium picks the
    // narrowest AVIF file at least that wide (what the image budget counts). Its geometric-mean
    // rule takes the narrower neighbour instead only when the two files' densities at 372px
    // multiply to 1.75² or more (the copy's 400w and 660w: 1.08 × 1.77 = 1.91, under 3.06).
    const avif = entry.variants.filter((v) => v.format === 'avif');
    const expectedUrl = [...avif].sort((a, b) => a.width - b.width).find((v) => v.width >= HERO_WIDTH * DPR)?.url ?? '';
    expect(expectedUrl).not.toBe('');
    expect(current.src).toMatch(/\.avif$/);
    expect(new URL(current.src).pathname).toBe(expectedUrl);
    expect(responses.get(current.src)).toBe('image/avif');
    // The preload and the picture agree, so the hero is fetched once, in one size.
    expect([...responses.keys()].filter((url) => avif.some((v) => url.endsWith(v.url)))).toEqual([current.src]);

    await expect(hero).toHaveAttribute('width', String(entry.width));
    await expect(hero).toHaveAttribute('height', String(entry.height));
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).not.toHaveAttribute('loading', 'lazy');
    // One responsive image preload, the hero's (React adds a plain one for the header's logo).
    const preload = page.locator('head link[rel="preload"][as="image"][imagesrcset]');
    expect(await preload.evaluateAll((links) => links.map((link) => link.outerHTML))).toHaveLength(1);
    // Every AVIF file, narrowest first, each with its width.
    await expect(preload).toHaveAttribute('imagesrcset', avif.map((v) => `${v.url} ${v.width}w`).join(', '));
    await expect(preload).toHaveAttribute('imagesizes', HERO_SIZES);
    await expect(preload).toHaveAttribute('type', 'image/avif');
    await expect(preload).toHaveAttribute('fetchpriority', 'high');

    expect(fixture.gallery.length).toBeGreaterThan(0);
    for (const image of fixture.gallery) {
      const img = galleryImage(page, image.alt);
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('width', String(image.entry.width));
      await expect(img).toHaveAttribute('height', String(image.entry.height));
    }
  });

  test('nothing shifts from the first paint until the gallery photographs have loaded', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto(fixture.url, { waitUntil: 'load' });
    await expect(page.getByRole('img', { name: fixture.hero.alt, exact: true })).toHaveJSProperty('complete', true);
    for (const image of fixture.gallery) {
      const img = galleryImage(page, image.alt);
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc.endsWith('.avif'))).toBe(true);
    }
    // Layout shifts are reported after the frame they happen in: let two more frames pass.
    const shifts = await page.evaluate(async () => {
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
      return Reflect.get(window, 'layoutShifts');
    });
    expect(shifts).toEqual([]);
  });

  test('a gallery photograph that fails to load is replaced by a local placeholder', async ({ page }) => {
    const [broken, ...others] = fixture.gallery;
    if (!broken) throw new Error('the copy has no gallery photograph');
    // Every encoded file of that photograph fails, whichever format and width the browser asks for.
    const brokenFiles = new Set(broken.entry.variants.map((v) => v.url));
    const aborted: string[] = [];
    await page.route(
      (url) => brokenFiles.has(url.pathname),
      (route) => {
        aborted.push(route.request().url());
        return route.abort('failed');
      },
    );
    await page.goto(fixture.url);
    const img = galleryImage(page, broken.alt);
    await img.scrollIntoViewIfNeeded();

    // The gallery photographs in the copy have no `fallback`, so the next stop is a placeholder.
    const expected = broken.fallback ? [broken.fallback] : fixture.placeholders;
    await expect(img).toHaveAttribute('data-fallback-state', broken.fallback ? 'fallback' : 'placeholder');
    const src = await img.getAttribute('src');
    expect(expected).toContain(src);
    await expect(img).not.toHaveAttribute('srcset');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(await img.evaluate((el: HTMLImageElement) => el.closest('picture')?.querySelectorAll('source').length)).toBe(0);
    expect(aborted.length).toBeGreaterThan(0);

    // The other photographs are left as they are.
    for (const image of others) {
      const other = galleryImage(page, image.alt);
      await other.scrollIntoViewIfNeeded();
      await expect.poll(() => other.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc.endsWith('.avif'))).toBe(true);
      await expect(other).toHaveAttribute('data-fallback-state', 'original');
    }
  });
});
