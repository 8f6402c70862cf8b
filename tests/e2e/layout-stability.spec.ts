/*
 * On a slow connection the browser paints the top of a page before the rest of the HTML has
 * arrived. What it has painted must not move when the rest comes in: that is a layout shift, and
 * the site's CLS budget is 0. These tests stream a page in two parts, cut at the places where an
 * early paint could catch a half-built layout, and record every layout shift the browser reports.
 */

import { test, expect, recordLayoutShifts } from './fixtures';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const OUT = path.resolve('out');
/** The types the browser insists on (style sheets and module scripts) or needs to decode a file. */
const CONTENT_TYPES: Record<string, string> = {
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** The exported HTML of a clean route, read from out/ as the static server would send it. */
const exportedHtml = (route: string) => fs.readFileSync(path.join(OUT, `${route}.html`), 'utf8');

/**
 * A page that arrives in two parts, the way it does over a slow connection: everything before `cut`,
 * a pause long enough for the browser to paint it, then the rest. Other files come straight from
 * out/. (This server used to fetch them from the suite's static server; in one CI run in forty a
 * request through that second hop never answered, and the test timed out waiting for it.)
 */
async function streamedSite(html: string, cut: number) {
  const missing: string[] = [];
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (pathname === '/streamed') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), 600);
      return;
    }
    const file = path.join(OUT, pathname);
    if (!file.startsWith(OUT + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      missing.push(pathname);
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
    response.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the streaming server has no port');
  return {
    url: `http://127.0.0.1:${address.port}/streamed`,
    /** Files the page asked for that out/ does not have: a page without its styles cannot shift. */
    missing,
    close: () => {
      // The browser keeps its connections open; without this, close() would wait for them.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const whatsApp = (html: string) => html.indexOf('Chat on WhatsApp', html.indexOf('class="whatsapp-button"'));
/** The same in the Urdu edition, whose button reads the other way and sits in the other corner. */
const urduWhatsApp = (html: string) => html.indexOf('>', html.indexOf('<span class="whatsapp-label"', html.indexOf('class="whatsapp-button"'))) + 1;
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
  ['/ur', 'before the main content', (html) => html.indexOf('<main')],
  ['/ur', 'inside the WhatsApp button, before its label', urduWhatsApp],
  ['/ur', 'inside the WhatsApp button, halfway through its label', (html) => urduWhatsApp(html) + 12],
  ['/ur/ukStudyAbroad', 'after the first of the four figures', (html) => offsetOfNth(html, '<div class="stat">', 2)],
];
for (const width of [375, 412, 800, 1280]) {
  test(`no layout shift while a page streams in, at ${width}px`, async ({ page }) => {
    // It streams every cut in turn, each held for 600 ms, often while the other worker builds a copy
    // of the site (cms and photos specs).
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 823 });
    await recordLayoutShifts(page);
    for (const [route, where, cutAt] of streamCuts) {
      const html = exportedHtml(route);
      const cut = cutAt(html);
      expect(cut, where).toBeGreaterThan(0);
      const site = await streamedSite(html, cut);
      try {
        await page.goto(site.url, { waitUntil: 'load' });
        // Layout shifts are reported after the frame they happen in: let two more frames pass.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await page.evaluate(() => Reflect.get(window, 'layoutShifts')), `${route}, cut ${where}`).toEqual([]);
        expect(site.missing, `${route}: files out/ lacks`).toEqual([]);
      } finally {
        await site.close();
      }
    }
  });
}
