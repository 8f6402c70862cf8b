import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * When a content file last changed: its last commit's date when git knows the file and it has no
 * uncommitted edits, otherwise the file's modification time (a local edit not yet committed).
 */
export function lastModified(relativeFile: string): string {
  const file = path.join(process.cwd(), relativeFile);
  try {
    const dirty = execFileSync('git', ['status', '--porcelain', '--', relativeFile], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (!dirty) {
      const committed = execFileSync('git', ['log', '-1', '--format=%cI', '--', relativeFile], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      if (committed) return committed;
    }
  } catch {
    // Not a git checkout (an exported tarball, say): the file's own date is the best there is.
  }
  return fs.statSync(file).mtime.toISOString();
}
