/**
 * V8 explicit compile hints (Chrome 136+): a script whose first line is
 * `//# allFunctionsCalledOnLoad` is compiled eagerly on a background thread while it streams in,
 * instead of function by function on the main thread when first called. The first-load scripts
 * all run during hydration (with Next's runtime, their lazy compilation was most of the one long
 * task every page had: Lighthouse TBT about 110 ms on a 4x-throttled CPU, about 10 ms with the
 * hint; the export now loads only the islands' bundles and the chunks they preload, see
 * scripts/islands.ts). Chunks that load on demand (search, the animation engine) are left alone: compiling code that may never run wastes a phone's
 * memory and battery. Other engines ignore the comment.
 */
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './integrity';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The local scripts a page loads itself (`<script src>`, and the modules it preloads), rather than on demand. */
export function firstLoadScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\ssrc="(\/[^"]+\.js)"|<link rel="modulepreload" href="(\/[^"]+\.js)"/g)].map((m) => m[1] ?? m[2] ?? '');
}

/** Marks every first-load script of the exported site for eager compilation; returns their paths. */
export function addCompileHints(siteDir: string): string[] {
  const scripts = new Set(htmlFiles(siteDir).flatMap((file) => firstLoadScripts(fs.readFileSync(path.join(siteDir, file), 'utf8'))));
  const marked = [...scripts].sort();
  for (const script of marked) {
    const file = path.join(siteDir, script);
    const code = fs.readFileSync(file, 'utf8');
    // The hint only counts at the very start of the file; a rebuilt staging dir must not get two.
    if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(file, COMPILE_HINT + code);
  }
  return marked;
}
