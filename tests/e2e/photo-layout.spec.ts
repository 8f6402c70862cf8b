/*
 * Photographs must not move the page as they load: what only a browser with the site's styles can
 * show. No build for it: the UK guide of the export under test, with its hero and gallery drawings
 * swapped for generated photo-like JPEGs (scripts/photo-fixture.ts) encoded by the image step
 * (lib/pipeline/images/pipeline.ts) and drawn by the same island as in a build, served as one HTML
 * file at Lighthouse's mobile size (412px wide, device-pixel ratio 1.75). The markup and the files
 * the images stage makes are checked without a browser in tests/unit/photos.test.tsx.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Island } from '@/components/island-boundary';
import { encodeImages } from '@/lib/pipeline/images/pipeline';
import { pictureProps } from '@/lib/present/picture';
import type { SlotName } from '@/lib/content/image-slots';
import { makePhoto } from '../../scripts/photo-fixture';
import { test, expect, recordLayoutShifts } from './fixtures';
import { readContentFile } from './content-files';

const VIEWPORT = { width: 412, height: 823 };
const DPR = 1.75;
/** Where the page is served: a path the export does not have, on the suite's own server. */
const PAGE_PATH = '/__photo-layout';
const PHOTOS = [
  { src: '/images/photos/hero.jpg', size: [1640, 1230], slot: 'hero', alt: 'Students crossing a university quadrangle (test photograph)' },
  { src: '/images/photos/gallery-1.jpg', size: [1200, 900], slot: 'gallery', alt: 'Student life, photograph 1 (test photograph)' },
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

let dir = '';
let html = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-photo-layout-'));
  fs.mkdirSync(path.join(dir, 'public/images/photos'), { recursive: true });
  for (const [i, photo] of PHOTOS.entries()) fs.writeFileSync(path.join(dir, 'public', photo.src), await makePhoto(photo.size[0], photo.size[1], i + 1));
  const { manifest } = await encodeImages(dir, new Map<string, SlotName[]>(PHOTOS.map((photo) => [photo.src, [photo.slot]])));

  const uk = readContentFile('content/countries/uk.md').data;
  const placeholders = readContentFile('content/site.md').data.placeholderImages;
  const exported = fs.readFileSync(path.resolve('out', `${String(uk.route).slice(1)}.html`), 'utf8');
  /** The photograph as ContentImage draws it: the FallbackImage island with the picture's props. */
  const drawn = (photo: (typeof PHOTOS)[number], className?: string) => {
    const entry = manifest[photo.src];
    if (!entry) throw new Error(`${photo.src}: not encoded`);
    const picture = pictureProps(entry, photo.slot);
    const priority = photo.slot === 'hero';
    return renderToStaticMarkup(
      createElement(Island.FallbackImage, {
        src: picture.src,
        srcSet: picture.srcSet,
        sizes: picture.sizes,
        sources: picture.sources,
        placeholder: picture.placeholder,
        alt: photo.alt,
        width: picture.width,
        height: picture.height,
        placeholders: Array.isArray(placeholders) ? placeholders.map(String) : [],
        ...(className ? { className } : {}),
        priority,
      }),
    );
  };
  // Each drawing's island in the export, in page order: the hero's first, then the gallery's.
  const islands = [...exported.matchAll(/<x-island data-island="FallbackImage"[^>]*>[\s\S]*?<\/x-island>/g)];
  const hero = islands.find((island) => island[0].includes('class="hero-art"'));
  const galleryStart = exported.indexOf('id="gallery"');
  const gallery = islands.find((island) => galleryStart >= 0 && (island.index ?? 0) > galleryStart);
  if (!hero || !gallery || !isRecord(uk.gallery)) throw new Error(`${String(uk.route)} in out/ has no hero drawing or no gallery: the page changed, so this test must too`);
  const [heroPhoto, galleryPhoto] = PHOTOS;
  html = exported.replace(gallery[0], drawn(galleryPhoto)).replace(hero[0], drawn(heroPhoto, 'hero-art'));
});

test.afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test.use({ viewport: VIEWPORT, deviceScaleFactor: DPR });

test('nothing shifts from the first paint until the hero and gallery photographs have loaded', async ({ page }) => {
  await page.route(`**${PAGE_PATH}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await page.route('**/_img/**', (route) => route.fulfill({ path: path.join(dir, 'public', new URL(route.request().url()).pathname) }));
  await recordLayoutShifts(page);
  await page.goto(PAGE_PATH, { waitUntil: 'load' });
  const [hero, ...gallery] = PHOTOS;
  await expect(page.getByRole('img', { name: hero.alt, exact: true })).toHaveJSProperty('complete', true);
  for (const photo of gallery) {
    const img = page.locator('#gallery').getByRole('img', { name: photo.alt, exact: true });
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
