/**
 * Taps during load, as a visitor makes them: part of `npm run bench` (issue 26), and on its own
 * `npx tsx scripts/bench-taps.ts [site dir] [/route …]` (BENCH_CPU=1,4,8 the CPU slowdowns,
 * BENCH_RUNS=3 the runs of each, BENCH_PORT the server's port; BENCH_TAPS_DETAIL=1 lists each tap).
 *
 * Method: Chromium at 375 × 667 (touch, DPR 2), Lighthouse's slow 4G, the CPU slowed as asked.
 * A first load finds a point on the header's menu button that is also on the open menu's close
 * button (the two overlap at 375px), so one point opens the menu when it is closed and closes it
 * when it is open. On the next load a tap is sent there at fixed times after navigation starts:
 * every `stepMs` up to `untilMs`, from the first one after the browser reports the first contentful
 * paint (CDP `Page.lifecycleEvent`), each a touchStart and a touchEnd sent back to back, stamped
 * with the moment of sending, and never waiting for the page (see `sendTap` for why that matters).
 * A script added before the page's own keeps, for every click, the menu's state then and the
 * popover's `beforetoggle` that the click caused, and the Event Timing API's entries
 * (`PerformanceObserver`, type `event`, `durationThreshold: 16`). Each tap is matched to its
 * click and entries by its timestamp, which the page sees as the events' `timeStamp`. A tap "worked"
 * when its click toggled the menu; its time to next paint is the longest entry's duration and its
 * input delay the longest wait before processing (a tap with no entry took under 16 ms). The input
 * delay includes up to a frame that Chromium waits for the renderer before it hands a touch on.
 */
import path from 'node:path';
import type { Browser, CDPSession } from '@playwright/test';
import { benchFromCommandLine, launchBenchBrowser, PHONE, slowPhonePage } from './bench-phone';

/** One tap sent after the first paint: when (ms after navigation), what came of it, and how long it took. */
export type TapResult = {
  at: number;
  /** `worked`: its click toggled the menu; `no-toggle`: it clicked something else, or the click changed nothing; `no-click`: no click came. */
  outcome: 'worked' | 'no-toggle' | 'no-click';
  target: string;
  inputDelay: number;
  nextPaint: number;
  /** The long animation frame the tap fell in, if any: what the main thread was doing. */
  busy: string;
};
export type TapRun = { fcp: number; taps: TapResult[]; beforeFcp: number };

/**
 * Runs in the page before its own scripts. A string, not a function: tsx would add a helper to a
 * function's source that the page does not have.
 */
const RECORDER = `
(() => {
  const record = { fcp: 0, clicks: [], timings: [], frames: [] };
  window.__benchTapRecord = record;
  const MENU = 'site-menu';
  function menuOpen() {
    const menu = document.getElementById(MENU);
    try { return Boolean(menu && menu.matches(':popover-open')); } catch (e) { return false; }
  }
  // A popover button's click toggles its popover after the click's listeners have run, and
  // beforetoggle fires then, synchronously: the toggle that follows a click belongs to it.
  let last = null;
  addEventListener('click', function (event) {
    const target = event.target instanceof Element ? event.target : null;
    const button = target && target.closest('button, a');
    last = { t: event.timeStamp, before: menuOpen(), toggled: null, target: button ? (button.className || button.tagName) : (target ? target.tagName + '.' + target.className : '') };
    record.clicks.push(last);
  }, true);
  addEventListener('beforetoggle', function (event) {
    if (event.target instanceof Element && event.target.id === MENU && last && last.toggled === null) last.toggled = event.newState;
  }, true);
  new PerformanceObserver(function (list) {
    for (const e of list.getEntries()) record.timings.push({ name: e.name, startTime: e.startTime, processingStart: e.processingStart, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(function (list) {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') record.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  try {
    new PerformanceObserver(function (list) {
      for (const e of list.getEntries()) record.frames.push({ start: e.startTime, duration: e.duration, styleAndLayout: e.duration - (e.styleAndLayoutStart ? e.styleAndLayoutStart - e.startTime : e.duration), scripts: (e.scripts || []).map(function (s) { return { invoker: s.invoker, source: s.sourceURL.split('/').pop(), duration: s.duration }; }) });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch (e) {}
})();
`;

/** The page's record, read after the run. */
type PageRecord = {
  fcp: number;
  clicks: { t: number; before: boolean; toggled: 'open' | 'closed' | null; target: string }[];
  timings: { name: string; startTime: number; processingStart: number; duration: number }[];
  frames: { start: number; duration: number; styleAndLayout: number; scripts: { invoker: string; source: string; duration: number }[] }[];
};

function isPageRecord(value: unknown): value is PageRecord {
  return value !== null && typeof value === 'object' && 'clicks' in value && Array.isArray(value.clicks) && 'timings' in value && Array.isArray(value.timings) && 'frames' in value && Array.isArray(value.frames) && 'fcp' in value && typeof value.fcp === 'number';
}

/**
 * One tap: touchStart and touchEnd sent together, neither awaited. Chromium answers an
 * Input.dispatchTouchEvent only once the page has drawn a frame and taken the event (its DevTools
 * input handler waits for the renderer's next visual state), so during a long task the answer
 * waits for the main thread. A harness that sent touchEnd after touchStart's answer kept the finger
 * down for the whole task: the next tap's touchStart then arrived while it was down, and Chromium,
 * which keeps the touch points between commands, took it for a move of the same finger (the default
 * id is 0), so two taps became one press and the second touchEnd failed with "Must send a
 * TouchStart first". Sent back to back, the points are released before the next tap, whatever
 * the page is doing, and both events carry the moment of sending as their timestamp, which the
 * page's events and Event Timing entries report as their start.
 */
function sendTap(cdp: CDPSession, point: { x: number; y: number }, timestampMs: number): Promise<unknown> {
  const timestamp = timestampMs / 1000;
  const touchPoints = [{ x: point.x, y: point.y, id: 1 }];
  return Promise.all([
    cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints, timestamp }),
    cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp }),
  ]).catch((error: unknown) => error);
}

/** What the main thread was doing at `at`: the long animation frame it fell in, if any. */
function busyAt(frames: PageRecord['frames'], at: number): string {
  const frame = frames.find((f) => f.start <= at && at < f.start + f.duration);
  if (!frame) return '';
  const scripts = frame.scripts
    .filter((s) => s.duration >= 5)
    .map((s) => `${s.invoker || s.source} ${Math.round(s.duration)} ms`)
    .join(', ');
  return `frame ${Math.round(frame.start)}–${Math.round(frame.start + frame.duration)} ms (style and layout ${Math.round(frame.styleAndLayout)} ms${scripts ? `; ${scripts}` : ''})`;
}

async function once(browser: Browser, url: string, cpuSlowdown: number, point: { x: number; y: number }, schedule: number[]): Promise<TapRun> {
  const context = await browser.newContext(PHONE);
  try {
    const { page, cdp } = await slowPhonePage(context, cpuSlowdown);
    await page.addInitScript(RECORDER);
    // The browser's word that the page has painted, which asks nothing of the page's main thread.
    let painted = false;
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name === 'firstContentfulPaint') painted = true;
    });
    const started = Date.now();
    const navigation = page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const sentAt: number[] = [];
    const sending: Promise<unknown>[] = [];
    for (const at of schedule) {
      const wait = started + at - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // Nothing is on screen before the first paint, so no visitor taps then. A tap sent then waits
      // for the page and lands on whatever is under it at that moment: on /ur, the language switch,
      // whose navigation ended the run.
      if (!painted) continue;
      const now = Date.now();
      sentAt.push(now);
      sending.push(sendTap(cdp, point, now));
    }
    await navigation;
    // One run that also sent taps before the first paint waited for an answer that never came:
    // wait for the answers a while, not forever.
    await Promise.race([Promise.all(sending), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await page.waitForTimeout(1000);
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const raw: unknown = await page.evaluate(() => Reflect.get(window, '__benchTapRecord'));
    if (!isPageRecord(raw)) throw new Error(`${url}: the page kept no tap record`);
    const record = raw;
    const near = (t: number, at: number) => Math.abs(t - at) <= 3;
    const taps = sentAt
      .map((epoch) => epoch - timeOrigin)
      .filter((at) => at >= record.fcp)
      .map((at): TapResult => {
        const click = record.clicks.find((c) => near(c.t, at));
        const entries = record.timings.filter((e) => near(e.startTime, at));
        const worked = click !== undefined && click.toggled === (click.before ? 'closed' : 'open');
        return {
          at: Math.round(at),
          outcome: worked ? 'worked' : click ? 'no-toggle' : 'no-click',
          target: click?.target ?? '',
          inputDelay: Math.round(Math.max(0, ...entries.map((e) => e.processingStart - e.startTime))),
          nextPaint: Math.round(Math.max(0, ...entries.map((e) => e.duration))),
          busy: busyAt(record.frames, at),
        };
      });
    return { fcp: Math.round(record.fcp), taps, beforeFcp: schedule.length - taps.length };
  } finally {
    await context.close();
  }
}

/**
 * A point inside both the menu button and the open menu's close button at 375px, from a load of
 * its own: the centre of the two boxes' overlap. The centre of the menu button alone lies below the
 * close button, so a tap there on the open menu lands on the panel and closes nothing; whether
 * Chromium's touch adjustment moved it onto the close button depended on timing.
 */
async function tapPoint(browser: Browser, url: string): Promise<{ x: number; y: number }> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const toggle = await page.locator('.nav-toggle').boundingBox();
    if (!toggle) throw new Error(`${url}: no visible menu button (.nav-toggle) at 375px`);
    await page.locator('.nav-toggle').click();
    const close = await page.locator('.nav-close').boundingBox();
    if (!close) throw new Error(`${url}: the menu button opened no menu with a close button (.nav-close)`);
    const left = Math.max(toggle.x, close.x);
    const right = Math.min(toggle.x + toggle.width, close.x + close.width);
    const top = Math.max(toggle.y, close.y);
    const bottom = Math.min(toggle.y + toggle.height, close.y + close.height);
    if (right - left < 8 || bottom - top < 8) throw new Error(`${url}: the menu button and the close button do not overlap at 375px; the taps need one point for both`);
    return { x: (left + right) / 2, y: (top + bottom) / 2 };
  } finally {
    await context.close();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
};

/** One run's figures: taps sent after FCP, how many clicked and how many toggled the menu, and their times. */
export type TapFigures = { fcp: number; sent: number; clicked: number; worked: number; worstNextPaint: number; p75NextPaint: number; worstInputDelay: number; beforeFcp: number };

/** A route at one CPU slowdown: the median of its runs' figures, each run's, and every tap that did not work. */
export type TapSummary = TapFigures & { url: string; cpuSlowdown: number; runs: TapFigures[]; lost: (TapResult & { run: number })[] };

function figures(run: TapRun): TapFigures {
  const answered = run.taps.filter((t) => t.outcome !== 'no-click');
  const paints = answered.map((t) => t.nextPaint);
  return {
    fcp: run.fcp,
    sent: run.taps.length,
    clicked: answered.length,
    worked: run.taps.filter((t) => t.outcome === 'worked').length,
    worstNextPaint: Math.max(0, ...paints),
    p75NextPaint: percentile(paints, 75),
    worstInputDelay: Math.max(0, ...answered.map((t) => t.inputDelay)),
    beforeFcp: run.beforeFcp,
  };
}

const median = (values: number[]) => percentile(values, 50);

export async function tapBench(options: { urls: string[]; cpuSlowdowns: number[]; runs?: number; stepMs?: number; untilMs?: number; chromePath?: string; onTap?: (url: string, cpuSlowdown: number, run: number, tap: TapResult) => void; onRun?: (url: string, cpuSlowdown: number, run: number, figures: TapFigures) => void }): Promise<TapSummary[]> {
  const stepMs = options.stepMs ?? 100;
  const untilMs = options.untilMs ?? 4000;
  const runCount = Math.max(1, options.runs ?? 1);
  const schedule = Array.from({ length: Math.floor(untilMs / stepMs) + 1 }, (_, i) => i * stepMs);
  const browser = await launchBenchBrowser(options.chromePath);
  try {
    const results: TapSummary[] = [];
    for (const url of options.urls) {
      const point = await tapPoint(browser, url);
      for (const cpuSlowdown of options.cpuSlowdowns) {
        const runs: TapFigures[] = [];
        const lost: TapSummary['lost'] = [];
        for (let i = 0; i < runCount; i++) {
          const run = await once(browser, url, cpuSlowdown, point, schedule);
          for (const tap of run.taps) options.onTap?.(url, cpuSlowdown, i, tap);
          runs.push(figures(run));
          options.onRun?.(url, cpuSlowdown, i, figures(run));
          lost.push(...run.taps.filter((t) => t.outcome !== 'worked').map((t) => ({ ...t, run: i })));
        }
        const pick = (f: (r: TapFigures) => number) => median(runs.map(f));
        results.push({
          url,
          cpuSlowdown,
          fcp: pick((r) => r.fcp),
          sent: pick((r) => r.sent),
          clicked: pick((r) => r.clicked),
          worked: pick((r) => r.worked),
          worstNextPaint: pick((r) => r.worstNextPaint),
          p75NextPaint: pick((r) => r.p75NextPaint),
          worstInputDelay: pick((r) => r.worstInputDelay),
          beforeFcp: pick((r) => r.beforeFcp),
          runs,
          lost,
        });
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** A line per route and CPU slowdown: the medians, then each run's worked/sent. */
export function tapLines(summaries: TapSummary[]): string[] {
  return [
    '| route | CPU | FCP ms | sent after FCP | clicked | worked | each run, worked/sent | next paint p75 / worst ms | worst input delay ms |',
    '| --- | --: | --: | --: | --: | --: | --- | --- | --: |',
    ...summaries.map(
      (s) =>
        `| ${new URL(s.url).pathname} | ${s.cpuSlowdown}× | ${s.fcp} | ${s.sent} | ${s.clicked} | ${s.worked} | ${s.runs.map((r) => `${r.worked}/${r.sent}`).join(', ')} | ${s.p75NextPaint} / ${s.worstNextPaint} | ${s.worstInputDelay} |`,
    ),
    ...summaries.flatMap((s) => s.lost.map((t) => `${new URL(s.url).pathname} at ${s.cpuSlowdown}×, run ${t.run + 1}: tap at ${t.at} ms ${t.outcome === 'no-click' ? 'produced no click' : `clicked ${t.target} and did not toggle the menu`}${t.busy ? `; main thread: ${t.busy}` : ''}`)),
  ];
}

// `npx tsx scripts/bench-taps.ts [site dir] [/route …]`
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  benchFromCommandLine(['/', '/ukStudyAbroad', '/visitvisa', '/contact', '/compare', '/cost-planner', '/ur', '/ur/contact'], 4330, async (origin, routes, chromePath) => {
    const cpuSlowdowns = (process.env.BENCH_CPU ?? '4,8').split(',').map(Number);
    const detail = Boolean(process.env.BENCH_TAPS_DETAIL);
    const summaries = await tapBench({
      urls: routes.map((route) => origin + route),
      cpuSlowdowns,
      runs: Number(process.env.BENCH_RUNS ?? 3),
      chromePath,
      onRun: (url, cpu, run, f) => console.error(`${new URL(url).pathname} ${cpu}× run ${run + 1}: FCP ${f.fcp} ms, ${f.worked} of ${f.sent} taps after FCP worked; next paint p75 ${f.p75NextPaint} ms, worst ${f.worstNextPaint} ms`),
      onTap: detail ? (url, cpu, run, tap) => console.log(`${new URL(url).pathname} ${cpu}× run ${run + 1}: ${JSON.stringify(tap)}`) : undefined,
    });
    console.log(tapLines(summaries).join('\n'));
  });
}
