/**
 * What each page makes the browser download before it is interactive, read from an export:
 * `npx tsx scripts/route-weight.ts [site dir] [/route …]`. Prints per route the gzip bytes of its
 * HTML and of the scripts it loads itself (`<script src>` and `<link rel="modulepreload">`, not the
 * `noModule` polyfills modern browsers skip);
 * chunks loaded on demand (search, the animation engine) are not counted.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gzip = (bytes: Buffer) => zlib.gzipSync(bytes, { level: 9 }).length;

export function routeWeight(siteDir: string, route: string): { html: number; js: number; scripts: number } {
  const html = fs.readFileSync(path.join(siteDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`));
  const text = html.toString('utf8');
  // noModule scripts (Next's legacy polyfills) are skipped by every browser that runs modules.
  const tags = [...text.matchAll(/<script\b[^>]*>|<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\snoModule/i.test(tag));
  const scripts = new Set(tags.map((tag) => /\s(?:src|href)="(\/[^"]+)"/.exec(tag)?.[1]).filter((src): src is string => src !== undefined));
  const js = [...scripts].reduce((sum, src) => sum + gzip(fs.readFileSync(path.join(siteDir, src))), 0);
  return { html: gzip(html), js, scripts: scripts.size };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const [siteDir = 'out', ...given] = process.argv.slice(2);
  const routes = given.length ? given : ['/', '/ukStudyAbroad', '/visitvisa', '/contact', '/search'];
  console.log('route\tscripts\tJS gzip\tHTML gzip');
  for (const route of routes) {
    const { html, js, scripts } = routeWeight(siteDir, route);
    console.log(`${route}\t${scripts}\t${(js / 1024).toFixed(1)} KB\t${(html / 1024).toFixed(1)} KB`);
  }
}
