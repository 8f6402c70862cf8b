/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fixtureSite } from './content-fixture';
import { checkContent } from '@/lib/pipeline/stages/content';
import { buildDay, buildSettings } from '@/lib/settings';
import { formatProblem } from '@/lib/content/problem';

const ROOT = path.resolve(__dirname, '../..');
const run = (cwd: string, env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts/check-content.ts')], { cwd, encoding: 'utf8', env });

describe('npm run check:content', () => {
  it('passes valid content and counts what it read', () => {
    const result = run(fixtureSite());
    // Only warnings (old rates as the calendar moves on, sample details before launch), never a problem.
    expect(result.stderr.split('\n').filter((line) => line && !line.startsWith('warning: '))).toEqual([]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^content ok: 4 routes, 1 countries/);
  });

  it('fails with one line per problem and no stack trace', () => {
    const root = fixtureSite({
      'content/countries/testland.md': (t) => t.replace('{{tuition}}', '{{tution}}'),
      'content/visit-visa/testland.md': (t) => t.replace(/^cost: .*\n/m, ''),
    });
    const result = run(root);
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'content/countries/testland.md: body: unknown figure "tution" (known: universities, internationalStudents, tuition)',
      'content/visit-visa/testland.md: cost: missing, expected object',
      '',
      '2 content problem(s); the site was not built.',
    ]);
  });

  it('refuses a SITE_DATE that is not a real day in one line naming it, not a stack trace (issue 44, finding 8)', () => {
    const result = run(fixtureSite(), { ...process.env, SITE_DATE: '2026-13-45' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual(['SITE_DATE: expected a real date written YYYY-MM-DD, got "2026-13-45"']);
  });
});

describe("the site's own content", () => {
  // What the build's first stage refuses, on the real files: a translation that adds a link or a
  // number, a broken reference. Warnings (dates, sample details) are the build log's, not problems.
  it('passes the check in every edition, with no problem', () => {
    const check = checkContent(ROOT, buildSettings({ NODE_ENV: 'test' }), buildDay({}));
    expect(check.ok ? [] : check.problems.map(formatProblem)).toEqual([]);
  });
});
