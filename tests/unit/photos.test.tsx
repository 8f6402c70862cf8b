/**
 * Photographs through the images stage and onto a page (was tests/e2e/variant/photos.spec.ts, on a
 * second full build with photographs). A tiny fixture site whose country guide shows one generated
 * photo-like JPEG (scripts/photo-fixture.ts) as its hero and in its gallery: the content and images
 * stages run on it as the build runs them, then the guide is rendered and its <picture> markup read.
 * Expected files and sizes come from the stage's manifest and the JPEG itself; the `sizes` each slot
 * needs are written out here from page-hero.css and the gallery's grid. Whether nothing moves while
 * the photographs load is a browser's to say: tests/e2e/photo-layout.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderRoute, textOf } from './render-route';
import { fixtureSite } from './content-fixture';
import { makePhoto } from '@/scripts/photo-fixture';
import { BuildContext } from '@/lib/pipeline/context';
import { runStages } from '@/lib/pipeline/runner';
import { contentStage } from '@/lib/pipeline/stages/content';
import { imagesStage } from '@/lib/pipeline/stages/images';
import { MANIFEST_FILE, type ManifestEntry } from '@/lib/present/image-manifest';

jest.setTimeout(120_000);

const DAY = '2026-11-27';
const PHOTO = { src: '/images/photos/testland.jpg', width: 1640, height: 1230 };
const HERO_ALT = 'Students on a campus lawn in Testland (test photograph)';
const GALLERY_ALT = 'Student life in Testland (test photograph)';
/** The hero's `sizes`, as page-hero.css lays it out: 515px in the widest container, beside the heading from 860px, full width less padding below. */
const HERO_SIZES = '(min-width: 1152px) 515px, (min-width: 860px) calc((100vw - 72px) / 2.1), calc(100vw - 40px)';
/** A gallery photograph's: four, three, two or one to a row. */
const GALLERY_SIZES = '(min-width: 1152px) 266px, (min-width: 1048px) calc((100vw - 88px) / 4), (min-width: 792px) calc((100vw - 72px) / 3), (min-width: 536px) calc((100vw - 56px) / 2), calc(100vw - 40px)';

const root = fixtureSite({
  'content/countries/testland.md': (text) =>
    text
      .replace('hero: { src: /images/countries/testland.svg, alt: "" }', `hero: { src: ${PHOTO.src}, alt: "${HERO_ALT}" }`)
      .replace('overviewTitle:', `gallery:\n  heading: Student life\n  images:\n    - { src: ${PHOTO.src}, alt: "${GALLERY_ALT}" }\noverviewTitle:`),
  // The home page's drawings, which the images stage checks as a build does: decorative, and there.
  'content/home.md': (text) => text.replaceAll('alt: "" }', 'alt: "", decorative: true }'),
  ...Object.fromEntries(['home/hero.svg', 'services/a.svg', 'home/testimonial.svg'].map((file) => [`public/images/${file}`, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"/>'])),
});
const logged: string[] = [];
let entry: ManifestEntry;

beforeAll(async () => {
  fs.mkdirSync(path.join(root, 'public/images/photos'), { recursive: true });
  fs.writeFileSync(path.join(root, 'public', PHOTO.src), await makePhoto(PHOTO.width, PHOTO.height, 1));
  const log = { info: (line: string) => logged.push(line), warn: (line: string) => logged.push(line), error: (line: string) => logged.push(line) };
  const ctx = new BuildContext({ root, settings: { enquiryEndpoint: null, siteEnv: 'preview' }, day: DAY, log });
  const outcome = await runStages([contentStage, imagesStage], ctx);
  if (!outcome.ok) throw new Error(`the build stages failed:\n${logged.join('\n')}`);
  const manifest: unknown = JSON.parse(fs.readFileSync(path.join(root, MANIFEST_FILE), 'utf8'));
  const found = manifest !== null && typeof manifest === 'object' ? Object.entries(manifest).find(([src]) => src === PHOTO.src)?.[1] : undefined;
  if (!found) throw new Error(`${MANIFEST_FILE} has no entry for ${PHOTO.src}:\n${logged.join('\n')}`);
  entry = found;
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const filesOf = (format: string) => entry.variants.filter((v) => v.format === format);
const srcsetOf = (format: string) => filesOf(format).map((v) => `${v.url} ${v.width}w`).join(', ');

test('the images stage encodes the photograph once, as AVIF, WebP and JPEG at the widths both its slots need, each file in public/_img', () => {
  expect(logged.join('\n')).toMatch(/1 photographs, 18 files encoded/);
  expect([entry.width, entry.height]).toEqual([PHOTO.width, PHOTO.height]);
  // The hero's widths (400 to 1640, the narrowest a hero may be) and the gallery's (400, 660, 1000), each once.
  for (const format of ['avif', 'webp', 'jpeg']) expect(filesOf(format).map((v) => v.width)).toEqual([400, 660, 960, 1000, 1280, 1640]);
  for (const v of entry.variants) expect(fs.statSync(path.join(root, 'public', v.url)).size).toBe(v.bytes);
  expect(entry.placeholder).toMatch(/^data:image\/webp;base64,/);
});

test('the hero is a <picture> of AVIF then WebP at its slot sizes, with its own shape, fetched first; the head preloads the same AVIF files', async () => {
  const { document } = await renderRoute({ root, day: DAY, path: '/testlandStudyAbroad' });
  const hero = document.querySelector(`img[alt="${HERO_ALT}"]`);
  const picture = hero?.parentElement;
  if (!hero || picture?.tagName !== 'PICTURE') throw new Error('the hero is not an <img> in a <picture>');
  expect([...picture.querySelectorAll('source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')])).toEqual([
    ['image/avif', srcsetOf('avif'), HERO_SIZES],
    ['image/webp', srcsetOf('webp'), HERO_SIZES],
  ]);
  expect(hero.getAttribute('srcset')).toBe(srcsetOf('jpeg'));
  expect(hero.getAttribute('src')).toBe(filesOf('jpeg').at(-1)?.url);
  expect(hero.getAttribute('width')).toBe(String(entry.width));
  expect(hero.getAttribute('height')).toBe(String(entry.height));
  expect(hero.getAttribute('style')).toContain(`aspect-ratio:${entry.width} / ${entry.height}`);
  expect(hero.getAttribute('fetchpriority')).toBe('high');
  expect(hero.getAttribute('loading')).not.toBe('lazy');

  // One responsive image preload, the hero's: the same files and sizes as the picture, so the hero is fetched once, in one size.
  const preloads = [...document.querySelectorAll('head link[rel="preload"][as="image"][imagesrcset]')];
  expect(preloads).toHaveLength(1);
  const [preload] = preloads;
  expect(preload?.getAttribute('imagesrcset')).toBe(srcsetOf('avif'));
  expect(preload?.getAttribute('imagesizes')).toBe(HERO_SIZES);
  expect(preload?.getAttribute('type')).toBe('image/avif');
  expect(preload?.getAttribute('fetchpriority')).toBe('high');
});

test('a gallery photograph waits until it is scrolled to, in a box of its own shape', async () => {
  const { document } = await renderRoute({ root, day: DAY, path: '/testlandStudyAbroad' });
  const gallery = document.querySelector('#gallery');
  expect(textOf(gallery)).toContain('Student life');
  const img = gallery?.querySelector(`img[alt="${GALLERY_ALT}"]`);
  if (!img) throw new Error('the gallery has no photograph');
  expect(img.parentElement?.tagName).toBe('PICTURE');
  expect(img.getAttribute('loading')).toBe('lazy');
  expect(img.getAttribute('sizes')).toBe(GALLERY_SIZES);
  expect(img.getAttribute('width')).toBe(String(entry.width));
  expect(img.getAttribute('height')).toBe(String(entry.height));
  expect(img.getAttribute('style')).toContain(`aspect-ratio:${entry.width} / ${entry.height}`);
});
