import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/**
 * A throwaway copy of the project that can build on its own (node_modules is linked, not copied).
 * It lives under .tmp/ inside the project: Turbopack resolves packages only within the workspace
 * root, which it finds from the nearest lockfile, so a copy elsewhere could not find `next`.
 */
export function copyProject(prefix: string): string {
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, '.tmp', prefix));
  for (const item of ['app', 'components', 'lib', 'content', 'public', 'scripts', 'package.json', 'tsconfig.json', 'next.config.mjs', 'serve.json']) {
    fs.cpSync(path.join(root, item), path.join(dir, item), { recursive: true, filter: (src) => !src.includes(`${path.sep}public${path.sep}og`) && !src.includes(`${path.sep}public${path.sep}_img`) });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}
