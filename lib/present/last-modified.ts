import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

type History = Map<string, string>;

function git(args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
}

/**
 * The day each committed file under content/ last changed, from one `git log` pass over the
 * history (not one process per file). Files with uncommitted edits are left out, and so are
 * files whose only known commit is the boundary of a shallow clone: that date is when the clone
 * was cut, not when the file changed. No git at all: an empty map.
 */
export function readHistory(root: string, folder = 'content'): History {
  const history: History = new Map();
  try {
    const shallowFile = path.resolve(root, git(['-C', root, 'rev-parse', '--git-path', 'shallow']).trim());
    const boundaries = new Set(fs.existsSync(shallowFile) ? fs.readFileSync(shallowFile, 'utf8').split('\n').filter(Boolean) : []);
    const log = git(['-C', root, 'log', '--format=%x00%H %cs', '--name-only', '--', folder]);
    for (const block of log.split('\0').slice(1)) {
      const [header = '', ...files] = block.split('\n');
      const [hash = '', date = ''] = header.split(' ');
      if (boundaries.has(hash)) continue;
      // Newest commits come first: the first date seen for a file is its last change.
      for (const file of files) if (file && !history.has(file)) history.set(file, date);
    }
    const dirty = git(['-C', root, 'status', '--porcelain', '--', folder]);
    for (const line of dirty.split('\n')) if (line.length > 3) history.delete(line.slice(3).trim());
  } catch {
    // Not a git checkout (an exported tarball, say): no dates rather than invented ones.
  }
  return history;
}

/** One history per site folder: one `git log` for all the pages of a build. */
const histories = new Map<string, History>();

/** When a content file of the site at `root` last changed according to git (YYYY-MM-DD), or null when git cannot say. */
export function lastChanged(root: string, relativeFile: string): string | null {
  let history = histories.get(root);
  if (!history) {
    history = readHistory(root);
    histories.set(root, history);
  }
  return history.get(relativeFile) ?? null;
}

/** For the sitemap: the git date, or for a file edited but not yet committed, its modification time. */
export function lastModified(root: string, relativeFile: string): string {
  return lastChanged(root, relativeFile) ?? fs.statSync(path.join(root, relativeFile)).mtime.toISOString().slice(0, 10);
}
