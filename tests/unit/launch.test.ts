/**
 * @jest-environment node
 *
 * SITE_ENV=production refuses sample data; the default build lists the same things as warnings.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { FIXTURE_DAY, loadContent, fixtureSite, realDetails } from './content-fixture';
import { buildSettings } from '@/lib/settings';
import { checkContent as runCheck, contentCheckReport } from '@/lib/pipeline/stages/content';
import { unevidencedClaims } from '@/lib/content/freshness';
import { formatProblem } from '@/lib/content/problem';

const ROOT = path.resolve(__dirname, '../..');
// Both the command and the check in this process read the site on the fixtures' day.
const cleanEnv = (env: Record<string, string>) => ({ ...process.env, SITE_ENV: '', ENQUIRY_ENDPOINT: '', SITE_DATE: FIXTURE_DAY, ...env });

/** `npm run check:content` itself, in a process of its own (a few seconds: tsx compiles it). */
const checkContentCli = (cwd: string, env: Record<string, string>) =>
  spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts/check-content.ts'), '--all'], { cwd, encoding: 'utf8', env: cleanEnv(env) });

/** The same check and the same lines, in this process: what the command would print. */
const checkContent = (cwd: string, env: Record<string, string>) => {
  const report = contentCheckReport(runCheck(cwd, buildSettings(cleanEnv(env)), FIXTURE_DAY), true);
  const text = (lines: string[]) => lines.map((line) => `${line}\n`).join('');
  return { status: report.exitCode, stdout: text(report.stdout), stderr: text(report.stderr) };
};

const FIXTURE_LINES = [
  'content/site.md: url: is a sample address (https://fixture.example.com)',
  'content/site.md: contact.email: is a sample address (test@example.com)',
  'content/site.md: contact.phone: is a sample number (all zeros)',
  'content/site.md: contact.phoneDisplay: is a sample number (all zeros)',
  'content/site.md: contact.whatsapp: is a sample number (all zeros)',
  'content/testimonials.md: testimonials[0]: "one" is marked `sample: true`; replace it with a real one, or remove it',
  'content/exchange-rates.md: sample: the rates are samples; read them from https://example.org/rates, write the day in taken, then set sample: false',
  'content/visit-visa/testland.md: source.href: is a sample address (https://example.org)',
  'content/work-visa/testland.md: source.href: is a sample address (https://example.org)',
  'ENQUIRY_ENDPOINT: not set, so the enquiry form can only offer WhatsApp and e-mail (see docs/enquiry-form.md)',
];


describe('npm run check:content', () => {
  it('prints the report and exits with its code', () => {
    const root = fixtureSite();
    const cli = checkContentCli(root, { SITE_ENV: 'production' });
    const inProcess = checkContent(root, { SITE_ENV: 'production' });
    expect(cli.status).toBe(1);
    expect({ status: cli.status, stdout: cli.stdout, stderr: cli.stderr }).toEqual(inProcess);
    const passing = checkContentCli(fixtureSite(realDetails), { SITE_ENV: 'production', ENQUIRY_ENDPOINT: 'https://forms.horizon-study.pk/enquiry' });
    expect(passing.status).toBe(0);
    expect(passing.stdout).toContain('ready for production');
  });
});

describe('SITE_ENV=production', () => {
  it('fails on sample content, one line per thing to supply, with file and field', () => {
    const root = fixtureSite();
    const result = checkContent(root, { SITE_ENV: 'production' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      ...unevidencedClaims(loadContent(root)).map((claim) => `warning: ${formatProblem(claim)}`),
      ...FIXTURE_LINES,
      '',
      `${FIXTURE_LINES.length} thing(s) to supply before launch; SITE_ENV=production does not build with sample data (docs/deploy.md, "Before launch").`,
    ]);
  });

  it('a bare social-network home page and a placeholder page are listed too', () => {
    const root = fixtureSite({
      ...realDetails,
      'content/site.md': (t) => realDetails['content/site.md'](t).replace('facebook.com/horizonstudyabroad', 'facebook.com/'),
      'content/scholarships/testland.md': (t) => t.replace('layout: article', 'layout: placeholder'),
    });
    const result = checkContent(root, { SITE_ENV: 'production', ENQUIRY_ENDPOINT: 'https://forms.example.net/f/1' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("content/site.md: social[0].href: links to the home page of facebook.com, not to the consultancy's own profile\n");
    expect(result.stderr).toContain('content/scholarships/testland.md: layout: is a placeholder page; write the guide, or remove the page and the links to it\n');
  });

  it('passes content with real-looking details and an enquiry endpoint', () => {
    const root = fixtureSite(realDetails);
    const result = checkContent(root, { SITE_ENV: 'production', ENQUIRY_ENDPOINT: 'https://forms.horizon-study.pk/enquiry' });
    // The fixture's claims have no counts: listed as warnings, one line each, and the build goes on.
    expect(result.stderr.trim().split('\n')).toEqual(unevidencedClaims(loadContent(root)).map((claim) => `warning: ${formatProblem(claim)}`));
    expect(result.stderr).toContain('claims.visaSuccessRate');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('ready for production');
  });
});

describe('the default build', () => {
  it('builds sample content and prints the same list as warnings', () => {
    const result = checkContent(fixtureSite(), {});
    expect(result.status).toBe(0);
    const beforeLaunch = result.stderr.split('\n').filter((line) => line.startsWith('warning: before launch: '));
    expect(beforeLaunch).toEqual(FIXTURE_LINES.map((line) => `warning: before launch: ${line}`));
  });

  it("lists every sample testimonial and team member of the site's own content by name", () => {
    const content = loadContent(ROOT);
    const result = checkContent(ROOT, {});
    const samples = [
      ...content.testimonials.filter((t) => t.sample).map((t) => `"${t.id}" is marked`),
      ...content.pages.flatMap((p) => (p.data.template === 'team' ? p.data.members.filter((m) => m.sample).map((m) => `"${m.name}" is marked`) : [])),
    ];
    for (const sample of samples) expect(result.stderr).toContain(sample);
  });
});
