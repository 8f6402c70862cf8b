/**
 * Taps during load, as a visitor makes them: part of `npm run bench` (issue 26), replacing a
 * harness that polled the page and so waited for its main thread.
 *
 * Method: Chromium at 375 × 667 (touch, DPR 2), Lighthouse's slow 4G, the CPU slowed 4× or 8×.
 * A first load finds the centre of the header's menu button. On the next load, taps are sent from
 * outside the page (CDP `Input.dispatchTouchEvent`, not awaited, so nothing waits for the page) at
 * fixed times after navigation starts: every `stepMs` from 0 to `untilMs`. Each tap opens the menu
 * if it was closed and closes it if open. A script added before the page's own records, with the
 * Event Timing API (`PerformanceObserver`, type `event`, `durationThreshold: 16`), each tap's input
 * delay and its time to the next paint (the entry's duration; a tap without an entry took under
 * 16 ms), and, at each click, the menu's state before it and at the next frame. A tap "worked" when
 * the state changed (at 375px the open menu covers the header, and a tap there closes it). Taps
 * before the first contentful paint are left out: nothing is on screen to tap yet. A tap sent after
 * it that produced no click at all counts against "every tap works" (`sent` against `taps`).
 */
import type { Browser } from '@playwright/test';
import { launchBenchBrowser, PHONE, slowPhonePage } from './bench-phone';

export type TapResult = { at: number; worked: boolean; inputDelay: number; nextPaint: number };
export type TapRun = { fcp: number; taps: TapResult[]; beforeFcp: number; sentAfterFcp: number };

/**
 * Runs in the page before its own scripts. A string, not a function: tsx would add a helper to a
 * function's source that the page does not have.
 */
const RECORDER = `
(() => {
  const record = { fcp: 0, clicks: [], timings: [] };
  window.__benchTapRecord = record;
  function menuOpen() {
    const button = document.querySelector('.nav-toggle');
    const id = button && (button.getAttribute('aria-controls') || button.getAttribute('popovertarget'));
    const menu = id ? document.getElementById(id) : null;
    return Boolean(menu && (menu.matches(':popover-open') || menu.checkVisibility()));
  }
  addEventListener('click', function (event) {
    const entry = { t: event.timeStamp, before: menuOpen(), after: null };
    record.clicks.push(entry);
    requestAnimationFrame(function () { entry.after = menuOpen(); });
  }, true);
  new PerformanceObserver(function (list) {
    for (const e of list.getEntries()) record.timings.push({ name: e.name, startTime: e.startTime, processingStart: e.processingStart, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(function (list) {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') record.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
})();
`;

/** The page's record of clicks on the menu button and of Event Timing entries, read after the run. */
type PageRecord = { fcp: number; clicks: { t: number; before: boolean; after: boolean | null }[]; timings: { name: string; startTime: number; processingStart: number; duration: number }[] };

function isPageRecord(value: unknown): value is PageRecord {
  return value !== null && typeof value === 'object' && 'clicks' in value && Array.isArray(value.clicks) && 'timings' in value && Array.isArray(value.timings) && 'fcp' in value && typeof value.fcp === 'number';
}

async function once(browser: Browser, url: string, cpuSlowdown: number, point: { x: number; y: number }, schedule: number[]): Promise<TapRun> {
  const context = await browser.newContext(PHONE);
  try {
    const { page, cdp } = await slowPhonePage(context, cpuSlowdown);
    await page.addInitScript(RECORDER);
    const started = Date.now();
    const navigation = page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const sent: Promise<unknown>[] = [];
    for (const at of schedule) {
      const wait = started + at - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const touch = [{ x: point.x, y: point.y }];
      sent.push(cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch }).then(() => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })).catch(() => undefined));
    }
    await Promise.all(sent);
    await navigation;
    await page.waitForTimeout(500);
    const raw: unknown = await page.evaluate(() => Reflect.get(window, '__benchTapRecord'));
    if (!isPageRecord(raw)) throw new Error(`${url}: the page kept no tap record`);
    // A tap's entries: its touch, pointer and click events, stamped after the previous tap's click
    // and no later than its own.
    const taps = raw.clicks.flatMap((click, i): TapResult[] => {
      if (click.t < raw.fcp) return [];
      const after = raw.clicks[i - 1]?.t ?? Number.NEGATIVE_INFINITY;
      const entries = raw.timings.filter((e) => e.startTime > after + 2 && e.startTime <= click.t + 2);
      return [
        {
          at: Math.round(click.t),
          worked: click.after !== null && click.after !== click.before,
          inputDelay: Math.round(Math.max(0, ...entries.map((e) => e.processingStart - e.startTime))),
          nextPaint: Math.round(Math.max(0, ...entries.map((e) => e.duration))),
        },
      ];
    });
    // Navigation starts a little after `started`, so this slightly overcounts the taps sent after FCP: a strict figure.
    return { fcp: Math.round(raw.fcp), taps, beforeFcp: raw.clicks.filter((click) => click.t < raw.fcp).length, sentAfterFcp: schedule.filter((at) => at >= raw.fcp).length };
  } finally {
    await context.close();
  }
}

/** The menu button's centre at 375px, from a load of its own. */
async function menuButtonCentre(browser: Browser, url: string): Promise<{ x: number; y: number }> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await page.locator('.nav-toggle').boundingBox();
    if (!box) throw new Error(`${url}: no visible menu button (.nav-toggle) at 375px`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
};

export type TapSummary = { url: string; cpuSlowdown: number; fcp: number; sent: number; taps: number; worked: number; worstNextPaint: number; p75NextPaint: number; worstInputDelay: number; beforeFcp: number };

export async function tapBench(options: { urls: string[]; cpuSlowdowns: number[]; stepMs?: number; untilMs?: number; chromePath?: string }): Promise<TapSummary[]> {
  const stepMs = options.stepMs ?? 100;
  const untilMs = options.untilMs ?? 4000;
  const schedule = Array.from({ length: Math.floor(untilMs / stepMs) + 1 }, (_, i) => i * stepMs);
  const browser = await launchBenchBrowser(options.chromePath);
  try {
    const results: TapSummary[] = [];
    for (const url of options.urls) {
      const point = await menuButtonCentre(browser, url);
      for (const cpuSlowdown of options.cpuSlowdowns) {
        const run = await once(browser, url, cpuSlowdown, point, schedule);
        const paints = run.taps.map((t) => t.nextPaint);
        results.push({
          url,
          cpuSlowdown,
          fcp: run.fcp,
          sent: run.sentAfterFcp,
          taps: run.taps.length,
          worked: run.taps.filter((t) => t.worked).length,
          worstNextPaint: Math.max(0, ...paints),
          p75NextPaint: percentile(paints, 75),
          worstInputDelay: Math.max(0, ...run.taps.map((t) => t.inputDelay)),
          beforeFcp: run.beforeFcp,
        });
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
