/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { auditEncoded, auditSources } from '@/lib/pipeline/images/audit';
import { formatProblem } from '@/lib/content/problem';
import { IMAGE_BUDGET } from '@/lib/pipeline/images/budget';
import type { ImageManifest } from '@/lib/present/image-manifest';
import { encodeImages } from '@/lib/pipeline/images/pipeline';
import { pictureProps } from '@/lib/present/picture';
import { chosenWidth, sizesFor, slots, slotWidthAt, type SlotName } from '@/lib/content/image-slots';
import type { ImageUse } from '@/lib/pipeline/images/uses';
import { makePhoto } from '@/scripts/photo-fixture';

const use = (over: Partial<ImageUse>): ImageUse => ({
  file: 'content/countries/testland.md',
  field: 'hero',
  page: '/testlandStudyAbroad',
  slot: 'hero',
  src: '/images/photos/hero.jpg',
  alt: 'Students on a campus lawn',
  decorative: false,
  ...over,
});

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-test-'));
  made.push(dir);
  fs.mkdirSync(path.join(dir, 'public/images/photos'), { recursive: true });
  return dir;
}

describe('sizes and srcset per slot', () => {
  test('each slot says how wide it is drawn at every screen, widest screens first', () => {
    expect(sizesFor('hero')).toBe('(min-width: 1152px) 515px, (min-width: 860px) calc((100vw - 72px) / 2.1), calc(100vw - 40px)');
    expect(sizesFor('gallery')).toBe(
      '(min-width: 1152px) 266px, (min-width: 1048px) calc((100vw - 88px) / 4), (min-width: 792px) calc((100vw - 72px) / 3), (min-width: 536px) calc((100vw - 56px) / 2), calc(100vw - 40px)',
    );
    expect(sizesFor('card')).toBe('(min-width: 1152px) 313px, (min-width: 1000px) calc((100vw - 80px) / 3 - 45px), (min-width: 600px) calc((100vw - 60px) / 2 - 45px), calc(100vw - 85px)');
  });

  test('the width a slot is drawn at follows the same rules as its sizes', () => {
    expect(slotWidthAt('hero', 412)).toBe(372);
    expect(slotWidthAt('hero', 1280)).toBe(515);
    expect(slotWidthAt('gallery', 375)).toBe(335);
    expect(slotWidthAt('gallery', 800)).toBeCloseTo(242.7, 1);
  });

  test('on the budget phone the hero gets the 660px file, as Chromium would pick it', () => {
    const cssWidth = slotWidthAt('hero', IMAGE_BUDGET.viewport);
    expect(chosenWidth([...slots.hero.widths], cssWidth, IMAGE_BUDGET.dpr)).toBe(660);
    expect(chosenWidth([400, 800], 400, 1)).toBe(400);
    expect(chosenWidth([400, 800], 400, 3)).toBe(800);
  });

  test('a <picture> offers AVIF then WebP, each at every encoded width, and the fallback in <img>', () => {
    const variants = (['avif', 'webp', 'jpeg'] as const).flatMap((format) => [400, 660].map((width) => ({ format, width, url: `/_img/a-${width}.${format}`, bytes: 1000 })));
    const picture = pictureProps({ width: 1640, height: 1230, variants, placeholder: null }, 'gallery');
    expect(picture.sources).toEqual([
      { type: 'image/avif', srcSet: '/_img/a-400.avif 400w, /_img/a-660.avif 660w' },
      { type: 'image/webp', srcSet: '/_img/a-400.webp 400w, /_img/a-660.webp 660w' },
    ]);
    expect(picture.srcSet).toBe('/_img/a-400.jpeg 400w, /_img/a-660.jpeg 660w');
    expect(picture.src).toBe('/_img/a-660.jpeg');
    expect(picture.sizes).toBe(sizesFor('gallery'));
    expect([picture.width, picture.height]).toEqual([1640, 1230]);
  });
});

describe('what fails the build', () => {
  test('an image with no alt text that is not marked decorative, in one line naming file, field and page', () => {
    const dir = tempSite();
    fs.writeFileSync(path.join(dir, 'public/images/photos/hero.jpg'), 'x');
    const audit = auditSources(dir, [use({ alt: '' }), use({ alt: '', decorative: true, field: 'gallery.images[0]', slot: 'gallery' })]);
    expect(audit.errors.map(formatProblem)).toEqual(['content/countries/testland.md: hero.alt: expected alt text saying what the picture shows, or decorative: true (page /testlandStudyAbroad)']);
  });

  test('a missing file is an error, in one line naming file, field and page', () => {
    const audit = auditSources(tempSite(), [use({ src: '/images/photos/gone.jpg' })]);
    expect(audit.errors.map(formatProblem)).toEqual(['content/countries/testland.md: hero.src: /images/photos/gone.jpg does not exist under public/ (page /testlandStudyAbroad)']);
  });

  test('a picture that is a symbolic link out of public/images/ is refused by the audit, and never read by the encoder', async () => {
    const dir = tempSite();
    const secret = path.join(dir, 'secret.jpg');
    fs.writeFileSync(secret, 'not to be published');
    fs.symlinkSync(secret, path.join(dir, 'public/images/photos/hero.jpg'));
    expect(auditSources(dir, [use({})]).errors.map(formatProblem)).toEqual([
      'content/countries/testland.md: hero.src: /images/photos/hero.jpg leads outside public/images/ (through a symbolic link); save the picture itself there (page /testlandStudyAbroad)',
    ]);
    await expect(encodeImages(dir, new Map([['/images/photos/hero.jpg', ['hero' as const]]]))).rejects.toThrow(
      '/images/photos/hero.jpg: /images/photos/hero.jpg leads outside public/images/',
    );
    await expect(encodeImages(dir, new Map([['/images/../secret.jpg', ['hero' as const]]]))).rejects.toThrow('without ".."');
    expect(fs.readdirSync(path.join(dir, 'public/_img'))).toEqual([]);
  });

  test('a source too small for the largest size its slot needs', () => {
    const manifest: ImageManifest = { '/images/photos/hero.jpg': { width: 1200, height: 900, variants: [], placeholder: null } };
    expect(auditEncoded(tempSite(), [use({})], manifest).errors.map(formatProblem)).toEqual([
      `content/countries/testland.md: hero.src: /images/photos/hero.jpg is 1200 px wide; a hero image needs at least ${slots.hero.minSourceWidth} px (page /testlandStudyAbroad)`,
    ]);
  });

  test('a page whose images above the fold weigh more than the budget on the budget phone', () => {
    const heavy = Math.round(IMAGE_BUDGET.aboveFoldBytes * 1.2);
    const variants = slots.hero.widths.map((width) => ({ format: 'avif' as const, width, url: `/_img/h-${width}.avif`, bytes: width === 660 ? heavy : 1 }));
    const manifest: ImageManifest = { '/images/photos/hero.jpg': { width: 4000, height: 3000, variants, placeholder: null } };
    expect(auditEncoded(tempSite(), [use({})], manifest).errors.map(formatProblem)).toEqual([
      `content/countries/testland.md: page /testlandStudyAbroad: images above the fold weigh ${Math.round(heavy / 1024)} KB on a 412px phone (DPR 1.75), over the 100 KB budget (/images/photos/hero.jpg ${Math.round(heavy / 1024)} KB)`,
    ]);
    // Below the fold nothing counts: galleries are lazy.
    expect(auditEncoded(tempSite(), [use({ slot: 'gallery', field: 'gallery.images[0]' })], { ...manifest }).errors.map(formatProblem)).toEqual([]);
  });
});

describe('encoding', () => {
  jest.setTimeout(60_000);

  test('a photo is encoded once into AVIF, WebP and JPEG at its slot widths; a rebuild takes everything from the cache', async () => {
    const dir = tempSite();
    fs.writeFileSync(path.join(dir, 'public/images/photos/a.jpg'), await makePhoto(1100, 825, 7));
    const sources = new Map<string, SlotName[]>([['/images/photos/a.jpg', ['gallery']]]);

    const first = await encodeImages(dir, sources);
    const entry = first.manifest['/images/photos/a.jpg'];
    expect(entry && [entry.width, entry.height]).toEqual([1100, 825]);
    expect(entry?.variants.map((v) => `${v.format} ${v.width}`)).toEqual(['avif 400', 'avif 660', 'avif 1000', 'webp 400', 'webp 660', 'webp 1000', 'jpeg 400', 'jpeg 660', 'jpeg 1000']);
    expect(entry?.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(first).toMatchObject({ encoded: 9, reused: 0 });
    for (const v of entry?.variants ?? []) expect(fs.existsSync(path.join(dir, 'public', v.url))).toBe(true);

    const again = await encodeImages(dir, sources);
    expect(again).toMatchObject({ encoded: 0, reused: 9 });
    expect(again.manifest).toEqual(first.manifest);

    // A photo no longer named in content leaves nothing behind in the export.
    await encodeImages(dir, new Map());
    expect(fs.readdirSync(path.join(dir, 'public/_img'))).toEqual([]);
  });
});
