/**
 * Every exported page went through the islands step (lib/pipeline/islands/strip-next-runtime.ts):
 * no script, payload or preload of Next's client runtime is left in any page of out/ (moved from
 * tests/e2e/islands.spec.ts; that scripts load and islands work is checked there, in the browser).
 */
import fs from 'node:fs';
import path from 'node:path';
import { nextRuntimeLeft } from '../e2e/next-runtime';
import { OUT } from './site-output';

/** Every HTML file of the export under test (the admin's included), relative to out/. */
function exportedPages(dir = OUT, base = ''): string[] {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(base, entry.name);
    return entry.isDirectory() ? exportedPages(dir, file) : entry.name.endsWith('.html') ? [file] : [];
  });
}

test('every exported page went through the islands step: no Next runtime script, RSC payload or chunk left in any page of out/', () => {
  const pages = exportedPages();
  expect(pages.length).toBeGreaterThan(30);
  const leftovers = pages.flatMap((file) => nextRuntimeLeft(fs.readFileSync(path.join(OUT, file), 'utf8')).map((what) => `${file}: ${what}`));
  expect(leftovers).toEqual([]);
});

test('the check above reads elements: it finds a payload script, and not the same words in text', () => {
  const payload = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
  const chunk = '<script src="/_next/static/chunks/a.js" async></script><link rel="preload" as="script" href="/_next/static/chunks/b.js">';
  const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
  expect(nextRuntimeLeft(page(payload + chunk))).toEqual(['RSC payload (self.__next_f)', 'a script from /_next/static/chunks/a.js', 'a preload of /_next/static/chunks/b.js']);
  // What issue 25 typed into a benefit title and a country title: text, not scripts.
  expect(nextRuntimeLeft(page('<h2>the text self.__next_f in a title</h2><p>Study in the UK /_next/static/chunks/a.js</p><pre>&lt;script&gt;self.__next_f&lt;/script&gt;</pre>'))).toEqual([]);
});
