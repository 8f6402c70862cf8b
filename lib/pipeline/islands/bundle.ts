/**
 * The islands step of `npm run build`, on the staged export (see components/island-boundary.tsx):
 * builds one browser bundle per island name with esbuild, from the same component source, with
 * `react` and `react-dom` resolved to preact/compat and `next/link` / `next/navigation` to small
 * shims (lib/islands/shims); then rewrites every page Next wrote (lib/pipeline/islands/strip-next-runtime.ts) and
 * deletes what only Next's client runtime read (its chunks and the RSC payload .txt files).
 *
 * `npx tsx lib/pipeline/islands/bundle.ts <site dir> [react|preact]` builds the bundles alone into
 * <site dir>/_islands and prints their sizes, for comparing the two runtimes.
 */
import fs from 'node:fs';
import type { PageProblem } from '../problem';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { ISLANDS } from '../../island-registry';
import { ISLANDS_URL, NEXT_ASSETS_URL, SEARCH_INDEX_URL } from '../../site-paths';
import { rewritePage, type IslandBundles } from './strip-next-runtime';
import { htmlFiles } from '../deploy/integrity';
import { COMPILE_HINT } from '../deploy/compile-hints';

export const ISLANDS_DIR = ISLANDS_URL.slice(1);
export type Runtime = 'preact' | 'react';

const root = process.cwd();

/** Bare imports swapped in the islands' bundles only; `npm run dev` and the unit tests never see them. */
function aliases(runtime: Runtime): Record<string, string> {
  const next = { 'next/link': path.join(root, 'lib/browser/next-shims/next-link.ts'), 'next/navigation': path.join(root, 'lib/browser/next-shims/next-navigation.ts') };
  if (runtime === 'react') return next;
  return {
    ...next,
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/compat/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  };
}

function aliasPlugin(runtime: Runtime): esbuild.Plugin {
  const map = aliases(runtime);
  const filter = new RegExp(`^(${Object.keys(map).map((k) => k.replace(/[/.]/g, '\\$&')).join('|')})$`);
  return {
    name: 'island-aliases',
    setup(build) {
      build.onResolve({ filter }, async (args) => {
        const target = map[args.path];
        if (!target) return undefined;
        if (path.isAbsolute(target)) return { path: target };
        const resolved = await build.resolve(target, { kind: args.kind, resolveDir: root });
        return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path };
      });
      // One generated entry per island: start the page's after-load work (lib/render-later/browser.ts:
      // every page with a script loads an island bundle) and hydrate every element of that name.
      build.onResolve({ filter: /^island:/ }, (args) => ({ path: args.path.slice('island:'.length), namespace: 'island' }));
      build.onLoad({ filter: /.*/, namespace: 'island' }, (args) => {
        const name = args.path;
        const source = Object.entries(ISLANDS).find(([key]) => key === name)?.[1].module;
        if (!source) return { errors: [{ text: `unknown island ${name}` }] };
        return {
          resolveDir: root,
          loader: 'ts',
          contents:
            `import { renderLaterParts } from './lib/render-later/browser';\nimport { hydrateIslands } from './lib/browser/hydrate-islands';\n` +
            `import { ${name} } from './${source}';\nrenderLaterParts();\nhydrateIslands(${JSON.stringify(name)}, ${name});\n`,
        };
      });
    },
  };
}

/** What the islands' bundle and the bundles of their on-demand imports share. */
function bundleOptions(outdir: string): esbuild.BuildOptions {
  return {
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    outdir,
    jsx: 'automatic',
    // Stylesheets are Next's to inline into the pages; a bundle needs none (islands import none,
    // tests/unit/styles.test.ts, but a component they share with server code may).
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'silent',
  };
}

/**
 * A package a component imports with `import()` (the animation engine) is bundled on its own,
 * without the compile hint: it loads only when needed, and compiling all of it eagerly then would
 * waste a phone's memory on functions that may never run (lib/pipeline/deploy/compile-hints.ts).
 */
function onDemandPlugin(outdir: string, runtime: Runtime): esbuild.Plugin {
  const built = new Map<string, Promise<string>>();
  return {
    name: 'island-on-demand',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'on-demand') return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'on-demand' });
        if (resolved.errors.length) return { errors: resolved.errors };
        let file = built.get(resolved.path);
        if (!file) {
          file = esbuild
            .build({ ...bundleOptions(outdir), entryPoints: { chunk: resolved.path }, entryNames: 'chunk-[hash]', plugins: [aliasPlugin(runtime)] })
            .then((result) => {
              const output = Object.keys(result.metafile?.outputs ?? {}).find((name) => name.endsWith('.js'));
              if (!output) throw new Error(`islands: no bundle written for ${args.path}`);
              return `./${path.basename(output)}`;
            });
          built.set(resolved.path, file);
        }
        // Every bundle sits in one folder, so the same relative address works from any of them.
        return { path: await file, external: true };
      });
    },
  };
}

/** Builds every island's bundle into <siteDir>/_islands; returns each one's entry and first-load chunks. */
export async function buildIslands(siteDir: string, runtime: Runtime = 'preact'): Promise<IslandBundles> {
  const outdir = path.join(siteDir, ISLANDS_DIR);
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    ...bundleOptions(outdir),
    entryPoints: Object.keys(ISLANDS).map((name) => ({ in: `island:${name}`, out: name })),
    splitting: true,
    // Hashed names: the files never change under their name, so they are cached for a year.
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    // Every file of this bundle runs while the page hydrates: the hint has V8 compile it eagerly,
    // off the main thread, as it streams in (lib/pipeline/deploy/compile-hints.ts).
    banner: { js: COMPILE_HINT.trimEnd() },
    metafile: true,
    plugins: [onDemandPlugin(outdir, runtime), aliasPlugin(runtime)],
  });
  for (const warning of result.warnings) {
    // 'use client' is meaningless in a bundle; esbuild says so for every component.
    if (!warning.text.includes('"use client"')) console.warn(`warning: islands: ${warning.text}`);
  }
  const bundles: IslandBundles = new Map();
  const url = (file: string) => `/${path.relative(siteDir, path.join(root, file)).split(path.sep).join('/')}`;
  const staticImports = (file: string, seen = new Set<string>()): string[] => {
    for (const imported of result.metafile.outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
      seen.add(imported.path);
      staticImports(imported.path, seen);
    }
    return [...seen];
  };
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    // Chunks loaded on demand (the animation engine) are entry points too, but not islands.
    if (!output.entryPoint?.startsWith('island:')) continue;
    const name = output.entryPoint.slice('island:'.length);
    bundles.set(name, { src: url(file), imports: staticImports(file).map(url) });
  }
  return bundles;
}

/** RSC payloads Next writes beside each page (`about.txt`, `about/__next._tree.txt`); only its router read them. */
function isRscPayload(file: string, siteDir: string): boolean {
  const name = path.basename(file);
  if (!name.endsWith('.txt')) return false;
  const isPayloadName = name.startsWith('__next.') || fs.existsSync(path.join(siteDir, file.replace(/\.txt$/, '.html')));
  // A payload opens with a hint line (`:HL` preload, `:HC` preconnect, ...) or a numbered row.
  return isPayloadName && /^(?::H[A-Z]|[0-9a-f]+:)/.test(fs.readFileSync(path.join(siteDir, file), 'utf8'));
}

/** Removes the folders under `dir` left with nothing in them, deepest first; true when `dir` itself is then empty. */
function removeEmptyFolders(dir: string): boolean {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const inner = path.join(dir, entry.name);
    if (entry.isDirectory() && removeEmptyFolders(inner)) fs.rmdirSync(inner);
  }
  return fs.readdirSync(dir).length === 0;
}

/** Deletes what only Next's client router read: RSC payloads, the folders that held only them, its chunks. */
export function removeNextClientFiles(siteDir: string) {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(siteDir, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? ([SEARCH_INDEX_URL.slice(1), ISLANDS_DIR, NEXT_ASSETS_URL.slice(1)].includes(file) ? [] : walk(file)) : [file];
    });
  for (const file of walk('.')) if (isRscPayload(file, siteDir)) fs.rmSync(path.join(siteDir, file));
  // Folders that held only payloads (`about/`, `brochures/uk/`) would otherwise shadow the clean URL on some hosts.
  removeEmptyFolders(siteDir);
  // Next's client chunks: no page loads them any more. Its CSS is inlined into the pages.
  const chunks = path.join(siteDir, '_next/static/chunks');
  if (fs.existsSync(chunks)) for (const file of fs.readdirSync(chunks)) if (file.endsWith('.js')) fs.rmSync(path.join(chunks, file));
}

/** The whole step; returns one problem per page it could not rewrite. */
export async function islandsStep(siteDir: string): Promise<PageProblem[]> {
  const bundles = await buildIslands(siteDir);
  const problems: PageProblem[] = [];
  const rewritten = new Map<string, string>();
  for (const file of htmlFiles(siteDir)) {
    const full = path.join(siteDir, file);
    try {
      rewritten.set(full, rewritePage(file, fs.readFileSync(full, 'utf8'), bundles));
    } catch (error) {
      problems.push({ page: file, message: error instanceof Error ? error.message : String(error) });
    }
  }
  if (problems.length > 0) return problems;
  for (const [file, html] of rewritten) fs.writeFileSync(file, html);
  removeNextClientFiles(siteDir);
  return [];
}

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

async function main() {
  const [siteDir = 'out.islands-size', runtime = 'preact'] = process.argv.slice(2);
  if (runtime !== 'preact' && runtime !== 'react') throw new Error(`runtime must be preact or react, not ${runtime}`);
  const bundles = await buildIslands(siteDir, runtime);
  const shared = new Set([...bundles.values()].flatMap((b) => b.imports));
  for (const chunk of shared) console.log(`${chunk}\t${gzipSize(path.join(siteDir, chunk))} B gzip (shared)`);
  for (const [name, bundle] of bundles) console.log(`${name}\t${gzipSize(path.join(siteDir, bundle.src))} B gzip`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
