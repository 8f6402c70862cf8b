/**
 * Checks an exported site the way a visitor would use it: every internal link leads to a page or
 * file, every local image exists, and every #anchor names an element on its page.
 */
import fs from 'node:fs';
import type { SiteContent } from '../../content/load';
import type { Edition } from '../../editions';
import { brochureHref } from '../../content/brochure-paths';
import type { PageProblem } from '../problem';
import path from 'node:path';
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap } from 'parse5';
import { safeDecode } from '../../browser/safe-decode';
import { NEXT_ASSETS_URL, SEARCH_INDEX_URL } from '../../site-paths';

type ParentNode = DefaultTreeAdapterMap['parentNode'];

export function htmlFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return `/${entry.name}` === SEARCH_INDEX_URL || `/${entry.name}` === NEXT_ASSETS_URL ? [] : htmlFiles(file, base);
    return entry.name.endsWith('.html') ? [path.relative(base, file)] : [];
  });
}

/** The exported pages of an edition (`ur.html` and `ur/…`), as paths relative to the site folder; every page for the original. */
export function editionPages(edition: Edition, files: readonly string[]): string[] {
  const prefix = edition.prefix.slice(1);
  if (prefix === '') return [...files];
  return files.filter((file) => {
    const posix = file.replace(/\\/g, '/');
    return posix === `${prefix}.html` || posix.startsWith(`${prefix}/`);
  });
}

/** The file a site path is served from, the way `serve`, nginx and static hosts resolve it. */
export function fileForPath(siteDir: string, urlPath: string): string | null {
  const clean = safeDecode(urlPath.replace(/\/+$/, '')) || '/';
  const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(siteDir, candidate);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

type Reference = { kind: 'link' | 'image' | 'asset'; target: string };

/** What a visitor's browser sees in a page: its ids, and the addresses it links to or loads. */
function scan(html: string): { ids: Set<string>; references: Reference[] } {
  const ids = new Set<string>();
  const byKind: Record<Reference['kind'], string[]> = { link: [], image: [], asset: [] };
  // Parsed as a browser parses it: attribute values arrive with every character reference decoded
  // (`&#x27;`, `&amp;`), and text inside <script> or in the page's prose is never taken for a link.
  const visit = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!defaultTreeAdapter.isElementNode(child)) continue;
      const attribute = (name: string) => child.attrs.find((a) => a.name === name)?.value;
      const id = attribute('id');
      if (id) ids.add(id);
      const href = attribute('href');
      const src = attribute('src');
      if (child.tagName === 'a' && href) byKind.link.push(href);
      if (child.tagName === 'img' && src) byKind.image.push(src);
      if (child.tagName === 'link' && href) byKind.asset.push(href);
      if (child.tagName === 'script' && src) byKind.asset.push(src);
      visit(child);
      // Markup kept for later (the rotator's other icon) is part of the page too.
      if ('content' in child) visit(child.content);
    }
  };
  visit(parse(html));
  const references = (['link', 'image', 'asset'] as const).flatMap((kind) => byKind[kind].map((target) => ({ kind, target })));
  return { ids, references };
}

/** The origin relative links resolve against; any other origin (https:, mailto:, tel:, data:) is not this site. */
const SITE_ORIGIN = 'https://site.invalid';

/** One problem per broken reference: `ukStudyAbroad.html`, `link to /nowhere: no such page`. */
export function checkSite(siteDir: string): PageProblem[] {
  const problems: PageProblem[] = [];
  const idCache = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let known = idCache.get(file);
    if (!known) {
      known = scan(fs.readFileSync(file, 'utf8')).ids;
      idCache.set(file, known);
    }
    return known;
  };

  for (const page of htmlFiles(siteDir)) {
    const pageFile = path.join(siteDir, page);
    const { ids, references } = scan(fs.readFileSync(pageFile, 'utf8'));
    idCache.set(pageFile, ids);
    const base = `${SITE_ORIGIN}/${page.split(path.sep).join('/')}`;
    for (const { kind, target } of references) {
      let url: URL;
      try {
        url = new URL(target, base);
      } catch {
        problems.push({ page, message: `${kind === 'link' ? 'link to' : kind === 'image' ? 'image' : 'file'} ${target}: not a valid address` });
        continue;
      }
      if (url.origin !== SITE_ORIGIN) continue;
      // A browser matches `#%D8%AF...` and the raw `#د...` alike to the same id (any script's letters).
      const anchor = safeDecode(url.hash.slice(1));
      const targetFile = fileForPath(siteDir, url.pathname);
      if (!targetFile) {
        problems.push({ page, message: `${kind === 'image' ? 'image' : kind === 'asset' ? 'file' : 'link to'} ${target}: no such ${kind === 'link' ? 'page' : 'file'}` });
        continue;
      }
      if (anchor && targetFile.endsWith('.html') && !idsOf(targetFile).has(anchor)) {
        problems.push({ page, message: `link to ${target}: no element with id "${anchor}" on ${path.relative(siteDir, targetFile)}` });
      }
    }
  }
  return problems;
}

/**
 * Which content file each exported page is made from (`ukStudyAbroad.html` -> `content/countries/uk.md`),
 * so that a problem found in the export names the file an editor has to change.
 */
export function pageSources(content: Pick<SiteContent, 'routes' | 'home' | 'countries'>): Map<string, string> {
  const sources = new Map<string, string>([['index.html', content.home.file]]);
  for (const [routePath, { entry }] of content.routes.byPath) sources.set(`${routePath.slice(1)}.html`, entry.file);
  // A country's printable brochure (app/(en)/brochures/[country]) is made from its guide's file.
  for (const country of content.countries) sources.set(`${brochureHref(country.id).slice(1)}.html`, country.file);
  return sources;
}

/** `ukStudyAbroad.html:3:9: msg` -> `ukStudyAbroad.html:3:9 (content/countries/uk.md): msg`; other lines as they are. */
export function nameSource(problem: string, sources: ReadonlyMap<string, string>): string {
  const match = /^([^\s:]+\.html)((?::\d+:\d+)?):/.exec(problem);
  const source = match?.[1] && sources.get(match[1]);
  if (!match || !source) return problem;
  return `${match[1]}${match[2] ?? ''} (${source}):${problem.slice(match[0].length)}`;
}
