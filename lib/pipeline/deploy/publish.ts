/**
 * Puts a finished build in place so that at no moment is there no site. `out` is a symbolic link to
 * one folder in `out.builds/`; publishing renames a new link over it, which the file system does
 * in one step, so a server reading `out/` sees the old site or the new one, never neither. The
 * last few builds are kept (requests still being answered from the previous one, and a quick way
 * back); older ones are removed, so out.builds/ does not grow with every build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const BUILDS_DIR = 'out.builds';
/** How many builds out.builds/ keeps, the published one included. */
export const KEEP_BUILDS = 3;

/** Moves `stagingDir` into out.builds/ and points `outLink` at it; returns the new build's folder, named by `now` (the runner's clock). */
export function publish(stagingDir: string, outLink: string, now: Date): string {
  const root = path.dirname(outLink);
  const builds = path.join(root, BUILDS_DIR);
  fs.mkdirSync(builds, { recursive: true });
  // The time says which build is which; the random tail keeps two builds in one millisecond apart.
  const id = `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
  const target = path.join(builds, id);
  fs.renameSync(stagingDir, target);

  const current = fs.lstatSync(outLink, { throwIfNoEntry: false });
  const previous = current?.isSymbolicLink() ? path.basename(fs.readlinkSync(outLink)) : `${id}-earlier`;
  if (current?.isDirectory()) {
    // An out/ folder from before builds were published this way: moved aside once, so the link can
    // take its place. This one rename is the only moment without a site, and happens only once.
    fs.renameSync(outLink, path.join(builds, previous));
  }
  const nextLink = `${outLink}.next-link`;
  fs.rmSync(nextLink, { force: true });
  fs.symlinkSync(path.relative(root, target), nextLink, 'dir');
  fs.renameSync(nextLink, outLink);

  pruneBuilds(builds, id, KEEP_BUILDS);
  return target;
}

/**
 * Removes all but the newest `keep` builds (their names start with the time they were made), and
 * never `current`, the one out/ points to, whatever its name. Returns the names removed.
 */
export function pruneBuilds(buildsDir: string, current: string, keep: number): string[] {
  const older = fs
    .readdirSync(buildsDir)
    .filter((name) => name !== current)
    .sort()
    .reverse()
    .slice(Math.max(0, keep - 1));
  for (const name of older) fs.rmSync(path.join(buildsDir, name), { recursive: true, force: true });
  return older;
}
