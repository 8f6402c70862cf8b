import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';

/**
 * Each component brings its own stylesheet, and the cascade between them is decided by the layer
 * order that app/base.css names. A layer's place is fixed where a page first mentions it, so on
 * every exported page the layers must first appear in that order (Next's minifier may fold the
 * order statement into the blocks that follow it; the order it leaves is what counts).
 */
const OUT = path.join(process.cwd(), 'out');
const declared = /^@layer\s+([\w\s,-]+);/m.exec(fs.readFileSync(path.join(process.cwd(), 'app/base.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''));
const order = (declared?.[1] ?? '').split(',').map((name) => name.trim());

function pages(dir = ''): string[] {
  return fs.readdirSync(path.join(OUT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['_next', '_islands', 'pagefind', 'admin'].includes(file) ? [] : pages(file);
    return file.endsWith('.html') ? [file] : [];
  });
}

test('every page meets the cascade layers in the order app/base.css names, before any styles', () => {
  expect(order.length).toBeGreaterThan(1);
  const files = pages();
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const html = fs.readFileSync(path.join(OUT, file), 'utf8');
    const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').join('\n');
    // Every rule sits in a layer: the stylesheet starts with one.
    expect(css.trimStart().startsWith('@layer '), file).toBe(true);
    const seen: string[] = [];
    for (const m of css.matchAll(/@layer\s+([\w\s,-]+?)\s*[{;]/g)) {
      for (const name of (m[1] ?? '').split(',').map((n) => n.trim())) if (!seen.includes(name)) seen.push(name);
    }
    expect(seen, file).toEqual(order.filter((name) => seen.includes(name)));
    expect(seen.filter((name) => !order.includes(name)), file).toEqual([]);
  }
});
