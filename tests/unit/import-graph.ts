/**
 * The project's imports as a bundler follows them: the files a file imports at run time, and every
 * file reachable from one. Read by tests/unit/layout.test.ts (the folders' boundaries) and
 * tests/unit/workflow.test.ts (what the enquiry Worker's deploy must check out).
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;

export function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(rel);
    return SOURCE.test(entry.name) ? [rel] : [];
  });
}

const RUNTIME_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const ANY_IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** The project files a file imports at run time (static imports, re-exports and `import()`), or with `types`, type-only imports too. */
export function runtimeImports(file: string, types = false): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [
    ...text.matchAll(types ? ANY_IMPORT : RUNTIME_IMPORT),
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
export function reachable(start: string): Map<string, string[]> {
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

