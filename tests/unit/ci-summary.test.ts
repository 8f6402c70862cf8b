/**
 * @jest-environment node
 *
 * What a failed build on GitHub Actions tells the editor (lib/ci/summary.ts,
 * scripts/ci-summary.ts): each content problem with the file, field and message that
 * `npm run check:content` prints.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_DAY, fixtureSite } from './content-fixture';
import { checkContent } from '@/lib/pipeline/stages/content';
import { ciSummary } from '@/lib/ci/summary';

const ROOT = path.resolve(__dirname, '../..');
const broken = () =>
  fixtureSite({
    'content/countries/testland.md': (t) => t.replace('{{tuition}}', '{{tution}}'),
    'content/visit-visa/testland.md': (t) => t.replace(/^cost: .*\n/m, ''),
  });

describe('the CI summary of a failed build', () => {
  it('has one table row per problem, with the file, field and message check:content prints', () => {
    const { markdown, annotations } = ciSummary(checkContent(broken(), { enquiryEndpoint: null, siteEnv: 'preview' }, FIXTURE_DAY));
    expect(markdown).toContain('| file | field | problem |');
    expect(markdown).toContain('| content/countries/testland.md | body | unknown figure "tution" (known: universities, internationalStudents, tuition) |');
    expect(markdown).toContain('| content/visit-visa/testland.md | cost | missing, expected object |');
    expect(markdown).toContain('2 content problem(s); the site was not built.');
    expect(annotations).toEqual([
      '::error file=content/countries/testland.md,title=body::unknown figure "tution" (known: universities, internationalStudents, tuition)',
      '::error file=content/visit-visa/testland.md,title=cost::missing, expected object',
    ]);
  });

  it('keeps a message with a pipe or a line break inside its cell', () => {
    const { markdown } = ciSummary({ ok: false, problems: [{ file: 'content/site.md', field: 'a|b', message: 'one\ntwo | three', severity: 'error' }], hint: 'h', warnings: [] });
    expect(markdown).toContain('| content/site.md | a\\|b | one two \\| three |');
  });

  it('says when the content is fine and a later step failed', () => {
    const { markdown, annotations } = ciSummary(checkContent(fixtureSite(), { enquiryEndpoint: null, siteEnv: 'preview' }, FIXTURE_DAY));
    expect(markdown).toContain('The content passed its check');
    expect(annotations).toEqual([]);
  });

  it('npm run ci:summary appends to GITHUB_STEP_SUMMARY and prints the check:content lines', () => {
    const summaryFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'summary-')), 'summary.md');
    fs.writeFileSync(summaryFile, 'before\n');
    const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts/ci-summary.ts')], {
      cwd: broken(),
      encoding: 'utf8',
      env: { ...process.env, GITHUB_STEP_SUMMARY: summaryFile, SITE_ENV: '', ENQUIRY_ENDPOINT: '' },
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('content/visit-visa/testland.md: cost: missing, expected object\n');
    expect(result.stdout).toContain('::error file=content/visit-visa/testland.md,title=cost::missing, expected object\n');
    const written = fs.readFileSync(summaryFile, 'utf8');
    expect(written.startsWith('before\n## The site was not built')).toBe(true);
    expect(written).toContain('| content/visit-visa/testland.md | cost | missing, expected object |');
  });
});
