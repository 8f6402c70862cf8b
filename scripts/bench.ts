/**
 * `npm run bench`: the site's performance figures. Never part of `npm test`; it prints numbers and
 * writes them to bench/results/ (latest.json and latest.md).
 *
 *  1. Build time of the real content, and of the same site with 200 generated country files.
 *  2. JavaScript each route ships on first load beyond Next's own runtime (gzip).
 *  3. Lighthouse (mobile preset, devtools throttling) on every route, and on a copy of the same
 *     page with every executable <script> removed: the no-JavaScript floor of that page.
 *     Both are served by `serve`, which compresses like a real host.
 *
 * Every Lighthouse figure is the median of BENCH_RUNS runs (default 3), page and floor alternating:
 * one run varies by several percent on this machine, as much as the LCP budget allows. Ratios to
 * the floor (LCP, bytes) are taken per run, page run i against floor run i, and their median reported.
 *     The low-end profile runs Lighthouse again on each page with the same slow 4G and the CPU
 *     slowed 8× instead of 4×, for its Total Blocking Time.
 *  3b. Taps during load (scripts/bench-taps.ts, its method in its header): a tap on the menu button
 *     every 100 ms from navigation to 4 s, sent from outside the page; for each tap after FCP,
 *     whether it toggled the menu, its input delay and time to the next paint (Event Timing), both
 *     CPU profiles, BENCH_RUNS runs each, the median run's figures and every tap that did not work.
 *  3c. Long tasks (scripts/bench-trace.ts): a Chrome trace of each page at CPU 8×, every task over
 *     50 ms split by what it spent its time on.
 *
 *  4. Photographs (scripts/bench-photos.ts): the UK guide with phone-sized photos as hero and
 *     gallery, its image bytes and LCP against the same page without the hero and today's SVGs;
 *     first encode of 30 photographs and the rebuild after it.
 *
 * Options (environment): BENCH_ROUTES=/,/ukStudyAbroad to measure a few routes; BENCH_SKIP_SCALE=1
 * to skip the 200-country build; BENCH_RUNS=5 for more runs; BENCH_PHOTOS_ONLY=1 for part 4 alone
 * (against the existing out/); BENCH_SKIP_PHOTOS=1 to leave it out; CHROME_PATH to use another Chromium;
 * BENCH_PORT=4310 the first of the two ports the page and floor servers use (BENCH_PORT + 1), so
 * two checkouts can bench at once; BENCH_SKIP_LOAD=1 to leave out the load test.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { loadSite } from '../lib/content/load';
import { buildDay } from '../lib/settings';
import { translatedPages } from '../lib/content/translated-pages';
import { editionPath, translatedEditions } from '../lib/editions';
import { canonicalRoutes } from '../lib/content/routes';
import { runLoad, type LoadResult } from './bench-load';
import { serveArgs } from './static-server';
import { copyProject } from './project-copy';
import { photoBench } from './bench-photos';
import { routeWeight } from './route-weight';
import { tapBench, tapLines, type TapSummary } from './bench-taps';
import { traceBench, traceTable, type RouteTrace } from './bench-trace';

const root = process.cwd();
const out = path.join(root, 'out');
const resultsDir = path.join(root, 'bench', 'results');
const PAGE_PORT = Number(process.env.BENCH_PORT ?? 4310);
const FLOOR_PORT = PAGE_PORT + 1;
/** Lighthouse's mobile preset (slow 4G, CPU 4×) and the low-end phone (the same network, CPU 8×). */
const MOBILE: { name: string; cpuSlowdown: number } = { name: 'mobile (CPU 4×)', cpuSlowdown: 4 };
const LOW_END: { name: string; cpuSlowdown: number } = { name: 'low-end (CPU 8×)', cpuSlowdown: 8 };

function seconds(ms: number) {
  return Math.round(ms / 100) / 10;
}

function timedBuild(cwd: string): number {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) throw new Error(`build failed in ${cwd}`);
  return Date.now() - started;
}

/** A copy of the project with `count` extra countries, each a variation of an existing file. */
function scaledCopy(count: number): string {
  const dir = copyProject('bench-scale-');
  const template = fs.readFileSync(path.join(root, 'content/countries/spain.md'), 'utf8');
  for (let i = 1; i <= count; i++) {
    const file = template
      .replace(/^route: .*$/m, `route: /benchland${i}StudyAbroad`)
      .replace(/^name: .*$/m, `name: Benchland ${i}`)
      .replace(/^title: .*$/m, `title: Study in Benchland ${i}`)
      .replace(/^description: .*$/m, `description: Generated country ${i} for measuring how build time grows with content.`)
      .replace(/^( {2}label: )Spain$/m, `$1Benchland ${i}`)
      .replace(/^( {2}order: ).*$/m, `$1${100 + i}`);
    fs.writeFileSync(path.join(dir, 'content/countries', `benchland-${i}.md`), file);
  }
  return dir;
}

type RouteJs = { route: string; firstLoadGzip: number };

/**
 * JavaScript each page loads itself, read from the export (scripts/route-weight.ts): its island
 * bundles and their shared chunks. Chunks loaded on demand (search, the animation engine) are not counted.
 */
function routeJavaScript(routes: string[]): RouteJs[] {
  return routes.map((route) => ({ route, firstLoadGzip: routeWeight(out, route).js }));
}

/** out/ with every executable script removed from every page (JSON-LD data blocks stay). */
function noJavaScriptFloor(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  // out/ is a link to the published build (scripts/build.ts): copy what it points to.
  fs.cpSync(fs.realpathSync(out), dir, { recursive: true });
  const strip = (folder: string) => {
    for (const name of fs.readdirSync(folder)) {
      const file = path.join(folder, name);
      if (fs.statSync(file).isDirectory()) strip(file);
      else if (name.endsWith('.html')) {
        const html = fs
          .readFileSync(file, 'utf8')
          .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
          .replace(/<link[^>]+(?:as="script"|rel="modulepreload")[^>]*>/g, '');
        fs.writeFileSync(file, html);
      }
    }
  };
  strip(dir);
  return dir;
}

function serve(dir: string, port: number): ChildProcess {
  return spawn(process.execPath, serveArgs(dir, port), { stdio: 'ignore' });
}

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not start`);
}

type Measure = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  jsBytes: number;
  /** Font files transferred: none on English pages, the Urdu subset on Urdu pages. */
  fontBytes: number;
  /** Lighthouse audits that did not pass, by id. */
  failing: string[];
};

function measure(url: string, port: number, cpuSlowdown = MOBILE.cpuSlowdown): Measure {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/lighthouse-worker.mjs'), url, String(port), String(cpuSlowdown)], { encoding: 'utf8', maxBuffer: 16 * 2 ** 20 });
  if (run.status !== 0) throw new Error(`Lighthouse failed on ${url}: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's median over the runs; failing audits are those that failed in most runs. */
function medianMeasure(runs: Measure[]): Measure {
  const m = (pick: (r: Measure) => number) => median(runs.map(pick));
  const failures = new Map<string, number>();
  for (const run of runs) for (const id of run.failing) failures.set(id, (failures.get(id) ?? 0) + 1);
  return {
    performance: m((r) => r.performance),
    accessibility: m((r) => r.accessibility),
    bestPractices: m((r) => r.bestPractices),
    seo: m((r) => r.seo),
    fcp: Math.round(m((r) => r.fcp)),
    lcp: Math.round(m((r) => r.lcp)),
    tbt: Math.round(m((r) => r.tbt)),
    cls: m((r) => r.cls),
    bytes: Math.round(m((r) => r.bytes)),
    jsBytes: Math.round(m((r) => r.jsBytes)),
    fontBytes: Math.round(m((r) => r.fontBytes)),
    failing: [...failures].filter(([, count]) => count * 2 > runs.length).map(([id]) => id),
  };
}

type RouteFigures = { route: string; page: Measure; lcpRatio: number | null; firstLoadJsGzip: number | null };

/** Issue 5's budgets, each with the routes that miss it: figures for the reader, never a failure. */
function budgetLines(routes: RouteFigures[]): string[] {
  const budgets: [string, (r: RouteFigures) => boolean][] = [
    ['Lighthouse 100 in all four categories', (r) => [r.page.performance, r.page.accessibility, r.page.bestPractices, r.page.seo].every((score) => score === 100)],
    ['CLS 0', (r) => r.page.cls === 0],
    ['TBT ≤ 100 ms', (r) => r.page.tbt <= 100],
    ['LCP ≤ 1.05 × the no-JavaScript floor', (r) => r.lcpRatio !== null && r.lcpRatio <= 1.05],
    ['First-load JavaScript ≤ 15 KB gzip', (r) => r.firstLoadJsGzip !== null && r.firstLoadJsGzip <= 15 * 1024],
  ];
  return [
    '| budget | routes that miss it |',
    '| --- | --- |',
    ...budgets.map(([name, holds]) => {
      const missing = routes.filter((r) => !holds(r)).map((r) => r.route);
      return `| ${name} | ${missing.length ? missing.join(', ') : 'none'} |`;
    }),
  ];
}

/** Median of the per-run ratios page/floor, rounded to 1/`precision`. */
function runRatio(page: Measure[], floor: Measure[], pick: (m: Measure) => number, precision: number): number | null {
  const ratios = page.flatMap((p, i) => {
    const f = floor[i];
    return f && pick(f) ? [pick(p) / pick(f)] : [];
  });
  return ratios.length ? Math.round(median(ratios) * precision) / precision : null;
}

/** Issue 16's targets, each with the routes that miss it: figures for the reader, never a failure. */
function issue16TargetLines(routes: { route: string; bytesRatio: number | null; lcpRatio: number | null; lowEnd: Measure; taps: TapSummary[]; trace: RouteTrace | null }[]): string[] {
  const lowEndTaps = (r: (typeof routes)[number]) => r.taps.find((t) => t.cpuSlowdown === LOW_END.cpuSlowdown);
  const targets: [string, (r: (typeof routes)[number]) => boolean][] = [
    ['every tap sent after FCP opens or closes the menu, in every run (CPU 8×)', (r) => { const t = lowEndTaps(r); return t !== undefined && t.runs.every((run) => run.sent > 0 && run.worked === run.sent); }],
    ['worst time from a tap to the next paint ≤ 200 ms (CPU 8×)', (r) => { const t = lowEndTaps(r); return t !== undefined && t.worstNextPaint <= 200; }],
    ['no task over 100 ms after the first paint (CPU 8×, traced)', (r) => r.trace !== null && r.trace.longestAfterFcp <= 100],
    ['page weight ≤ 2 × the no-JavaScript floor', (r) => r.bytesRatio !== null && r.bytesRatio <= 2],
    ['TBT ≤ 50 ms on the low-end profile', (r) => r.lowEnd.tbt <= 50],
    ['LCP ≤ 1.05 × the floor', (r) => r.lcpRatio !== null && r.lcpRatio <= 1.05],
  ];
  return [
    '| issue 16 and 26 target | routes that miss it |',
    '| --- | --- |',
    ...targets.map(([name, holds]) => {
      const missing = routes.filter((r) => !holds(r)).map((r) => r.route);
      return `| ${name} | ${missing.length ? missing.join(', ') : 'none'} |`;
    }),
  ];
}

function chromePath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined; // chrome-launcher finds an installed Chrome
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const started = Date.now();
  const day = buildDay();
  const content = loadSite({ root, day });
  // Every English page, then every page of each translated edition (/ur, /ur/ukStudyAbroad, …).
  const translatedRoutes = translatedEditions.flatMap((edition) => translatedPages(loadSite({ root, edition, day })).map((page) => editionPath(edition, page.path)));
  const allRoutes = ['/', ...canonicalRoutes(content.routes).map((e) => e.path), ...translatedRoutes];
  const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : allRoutes;

  const photosOnly = Boolean(process.env.BENCH_PHOTOS_ONLY);
  const runCount = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
  if (photosOnly) {
    if (!fs.existsSync(out)) timedBuild(root);
    const server = serve(out, PAGE_PORT);
    const chrome = await chromeLauncher.launch({
      chromePath: chromePath(),
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      await waitFor(`http://127.0.0.1:${PAGE_PORT}/`);
      const photos = await photoBench({ runs: runCount, svgSiteUrl: `http://127.0.0.1:${PAGE_PORT}`, measure: (url) => measure(url, chrome.port) });
      fs.mkdirSync(resultsDir, { recursive: true });
      fs.writeFileSync(path.join(resultsDir, 'photos.json'), `${JSON.stringify(photos.figures, null, 2)}\n`);
      console.log(`\n${photos.lines.join('\n')}`);
    } finally {
      await chrome.kill();
      server.kill();
    }
    console.log(`bench finished in ${seconds(Date.now() - started)} s; results in bench/results/photos.json`);
    return;
  }

  let scaledBuildMs: number | null = null;
  if (!process.env.BENCH_SKIP_SCALE) {
    const dir = scaledCopy(200);
    console.log(`Building the site with 200 extra countries in ${dir} …`);
    scaledBuildMs = timedBuild(dir);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log('Building the real site …');
  const buildMs = timedBuild(root);
  const pageCount = execFileSync('find', [fs.realpathSync(out), '-name', '*.html'], { encoding: 'utf8' }).trim().split('\n').length;
  const js = routeJavaScript(routes);

  const floorDir = noJavaScriptFloor();
  const servers = [serve(out, PAGE_PORT), serve(floorDir, FLOOR_PORT)];
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows: { route: string; page: Measure; floor: Measure; lowEnd: Measure; runs: { page: Measure[]; floor: Measure[]; lowEnd: Measure[] } }[] = [];
  let taps: TapSummary[] = [];
  let traces: RouteTrace[] = [];
  let load: LoadResult[] = [];
  let photoLines: string[] = [];
  try {
    await waitFor(`http://127.0.0.1:${PAGE_PORT}/`);
    await waitFor(`http://127.0.0.1:${FLOOR_PORT}/`);
    for (const route of routes) {
      const runs: { page: Measure[]; floor: Measure[]; lowEnd: Measure[] } = { page: [], floor: [], lowEnd: [] };
      for (let i = 0; i < runCount; i++) {
        runs.page.push(measure(`http://127.0.0.1:${PAGE_PORT}${route}`, chrome.port));
        runs.floor.push(measure(`http://127.0.0.1:${FLOOR_PORT}${route}`, chrome.port));
        runs.lowEnd.push(measure(`http://127.0.0.1:${PAGE_PORT}${route}`, chrome.port, LOW_END.cpuSlowdown));
      }
      const page = medianMeasure(runs.page);
      const floor = medianMeasure(runs.floor);
      const lowEnd = medianMeasure(runs.lowEnd);
      rows.push({ route, page, floor, lowEnd, runs });
      console.log(`${route}: perf ${page.performance}, LCP ${page.lcp} ms (floor ${floor.lcp} ms), TBT ${page.tbt} ms (low-end ${lowEnd.tbt} ms), CLS ${page.cls} (median of ${runCount})`);
    }
    taps = await tapBench({ urls: routes.map((route) => `http://127.0.0.1:${PAGE_PORT}${route}`), cpuSlowdowns: [MOBILE.cpuSlowdown, LOW_END.cpuSlowdown], runs: runCount, chromePath: chromePath() });
    for (const t of taps) console.log(`${t.url} CPU ${t.cpuSlowdown}×: ${t.runs.map((r) => `${r.worked} of ${r.sent}`).join(', ')} taps after FCP worked; next paint p75 ${t.p75NextPaint} ms, worst ${t.worstNextPaint} ms (median of ${runCount})`);
    traces = await traceBench({ origin: `http://127.0.0.1:${PAGE_PORT}`, routes, cpuSlowdown: LOW_END.cpuSlowdown, runs: runCount, chromePath: chromePath() });
    for (const t of traces) console.log(`${t.route}: ${t.longTasks.length} long task(s) at CPU ${LOW_END.cpuSlowdown}×, longest ${t.longest} ms; after FCP: blocking ${t.blockingAfterFcp} ms, longest ${t.longestAfterFcp} ms`);
    if (!process.env.BENCH_SKIP_LOAD) load = await runLoad(`http://127.0.0.1:${PAGE_PORT}`, out);
    if (!process.env.BENCH_SKIP_PHOTOS) {
      photoLines = (await photoBench({ runs: runCount, svgSiteUrl: `http://127.0.0.1:${PAGE_PORT}`, measure: (url) => measure(url, chrome.port) })).lines;
    }
  } finally {
    await chrome.kill();
    servers.forEach((s) => s.kill());
    fs.rmSync(floorDir, { recursive: true, force: true });
  }

  const results = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    lighthouse: { preset: 'mobile', throttlingMethod: 'devtools', runsPerPage: runCount, figures: 'median per figure' },
    build: { realContentSeconds: seconds(buildMs), pages: pageCount, with200ExtraCountriesSeconds: scaledBuildMs === null ? null : seconds(scaledBuildMs) },
    javascript: js,
    routes: rows.map((r) => {
      return {
        ...r,
        lcpRatio: runRatio(r.runs.page, r.runs.floor, (m) => m.lcp, 1000),
        bytesRatio: runRatio(r.runs.page, r.runs.floor, (m) => m.bytes, 100),
        firstLoadJsGzip: js.find((j) => j.route === r.route)?.firstLoadGzip ?? null,
        taps: taps.filter((t) => new URL(t.url).pathname === r.route),
        trace: traces.find((t) => t.route === r.route) ?? null,
      };
    }),
    load,
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);

  const lines = [
    `# Bench ${results.date}`,
    '',
    `Machine: ${results.machine}. Lighthouse mobile preset, devtools throttling, median of ${runCount} runs per page and per floor. Served by \`serve\` with compression.`,
    '',
    `Build: ${results.build.realContentSeconds} s for ${pageCount} pages; with 200 extra countries: ${results.build.with200ExtraCountriesSeconds ?? 'skipped'} s.`,
    '',
    '| route | perf | a11y | best | SEO | FCP ms | LCP ms | floor LCP ms | LCP/floor | TBT ms | CLS | KB | floor KB | bytes/floor | JS KB (gz) | font KB | first-load JS KB (gz) |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...results.routes.map(
      (r) =>
        `| ${r.route} | ${r.page.performance} | ${r.page.accessibility} | ${r.page.bestPractices} | ${r.page.seo} | ${r.page.fcp} | ${r.page.lcp} | ${r.floor.lcp} | ${r.lcpRatio} | ${r.page.tbt} | ${r.page.cls} | ${kb(r.page.bytes)} | ${kb(r.floor.bytes)} | ${r.bytesRatio} | ${kb(r.page.jsBytes)} | ${kb(r.page.fontBytes)} | ${r.firstLoadJsGzip === null ? '–' : kb(r.firstLoadJsGzip)} |`,
    ),
    '',
    `Issue 16's and 26's figures (median of ${runCount}; ratios per run against the floor measured alongside; taps: one every 100 ms from navigation to 4 s at 375px, slow 4G, see scripts/bench-taps.ts):`,
    '',
    '| route | bytes/floor | LCP/floor | TBT ms (CPU 4×) | TBT ms low-end (CPU 8×) | LCP ms low-end | taps worked after FCP (4× / 8×) | next paint p75 / worst ms (4×) | next paint p75 / worst ms (8×) | worst input delay ms (8×) |',
    '| --- | --: | --: | --: | --: | --: | --- | --- | --- | --: |',
    ...results.routes.map((r) => {
      const at = (cpu: number) => r.taps.find((t) => t.cpuSlowdown === cpu);
      const worked = (cpu: number) => { const t = at(cpu); return t ? `${t.worked}/${t.sent}` : '–'; };
      const paint = (cpu: number) => { const t = at(cpu); return t ? `${t.p75NextPaint} / ${t.worstNextPaint}` : '–'; };
      return `| ${r.route} | ${r.bytesRatio} | ${r.lcpRatio} | ${r.page.tbt} | ${r.lowEnd.tbt} | ${r.lowEnd.lcp} | ${worked(MOBILE.cpuSlowdown)} / ${worked(LOW_END.cpuSlowdown)} | ${paint(MOBILE.cpuSlowdown)} | ${paint(LOW_END.cpuSlowdown)} | ${at(LOW_END.cpuSlowdown)?.worstInputDelay ?? '–'} |`;
    }),
    '',
    `Taps during load, each route and CPU profile ${runCount} times (the median run's figures; then every tap, in any run, that did not toggle the menu):`,
    '',
    ...tapLines(taps),
    '',
    `Long tasks while loading at CPU ${LOW_END.cpuSlowdown}× and slow 4G (the run with the median blocking time; scripts/bench-trace.ts):`,
    '',
    ...traceTable(traces),
    '',
    ...issue16TargetLines(results.routes),
    '',
    ...budgetLines(results.routes),
    '',
    '| load target | requests | seconds | req/s | p50 ms | p90 ms | p99 ms | errors | non-2xx |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...load.map((l) => `| ${l.target} | ${l.requests} | ${l.seconds} | ${l.requestsPerSecond} | ${l.p50} | ${l.p90} | ${l.p99} | ${l.errors} | ${l.non2xx} |`),
    '',
    ...photoLines,
  ];
  fs.writeFileSync(path.join(resultsDir, 'latest.md'), lines.join('\n'));
  console.log(`\n${lines.join('\n')}`);
  console.log(`bench finished in ${seconds(Date.now() - started)} s; results in bench/results/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
