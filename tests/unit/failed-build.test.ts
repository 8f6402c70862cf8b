/**
 * @jest-environment node
 *
 * A failed build loses nothing: the stage that finds a problem prints it on one line naming the
 * file, nothing after it runs, and out/ keeps serving the last good build. Run at the level of
 * the stage runner, on the build's own stage list, without a whole build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BuildContext, type Artefact } from '@/lib/pipeline/context';
import { runBuild, runStages, type Stage } from '@/lib/pipeline/runner';
import { STAGES } from '@/lib/pipeline/stages';
import { generatedDir } from '@/lib/pipeline/generated';
import { loadContent } from './content-fixture';

const ROOT = path.resolve(__dirname, '../..');

function buildContext(root: string) {
  const lines: string[] = [];
  const errors: string[] = [];
  const log = { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line), error: (line: string) => errors.push(line) };
  return { ctx: new BuildContext({ root, settings: { enquiryEndpoint: null, siteEnv: 'preview' }, log }), lines, errors };
}

/** A project whose out/ stands in for the last good export that is being served. */
function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'failed-build-'));
  fs.cpSync(path.join(ROOT, 'content'), path.join(root, 'content'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'public'), path.join(root, 'public'));
  fs.mkdirSync(path.join(root, 'out'));
  fs.writeFileSync(path.join(root, 'out', 'index.html'), 'last good build');
  return root;
}

/** The build's stages from `name` on, after one stand-in that has written what the earlier stages write. */
function stagesFrom(name: string, put: (ctx: BuildContext) => void): Stage[] {
  const at = STAGES.findIndex((stage) => stage.name === name);
  const earlier = STAGES.slice(0, at);
  const writes: Artefact[] = earlier.flatMap((stage) => [...stage.writes]);
  return [{ name: 'earlier-stages', title: 'earlier stages (fixture)', needs: [], writes, run: put }, ...STAGES.slice(at)];
}

describe('a failed build loses nothing', () => {
  let root = '';
  beforeEach(() => {
    root = project();
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const served = () => fs.readFileSync(path.join(root, 'out/index.html'), 'utf8');

  it('a content error stops the build before anything is exported', async () => {
    const country = path.join(root, 'content/countries/spain.md');
    fs.writeFileSync(country, fs.readFileSync(country, 'utf8').replace(/^tagline: .*$/m, 'tagline: 42'));
    const { ctx, errors } = buildContext(root);
    const outcome = await runStages(STAGES, ctx);
    expect(outcome).toMatchObject({ ok: false, stage: 'content' });
    expect(errors).toContain('content/countries/spain.md: tagline: expected string, got number');
    expect(errors.at(-1)).toContain('out/ still holds the last good build');
    expect(served()).toBe('last good build');
    // Nothing after the content stage ran: no generated file, no staged export.
    expect(fs.existsSync(generatedDir(root))).toBe(false);
    expect(fs.existsSync(ctx.stagingDir)).toBe(false);
  });

  it('a problem found only in the exported pages (a link to a missing anchor) leaves the last good out/ in place', async () => {
    const content = loadContent(root);
    const spain = content.routes.entries.find((entry) => entry.entry.file === 'content/countries/spain.md' && entry.path === entry.canonical);
    if (!spain) throw new Error('no route for content/countries/spain.md');
    const page = `${spain.path.slice(1)}.html`;
    const { ctx, errors } = buildContext(root);
    // An export as the stages before the link check leave it, with the link an edit of spain.md made.
    fs.mkdirSync(ctx.stagingDir);
    fs.writeFileSync(path.join(ctx.stagingDir, 'index.html'), `<!DOCTYPE html><html lang="en"><body><a href="${spain.path}">Spain</a></body></html>`);
    fs.writeFileSync(path.join(ctx.stagingDir, page), '<!DOCTYPE html><html lang="en"><body><p>See <a href="#no-such-section">the list below</a>.</p></body></html>');

    const outcome = await runStages(stagesFrom('links', (c) => c.put('content', content)), ctx);
    expect(outcome).toMatchObject({ ok: false, stage: 'links' });
    expect(errors).toContain(`content/countries/spain.md: ${page}: link to #no-such-section: no element with id "no-such-section" on ${page}`);
    expect(errors.join('\n')).toContain('no element with id "no-such-section"');
    expect(errors.at(-1)).toContain('out/ still holds the last good build');
    // Not published: out/ is the old folder, not a link to the staged export, which is left as it was.
    expect(fs.lstatSync(path.join(root, 'out')).isSymbolicLink()).toBe(false);
    expect(served()).toBe('last good build');
    expect(fs.existsSync(path.join(ctx.stagingDir, page))).toBe(true);
  });

  it.each([
    [{ ENQUIRY_ENDPOINT: 'javascript:alert(1)' }, '✗ ENQUIRY_ENDPOINT: "javascript:alert(1)" uses javascript:; expected /api/enquiries (our own endpoint, on the site\'s origin) or an https:// URL (or http://127.0.0.1 or http://localhost for the tests)'],
    [{ ENQUIRY_ENDPOINT: 'http://example.com', SITE_ENV: 'production' }, '✗ ENQUIRY_ENDPOINT: "http://example.com" is plain http, which production refuses; expected /api/enquiries (our own endpoint, on the site\'s origin) or an https:// URL'],
  ])('a bad ENQUIRY_ENDPOINT (%j) stops the build with one ✗ line before any stage runs', async (env, line) => {
    const ran: string[] = [];
    // First in the list, so it would run (and stop the build) if the setting were accepted.
    const first: Stage = { name: 'first', title: 'first stage', needs: [], writes: [], run: () => {
      ran.push('first');
      return { problems: [{ file: 'first stage', message: 'ran', severity: 'error' }] };
    } };
    const info: string[] = [];
    const errors: string[] = [];
    const log = { info: (l: string) => info.push(l), warn: (l: string) => info.push(l), error: (l: string) => errors.push(l) };
    expect(await runBuild([first, ...STAGES], { root, env: { ...process.env, SITE_ENV: '', ...env }, log })).toBe(false);
    expect(errors.map((l) => l.trim())).toEqual([line]);
    expect(errors.join('')).not.toMatch(/\n\s+at /);
    expect(info).toEqual([]);
    expect(ran).toEqual([]);
    expect(served()).toBe('last good build');
  });

  it('a clean export is published: out/ then serves it', async () => {
    const content = loadContent(root);
    const { ctx } = buildContext(root);
    fs.mkdirSync(ctx.stagingDir);
    fs.writeFileSync(path.join(ctx.stagingDir, 'index.html'), '<!DOCTYPE html><html lang="en"><head><title>Home</title></head><body><p>new build</p></body></html>');
    const publishOnly = stagesFrom('publish', (c) => c.put('content', content));
    expect(await runStages(publishOnly, ctx)).toEqual({ ok: true });
    expect(served()).toContain('new build');
  });
});
