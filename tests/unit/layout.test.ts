/**
 * The folders' boundaries (docs/architecture.md, "Folders"), followed through every import as a
 * bundler would, not just the first hop that ESLint's no-restricted-imports sees:
 * - lib/ never reaches components/: the model, presenters and build steps do not depend on markup;
 * - browser code (lib/browser/ and every 'use client' component) never reaches build-time code
 *   (lib/build/) or the content model (lib/content/): what ships to a phone stays small, and a
 *   build step's Node imports can never end up in a bundle.
 * Type-only imports are left out: they are erased before anything runs.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(rel);
    return SOURCE.test(entry.name) ? [rel] : [];
  });
}

/** The project files a file imports at run time (static imports, re-exports and `import()`). */
function runtimeImports(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? path.posix.join(path.posix.dirname(file), specifier) : null;
    if (base === null) return [];
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => fs.existsSync(path.join(ROOT, candidate)) && fs.statSync(path.join(ROOT, candidate)).isFile());
    return found && SOURCE.test(found) ? [found] : [];
  });
}

/** Every project file reachable from `start`, with the chain of imports that reaches it. */
function reachable(start: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of runtimeImports(file)) {
      if (chains.has(next)) continue;
      chains.set(next, [...(chains.get(file) ?? []), next]);
      queue.push(next);
    }
  }
  return chains;
}

/** The chains from `start` into any folder of `forbidden`, one line each. */
function crossings(start: string, forbidden: string[]): string[] {
  return [...reachable(start).entries()].filter(([file]) => forbidden.some((dir) => file.startsWith(`${dir}/`))).map(([, chain]) => chain.join(' → '));
}

const libFiles = filesUnder('lib');
const clientComponents = filesUnder('components').filter((file) => /^\s*['"]use client['"]/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
const browserFiles = [...filesUnder('lib/browser'), ...clientComponents];

describe('the folders keep their boundaries', () => {
  it('finds the files it checks', () => {
    expect(libFiles.length).toBeGreaterThan(50);
    expect(clientComponents).toContain('components/contact/EnquiryForm.tsx');
    // The check sees through a chain: the stage list reaches the content model through the content stage.
    expect(crossings('lib/build/stages/index.ts', ['lib/content'])).not.toEqual([]);
  });

  it.each(libFiles)('%s reaches nothing in components/', (file) => {
    expect(crossings(file, ['components'])).toEqual([]);
  });

  it.each(browserFiles)('%s (browser code) reaches no build-time code and no content model', (file) => {
    expect(crossings(file, ['lib/build', 'lib/content'])).toEqual([]);
  });
});
