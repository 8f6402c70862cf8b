/**
 * Checks an exported site the way a visitor would use it: every internal link leads to a page or
 * file, every local image exists, and every #anchor names an element on its page.
 */
import fs from 'node:fs';
import path from 'node:path';

export function htmlFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'pagefind' || entry.name === '_next' ? [] : htmlFiles(file, base);
    return entry.name.endsWith('.html') ? [path.relative(base, file)] : [];
  });
}

/** The file a site path is served from, the way `serve`, nginx and static hosts resolve it. */
export function fileForPath(siteDir: string, urlPath: string): string | null {
  const clean = decodeURIComponent(urlPath.replace(/\/+$/, '')) || '/';
  const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(siteDir, candidate);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

function ids(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ''));
}

type Reference = { kind: 'link' | 'image' | 'asset'; target: string };

function references(html: string): Reference[] {
  const found: Reference[] = [];
  // Only what a visitor reaches: links in the page, images and the files the page loads.
  const body = html.replace(/<script\b[\s\S]*?<\/script>/g, '');
  for (const m of body.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) found.push({ kind: 'link', target: m[1] ?? '' });
  for (const m of body.matchAll(/<img\b[^>]*\ssrc="([^"]+)"/g)) found.push({ kind: 'image', target: m[1] ?? '' });
  for (const m of body.matchAll(/<link\b[^>]*\shref="([^"]+)"/g)) found.push({ kind: 'asset', target: m[1] ?? '' });
  for (const m of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)) found.push({ kind: 'asset', target: m[1] ?? '' });
  return found;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** One line per problem: `ukStudyAbroad.html: link to /nowhere: no such page`. */
export function checkSite(siteDir: string): string[] {
  const problems: string[] = [];
  const idCache = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let known = idCache.get(file);
    if (!known) {
      known = ids(fs.readFileSync(file, 'utf8'));
      idCache.set(file, known);
    }
    return known;
  };

  for (const page of htmlFiles(siteDir)) {
    const pageFile = path.join(siteDir, page);
    const html = fs.readFileSync(pageFile, 'utf8');
    for (const { kind, target } of references(html)) {
      const decoded = target.replace(/&amp;/g, '&');
      if (/^(https?:|mailto:|tel:|data:|\/\/)/.test(decoded)) continue;
      const [beforeHash = '', encodedAnchor] = decoded.split('#', 2);
      // A browser matches `#%D8%AF...` and the raw `#د...` alike to the same id (any script's letters).
      const anchor = encodedAnchor && safeDecode(encodedAnchor);
      const pathPart = beforeHash.split('?')[0] ?? '';
      const targetFile = pathPart === '' ? pageFile : fileForPath(siteDir, pathPart);
      if (!targetFile) {
        problems.push(`${page}: ${kind === 'image' ? 'image' : kind === 'asset' ? 'file' : 'link to'} ${target}: no such ${kind === 'link' ? 'page' : 'file'}`);
        continue;
      }
      if (anchor && targetFile.endsWith('.html') && !idsOf(targetFile).has(anchor)) {
        problems.push(`${page}: link to ${target}: no element with id "${anchor}" on ${path.relative(siteDir, targetFile)}`);
      }
    }
  }
  return problems;
}

/**
 * Which content file each exported page is made from (`ukStudyAbroad.html` -> `content/countries/uk.md`),
 * so that a problem found in the export names the file an editor has to change.
 */
export function pageSources(routes: { byPath: ReadonlyMap<string, { kind: string; entry: { file: string; id: string } }> }, homeFile: string): Map<string, string> {
  const sources = new Map<string, string>([['index.html', homeFile]]);
  for (const [routePath, { kind, entry }] of routes.byPath) {
    sources.set(`${routePath.slice(1)}.html`, entry.file);
    if (kind === 'country') sources.set(`brochures/${entry.id}.html`, entry.file);
  }
  return sources;
}

/** `ukStudyAbroad.html:3:9: msg` -> `ukStudyAbroad.html:3:9 (content/countries/uk.md): msg`; other lines as they are. */
export function nameSource(problem: string, sources: ReadonlyMap<string, string>): string {
  const match = /^([^\s:]+\.html)((?::\d+:\d+)?):/.exec(problem);
  const source = match?.[1] && sources.get(match[1]);
  if (!match || !source) return problem;
  return `${match[1]}${match[2] ?? ''} (${source}):${problem.slice(match[0].length)}`;
}
