/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILDS_DIR, KEEP_BUILDS, publish, pruneBuilds } from '@/lib/pipeline/deploy/publish';

function stage(root: string, text: string): string {
  const staging = path.join(root, 'out.staging');
  fs.mkdirSync(staging, { recursive: true });
  fs.writeFileSync(path.join(staging, 'index.html'), text);
  return staging;
}

describe('publishing a build', () => {
  let root = '';
  let out = '';
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
    out = path.join(root, 'out');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const served = () => fs.readFileSync(path.join(out, 'index.html'), 'utf8');
  const builds = () => fs.readdirSync(path.join(root, BUILDS_DIR)).sort();

  it('out is a link to the new build, and the staging folder is gone', () => {
    const target = publish(stage(root, 'first'), out, new Date());
    expect(fs.lstatSync(out).isSymbolicLink()).toBe(true);
    expect(fs.realpathSync(out)).toBe(fs.realpathSync(target));
    expect(served()).toBe('first');
    expect(fs.existsSync(path.join(root, 'out.staging'))).toBe(false);
    // Relative, so the project folder can be moved or mounted elsewhere.
    expect(path.isAbsolute(fs.readlinkSync(out))).toBe(false);
  });

  it('the link is replaced in one rename: the old build stays whole until then, and is kept', () => {
    const first = publish(stage(root, 'first'), out, new Date());
    const renames: string[] = [];
    const realRename = fs.renameSync;
    const spy = jest.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      // At every rename, a complete site is being served.
      renames.push(`${served()} -> ${path.basename(String(to))}`);
      realRename(from, to);
    });
    let second = '';
    try {
      second = publish(stage(root, 'second'), out, new Date());
    } finally {
      spy.mockRestore();
    }
    expect(renames).toEqual([`first -> ${path.basename(second)}`, 'first -> out']);
    expect(served()).toBe('second');
    expect(builds()).toEqual([path.basename(first), path.basename(second)].sort());
    const third = publish(stage(root, 'third'), out, new Date());
    expect(builds()).toEqual([first, second, third].map((dir) => path.basename(dir)).sort());
  });

  it(`keeps the last ${KEEP_BUILDS} builds in ${BUILDS_DIR}/, the served one among them`, () => {
    // A second apart, as real builds are: names sort by the time they were made.
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    try {
      const published = ['1', '2', '3', '4', '5'].map((text) => {
        jest.advanceTimersByTime(1000);
        return path.basename(publish(stage(root, text), out, new Date()));
      });
      expect(builds()).toEqual(published.slice(-KEEP_BUILDS).sort());
      expect(served()).toBe('5');
    } finally {
      jest.useRealTimers();
    }
  });

  it('never removes the build out/ points to, even when others look newer', () => {
    const builds = path.join(root, BUILDS_DIR);
    for (const name of ['2020-01-01', '2099-01-01', '2099-01-02', '2099-01-03']) fs.mkdirSync(path.join(builds, name), { recursive: true });
    expect(pruneBuilds(builds, '2020-01-01', 3).sort()).toEqual(['2099-01-01']);
    expect(fs.readdirSync(builds).sort()).toEqual(['2020-01-01', '2099-01-02', '2099-01-03']);
  });

  it('an out/ folder from an older build is moved aside once, then links take over', () => {
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, 'index.html'), 'folder');
    publish(stage(root, 'new'), out, new Date());
    expect(fs.lstatSync(out).isSymbolicLink()).toBe(true);
    expect(served()).toBe('new');
    expect(builds()).toHaveLength(2);
  });
});
