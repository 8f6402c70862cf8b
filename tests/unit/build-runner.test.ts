/**
 * @jest-environment node
 *
 * The stage runner of `npm run build` (lib/pipeline/runner.ts): the declared order is checked before
 * anything runs, each stage is timed on its ✓ line, and the first stage with problems stops the
 * build with one line per problem.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BuildContext, type Artefact } from '@/lib/pipeline/context';
import { formatProblem, exportProblem } from '@/lib/pipeline/problem';
import { orderProblems, runStages, type Stage } from '@/lib/pipeline/runner';
import { STAGES } from '@/lib/pipeline/stages';

function capture() {
  const lines: string[] = [];
  const log = { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  return { lines, log };
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

function context(log: ReturnType<typeof capture>['log']) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'runner-'));
  roots.push(root);
  return new BuildContext({ root, settings: { enquiryEndpoint: null, siteEnv: 'preview' }, log });
}

const stage = (name: string, needs: Artefact[], writes: Artefact[], run: Stage['run'] = () => undefined): Stage => ({ name, title: `${name} done`, needs, writes, run });

describe('the order of stages', () => {
  it("the build's own list: no stage needs what no earlier stage writes", () => {
    expect(orderProblems(STAGES)).toEqual([]);
  });

  it('names a stage that needs what only a later stage writes, or what no stage writes', () => {
    const stages = [stage('export', ['brochures-manifest'], ['export']), stage('brochures', [], ['brochures-manifest']), stage('publish', ['html-checked'], ['published'])];
    expect(orderProblems(stages)).toEqual([
      'stage export needs brochures-manifest, which brochures writes only after it',
      'stage publish needs html-checked, which no stage writes',
    ]);
  });

  it('refuses to start a list out of order: no stage runs', async () => {
    const run = jest.fn();
    const { log } = capture();
    await expect(runStages([stage('first', [], ['content'], run), stage('second', ['export'], [])], context(log))).rejects.toThrow(
      "the build's stage list is out of order:\nstage second needs export, which no stage writes",
    );
    expect(run).not.toHaveBeenCalled();
  });
});

describe('problems', () => {
  it('print as file: field: message, or file: message without a field', () => {
    expect(formatProblem({ file: 'content/countries/uk.md', field: 'stats[2].value', message: 'expected string, got number' })).toBe('content/countries/uk.md: stats[2].value: expected string, got number');
    expect(formatProblem({ file: 'content/countries/uk.md', message: 'no such file' })).toBe('content/countries/uk.md: no such file');
  });

  it('a value with a line break stays on one line: control characters are shown escaped', () => {
    // On GitHub Actions a printed line that starts with `::` is a workflow command (a fake annotation).
    const line = formatProblem({ file: 'content/countries/uk.md', field: 'figures.visaFee.from', message: 'expected a date, got "2025-04-09\n::error title=Deploy OK::Everything fine\r\u0007"' });
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toBe('content/countries/uk.md: figures.visaFee.from: expected a date, got "2025-04-09\\n::error title=Deploy OK::Everything fine\\r\\u0007"');
  });

  it('a problem in an exported page is put under the content file the page is made from', () => {
    const sources = new Map([['ukStudyAbroad.html', 'content/countries/uk.md']]);
    expect(formatProblem(exportProblem({ page: 'ukStudyAbroad.html', message: 'link to /gone: no such page' }, sources))).toBe('content/countries/uk.md: ukStudyAbroad.html: link to /gone: no such page');
    expect(formatProblem(exportProblem({ page: '404.html:3:9', message: 'element id "" must not be empty (valid-id)' }, sources))).toBe('404.html:3:9: element id "" must not be empty (valid-id)');
  });
});

describe('running the stages', () => {
  it('prints a ✓ line with its time for every stage, and the summary a stage gives', async () => {
    const { lines, log } = capture();
    const outcome = await runStages([stage('first', [], ['content']), stage('second', ['content'], ['export'], () => ({ summary: '3 pages' }))], context(log));
    expect(outcome).toEqual({ ok: true });
    expect(lines[0]).toMatch(/^✓ first done \(\d+\.\d s\)$/);
    expect(lines[1]).toMatch(/^✓ second done: 3 pages \(\d+\.\d s\)$/);
  });

  it('stops at the first stage with problems: one line each, and nothing after it runs', async () => {
    const later = jest.fn();
    const { lines, log } = capture();
    const outcome = await runStages(
      [
        stage('first', [], ['content']),
        stage('second', ['content'], ['export'], () => ({
          problems: [
            { file: 'content/countries/uk.md', field: 'tagline', message: 'expected string, got number', severity: 'error' },
            { file: 'content/site.md', message: 'no such file', severity: 'error' },
          ],
        })),
        stage('third', ['export'], ['published'], later),
      ],
      context(log),
    );
    expect(outcome).toMatchObject({ ok: false, stage: 'second' });
    expect(later).not.toHaveBeenCalled();
    expect(lines.slice(1)).toEqual([
      'content/countries/uk.md: tagline: expected string, got number',
      'content/site.md: no such file',
      '\n✗ second done: 2 problem(s). out/ still holds the last good build (there is none yet).',
    ]);
  });

  it('an unexpected exception is one problem naming the stage, not a stack trace', async () => {
    const { lines, log } = capture();
    const outcome = await runStages(
      [
        stage('brochures', [], ['brochures'], () => {
          throw new Error('Invalid URL');
        }),
      ],
      context(log),
    );
    expect(outcome).toMatchObject({ ok: false, stage: 'brochures' });
    expect(lines[0]).toBe('build stage "brochures": Invalid URL');
    expect(lines.join('\n')).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('a stage takes only what it declared it needs, and puts only what it declared it writes', async () => {
    const { lines, log } = capture();
    await runStages([stage('sneaky', [], ['export'], (ctx) => void ctx.take('content'))], context(log));
    expect(lines[0]).toBe('build stage "sneaky": stage sneaky takes content without declaring it in needs');
    lines.length = 0;
    await runStages([stage('sneaky', [], ['export'], (ctx) => ctx.put('page-policies', { pages: new Map(), notFound: '', notFoundIn: new Map() }))], context(log));
    expect(lines[0]).toBe('build stage "sneaky": stage sneaky puts page-policies without declaring it in writes');
  });
});
