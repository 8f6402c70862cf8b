/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fixtureSite } from './content-fixture';

const ROOT = path.resolve(__dirname, '../..');
const run = (cwd: string) =>
  spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts/check-content.ts')], { cwd, encoding: 'utf8' });

describe('npm run check:content', () => {
  it('passes valid content and counts what it read', () => {
    const result = run(fixtureSite());
    // The fixture's sample details are listed for launch (tests/unit/launch.test.ts), nothing else.
    expect(result.stderr.trim().split('\n').filter((line) => !line.startsWith('warning: before launch: '))).toEqual([]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^content ok: 4 routes, 1 countries/);
  });

  it('fails with one line per problem and no stack trace', () => {
    const root = fixtureSite({
      'content/countries/testland.md': (t) => t.replace('{ value: 5 EUR, label: Tuition }', '{ value: 5, label: Tuition }'),
      'content/visit-visa/testland.md': (t) => t.replace('cost: "$10"\n', ''),
    });
    const result = run(root);
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'content/countries/testland.md: stats[2].value: expected string, got number',
      'content/visit-visa/testland.md: cost: missing, expected string',
      '',
      '2 content problem(s); the site was not built.',
    ]);
  });
});
