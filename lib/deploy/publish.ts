/**
 * Puts a finished build in place so that at no moment is there no site. `out` is a symbolic link to
 * one folder in `out.builds/`; publishing renames a new link over it, which the file system does
 * in one step, so a server reading `out/` sees the old site or the new one, never neither. The
 * previous build is kept for requests still being answered from it; older ones are removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const BUILDS_DIR = 'out.builds';

/** Moves `stagingDir` into out.builds/ and points `outLink` at it; returns the new build's folder. */
export function publish(stagingDir: string, outLink: string): string {
  const root = path.dirname(outLink);
  const builds = path.join(root, BUILDS_DIR);
  fs.mkdirSync(builds, { recursive: true });
  // The time says which build is which; the random tail keeps two builds in one millisecond apart.
  const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
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

  for (const name of fs.readdirSync(builds)) {
    if (name !== id && name !== previous) fs.rmSync(path.join(builds, name), { recursive: true, force: true });
  }
  return target;
}
