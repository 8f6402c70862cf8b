/**
 * Builds the Pagefind search index of an exported site into <site>/pagefind/. Only canonical pages
 * are indexed (no alias, brochure or 404 page), each under its clean URL, and only their main
 * content (marked data-pagefind-body), not the header or footer. Pagefind keeps one index per
 * language, read from each page's <html lang>, and the browser loads the one of the page it is
 * on: the Urdu pages' search finds Urdu pages, the English pages' English ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_INDEX_URL } from '../site-paths';

export async function indexSite(siteDir: string, routes: string[]): Promise<{ pages: number; bytes: number }> {
  // Pagefind ships as an ES module only.
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(errors.join('; '));
  try {
    for (const route of routes) {
      const file = path.join(siteDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
      const added = await index.addHTMLFile({ url: route, content: fs.readFileSync(file, 'utf8') });
      if (added.errors.length) throw new Error(`${route}: ${added.errors.join('; ')}`);
    }
    // Take the files and write them here, rather than letting the Pagefind backend write them:
    // its writes could still be in flight when close() stops it, leaving empty files behind.
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length) throw new Error(fileErrors.join('; '));
    for (const file of files) {
      const target = path.join(siteDir, SEARCH_INDEX_URL.slice(1), file.path);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, file.content);
    }
    return { pages: routes.length, bytes: directorySize(path.join(siteDir, SEARCH_INDEX_URL.slice(1))) };
  } finally {
    await pagefind.close();
  }
}

export function directorySize(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const file = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? directorySize(file) : fs.statSync(file).size);
  }, 0);
}
