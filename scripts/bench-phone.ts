/**
 * The phone the bench's own browser runs (scripts/bench-taps.ts, scripts/bench-trace.ts): a 375px
 * touch screen at DPR 2, Lighthouse's slow 4G, and the CPU slowed by a given factor, the way
 * Lighthouse's mobile preset (4×) and the low-end profile (8×) slow it.
 */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { serveArgs } from './static-server';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

/** Lighthouse's "slow 4G": its round trip and throughputs. */
export const SLOW_4G = { latency: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };

export const PHONE = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Debian's Chromium as root in a container, kept off the network (see playwright.config.ts). */
export function launchBenchBrowser(chromePath: string | undefined): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
}

/** A new page of the context on slow 4G with an empty cache and the CPU slowed `cpuSlowdown` times. */
export async function slowPhonePage(context: BrowserContext, cpuSlowdown: number): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: SLOW_4G.latency, downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8, uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { page, cdp };
}

/**
 * For a bench script run on its own (`npx tsx scripts/bench-….ts [site dir] [/route …]`): serves
 * the export on BENCH_PORT (or `defaultPort`), waits until it answers, runs `measure` with its
 * origin, the routes asked for (or `defaultRoutes`) and the Chromium to use, then stops the server.
 */
export function benchFromCommandLine(defaultRoutes: string[], defaultPort: number, measure: (origin: string, routes: string[], chromePath: string | undefined) => Promise<void>) {
  const [dirArg, ...routeArgs] = process.argv.slice(2);
  const dir = path.resolve(dirArg ?? 'out');
  const routes = routeArgs.length > 0 ? routeArgs : defaultRoutes;
  const port = Number(process.env.BENCH_PORT ?? defaultPort);
  const server = spawn(process.execPath, serveArgs(dir, port), { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  void (async () => {
    try {
      for (let i = 0; i < 100 && !(await fetch(origin).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 100));
      const chromePath = process.env.CHROME_PATH ?? (process.platform === 'linux' ? '/usr/bin/chromium' : undefined);
      await measure(origin, routes, chromePath);
    } finally {
      server.kill();
    }
  })();
}
