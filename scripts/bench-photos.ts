/**
 * The photo part of `npm run bench` (issue 14): what photographs cost a visitor once the image
 * pipeline has dealt with them. A copy of the site whose UK guide has a 4000 × 3000 hero and a
 * gallery of phone-sized JPEGs (made on the spot, scripts/photo-fixture.ts) is built, then measured
 * with Lighthouse's mobile preset (412px wide, DPR 1.75) against the same page with the hero taken
 * out and against the real site's page with its SVG drawings. Also times a first encode of 30
 * photographs and the rebuild that follows.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeImages } from '../lib/pipeline/images/pipeline';
import type { SlotName } from '../lib/content/image-slots';
import { makePhoto } from './photo-fixture';
import { photoCopy } from './photo-copy';
import { serveArgs } from './static-server';

export type ImageRequest = { url: string; bytes: number; mimeType?: string };
export type PhotoMeasure = { lcp: number; bytes: number; images?: ImageRequest[] };

const ROUTE = '/ukStudyAbroad';
const PHOTO_PORT = 4312;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The page with its hero picture and the hero's preload taken out: the LCP baseline. */
function withoutHero(html: string): string {
  return html
    .replace(/<link rel="preload" as="image"[^>]*>/g, '')
    .replace(/<picture class="content-picture">(?:(?!<\/picture>)[\s\S])*?class="hero-art"[\s\S]*?<\/picture>/, '');
}

async function encodeThirty(): Promise<{ firstMs: number; rebuildMs: number; files: number; sourceMB: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-encode-'));
  fs.mkdirSync(path.join(dir, 'public/images'), { recursive: true });
  const sources = new Map<string, SlotName[]>();
  let sourceBytes = 0;
  for (let i = 0; i < 30; i++) {
    const jpeg = await makePhoto(4000, 3000, 1000 + i);
    sourceBytes += jpeg.length;
    fs.writeFileSync(path.join(dir, `public/images/photo-${i}.jpg`), jpeg);
    // A site's mix: one hero in five, the rest in galleries.
    sources.set(`/images/photo-${i}.jpg`, [i % 5 === 0 ? 'hero' : 'gallery']);
  }
  let started = Date.now();
  const first = await encodeImages(dir, sources);
  const firstMs = Date.now() - started;
  started = Date.now();
  const again = await encodeImages(dir, sources);
  const rebuildMs = Date.now() - started;
  if (again.encoded !== 0) throw new Error(`the rebuild encoded ${again.encoded} files; expected all from the cache`);
  fs.rmSync(dir, { recursive: true, force: true });
  return { firstMs, rebuildMs, files: first.encoded, sourceMB: Math.round(sourceBytes / 1e5) / 10 };
}

export async function photoBench(options: { runs: number; svgSiteUrl: string; measure: (url: string) => PhotoMeasure }) {
  console.log('Photo bench: building a copy whose UK guide has phone-sized photographs …');
  const { dir, photoBytes } = await photoCopy({ prefix: 'bench-photos-', hero: [4000, 3000], gallery: [4000, 3000], galleryCount: 4 });
  let started = Date.now();
  const build = () => spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build().status !== 0) throw new Error(`photo build failed in ${dir}`);
  const buildMs = Date.now() - started;
  started = Date.now();
  if (build().status !== 0) throw new Error(`photo rebuild failed in ${dir}`);
  const rebuildMs = Date.now() - started;

  const out = fs.realpathSync(path.join(dir, 'out'));
  const html = fs.readFileSync(path.join(out, 'ukStudyAbroad.html'), 'utf8');
  fs.writeFileSync(path.join(out, 'ukStudyAbroad-no-hero.html'), withoutHero(html));
  const server = spawn(process.execPath, serveArgs(out, PHOTO_PORT), { stdio: 'ignore' });
  const runs: Record<'photo' | 'noHero' | 'svg', PhotoMeasure[]> = { photo: [], noHero: [], svg: [] };
  try {
    for (let i = 0; i < 100; i++) {
      if (await fetch(`http://127.0.0.1:${PHOTO_PORT}${ROUTE}`).then((r) => r.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (let i = 0; i < options.runs; i++) {
      runs.photo.push(options.measure(`http://127.0.0.1:${PHOTO_PORT}${ROUTE}`));
      runs.noHero.push(options.measure(`http://127.0.0.1:${PHOTO_PORT}${ROUTE}-no-hero`));
      runs.svg.push(options.measure(`${options.svgSiteUrl}${ROUTE}`));
    }
  } finally {
    server.kill();
  }
  const encode = await encodeThirty();
  fs.rmSync(dir, { recursive: true, force: true });

  const imageBytes = (m: PhotoMeasure) => (m.images ?? []).reduce((sum, i) => sum + i.bytes, 0);
  const heroBytes = (m: PhotoMeasure) => (m.images ?? []).filter((i) => /\/_img\/uk-hero-/.test(i.url)).reduce((sum, i) => sum + i.bytes, 0);
  const figures = {
    route: ROUTE,
    photographs: { count: photoBytes.length, totalMB: Math.round(photoBytes.reduce((a, b) => a + b, 0) / 1e5) / 10 },
    buildSeconds: Math.round(buildMs / 100) / 10,
    rebuildSeconds: Math.round(rebuildMs / 100) / 10,
    heroBytes: median(runs.photo.map(heroBytes)),
    heroFormat: runs.photo[0]?.images?.find((i) => /\/_img\/uk-hero-/.test(i.url))?.url.split('/').pop() ?? null,
    imageBytes: { photo: median(runs.photo.map(imageBytes)), svg: median(runs.svg.map(imageBytes)) },
    pageBytes: { photo: median(runs.photo.map((m) => m.bytes)), svg: median(runs.svg.map((m) => m.bytes)) },
    lcp: { photo: median(runs.photo.map((m) => m.lcp)), noHero: median(runs.noHero.map((m) => m.lcp)), svg: median(runs.svg.map((m) => m.lcp)) },
    encode30: encode,
  };
  const lcpRatio = figures.lcp.noHero ? Math.round((figures.lcp.photo / figures.lcp.noHero) * 100) / 100 : null;
  const lines = [
    `## Photographs (${ROUTE}, Lighthouse mobile: 412px, DPR 1.75; median of ${options.runs})`,
    '',
    `${figures.photographs.count} generated JPEGs of 4000 × 3000 (${figures.photographs.totalMB} MB) as hero and gallery. Build of that copy ${figures.buildSeconds} s, rebuild ${figures.rebuildSeconds} s.`,
    '',
    '| figure | photographs | target | today (SVG) |',
    '| --- | --: | --: | --: |',
    `| hero image transfer (${figures.heroFormat ?? 'not fetched'}) | ${kb(figures.heroBytes)} | ≤ 40 KB | – |`,
    `| images fetched on load (above the fold; the rest are lazy) | ${kb(figures.imageBytes.photo)} | ≤ 100 KB | ${kb(figures.imageBytes.svg)} |`,
    `| page weight | ${kb(figures.pageBytes.photo)} | – | ${kb(figures.pageBytes.svg)} |`,
    `| LCP ms | ${figures.lcp.photo} (no hero: ${figures.lcp.noHero}; ratio ${lcpRatio}) | ≤ 1.15 × no hero | ${figures.lcp.svg} |`,
    '',
    `First encode of 30 photographs (4000 × 3000, ${encode.sourceMB} MB, ${encode.files} files): ${(encode.firstMs / 1000).toFixed(1)} s; again with the cache: ${(encode.rebuildMs / 1000).toFixed(2)} s.`,
    '',
  ];
  return { figures: { ...figures, lcpRatio }, lines };
}
