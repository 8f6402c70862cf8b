/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from '../../scripts/project-copy';

const build = (cwd: string) =>
  spawnSync(process.execPath, [path.join(cwd, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ENQUIRY_ENDPOINT: '' },
  });

describe('a failed build loses nothing', () => {
  let project = '';
  beforeAll(() => {
    project = copyProject('failed-build-');
    // Stands in for the last good export that is being served.
    fs.mkdirSync(path.join(project, 'out'));
    fs.writeFileSync(path.join(project, 'out', 'index.html'), 'last good build');
  });
  afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

  it('a content error stops the build before anything is exported', () => {
    const country = path.join(project, 'content/countries/spain.md');
    const original = fs.readFileSync(country, 'utf8');
    fs.writeFileSync(country, original.replace(/^tagline: .*$/m, 'tagline: 42'));
    const result = build(project);
    fs.writeFileSync(country, original);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('content/countries/spain.md: tagline: expected string, got number');
    expect(fs.readFileSync(path.join(project, 'out/index.html'), 'utf8')).toBe('last good build');
  });

  it('a problem found only in the exported pages (a link to a missing anchor) leaves the last good out/ in place', () => {
    // (A missing image no longer gets this far: the image step stops the build before the export.)
    const country = path.join(project, 'content/countries/spain.md');
    fs.appendFileSync(country, '\nSee [the list below](#no-such-section).\n');
    const result = build(project);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('no element with id "no-such-section"');
    expect(result.stderr).toContain('out/ still holds the last good build');
    expect(fs.readFileSync(path.join(project, 'out/index.html'), 'utf8')).toBe('last good build');
  }, 300_000);
});
