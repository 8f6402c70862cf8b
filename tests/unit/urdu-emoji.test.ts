/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadContent, fixtureSite } from './content-fixture';
import { renderMarkdown } from '@/lib/content/markdown';
import { checkSite, nameSource, pageSources } from '@/lib/pipeline/deploy/integrity';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { urduRuns } from '@/lib/script-runs';
import { PageHero } from '@/components/sections/PageHero';
import { drawablePieces } from '../../lib/pipeline/social-images';
import { generatedDir } from '@/lib/pipeline/generated';

const PROJECT = path.join(__dirname, '../..');
const OVERLAY = path.join(__dirname, 'fixtures/urdu-emoji');
const EMOJI_TITLE = 'Helping ✈️ you';

/** The minimal site with the Urdu page of fixtures/urdu-emoji laid over it and an emoji in a title. */
function urduEmojiSite(): string {
  const overlay = (dir: string): string[] =>
    fs.readdirSync(path.join(OVERLAY, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? overlay(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const edits: Record<string, string | ((text: string) => string)> = {
    'content/services/helping.md': (text) => text.replace(/^title: .*$/m, `title: ${EMOJI_TITLE}`),
    'public/images/icon.svg': fs.readFileSync(path.join(PROJECT, 'public/images/icon.svg'), 'utf8'),
  };
  for (const file of overlay('content')) edits[file] = fs.readFileSync(path.join(OVERLAY, file), 'utf8');
  return fixtureSite(edits);
}

/** Decodes an 8-bit RGB or RGBA, non-interlaced PNG (what resvg writes): its pixels as [r, g, b]. */
function pngPixels(file: string): [number, number, number][] {
  const png = fs.readFileSync(file);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const channels = png[25] === 6 ? 4 : 3;
  expect([png[24], png[28]]).toEqual([8, 0]);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const data = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const i = y * stride + x;
      const left = x >= channels ? data[i - channels]! : 0;
      const up = y > 0 ? data[i - stride]! : 0;
      const upLeft = x >= channels && y > 0 ? data[i - stride - channels]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      data[i] = (raw[y * (stride + 1) + 1 + x]! + predictor) & 0xff;
    }
  }
  const pixels: [number, number, number][] = [];
  for (let i = 0; i < data.length; i += channels) pixels.push([data[i]!, data[i + 1]!, data[i + 2]!]);
  return pixels;
}

/** How many pixels of a PNG pass a colour test. */
function count(file: string, test: (rgb: [number, number, number]) => boolean): number {
  return pngPixels(file).filter(test).length;
}
const ink = ([r, g, b]: [number, number, number]) => Math.abs(r - 0x0b) + Math.abs(g - 0x55) + Math.abs(b - 0x63) > 120;
const runTsx = (cwd: string, args: string[]) =>
  // tsx reads tsconfig.json from the working directory, which a fixture site lacks.
  spawnSync(process.execPath, [path.join(PROJECT, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', path.join(PROJECT, 'tsconfig.json'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: `--require ${path.join(__dirname, 'fixtures/no-network.cjs')}` },
  });

describe('a site in Urdu with emoji', () => {
  const root = urduEmojiSite();
  const content = loadContent(root);
  const urdu = content.scholarships.find((s) => s.file === 'content/scholarships/urdu.md');
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('loads, with its Urdu page and the emoji title in the route table', () => {
    expect(urdu?.data.title).toMatch(/[\u0600-\u06FF]/);
    expect(content.routes.byPath.get('/urduScholarship')?.title).toBe(urdu?.data.title);
    expect(content.services.map((s) => s.data.title)).toContain(EMOJI_TITLE);
  });

  it('gives every Urdu ## heading a non-empty id, unique on the page, that its in-page links reach', () => {
    const { html, headings } = renderMarkdown(urdu?.body ?? '');
    const ids = headings.map((h) => h.id);
    expect(headings.length).toBeGreaterThanOrEqual(4);
    for (const id of ids) expect(id).toMatch(/^\p{L}[\p{L}\p{N}-]*$/u);
    expect(new Set(ids).size).toBe(ids.length);
    // The page as exported: the body, and the scroll-spy menu's links (raw and percent-encoded).
    const menu = ids.map((id) => `<a href="#${id}">x</a><a href="/urduScholarship#${encodeURIComponent(id)}">x</a>`).join('');
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
    fs.writeFileSync(path.join(site, 'urduScholarship.html'), `${html}<nav>${menu}</nav>`);
    expect(checkSite(site).map((p) => `${p.page}: ${p.message}`)).toEqual([]);
    fs.writeFileSync(path.join(site, 'urduScholarship.html'), `${html}<a href="#${encodeURIComponent('نہیں')}">x</a>`);
    expect(checkSite(site).map((p) => `${p.page}: ${p.message}`)).toEqual(['urduScholarship.html: link to #%D9%86%DB%81%DB%8C%DA%BA: no element with id "نہیں" on urduScholarship.html']);
    fs.rmSync(site, { recursive: true, force: true });
  });

  it('names the content file behind a page in problems found in the export', () => {
    const sources = pageSources(content);
    expect(nameSource('urduScholarship.html: link to #x: no element with id "x" on urduScholarship.html', sources)).toBe(
      'urduScholarship.html (content/scholarships/urdu.md): link to #x: no element with id "x" on urduScholarship.html',
    );
    expect(nameSource('index.html:3:9: element id "" must not be empty (valid-id)', sources)).toBe(
      `index.html:3:9 (${content.home.file}): element id "" must not be empty (valid-id)`,
    );
    expect(nameSource('404.html: link to /gone: no such page', sources)).toBe('404.html: link to /gone: no such page');
  });

  it('has a font or an emoji image for every character of its titles and descriptions', () => {
    for (const route of content.routes.entries) expect({ file: route.entry.file, left: drawablePieces(route.title).left }).toEqual({ file: route.entry.file, left: [] });
    expect(drawablePieces(urdu?.data.description ?? '').left).toEqual([]);
    expect(drawablePieces(urdu?.data.title ?? '').pieces.some((p) => 'file' in p)).toBe(true);
  });

  it('renders its social images with the network blocked', () => {
    const result = runTsx(root, [path.join(PROJECT, 'scripts/social-images.ts')]);
    expect(result.stderr).not.toMatch(/NETWORK REQUEST|leaves out/);
    expect(result.status).toBe(0);
    for (const entry of content.routes.entries) expect(fs.existsSync(path.join(generatedDir(root), 'og', `${entry.canonical.slice(1)}.png`))).toBe(true);
  }, 60_000);

  it('draws the Urdu title and the emoji: the card differs from one with the title left out', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
    const description = urdu?.data.description ?? '';
    const cards = {
      urdu: { title: (urdu?.data.title ?? '').replace(/\s*\p{Extended_Pictographic}\uFE0F?/gu, ''), description },
      emoji: { title: '🎓', description },
      blank: { title: '', description },
    };
    const list = Object.entries(cards).map(([name, card]) => ({ out: path.join(dir, `${name}.png`), ...card }));
    const result = runTsx(PROJECT, [path.join(__dirname, 'fixtures/render-cards.tsx'), JSON.stringify(list)]);
    expect(result.stderr).not.toMatch(/NETWORK REQUEST/);
    expect(result.status).toBe(0);
    const blank = count(path.join(dir, 'blank.png'), ink);
    // The Urdu letters (80 px) cover thousands of pixels more than the same card with no title.
    expect(count(path.join(dir, 'urdu.png'), ink) - blank).toBeGreaterThan(5000);
    // The mortarboard emoji is near black (#31373d), which nothing else on the card is.
    const dark = ([r, g, b]: [number, number, number]) => r < 70 && g < 70 && b < 80;
    expect(count(path.join(dir, 'emoji.png'), dark) - count(path.join(dir, 'blank.png'), dark)).toBeGreaterThan(1000);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});

describe('Urdu inside an English page', () => {
  const TITLE = 'Study in Spain — اسپین میں تعلیم 🎓';

  it('finds each run of Urdu, spaces and punctuation between its words included', () => {
    expect(urduRuns(TITLE)).toEqual([
      { text: 'Study in Spain — ', urdu: false },
      { text: 'اسپین میں تعلیم', urdu: true },
      { text: ' 🎓', urdu: false },
    ]);
    expect(urduRuns('Fees (فیس، ۲۰۲۵) and visa')).toEqual([
      { text: 'Fees (', urdu: false },
      { text: 'فیس، ۲۰۲۵', urdu: true },
      { text: ') and visa', urdu: false },
    ]);
    expect(urduRuns('Study in Spain')).toEqual([{ text: 'Study in Spain', urdu: false }]);
  });

  it('marks it lang="ur" dir="rtl" in a title, and leaves an English title as it was', () => {
    const hero = (heading: string) => renderToStaticMarkup(createElement(PageHero, { heading }));
    expect(hero(TITLE)).toContain('<h1>Study in Spain — <span lang="ur" dir="rtl">اسپین میں تعلیم</span> 🎓</h1>');
    expect(hero('Study in Spain')).toContain('<h1>Study in Spain</h1>');
  });

  it('marks it in Markdown, in headings, emphasis, links and tables, but not in code', () => {
    const { html, headings } = renderMarkdown(`## ${TITLE}\n\nFees **فیس** and [لنک](https://example.org) but \`کوڈ\`.\n\n| a | ب ج |\n| - | - |\n| 1 | ۲ |`);
    expect(headings).toEqual([{ id: 'study-in-spain-اسپین-میں-تعلیم', text: TITLE }]);
    expect(html).toContain('<h2 id="study-in-spain-اسپین-میں-تعلیم">Study in Spain — <span lang="ur" dir="rtl">اسپین میں تعلیم</span> 🎓</h2>');
    expect(html).toContain('<strong><span lang="ur" dir="rtl">فیس</span></strong>');
    expect(html).toContain('<a href="https://example.org"><span lang="ur" dir="rtl">لنک</span></a>');
    expect(html).toContain('<code>کوڈ</code>');
    expect(html).toContain('<th><span lang="ur" dir="rtl">ب ج</span></th>');
    expect(renderMarkdown('Study in Spain').html).toBe('<p>Study in Spain</p>\n');
  });

  it('marks every Urdu letter of the Urdu fixture page', () => {
    const body = fs.readFileSync(path.join(OVERLAY, 'content/scholarships/urdu.md'), 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
    const { html } = renderMarkdown(body);
    // With the marked runs, heading ids and link targets taken out, no Arabic-script letter is left.
    const outside = html.replace(/<span lang="ur" dir="rtl">[^<]*<\/span>/g, '').replace(/<h2 id="[^"]*"/g, '<h2').replace(/href="[^"]*"/g, '');
    expect(outside).not.toMatch(/\p{Script=Arabic}/u);
    expect(html).toContain('<span lang="ur" dir="rtl">');
  });
});
