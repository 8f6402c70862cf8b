/**
 * @jest-environment node
 *
 * The registry of collections (lib/content/collections/index.ts) is the one list of kinds of
 * content. A second list elsewhere (the launch checks' `[...content.countries, ...content.services]`,
 * a template chosen by `route.kind === 'country'`) would silently skip a kind added later, so no
 * file outside the collections' folder may write one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { collections } from '@/lib/content/collections';
import { pageTemplates } from '@/lib/content/collections/pages';

const ROOT = process.cwd();
const COLLECTIONS_DIR = 'lib/content/collections/';
const keys = collections.map((collection) => collection.key);
const routeKinds = collections.flatMap((collection) => (collection.route ? [collection.route] : []));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Where a file lists kinds: a list spreading two or more collections' files (`[...content.countries, ...content.pages]`), or a test of a route's kind. */
function kindLists(file: string, text: string): string[] {
  const found: string[] = [];
  const keyPattern = new RegExp(`\\.\\.\\.[\\w.]*\\.(${keys.join('|')})\\b`, 'g');
  for (const [list] of text.matchAll(/\[[^[\]]*\]/g)) {
    const named = new Set([...list.matchAll(keyPattern)].map((m) => m[1]));
    if (named.size >= 2) found.push(`${file}: lists ${[...named].join(', ')} in ${list.replace(/\s+/g, ' ').slice(0, 80)}`);
  }
  const kindPattern = new RegExp(`kind\\s*[!=]==\\s*'(${routeKinds.join('|')})'`, 'g');
  for (const [test, kind] of text.matchAll(kindPattern)) found.push(`${file}: chooses by the route kind "${kind}" (${test})`);
  return found;
}

describe('the registry of collections', () => {
  it('sees a list of kinds and a choice by kind when a file has one', () => {
    // The lists this registry replaced: the old launch check and the old ContentPage.
    expect(kindLists('launch.ts', 'for (const entry of [...content.countries, ...content.services, ...content.pages]) {}')).toHaveLength(1);
    expect(kindLists('ContentPage.tsx', "{route.kind === 'country' ? <CountryPage /> : null}")).toHaveLength(1);
    expect(kindLists('ok.ts', 'const byMenu = [...content.countries].sort();')).toEqual([]);
  });

  it('is the only place that lists kinds of content: no file outside lib/content/collections does', () => {
    const files = ['lib', 'components', 'app', 'scripts'].flatMap(sourceFiles).filter((file) => !file.startsWith(COLLECTIONS_DIR));
    expect(files.flatMap((file) => kindLists(file, fs.readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
  });

  it('gives every kind of page a template, and every collection a body and translation rule', () => {
    for (const collection of collections) {
      expect(typeof collection.body).toBe('boolean');
      expect(typeof collection.translated).toBe('boolean');
    }
    // app/content-route.tsx gives each route kind its view builder and its template, one row each;
    // its type makes the list exhaustive.
    const rows = fs.readFileSync(path.join(ROOT, 'app/content-route.tsx'), 'utf8');
    for (const kind of routeKinds) expect(rows).toMatch(new RegExp(`^  ${kind}: \\{ view: .+, Template: `, 'm'));
  });
});

/** Where a file names the page templates: maps keyed by every template, and runs of three or more names ("basic, contact, visa"). */
function templateLists(text: string): { maps: number; runs: string[] } {
  const names = Object.keys(pageTemplates);
  const escaped = names.map((name) => name.replace(/-/g, '\\-'));
  const maps = Math.min(...escaped.map((name) => text.match(new RegExp(`^\\s*'?${name}'?:`, 'gm'))?.length ?? 0));
  const name = `['"]?(?:${escaped.join('|')})['"]?`;
  const runs = [...text.matchAll(new RegExp(`${name}(?:,\\s*${name}){2,}`, 'g'))].map(([run]) => run);
  return { maps, runs };
}

describe('the page templates', () => {
  it('sees a map keyed by every template and a run of names when a file has one', () => {
    const names = Object.keys(pageTemplates);
    expect(templateLists(names.map((name) => `  '${name}': 'x',`).join('\n')).maps).toBe(1);
    expect(templateLists('its template (basic, contact, visa, partners) decides').runs).toHaveLength(1);
    expect(templateLists("if (template === 'basic' || template === 'news') {}")).toEqual({ maps: 0, runs: [] });
  });

  it('are one list of rows (lib/content/collections/pages.ts), and one view builder and component each (app/page-templates.tsx)', () => {
    const files = ['lib', 'components', 'app', 'scripts'].flatMap(sourceFiles);
    const found = files.flatMap((file) => {
      const { maps, runs } = templateLists(fs.readFileSync(path.join(ROOT, file), 'utf8'));
      return [...(maps > 0 ? [`${file}: ${maps} map(s) by template`] : []), ...runs.map((run) => `${file}: lists ${run}`)];
    });
    expect(found.sort()).toEqual(['app/page-templates.tsx: 1 map(s) by template', 'lib/content/collections/pages.ts: 1 map(s) by template']);
  });
});
