/**
 * The built site as files: what `npm run build:test` wrote to out/ (OUT_DIR names another export),
 * each page parsed once per test file with the DOMParser a browser uses, scripts not run.
 */
import fs from 'node:fs';
import path from 'node:path';

export const OUT = path.resolve(process.env.OUT_DIR ?? 'out');

if (!fs.existsSync(path.join(OUT, 'index.html'))) {
  throw new Error(`${OUT} holds no built site: run \`npm run build:test\` before \`npm run test:output\``);
}

/** A page's route as a visitor types it, from its file under out/ (serve's clean URLs). */
export function routeOf(file: string): string {
  const relative = path.relative(OUT, file).split(path.sep).join('/').replace(/\.html$/, '');
  if (relative === 'index') return '/';
  return `/${relative.replace(/\/index$/, '')}`;
}

/** Every HTML page of the export, as routes, apart from the admin's. */
export function pageRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['_next', '_islands', '_fonts', '_deploy', 'admin'].includes(entry.name)) walk(full);
      } else if (entry.name.endsWith('.html')) {
        routes.push(routeOf(full));
      }
    }
  };
  walk(OUT);
  return routes.sort();
}

/** The file that answers a route, as `npm start` and the deploys serve it. */
export function fileOf(route: string): string {
  const clean = route.replace(/\/$/, '') || '/index';
  const candidates = [path.join(OUT, `${clean}.html`), path.join(OUT, clean, 'index.html')];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`no page for ${route} in ${OUT}`);
  return found;
}

export function readOutput(file: string): string {
  return fs.readFileSync(path.join(OUT, file), 'utf8');
}

const parsed = new Map<string, Document>();

/** The page at a route, parsed (cached per test file: pages are read, never changed). */
export function page(route: string): Document {
  const known = parsed.get(route);
  if (known) return known;
  const doc = parseHtml(fs.readFileSync(fileOf(route), 'utf8'));
  parsed.set(route, doc);
  return doc;
}

export function parseHtml(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** The page's visible text in one string, spaces collapsed (scripts, styles and templates left out). */
export function textOf(node: Element | Document): string {
  const parts: string[] = [];
  const doc = node instanceof Document ? node : node.ownerDocument;
  const walker = doc.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (text.parentElement?.closest('script, style, noscript, template')) continue;
    parts.push(text.textContent ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/*
 * Role queries on a page (added for the checks moved from tests/e2e's page specs). Testing Library
 * computes accessible names through the window's styles, which a DOMParser document has none of,
 * so the page is copied into the test's own document; its scripts do not run there either.
 */

/** The page at a route as the test window's document, for Testing Library's queries: `within(shown('/x'))`. */
export function shown(route: string): HTMLElement {
  document.replaceChild(document.importNode(page(route).documentElement, true), document.documentElement);
  return document.body;
}

/** An element's text as Playwright's toHaveText reads it: its textContent, runs of white space as one space. */
export function textContentOf(node: Element | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * A role query's name as Playwright's getByRole matches a string without `exact`: the text anywhere
 * in the accessible name, in any letter case, white space collapsed.
 */
export function nameContaining(text: string): (name: string) => boolean {
  const wanted = text.replace(/\s+/g, ' ').trim().toLowerCase();
  return (name) => name.replace(/\s+/g, ' ').toLowerCase().includes(wanted);
}
