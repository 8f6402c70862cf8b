/**
 * The islands rewriter on pages exactly as `next build` wrote them (captured by
 * `npm run fixtures:islands` into fixtures/next-export/). Only what a visitor's browser gets is
 * checked: which scripts the page still loads, which islands' bundles it loads, and that the page's
 * content and inline data are untouched. A Next upgrade that changes its output fails here, not in
 * a full build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rewritePage, type IslandBundles } from '@/lib/pipeline/islands/strip-next-runtime';
import { ISLANDS } from '@/lib/island-registry';

const FIXTURES = path.join(__dirname, 'fixtures/next-export');
const captured: unknown = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'captured.json'), 'utf8'));
const capturedWith = captured && typeof captured === 'object' && 'next' in captured ? String(captured.next) : '';
const pages = captured && typeof captured === 'object' && 'pages' in captured && Array.isArray(captured.pages) ? captured.pages.map(String) : [];

// A bundle for every island the site has, each with the shared chunk and one of its own.
const bundles: IslandBundles = new Map(Object.keys(ISLANDS).map((name) => [name, { src: `/_islands/${name}-H.js`, imports: ['/_islands/chunk-shared.js', `/_islands/chunk-${name}.js`] }]));

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const scripts = (doc: Document) => [...doc.querySelectorAll('script')];
const islandsOn = (doc: Document) => [...new Set([...doc.querySelectorAll('x-island')].map((el) => el.getAttribute('data-island') ?? ''))].sort();
/** The text a visitor reads: the body without its scripts. */
const words = (doc: Document) => {
  const body = doc.body.cloneNode(true);
  if (!(body instanceof HTMLElement)) return '';
  for (const script of body.querySelectorAll('script')) script.remove();
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
};

it('the fixture was captured from the installed Next (after an upgrade, run `npm run fixtures:islands` after a build)', () => {
  const installed: unknown = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules/next/package.json'), 'utf8'));
  expect(installed && typeof installed === 'object' && 'version' in installed ? installed.version : null).toBe(capturedWith);
  expect(pages.length).toBeGreaterThan(0);
});

describe.each(pages)('%s as next build wrote it', (page) => {
  const html = fs.readFileSync(path.join(FIXTURES, page), 'utf8');
  const before = parse(html);
  const after = parse(rewritePage(page, html, bundles));

  it("is Next's own output: its client runtime and RSC payload are there to remove", () => {
    expect(scripts(before).some((s) => s.src.includes('/_next/static/chunks/'))).toBe(true);
    expect(scripts(before).some((s) => (s.textContent ?? '').includes('self.__next_f'))).toBe(true);
    expect(islandsOn(before).length).toBeGreaterThan(0);
  });

  it("loads no script of Next's afterwards: no runtime chunk, no RSC payload, no chunk preload", () => {
    for (const script of scripts(after)) {
      expect(script.src).not.toContain('/_next/');
      expect(script.textContent ?? '').not.toMatch(/__next_f|TURBOPACK/);
    }
    expect([...after.querySelectorAll('link[rel="preload"][as="script"], link[rel="modulepreload"]')].map((l) => l.getAttribute('href')).filter((href) => href?.startsWith('/_next/'))).toEqual([]);
    expect(after.documentElement.outerHTML).not.toContain('self.__next_f');
  });

  it('keeps its JSON-LD, and loads one module script per island on the page, with its chunks preloaded once', () => {
    const kept = scripts(after).filter((s) => s.type === 'application/ld+json');
    expect(kept.map((s) => s.textContent)).toEqual(scripts(before).filter((s) => s.type === 'application/ld+json').map((s) => s.textContent));
    const modules = scripts(after).filter((s) => s.type === 'module');
    expect(modules.map((s) => s.getAttribute('src')).sort()).toEqual(islandsOn(before).map((name) => bundles.get(name)?.src).sort());
    expect(scripts(after).length).toBe(kept.length + modules.length);
    const preloads = [...after.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(new Set(preloads).size).toBe(preloads.length);
    expect(preloads).toContain('/_islands/chunk-shared.js');
    for (const script of modules) expect(script.parentElement?.tagName).toBe('HEAD');
  });

  it("leaves what the visitor reads, the islands' elements and the inlined styles as they were", () => {
    expect(words(after)).toBe(words(before));
    expect(islandsOn(after)).toEqual(islandsOn(before));
    expect([...after.querySelectorAll('style')].map((s) => s.textContent)).toEqual([...before.querySelectorAll('style')].map((s) => s.textContent));
    expect(after.title).toBe(before.title);
  });
});
