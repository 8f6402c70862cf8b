/**
 * Long tasks while a page loads, and what each is made of: part of `npm run bench`, and on its own
 * `npx tsx scripts/bench-trace.ts [site dir] [/route …]` (default: out/ and issue 26's routes).
 *
 * Method: Playwright's Chromium at 375 × 667 (touch, DPR 2) with Lighthouse's slow 4G and the CPU
 * slowed 8× (`Emulation.setCPUThrottlingRate`, which stretches the main thread's tasks as a slow
 * phone would). Chrome's own tracing (CDP `Tracing`, the categories DevTools' Performance panel
 * records) runs from before navigation until 3 s after `load`. In the renderer's main thread,
 * every top-level task (`RunTask`) longer than 50 ms is a long task. Its time is split by what ran
 * inside it, counting each event's own time (its duration minus the events nested in it): HTML
 * parsing, style (recalculation and stylesheet parsing), layout, paint and compositing, script
 * compile, script evaluation (by script URL: which island), garbage collection, and the rest.
 */
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { benchFromCommandLine, launchBenchBrowser, PHONE, slowPhonePage } from './bench-phone';
import { LONG_TASK_MS, routeTrace, toTraceEvent, type LongTask, type RouteTrace, type TraceEvent } from './trace-tasks';

export type { LongTask, RouteTrace };

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
  'disabled-by-default-v8.compile',
].join(',');

async function traceOnce(browser: Browser, url: string, cpuSlowdown: number): Promise<TraceEvent[]> {
  const context = await browser.newContext(PHONE);
  try {
    const { page, cdp } = await slowPhonePage(context, cpuSlowdown);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (message) => events.push(...message.value.flatMap(toTraceEvent)));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(3000);
    await cdp.send('Tracing.end');
    await done;
    return events;
  } finally {
    await context.close();
  }
}

export async function traceBench(options: { origin: string; routes: string[]; cpuSlowdown: number; runs?: number; chromePath?: string }): Promise<RouteTrace[]> {
  const browser = await launchBenchBrowser(options.chromePath);
  try {
    const results: RouteTrace[] = [];
    for (const route of options.routes) {
      // Several runs: the one with the median blocking time is reported, with its tasks.
      const runs: RouteTrace[] = [];
      for (let i = 0; i < (options.runs ?? 1); i++) {
        runs.push(routeTrace(route, await traceOnce(browser, `${options.origin}${route}`, options.cpuSlowdown)));
      }
      const median = [...runs].sort((a, b) => a.blockingAfterFcp - b.blockingAfterFcp)[Math.floor(runs.length / 2)];
      if (median) results.push(median);
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** One Markdown table row per long task: route, start, duration, and its causes largest first. */
export function traceTable(traces: RouteTrace[]): string[] {
  const rows = traces.flatMap((trace) =>
    trace.longTasks.length === 0
      ? [`| ${trace.route} | – | – | no task over ${LONG_TASK_MS} ms (first contentful paint at ${trace.fcp} ms) |`]
      : trace.longTasks.map((task) => {
          const causes = Object.entries(task.causes)
            .sort((a, b) => b[1] - a[1])
            .map(([k, v]) => `${k} ${v}`)
            .join(', ');
          const scripts = Object.entries(task.scripts)
            .sort((a, b) => b[1] - a[1])
            .map(([k, v]) => `${k} ${v}`)
            .join(', ');
          return `| ${trace.route} | ${task.start}${task.beforeFcp ? ' (before FCP)' : ''} | ${task.duration} | ${causes}${scripts ? ` (scripts: ${scripts})` : ''} |`;
        }),
  );
  return ['| route | starts at, ms after navigation | lasts, ms | own time by cause, ms |', '| --- | --- | --- | --- |', ...rows];
}

// `npx tsx scripts/bench-trace.ts [site dir] [/route …]`
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  benchFromCommandLine(['/', '/ukStudyAbroad', '/visitvisa', '/contact', '/compare', '/cost-planner'], 4320, async (origin, routes, chromePath) => {
    const traces = await traceBench({ origin, routes, cpuSlowdown: Number(process.env.BENCH_CPU ?? 8), runs: Number(process.env.BENCH_RUNS ?? 3), chromePath });
    console.log(traceTable(traces).join('\n'));
    for (const t of traces) console.log(`${t.route}: FCP ${t.fcp} ms; ${t.longTasks.length} long task(s), longest ${t.longest} ms; after FCP: blocking ${t.blockingAfterFcp} ms, longest ${t.longestAfterFcp} ms`);
  });
}
