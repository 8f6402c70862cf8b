/*
 * On a slow connection the browser paints the top of a page before the rest of the HTML has
 * arrived. What it has painted must not move when the rest comes in: that is a layout shift, and
 * the site's CLS budget is 0. These tests stream a page in two parts, cut at the places where an
 * early paint could catch a half-built layout, and record every layout shift the browser reports.
 */

import { test, expect, recordLayoutShifts } from './fixtures';
import http from 'node:http';

/**
 * A page that arrives in two parts, the way it does over a slow connection: everything before `cut`,
 * a pause long enough for the browser to paint it, then the rest. Other files come from the site.
 */
async function streamedSite(baseURL: string, html: string, cut: number) {
  const server = http.createServer((request, response) => {
    if (request.url === '/streamed') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), 600);
      return;
    }
    fetch(new URL(request.url ?? '/', baseURL))
      .then(async (upstream) => {
        response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
        response.end(Buffer.from(await upstream.arrayBuffer()));
      })
      .catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the streaming server has no port');
  return { url: `http://127.0.0.1:${address.port}/streamed`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const whatsApp = (html: string) => html.indexOf('Chat on WhatsApp', html.indexOf('class="whatsapp-button"'));
/** Where the n-th occurrence of `text` starts. */
const offsetOfNth = (html: string, text: string, n: number) => html.split(text, n).join(text).length;

/** Where the stream is cut: [page, where, the offset in its HTML]. */
const streamCuts: [string, string, (html: string) => number][] = [
  ['/canadaScholarship', 'inside the header, before the menu', (html) => html.indexOf('<div id="site-menu"')],
  ['/canadaScholarship', 'inside the menu, before the dropdowns', (html) => html.indexOf('<li class="nav-dropdown"')],
  ['/canadaScholarship', 'inside the header, before the search form', (html) => html.indexOf('<form role="search"')],
  ['/canadaScholarship', 'before the main content', (html) => html.indexOf('<main')],
  ['/canadaScholarship', 'inside the WhatsApp button, before its label', whatsApp],
  ['/canadaScholarship', 'inside the WhatsApp button, halfway through its label', (html) => html.indexOf('WhatsApp', whatsApp(html))],
  ['/ukStudyAbroad', 'in the hero, before the picture', (html) => html.indexOf('<img', html.indexOf('<h1'))],
  ['/ukStudyAbroad', 'after the first of the four figures', (html) => offsetOfNth(html, '<div class="stat">', 2)],
];
for (const width of [375, 412, 800, 1280]) {
  test(`no layout shift while a page streams in, at ${width}px`, async ({ page, baseURL }) => {
    // It streams every cut in turn, each held for 600 ms, often while the other worker builds a copy
    // of the site (cms and photos specs): 30 s was too tight once in a fresh-clone CI run.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 823 });
    await recordLayoutShifts(page);
    for (const [route, where, cutAt] of streamCuts) {
      const html = await (await page.request.get(route)).text();
      const cut = cutAt(html);
      expect(cut, where).toBeGreaterThan(0);
      const site = await streamedSite(baseURL ?? '', html, cut);
      try {
        await page.goto(site.url, { waitUntil: 'load' });
        // Layout shifts are reported after the frame they happen in: let two more frames pass.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await page.evaluate(() => Reflect.get(window, 'layoutShifts')), `${route}, cut ${where}`).toEqual([]);
      } finally {
        await site.close();
      }
    }
  });
}
