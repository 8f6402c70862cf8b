import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from './site-content';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { BUILD_INFO } from '@/lib/settings';
import { E2E_BASE_URL } from './base-url';
import { RENDER_LATER_CLASS } from '@/lib/render-later/shared';

/** Aborts any request of the context that leaves this machine. */
export async function offline(context: BrowserContext) {
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
}

/** Every test runs offline. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await offline(context);
    await use(context);
  },
});

export { expect };

/** The spec's routes (§2.1) and the site's own pages: tests/e2e/spec-routes.ts, shared with the output checks. */
export { specRoutes, allSpecRoutes, extraRoutes } from './spec-routes';

/**
 * The enquiry endpoint the export was built with (`npm run build:test`), read from the build's own
 * record so no test repeats it. It is on another origin than the site under test, as a real form
 * service is, so that the browser applies CORS to it: on the same origin the CORS tests would pass
 * for the wrong reason.
 */
export const TEST_ENQUIRY_ENDPOINT = ((): string => {
  const built: unknown = JSON.parse(fs.readFileSync(path.resolve('out', BUILD_INFO), 'utf8'));
  const endpoint = built && typeof built === 'object' && 'enquiryEndpoint' in built ? built.enquiryEndpoint : null;
  if (typeof endpoint !== 'string') throw new Error('out/ was built without ENQUIRY_ENDPOINT: run `npm run build:test` first');
  if (new URL(endpoint).origin === new URL(E2E_BASE_URL).origin) throw new Error(`the test endpoint ${endpoint} must be on another origin than the site (${E2E_BASE_URL})`);
  return endpoint;
})();

/** The interface's words (content/labels.md): specs find controls by them instead of retyping them. */
export const labels = loadContent(process.cwd()).labels;

/**
 * From the next navigation on, records every layout shift in `window.layoutShifts`, each with the
 * start of the elements that moved, so a failure says what moved.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Reflect.set(window, 'layoutShifts', shifts);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const sources: unknown = Reflect.get(entry, 'sources');
        const nodes: unknown[] = Array.isArray(sources) ? sources.map((source) => Reflect.get(source, 'node')) : [];
        shifts.push({ value: Number(Reflect.get(entry, 'value')), moved: nodes.map((node) => (node instanceof Element ? node.outerHTML.slice(0, 80) : String(node))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Waits until every part the first frames left for later (lib/render-later/shared.ts) has been handed to
 * ordinary layout after load, as a visitor who waits and Lighthouse see the page. Axe reads
 * contrast from layout and misjudges a part not yet drawn (dequelabs/axe-core#2768): scan after this.
 */
export async function allPartsDrawn(page: Page) {
  await page.waitForFunction((name) => Array.from(document.getElementsByClassName(name)).every((part) => getComputedStyle(part).contentVisibility === 'visible'), RENDER_LATER_CLASS);
  // The last part is laid out in the frame after it was handed over.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
