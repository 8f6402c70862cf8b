/**
 * @jest-environment node
 *
 * The site's styles stay split: each component's stylesheet sits beside it, wrapped in the cascade
 * layer its folder names, and app/base.css holds only the layer order, the reset, the tokens and
 * the few shared text and utility classes. A later layer wins over an earlier one whatever the
 * selectors, so these rules are what keeps the cascade independent of the order pages load files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ISLANDS } from '@/lib/island-registry';

const ROOT = process.cwd();
const BASE = 'app/base.css';

function filesUnder(dir: string, ext: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true }).flatMap((entry) =>
    entry.isFile() && entry.name.endsWith(ext) ? [path.relative(ROOT, path.join(entry.parentPath, entry.name))] : [],
  );
}

const cssFiles = [...filesUnder('app', '.css'), ...filesUnder('components', '.css')].sort();
const sourceFiles = [...filesUnder('app', '.tsx'), ...filesUnder('components', '.tsx')];
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

type TopLevel = { kind: 'order'; layers: string[] } | { kind: 'layer'; name: string; body: string } | { kind: 'other'; text: string };

/** The file's top-level statements and blocks, by brace depth (strings in this CSS hold no braces). */
function topLevel(css: string): TopLevel[] {
  const text = withoutComments(css);
  const items: TopLevel[] = [];
  let start = 0;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '{') depth++;
    else if (char === '}') depth--;
    const endsStatement = depth === 0 && char === ';';
    const endsBlock = depth === 0 && char === '}';
    if (!endsStatement && !endsBlock) continue;
    const chunk = text.slice(start, i + 1).trim();
    start = i + 1;
    const order = /^@layer\s+([\w\s,-]+);$/.exec(chunk);
    const block = /^@layer\s+([\w-]+)\s*\{([\s\S]*)\}$/.exec(chunk);
    if (order) items.push({ kind: 'order', layers: (order[1] ?? '').split(',').map((name) => name.trim()) });
    else if (block) items.push({ kind: 'layer', name: block[1] ?? '', body: block[2] ?? '' });
    else items.push({ kind: 'other', text: chunk });
  }
  const rest = text.slice(start).trim();
  if (rest) items.push({ kind: 'other', text: rest });
  return items;
}

/** The layer a stylesheet's folder gives it. */
function layerFor(file: string): string[] {
  if (file.startsWith('app/')) return ['reset', 'tokens', 'base', 'utilities'];
  const folder = file.split('/')[1];
  if (folder === 'layout' || folder === 'sections' || folder === 'templates') return [folder];
  return ['components'];
}

/** Selectors of every rule in a block of CSS, at-rules opened; keyframe steps left out. */
function selectors(body: string): string[] {
  const found: string[] = [];
  const pattern = /([^{};]+)\{/g;
  for (const match of body.matchAll(pattern)) {
    const prelude = (match[1] ?? '').trim();
    if (prelude.startsWith('@') || /^(from|to|\d+%)$/.test(prelude)) continue;
    found.push(...prelude.split(',').map((selector) => selector.trim().replace(/\s+/g, ' ')));
  }
  return found;
}

const orderStatements: { file: string; layers: string[] }[] = cssFiles.flatMap((file) => topLevel(read(file)).flatMap((item) => (item.kind === 'order' ? [{ file, layers: item.layers }] : [])));

describe('styles', () => {
  const declared = orderStatements[0]?.layers ?? [];

  it('names the order of the layers once, in app/base.css', () => {
    expect(orderStatements.map((statement) => statement.file)).toEqual([BASE]);
    expect(topLevel(read(BASE))[0]).toEqual({ kind: 'order', layers: declared });
  });

  // Each edition's root layout, and the 404 page that renders outside them.
  it.each(['app/(en)/layout.tsx', 'app/(ur)/ur/layout.tsx', 'app/global-not-found.tsx'])('%s loads app/base.css before any component brings its styles', (file) => {
    const firstImport = /^import\s[^;]*?['"]([^'"]+)['"];/m.exec(read(file));
    expect(firstImport?.[1] && path.join(path.dirname(file), firstImport[1])).toBe(BASE);
  });

  it.each(cssFiles)('%s wraps every rule in the layer its folder names', (file) => {
    const layers = declared;
    for (const item of topLevel(read(file))) {
      if (item.kind === 'order') continue;
      expect(item).toMatchObject({ kind: 'layer' });
      if (item.kind !== 'layer') continue;
      expect(layers).toContain(item.name);
      expect(layerFor(file)).toContain(item.name);
      expect(item.body).not.toMatch(/@layer/);
    }
  });

  it('keeps app/base.css to the reset, the tokens, elements and the shared text and utility classes', () => {
    const shared = new Set(['.visually-hidden', '.skip-link', '.container', '.narrow', '.lead', '.eyebrow', '.content-picture', '.print-hide', '.render-later']);
    const classes = topLevel(read(BASE)).flatMap((item) => (item.kind === 'layer' ? selectors(item.body) : [])).flatMap((selector) => selector.match(/\.[\w-]+/g) ?? []);
    expect(classes.filter((name) => !shared.has(name))).toEqual([]);
  });

  it('defines each selector in one file', () => {
    const owners = new Map<string, Set<string>>();
    for (const file of cssFiles) {
      for (const item of topLevel(read(file))) {
        if (item.kind !== 'layer') continue;
        for (const selector of selectors(item.body)) owners.set(selector, (owners.get(selector) ?? new Set()).add(file));
      }
    }
    const shared = [...owners].filter(([, files]) => files.size > 1).map(([selector, files]) => `${selector}: ${[...files].join(', ')}`);
    expect(shared).toEqual([]);
  });

  // components/island-boundary.tsx imports every island, so a stylesheet an island imported would be
  // inlined into every page; the server components that place the island import it instead.
  it.each(Object.values(ISLANDS).map((island) => island.module))('%s (an island) imports no stylesheet', (file) => {
    expect(read(file).match(/^import\s+['"][^'"]+\.css['"];/gm) ?? []).toEqual([]);
  });

  it.each(cssFiles.filter((file) => file !== BASE))('%s is imported by a component', (file) => {
    const name = path.basename(file);
    const importers = sourceFiles.filter((source) => {
      const text = read(source);
      return text.includes(`'@/${file}'`) || (path.dirname(source) === path.dirname(file) && text.includes(`'./${name}'`));
    });
    expect(importers).not.toEqual([]);
  });
});
