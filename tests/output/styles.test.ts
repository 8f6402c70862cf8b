/**
 * Each component brings its own stylesheet, and the cascade between them is decided by the layer
 * order that app/base.css names. A layer's place is fixed where a page first mentions it, so on
 * every exported page the layers must first appear in that order (Next's minifier may fold the
 * order statement into the blocks that follow it; the order it leaves is what counts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileOf, pageRoutes } from './site-output';

const declared = /^@layer\s+([\w\s,-]+);/m.exec(fs.readFileSync(path.join(process.cwd(), 'app/base.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''));
const order = (declared?.[1] ?? '').split(',').map((name) => name.trim());
const routes = pageRoutes();

test('app/base.css names the layer order, and the export has pages to check', () => {
  expect(order.length).toBeGreaterThan(1);
  expect(routes.length).toBeGreaterThan(10);
});

test.each(routes)('%s meets the cascade layers in the order app/base.css names, before any styles', (route) => {
  const html = fs.readFileSync(fileOf(route), 'utf8');
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').join('\n');
  // Every rule sits in a layer: the stylesheet starts with one.
  expect(css.trimStart().startsWith('@layer ')).toBe(true);
  const seen: string[] = [];
  for (const m of css.matchAll(/@layer\s+([\w\s,-]+?)\s*[{;]/g)) {
    for (const name of (m[1] ?? '').split(',').map((n) => n.trim())) if (!seen.includes(name)) seen.push(name);
  }
  expect(seen).toEqual(order.filter((name) => seen.includes(name)));
  expect(seen.filter((name) => !order.includes(name))).toEqual([]);
});
