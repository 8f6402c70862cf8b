/**
 * @jest-environment node
 *
 * The GitHub Actions workflow that publishes the site (.github/workflows/deploy.yml): it passes a
 * workflow linter (@action-validator/cli, GitHub's workflow schema), and only main deploys (a push,
 * the daily schedule or a run by hand), after its production build succeeded in the same job.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { z } from 'zod';
import { BUILD_CHECK, PUBLISH_CHECK } from '@/lib/cms/live-status-element';
import { ISSUE_LABEL, ISSUE_TITLE } from '@/lib/watch/report';
import { ENQUIRY_API_PATH } from '@/lib/site-paths';
import { filesUnder, reachable } from './import-graph';

const ROOT = path.resolve(__dirname, '../..');
const WORKFLOW = path.join(ROOT, '.github/workflows/deploy.yml');
const validator = path.join(ROOT, 'node_modules/@action-validator/cli/cli.mjs');

const lint = (file: string) => spawnSync(process.execPath, [validator, file], { encoding: 'utf8' });

const step = z.object({
  name: z.string().optional(),
  id: z.string().optional(),
  if: z.string().optional(),
  uses: z.string().optional(),
  run: z.string().optional(),
  shell: z.string().optional(),
  env: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  'continue-on-error': z.unknown().optional(),
  with: z.record(z.string(), z.unknown()).optional(),
});
const job = z.object({
  name: z.string().optional(),
  if: z.string().optional(),
  needs: z.unknown().optional(),
  environment: z.string().optional(),
  concurrency: z.object({ group: z.string(), 'cancel-in-progress': z.boolean() }).optional(),
  env: z.record(z.string(), z.unknown()).optional(),
  'continue-on-error': z.unknown().optional(),
  steps: z.array(step),
});
const workflow = z.object({
  on: z.object({
    push: z.object({ branches: z.array(z.string()) }),
    pull_request: z.object({ branches: z.array(z.string()) }).optional(),
    schedule: z.array(z.object({ cron: z.string() })).optional(),
    workflow_dispatch: z.null().optional(),
  }),
  jobs: z.record(z.string(), job),
});
type Step = z.infer<typeof step>;

const text = fs.readFileSync(WORKFLOW, 'utf8');
const parsed = workflow.parse(YAML.parse(text));
const jobs = Object.entries(parsed.jobs);
const runs = (s: Step, command: RegExp) => command.test(s.run ?? '');
/** The site's deploy (wrangler.jsonc at the root), with the wrangler of package.json from the registry, its version named after the commit; the sign-in helper's names its own config. */
const DEPLOY = /^npx --yes wrangler@\d+\.\d+\.\d+ deploy --message "main at \$GITHUB_SHA"$/;
const BUILD = /^npm run build$/;
/** A push to main, main's daily scheduled build, or main built by hand: never a pull request's branch. */
const ON_MAIN = /^(.* && )?\(github\.event_name == 'push' \|\| github\.event_name == 'schedule' \|\| github\.event_name == 'workflow_dispatch'\) && github\.ref == 'refs\/heads\/main'$/;
const ON_MAIN_PUSH = /github\.event_name == 'push' && github\.ref == 'refs\/heads\/main'/;

describe('the publishing workflow', () => {
  it('passes the workflow linter, which does reject a broken workflow', () => {
    const result = lint(WORKFLOW);
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
    const broken = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'workflow-')), 'broken.yml');
    fs.writeFileSync(broken, text.replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest'));
    expect(lint(broken).status).not.toBe(0);
  });

  it('runs on pushes to main and on pull requests, and builds main every day so dated values go live on their day', () => {
    expect(parsed.on.push.branches).toEqual(['main']);
    expect(parsed.on.pull_request?.branches).toEqual(['main']);
    const daily = parsed.on.schedule?.map((s) => s.cron.split(' ')) ?? [];
    expect(daily).toHaveLength(1);
    // minute hour * * *: once a day, every day.
    expect(daily[0]?.slice(2)).toEqual(['*', '*', '*']);
  });

  it('deploys in one job only, from main, the site its production build uploaded, and only once that build succeeded', () => {
    const deploying = jobs.filter(([, j]) => j.steps.some((s) => runs(s, DEPLOY)));
    expect(deploying.map(([name]) => name)).toEqual(['production']);
    const production = parsed.jobs.production;
    const build = parsed.jobs['production-build'];
    expect(production?.if).toMatch(ON_MAIN);
    expect(build?.if).toMatch(ON_MAIN);
    // /admin's "Is my change live?" looks for this job's check run by its name: it succeeds once the site is live.
    expect(production?.name).toBe(PUBLISH_CHECK);
    // And the build's, whose failure leaves the deploy skipped.
    expect(build?.name).toBe(BUILD_CHECK);
    // `needs`: a build that fails, or is skipped, never reaches the deploy.
    expect(production?.needs).toBe('production-build');
    const buildStep = build?.steps.find((s) => runs(s, BUILD));
    expect(buildStep?.env?.SITE_ENV).toBe('production');
    expect(buildStep?.id).toBe('build');
    expect(buildStep?.['continue-on-error']).toBeUndefined();
    expect(build?.['continue-on-error']).toBeUndefined();
    // What it builds is what it deploys: one artifact, uploaded by the build and downloaded by the deploy.
    const uploaded = build?.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))?.with?.name;
    const downloaded = production?.steps.find((s) => s.uses?.startsWith('actions/download-artifact@'))?.with?.name;
    expect(uploaded).toBe('production-site');
    expect(downloaded).toBe(uploaded);
    expect(production?.steps.some((s) => /always\(\)|failure\(\)|cancelled\(\)/.test(s.if ?? ''))).toBe(false);
  });

  it("runs the pinned wrangler of package.json wherever it publishes", () => {
    const pinned = z.object({ devDependencies: z.record(z.string(), z.string()) }).parse(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'))).devDependencies.wrangler;
    const wranglers = jobs.flatMap(([, j]) => j.steps.flatMap((s) => [...(s.run ?? '').matchAll(/npx (--yes )?wrangler(@[\w.-]+)?/g)].map((m) => m[0])));
    expect(wranglers.length).toBeGreaterThan(0);
    for (const call of wranglers) expect(call).toBe(`npx --yes wrangler@${pinned}`);
  });

  it('explains a failed build with the content check, and only then', () => {
    const building = jobs.filter(([, j]) => j.steps.some((s) => runs(s, BUILD)));
    expect(building.map(([name]) => name).sort()).toEqual(['preview', 'production-build']);
    for (const [, j] of building) {
      const summary = j.steps.find((s) => /npm run -s ci:summary/.test(s.run ?? ''));
      expect(summary?.if).toBe("failure() && steps.build.outcome == 'failure'");
    }
    const scripts = z.object({ scripts: z.record(z.string(), z.string()) }).parse(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'))).scripts;
    expect(scripts['ci:summary']).toBe('tsx scripts/ci-summary.ts');
  });

  it('uploads a preview of a pull request, built in preview mode, never deploying it', () => {
    const preview = parsed.jobs.preview;
    const upload = parsed.jobs['preview-upload'];
    expect(preview?.if).toBe("github.event_name == 'pull_request'");
    const build = preview?.steps.find((s) => runs(s, BUILD));
    expect(build?.env?.SITE_ENV).toBeUndefined();
    expect(upload?.needs).toBe('preview');
    expect(upload?.if).toContain('github.event.pull_request.head.repo.full_name == github.repository');
    for (const j of [preview, upload]) expect(j?.steps.some((s) => runs(s, DEPLOY))).toBe(false);
    expect(upload?.steps.find((s) => /wrangler@[\d.]+ versions upload/.test(s.run ?? ''))?.run).toMatch(/--preview-alias "pr-\$\{\{ github\.event\.pull_request\.number \}\}"/);
  });

  it('deploys the sign-in helper from main only, from its own config, once it is set up', () => {
    const helper = parsed.jobs['sign-in-helper'];
    expect(helper?.if).toMatch(ON_MAIN_PUSH);
    expect(helper?.environment).toBe('production');
    expect(helper?.if).toContain("vars.CMS_GITHUB_CLIENT_ID != ''");
    const wranglerRuns = (helper?.steps ?? []).map((s) => s.run ?? '').filter((run) => /wrangler/.test(run));
    expect(wranglerRuns.length).toBe(2);
    for (const run of wranglerRuns) expect(run).toContain('--config workers/cms-auth/wrangler.jsonc');
    // The secret goes in through standard input, never on the command line.
    expect(wranglerRuns[1]).toMatch(/^printf '%s' "\$CLIENT_SECRET" \| npx --yes wrangler@[\d.]+ secret put GITHUB_CLIENT_SECRET/);
  });

  it("deploys the enquiry Worker from main only, once its database is set up, with the settings main's build wrote", () => {
    const endpoint = parsed.jobs['enquiry-endpoint'];
    expect(endpoint?.if).toMatch(ON_MAIN);
    expect(endpoint?.if).toContain("vars.ENQUIRIES_DATABASE_ID != ''");
    expect(endpoint?.environment).toBe('production');
    expect(endpoint?.needs).toBe('production-build');
    const build = parsed.jobs['production-build'];
    const written = build?.steps.findIndex((s) => s.run === 'npm run -s enquiries:settings') ?? -1;
    const uploaded = build?.steps.findIndex((s) => s.uses?.startsWith('actions/upload-artifact@') && s.with?.name === 'enquiry-settings') ?? -1;
    expect(written).toBeGreaterThan(build?.steps.findIndex((s) => runs(s, BUILD)) ?? Infinity);
    expect(uploaded).toBeGreaterThan(written);
    expect(build?.steps[uploaded]?.with?.path).toBe('workers/enquiries/settings.json');
    expect(endpoint?.steps.find((s) => s.uses?.startsWith('actions/download-artifact@'))?.with).toEqual({ name: 'enquiry-settings', path: 'artifact' });
    const wranglerRuns = (endpoint?.steps ?? []).map((s) => s.run ?? '').filter((run) => /npx --yes wrangler@/.test(run));
    expect(wranglerRuns).toHaveLength(2);
    for (const run of wranglerRuns) expect(run).toContain('--config workers/enquiries/wrangler.jsonc');
    // Routed on the site's own zone, beside its static files: the form posts to the same origin.
    expect(wranglerRuns[1]).toContain(`--route "$SITE_HOST${ENQUIRY_API_PATH.replace(/\/[^/]+$/, '')}/*" --route "$SITE_HOST/inbox" --route "$SITE_HOST/inbox/*"`);
    expect(wranglerRuns[1]).toContain('--secrets-file "$RUNNER_TEMP/enquiry-worker-keys.json"');
  });

  it('checks out for the enquiry Worker exactly its own folder and the shared leaves it imports', () => {
    const checkout = parsed.jobs['enquiry-endpoint']?.steps.find((s) => s.uses?.startsWith('actions/checkout@'));
    const listed = String(checkout?.with?.['sparse-checkout'] ?? '').trim().split('\n');
    const imported = [...new Set(filesUnder('workers/enquiries').flatMap((file) => [...reachable(file).keys()]))].filter((file) => !file.startsWith('workers/enquiries/')).sort();
    expect(imported).toContain('lib/enquiry-rules.ts');
    expect(listed).toEqual(['workers/enquiries', ...imported]);
  });

  it("builds with our own endpoint once the Worker's database is set up, unless a form service is named", () => {
    const own = `\${{ vars.ENQUIRY_ENDPOINT || (vars.ENQUIRIES_DATABASE_ID && '${ENQUIRY_API_PATH}') || '' }}`;
    const build = parsed.jobs['production-build']?.steps ?? [];
    expect(build.find((s) => runs(s, BUILD))?.env?.ENQUIRY_ENDPOINT).toBe(own);
    expect(build.find((s) => /ci:summary/.test(s.run ?? ''))?.env?.ENQUIRY_ENDPOINT).toBe(own);
  });

  /**
   * Issue 37: a job that runs the repository's code (npm, or a script of its checkout) must have no
   * secret in scope, and a job with a secret runs none of it: its secrets are an environment's, it
   * checks out no more than a config file (from main, for a pull request), and it calls no npm script.
   */
  const secretsIn = (value: unknown) => [...JSON.stringify(value ?? null).matchAll(/secrets\.(\w+)/g)].map((m) => m[1]);
  const runsBranchCode = (j: (typeof jobs)[number][1]) => j.steps.some((s) => /(^|[\s;&|(])npm\s/.test(s.run ?? '') || /(^|\s)(node|tsx|bash|sh)\s+(\.\/|scripts\/|[\w-]+\.(m?js|ts|sh))/.test(s.run ?? ''));
  const onPullRequest = (j: (typeof jobs)[number][1]) => !j.if || j.if.includes("'pull_request'") || !/github\.event_name == '(push|schedule|workflow_dispatch)'/.test(j.if);

  it('gives no job that runs npm on a pull request a deploy secret, and runs no branch code beside a secret', () => {
    const checks = (workflowJobs: typeof jobs) =>
      workflowJobs.flatMap(([name, j]) => {
        const secrets = secretsIn(j);
        const found: string[] = [];
        if (onPullRequest(j) && runsBranchCode(j) && secrets.length > 0) found.push(`${name}: runs npm on a pull request with ${secrets.join(', ')} in scope`);
        if (secrets.length > 0 && runsBranchCode(j)) found.push(`${name}: runs the repository's code with ${secrets.join(', ')} in scope`);
        if (secrets.length > 0 && !j.environment) found.push(`${name}: holds ${secrets.join(', ')} outside an environment`);
        for (const s of j.steps.filter((s) => s.uses?.startsWith('actions/checkout@'))) {
          if (secrets.length > 0 && !s.with?.['sparse-checkout']) found.push(`${name}: checks out the whole branch beside ${secrets.join(', ')}`);
          if (secrets.length > 0 && onPullRequest(j) && s.with?.ref !== '${{ github.event.pull_request.base.sha }}') found.push(`${name}: takes its config from the pull request's branch`);
        }
        if (secretsIn(j.env).length > 0) found.push(`${name}: puts a secret in the whole job's environment`);
        return found;
      });
    expect(checks(jobs)).toEqual([]);
    // The check can fail: the workflow as it was before issue 37 built and uploaded in one job.
    const before = { ...parsed.jobs.preview, steps: [...(parsed.jobs.preview?.steps ?? []), { run: 'npx wrangler versions upload', env: { CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}' } }] };
    expect(checks([['preview', before]])).toEqual([
      'preview: runs npm on a pull request with CLOUDFLARE_API_TOKEN in scope',
      "preview: runs the repository's code with CLOUDFLARE_API_TOKEN in scope",
      'preview: holds CLOUDFLARE_API_TOKEN outside an environment',
      'preview: checks out the whole branch beside CLOUDFLARE_API_TOKEN',
      "preview: takes its config from the pull request's branch",
    ]);
  });

  it('asks GitHub sign-in for the narrowest scope that can commit: public_repo for a public repository', () => {
    for (const name of ['production-build', 'preview']) {
      const build = parsed.jobs[name]?.steps.find((s) => runs(s, BUILD));
      expect(build?.env?.CMS_REPO_VISIBILITY).toMatch(/github\.event\.repository\.visibility/);
    }
  });

  it('names its secrets and holds no value of one', () => {
    const secrets = [...text.matchAll(/\$\{\{ secrets\.(\w+) \}\}/g)].map((m) => m[1]);
    expect(new Set(secrets)).toEqual(new Set(['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'CMS_GITHUB_CLIENT_SECRET', 'ENQUIRIES_CLIENT_SALT', 'INBOX_SESSION_SECRET', 'INBOX_GITHUB_CLIENT_SECRET', 'TURNSTILE_SECRET']));
    for (const [, j] of jobs) {
      for (const s of j.steps) {
        for (const [name, value] of Object.entries(s.env ?? {})) {
          // A secret, or the run's own token (read-only here), which asks GitHub for main's head.
          if (/TOKEN|ACCOUNT|SECRET/.test(name)) expect(String(value)).toMatch(/^\$\{\{ (secrets\.\w+|github\.token) \}\}$/);
        }
      }
    }
  });
});

/**
 * Issue 44, finding 1: the token jobs unpack a site that a branch's code built, and wrangler follows
 * a link when it collects assets, so out/leak.txt -> /proc/self/environ would publish the job's own
 * environment, the token included. Their unpack step is run here by bash as GitHub runs it, on
 * tarballs made in a temporary folder: only plain files and folders reach out/, anything else stops
 * the job with one line before wrangler runs.
 */
describe('what the jobs holding the token unpack', () => {
  const TOKEN_JOBS = ['production', 'preview-upload'];
  const UNPACK = 'Unpack the built site';
  const unpackStep = parsed.jobs.production?.steps.find((s) => s.name === UNPACK);
  const packStep = parsed.jobs['production-build']?.steps.find((s) => s.name === 'Pack the built site');
  /** GitHub runs a `shell: bash` step as `bash --noprofile --norc -eo pipefail {0}`. */
  const GITHUB_BASH = ['--noprofile', '--norc', '-eo', 'pipefail', '-c'];

  type Entry = { name: string; type: 'file' | 'hard link' | 'symlink' | 'character device' | 'folder' | 'fifo'; body?: string; link?: string };
  const TYPEFLAG: Record<Entry['type'], string> = { file: '0', 'hard link': '1', symlink: '2', 'character device': '3', folder: '5', fifo: '6' };
  /** A ustar archive written byte by byte, so it can hold what tar itself will not write: a device without root, a ../ name. */
  function ustar(entries: Entry[]): Buffer {
    const blocks = entries.flatMap((entry) => {
      const body = Buffer.from(entry.body ?? '');
      const header = Buffer.alloc(512);
      const octal = (value: number, offset: number, length: number) => header.write(value.toString(8).padStart(length - 1, '0'), offset, length - 1);
      header.write(entry.name, 0, 100);
      octal(entry.type === 'folder' ? 0o755 : 0o644, 100, 8);
      octal(0, 108, 8);
      octal(0, 116, 8);
      octal(body.length, 124, 12);
      octal(0, 136, 12);
      header.write(TYPEFLAG[entry.type], 156, 1);
      header.write(entry.link ?? '', 157, 100);
      header.write('ustar\u000000', 257, 8);
      // Device 1,3: /dev/null.
      octal(1, 329, 8);
      octal(3, 337, 8);
      // The checksum counts its own field as eight spaces.
      header.write(' '.repeat(8), 148, 8);
      header.write(`${header.reduce((sum, byte) => sum + byte, 0).toString(8).padStart(6, '0')}\u0000 `, 148, 8);
      return [header, Buffer.concat([body, Buffer.alloc((512 - (body.length % 512)) % 512)])];
    });
    return Buffer.concat([...blocks, Buffer.alloc(1024)]);
  }
  const SITE: Entry[] = [
    { name: './', type: 'folder' },
    { name: './index.html', type: 'file', body: '<h1>Study abroad</h1>' },
    { name: './ur/', type: 'folder' },
    { name: './ur/index.html', type: 'file', body: '<h1>بیرون ملک تعلیم</h1>' },
  ];

  /** Runs the unpack step in a fresh folder holding `site` as the downloaded artifact; `bin` goes first on PATH. */
  function unpack(site: Buffer, bin?: (dir: string) => string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unpack-'));
    fs.mkdirSync(path.join(dir, 'artifact'));
    fs.writeFileSync(path.join(dir, 'artifact/site.tar'), site);
    const PATH = bin ? `${bin(dir)}:${process.env.PATH ?? ''}` : process.env.PATH;
    const result = spawnSync('bash', [...GITHUB_BASH, unpackStep?.run ?? 'exit 9'], { cwd: dir, encoding: 'utf8', env: { ...process.env, PATH } });
    const out = path.join(dir, 'out');
    const kind = (stat: fs.Stats) => (stat.isFile() ? '' : stat.isDirectory() ? '/' : ' (neither file nor folder)');
    const unpacked = fs.existsSync(out) ? fs.readdirSync(out, { recursive: true, encoding: 'utf8' }).map((name) => `${name}${kind(fs.lstatSync(path.join(out, name)))}`).sort() : [];
    fs.rmSync(dir, { recursive: true, force: true });
    return { status: result.status, lines: `${result.stdout}${result.stderr}`.split('\n').filter((line) => line !== ''), unpacked };
  }
  const refusedWithOneLine = (result: ReturnType<typeof unpack>, names: RegExp) => {
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatch(/^::error::Not deployed: artifact\/site\.tar /);
    expect(result.lines[0]).toMatch(names);
    expect(result.status).toBe(1);
  };

  it('is the same step in both jobs, run by bash, reading the artifact from a folder of its own before any wrangler', () => {
    expect(unpackStep?.shell).toBe('bash');
    for (const name of TOKEN_JOBS) {
      const steps = parsed.jobs[name]?.steps ?? [];
      expect(steps.find((s) => s.name === UNPACK)).toEqual(unpackStep);
      // The artifact cannot put a wrangler.jsonc or a .env beside main's wrangler.jsonc.
      expect(steps.find((s) => s.uses?.startsWith('actions/download-artifact@'))?.with?.path).toBe('artifact');
      const unpackAt = steps.findIndex((s) => s.name === UNPACK);
      const firstWrangler = steps.findIndex((s) => /wrangler/.test(s.run ?? ''));
      expect(unpackAt).toBeGreaterThan(steps.findIndex((s) => s.uses?.startsWith('actions/download-artifact@')));
      expect(unpackAt).toBeLessThan(firstWrangler);
      // A failed step stops the job: no later step asks to run anyway.
      expect(steps.some((s) => /always\(\)|failure\(\)|cancelled\(\)/.test(s.if ?? ''))).toBe(false);
    }
  });

  it('unpacks a site packed the way the builds pack it: files, folders, and copies of linked files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pack-'));
    // out is a link to the build's folder, as lib/pipeline/deploy/publish.ts leaves it.
    fs.mkdirSync(path.join(dir, 'builds/1/ur'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'builds/1/index.html'), 'home');
    fs.writeFileSync(path.join(dir, 'builds/1/ur/index.html'), 'گھر');
    fs.linkSync(path.join(dir, 'builds/1/index.html'), path.join(dir, 'builds/1/home.html'));
    fs.symlinkSync('index.html', path.join(dir, 'builds/1/start.html'));
    fs.symlinkSync('builds/1', path.join(dir, 'out'));
    for (const name of ['production-build', 'preview']) expect(parsed.jobs[name]?.steps.find((s) => s.name === 'Pack the built site')?.run).toBe(packStep?.run);
    const packed = spawnSync('bash', ['-e', '-c', packStep?.run ?? 'exit 9'], { cwd: dir, encoding: 'utf8' });
    expect(packed.stderr).toBe('');
    const site = fs.readFileSync(path.join(dir, 'site.tar'));
    fs.rmSync(dir, { recursive: true, force: true });
    const result = unpack(site);
    expect(result.lines).toEqual([]);
    expect(result.status).toBe(0);
    expect(result.unpacked).toEqual(['home.html', 'index.html', 'start.html', 'ur/', 'ur/index.html']);
    expect(unpack(ustar(SITE))).toEqual({ status: 0, lines: [], unpacked: ['index.html', 'ur/', 'ur/index.html'] });
  });

  it("stops at the issue's reproduction, a link to /proc/self/environ packed by tar itself, before anything is unpacked", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leak-'));
    fs.mkdirSync(path.join(dir, 'out'));
    fs.writeFileSync(path.join(dir, 'out/index.html'), 'home');
    fs.symlinkSync('/proc/self/environ', path.join(dir, 'out/leak.txt'));
    expect(spawnSync('tar', ['-cf', 'site.tar', '-C', 'out', '.'], { cwd: dir }).status).toBe(0);
    const site = fs.readFileSync(path.join(dir, 'site.tar'));
    fs.rmSync(dir, { recursive: true, force: true });
    const result = unpack(site);
    refusedWithOneLine(result, /holds something other than a file or a folder .*\.\/leak\.txt -> \/proc\/self\/environ$/);
    expect(result.unpacked).toEqual([]);
  });

  it('stops at a hard link, a named pipe and a device, each made by tar or written byte by byte', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'special-'));
    fs.mkdirSync(path.join(dir, 'out'));
    fs.writeFileSync(path.join(dir, 'out/index.html'), 'home');
    fs.linkSync(path.join(dir, 'out/index.html'), path.join(dir, 'out/again.html'));
    const hardLinked = spawnSync('tar', ['-cf', 'site.tar', '-C', 'out', '.'], { cwd: dir });
    expect(hardLinked.status).toBe(0);
    refusedWithOneLine(unpack(fs.readFileSync(path.join(dir, 'site.tar'))), /\.\/(again|index)\.html link to \.\/(index|again)\.html$/);
    fs.rmSync(path.join(dir, 'out/again.html'));
    expect(spawnSync('mkfifo', [path.join(dir, 'out/pipe')]).status).toBe(0);
    expect(spawnSync('tar', ['-cf', 'site.tar', '-C', 'out', '.'], { cwd: dir }).status).toBe(0);
    refusedWithOneLine(unpack(fs.readFileSync(path.join(dir, 'site.tar'))), /: p\S+ .* \.\/pipe$/);
    fs.rmSync(dir, { recursive: true, force: true });
    refusedWithOneLine(unpack(ustar([...SITE, { name: './hosts.txt', type: 'hard link', link: '/etc/hosts' }])), /: h\S+ .* \.\/hosts\.txt link to /);
    refusedWithOneLine(unpack(ustar([...SITE, { name: './null', type: 'character device' }])), /: c\S+ .* 1,3 .* \.\/null$/);
    refusedWithOneLine(unpack(ustar([...SITE, { name: './pipe', type: 'fifo' }])), /: p\S+ .* \.\/pipe$/);
  });

  it('stops at a path that leaves out/: ../, .. inside a path, or an absolute one', () => {
    for (const name of ['../outside.txt', './ur/../../outside.txt', '/tmp/outside.txt', '..']) {
      const result = unpack(ustar([...SITE, { name, type: 'file', body: 'x' }]));
      refusedWithOneLine(result, new RegExp(`holds a path outside the site .*: ${name.replace(/\./g, '\\.')}$`));
      expect(result.unpacked).toEqual([]);
    }
  });

  it('checks out/ again after unpacking, in case the listing and the unpacking ever differ', () => {
    const realTar = spawnSync('bash', ['-c', 'command -v tar'], { encoding: 'utf8' }).stdout.trim();
    const planted = ustar([...SITE, { name: './leak.txt', type: 'symlink', link: '/proc/self/environ' }]);
    // A stand-in tar that lists the clean archive but unpacks one with a link.
    const lyingTar = (dir: string) => {
      fs.mkdirSync(path.join(dir, 'bin'));
      fs.writeFileSync(path.join(dir, 'artifact/planted.tar'), planted);
      fs.writeFileSync(path.join(dir, 'bin/tar'), `#!/usr/bin/env bash\nif [[ "$1" == -x* ]]; then set -- "\${@/site.tar/planted.tar}"; fi\nexec "${realTar}" "$@"\n`, { mode: 0o755 });
      return path.join(dir, 'bin');
    };
    const result = unpack(ustar(SITE), lyingTar);
    refusedWithOneLine(result, /unpacked out\/leak\.txt, which is not a plain file/);
  });

  it('says so in one line when the artifact is not a tar archive at all, or is empty', () => {
    refusedWithOneLine(unpack(Buffer.from('<html>not a tarball</html>')), /is not a readable tar archive$/);
    refusedWithOneLine(unpack(Buffer.alloc(1024)), /is empty$/);
  });
});

/**
 * Issue 44, finding 2: deploys queue in the order builds finish, so an older build could go live
 * after a newer one. The deploy asks GitHub for main's head just before wrangler and refuses any
 * other commit; the check is run here by bash with a stand-in for gh.
 */
/** The enquiry Worker's job takes a file the build wrote and a variable staff typed: run by bash here as GitHub runs it. */
describe("what the enquiry Worker's deploy takes from the build and the settings", () => {
  const step = parsed.jobs['enquiry-endpoint']?.steps.find((s) => s.name === 'Take the settings and the database');
  const DATABASE_ID = '0f2c8a3e-6b1d-4e7a-9c55-1a2b3c4d5e6f';
  function take(settings: (file: string) => void, databaseId = DATABASE_ID) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiry-deploy-'));
    fs.mkdirSync(path.join(dir, 'artifact'));
    fs.mkdirSync(path.join(dir, 'workers/enquiries'), { recursive: true });
    fs.copyFileSync(path.join(ROOT, 'workers/enquiries/wrangler.jsonc'), path.join(dir, 'workers/enquiries/wrangler.jsonc'));
    settings(path.join(dir, 'artifact/settings.json'));
    const githubEnv = path.join(dir, 'github-env');
    const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step?.run ?? 'exit 9'], { cwd: dir, encoding: 'utf8', env: { ...process.env, DATABASE_ID: databaseId, GITHUB_ENV: githubEnv } });
    const read = (file: string) => (fs.existsSync(path.join(dir, file)) ? fs.readFileSync(path.join(dir, file), 'utf8') : null);
    const outcome = { status: result.status, lines: `${result.stdout}${result.stderr}`.split('\n').filter(Boolean), settings: read('workers/enquiries/settings.json'), config: read('workers/enquiries/wrangler.jsonc') ?? '', env: read('github-env') };
    fs.rmSync(dir, { recursive: true, force: true });
    return outcome;
  }
  const SETTINGS = JSON.stringify({ site: { name: 'Horizon', url: 'https://www.horizon-study.pk' } });

  it("puts the build's settings and the database id where wrangler reads them, and the site's host for the routes", () => {
    const taken = take((file) => fs.writeFileSync(file, SETTINGS));
    expect(taken.status).toBe(0);
    expect(taken.settings).toBe(SETTINGS);
    expect(taken.config).toContain(`"database_id": "${DATABASE_ID}"`);
    expect(taken.config).not.toContain('set-at-deploy');
    expect(taken.env).toBe('SITE_HOST=www.horizon-study.pk\n');
  });

  it.each([
    ['a link instead of the file', (file: string) => fs.symlinkSync('/proc/self/environ', file), DATABASE_ID, /missing or not a plain file/],
    ['no file at all', () => undefined, DATABASE_ID, /missing or not a plain file/],
    ['a file that is not the settings', (file: string) => fs.writeFileSync(file, 'CLOUDFLARE_API_TOKEN=x'), DATABASE_ID, /is not the enquiry Worker's settings file/],
    ['a database id that is not one', (file: string) => fs.writeFileSync(file, SETTINGS), 'x"/; s/.*/evil/; s/"', /ENQUIRIES_DATABASE_ID is not a D1 database id/],
  ])('stops in one line, changing nothing, at %s', (_, settings, databaseId, message) => {
    const taken = take(settings, databaseId);
    expect(taken.status).toBe(1);
    expect(taken.lines).toHaveLength(1);
    expect(taken.lines[0]).toMatch(/^::error::Not deployed: /);
    expect(taken.lines[0]).toMatch(message);
    expect(taken.settings).toBeNull();
    expect(taken.config).toContain('set-at-deploy');
  });
});

describe("the deploy of main's head only", () => {
  const production = parsed.jobs.production;
  const steps = production?.steps ?? [];
  const HEAD_CHECK = 'Refuse a build main has moved past';
  const headCheck = steps.find((s) => s.name === HEAD_CHECK);
  const BUILT = 'a'.repeat(40);
  const NEWER = 'b'.repeat(40);

  function runHeadCheck(answer: { head: string } | { error: string }) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'head-check-'));
    fs.mkdirSync(path.join(dir, 'bin'));
    fs.writeFileSync(path.join(dir, 'bin/gh'), `#!/usr/bin/env bash\necho "$*" >> "${dir}/calls"\nif [ -n "$STUB_ERROR" ]; then echo "$STUB_ERROR" >&2; exit 1; fi\necho "$STUB_HEAD"\n`, { mode: 0o755 });
    const stub = 'head' in answer ? { STUB_HEAD: answer.head, STUB_ERROR: '' } : { STUB_HEAD: '', STUB_ERROR: answer.error };
    const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', headCheck?.run ?? 'exit 9'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, ...headCheck?.env, ...stub, PATH: `${path.join(dir, 'bin')}:${process.env.PATH ?? ''}`, GITHUB_SHA: BUILT, GITHUB_REPOSITORY: 'consultancy/site' },
    });
    const calls = fs.existsSync(path.join(dir, 'calls')) ? fs.readFileSync(path.join(dir, 'calls'), 'utf8').trim().split('\n') : [];
    fs.rmSync(dir, { recursive: true, force: true });
    return { status: result.status, lines: `${result.stdout}${result.stderr}`.split('\n').filter((line) => line !== ''), calls };
  }

  it('checks the head last, just before wrangler, one deploy at a time', () => {
    expect(headCheck?.shell).toBe('bash');
    expect(headCheck?.env).toEqual({ GH_TOKEN: '${{ github.token }}' });
    const at = steps.findIndex((s) => s.name === HEAD_CHECK);
    expect(at).toBeGreaterThan(steps.findIndex((s) => s.name === 'Unpack the built site'));
    expect(runs(steps[at + 1] ?? {}, DEPLOY)).toBe(true);
    expect(production?.concurrency).toEqual({ group: 'production', 'cancel-in-progress': false });
  });

  it("is the same check in the enquiry Worker's job, before its migrations and its deploy", () => {
    const endpointSteps = parsed.jobs['enquiry-endpoint']?.steps ?? [];
    const at = endpointSteps.findIndex((s) => s.name === HEAD_CHECK);
    expect(endpointSteps[at]).toEqual(headCheck);
    const firstWrangler = endpointSteps.findIndex((s) => /npx --yes wrangler@/.test(s.run ?? ''));
    expect(at).toBeGreaterThan(-1);
    expect(at).toBeLessThan(firstWrangler);
    expect(parsed.jobs['enquiry-endpoint']?.concurrency).toEqual({ group: 'enquiry-endpoint', 'cancel-in-progress': false });
  });

  it("lets the build of main's head through, having asked GitHub once", () => {
    expect(runHeadCheck({ head: BUILT })).toEqual({ status: 0, lines: [], calls: ['api repos/consultancy/site/git/ref/heads/main --jq .object.sha'] });
  });

  it('refuses, in one line naming both commits, a build main has moved past', () => {
    const result = runHeadCheck({ head: NEWER });
    expect(result.lines).toEqual([`::error::Not deployed: this run built ${BUILT}, but main is now at ${NEWER}, whose own run deploys it (to put an older version back, see docs/deploy.md, "Rolling back")`]);
    expect(result.status).toBe(1);
  });

  it('refuses in one line when GitHub cannot say where main is', () => {
    const result = runHeadCheck({ error: 'HTTP 401: Bad credentials\n(https://api.github.com/repos/consultancy/site/git/ref/heads/main)' });
    expect(result.lines).toEqual(["::error::Not deployed: could not read main's head from GitHub: HTTP 401: Bad credentials (https://api.github.com/repos/consultancy/site/git/ref/heads/main)"]);
    expect(result.status).toBe(1);
  });
});

/**
 * The weekly source watch (.github/workflows/watch-sources.yml, docs/deploy.md "The source watch"):
 * it passes the linter, runs on a schedule and by hand with only the permissions it needs, and its
 * issue step, run by bash with a stand-in for the gh command, opens the one issue, edits it in
 * place, or closes it, never opening a second.
 */
describe('the source watch workflow', () => {
  const WATCH = path.join(ROOT, '.github/workflows/watch-sources.yml');
  const watchStep = z.object({ name: z.string().optional(), id: z.string().optional(), uses: z.string().optional(), run: z.string().optional(), env: z.record(z.string(), z.string()).optional(), with: z.record(z.string(), z.unknown()).optional() });
  const watchWorkflow = z.object({
    on: z.object({ schedule: z.array(z.object({ cron: z.string() })), workflow_dispatch: z.null() }),
    permissions: z.record(z.string(), z.string()),
    concurrency: z.object({ group: z.string(), 'cancel-in-progress': z.boolean() }),
    jobs: z.record(z.string(), z.object({ steps: z.array(watchStep) })),
  });
  const watchText = fs.readFileSync(WATCH, 'utf8');
  const watch = watchWorkflow.parse(YAML.parse(watchText));
  const steps = Object.values(watch.jobs).flatMap((j) => j.steps);
  const issueStep = steps.find((s) => s.name === 'Open, update or close the issue');

  it('passes the workflow linter', () => {
    const result = lint(WATCH);
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('runs weekly and by hand, one run at a time, reading the repository and writing issues only', () => {
    expect(watch.on.schedule).toEqual([{ cron: '0 4 * * 1' }]);
    expect(watch.permissions).toEqual({ contents: 'read', issues: 'write' });
    expect(watch.concurrency['cancel-in-progress']).toBe(false);
    const runs = steps.map((s) => s.run ?? '');
    expect(runs).toContain('npm run -s watch:sources -- --report watch-report.md');
    expect(runs.indexOf('npm ci --no-audit --no-fund')).toBeLessThan(runs.indexOf('npm run -s watch:sources -- --report watch-report.md'));
    expect(issueStep?.env).toEqual({ GH_TOKEN: '${{ github.token }}', GH_REPO: '${{ github.repository }}', TITLE: ISSUE_TITLE, LABEL: ISSUE_LABEL });
    const scripts = z.object({ scripts: z.record(z.string(), z.string()) }).parse(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'))).scripts;
    expect(scripts['watch:sources']).toBe('tsx scripts/watch-sources.ts');
  });

  /** Runs the issue step in a fresh folder: `report` is watch-report.md's text (null: none), `open` the number `gh issue list` gives. */
  function runIssueStep(report: string | null, open: string): string[] {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-issue-'));
    const bin = path.join(dir, 'bin');
    fs.mkdirSync(bin);
    // gh as a stand-in: records each call; `issue list` answers what its --jq filter would pick.
    fs.writeFileSync(path.join(bin, 'gh'), `#!/usr/bin/env bash\necho "$*" >> "${dir}/calls"\nif [ "$1 $2" = "issue list" ]; then printf '%s' "$STUB_OPEN"; fi\n`, { mode: 0o755 });
    if (report !== null) fs.writeFileSync(path.join(dir, 'watch-report.md'), report);
    const result = spawnSync('bash', ['-e', '-c', issueStep?.run ?? 'exit 9'], { cwd: dir, encoding: 'utf8', env: { ...process.env, ...issueStep?.env, PATH: `${bin}:${process.env.PATH ?? ''}`, STUB_OPEN: open } });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const calls = fs.existsSync(path.join(dir, 'calls')) ? fs.readFileSync(path.join(dir, 'calls'), 'utf8').trim().split('\n') : [];
    fs.rmSync(dir, { recursive: true, force: true });
    return calls.map((call) => call.replace(/\s+/g, ' '));
  }

  it('opens the issue when there is something to check and none is open', () => {
    const calls = runIssueStep('- [ ] a figure\n', '');
    expect(calls[0]).toMatch(/^issue list --state open /);
    expect(calls.slice(1)).toEqual([
      `label create ${ISSUE_LABEL} --color FBCA04 --description Official pages the weekly source watch asks staff to check --force`,
      `issue create --title ${ISSUE_TITLE} --label ${ISSUE_LABEL} --body-file watch-report.md`,
    ]);
  });

  it('updates the open issue in place instead of opening another', () => {
    const calls = runIssueStep('- [ ] a figure\n', '42');
    expect(calls.slice(2)).toEqual([`issue edit 42 --title ${ISSUE_TITLE} --add-label ${ISSUE_LABEL} --body-file watch-report.md`]);
    expect(calls.some((c) => c.startsWith('issue create'))).toBe(false);
  });

  it('closes the open issue when nothing is left to check, and does nothing when none is open', () => {
    const calls = runIssueStep(null, '42');
    expect(calls.slice(1)).toHaveLength(1);
    expect(calls[1]).toMatch(/^issue close 42 --comment Nothing left to check on \d{4}-\d{2}-\d{2}: /);
    expect(runIssueStep(null, '').slice(1)).toEqual([]);
  });

  it('finds the open issue by its label or by its exact title', () => {
    // gh runs the --jq filter itself; its words are checked here (and were tried with jq 1.6).
    expect(issueStep?.run).toContain(`--jq '[.[] | select(.title == env.TITLE or any(.labels[]; .name == env.LABEL))] | sort_by(.number) | .[0].number // empty'`);
  });
});

/**
 * The daily accessibility sweep (.github/workflows/accessibility-sweep.yml): axe on every page, which
 * `npm test` leaves to one page per template. It runs on its own schedule (and by hand), builds the
 * test site and runs the sweep; the publishing workflow neither waits for it nor is started by it,
 * so a failure there never holds back a deploy.
 */
describe('the accessibility sweep workflow', () => {
  const SWEEP = path.join(ROOT, '.github/workflows/accessibility-sweep.yml');
  const sweepWorkflow = z.object({
    name: z.string(),
    on: z.strictObject({ schedule: z.array(z.object({ cron: z.string() })), workflow_dispatch: z.null() }),
    jobs: z.record(z.string(), z.object({ needs: z.unknown().optional(), steps: z.array(step) })),
  });
  const sweepText = fs.readFileSync(SWEEP, 'utf8');
  const sweep = sweepWorkflow.parse(YAML.parse(sweepText));
  const steps = Object.values(sweep.jobs).flatMap((j) => j.steps);

  it('passes the workflow linter', () => {
    const result = lint(SWEEP);
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('runs every day on a schedule and by hand, never on a push or a pull request', () => {
    const crons = sweep.on.schedule.map((s) => s.cron.split(' '));
    expect(crons).toHaveLength(1);
    // minute hour * * *: once a day, every day.
    expect(crons[0]?.slice(2)).toEqual(['*', '*', '*']);
    expect(Object.keys(sweep.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
  });

  it('builds the test site, then scans every page of it with the accessibility spec', () => {
    const runs = steps.map((s) => s.run ?? '');
    const build = runs.indexOf('npm run build:test');
    const scan = steps.findIndex((s) => /^npx playwright test tests\/e2e\/accessibility\.spec\.ts\b/.test(s.run ?? ''));
    expect(runs.indexOf('npm ci --no-audit --no-fund')).toBeLessThan(build);
    expect(build).toBeGreaterThan(-1);
    expect(scan).toBeGreaterThan(build);
    expect(steps[scan]?.env?.A11Y_SWEEP).toBe('all');
    expect(fs.readFileSync(path.join(ROOT, 'tests/e2e/accessibility.spec.ts'), 'utf8')).toContain("process.env.A11Y_SWEEP === 'all'");
  });

  it('is no dependency of the deploy: the publishing workflow neither waits for it nor is started by it', () => {
    // Workflows only wait for one another through `workflow_run` (or call one another through `uses:`).
    expect(Object.keys(YAML.parse(text).on)).not.toContain('workflow_run');
    expect(text).not.toContain('accessibility-sweep');
    expect(text).not.toContain(sweep.name);
    expect(sweepText).not.toMatch(/workflow_call|workflow_run/);
    for (const [, j] of jobs) expect(j.steps.some((s) => /accessibility|A11Y_SWEEP/.test(`${s.run ?? ''} ${s.uses ?? ''}`))).toBe(false);
    // Nor does a deploy job of its own hide in it.
    expect(steps.some((s) => runs(s, DEPLOY) || /wrangler/.test(s.run ?? ''))).toBe(false);
    expect(sweepText).not.toMatch(/secrets\./);
  });
});
