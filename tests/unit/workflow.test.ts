/**
 * @jest-environment node
 *
 * The GitHub Actions workflow that publishes the site (.github/workflows/deploy.yml): it passes a
 * workflow linter (@action-validator/cli, GitHub's workflow schema), and only a push to main
 * deploys, after its production build succeeded in the same job.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { z } from 'zod';
import { PUBLISH_CHECK } from '@/lib/build/cms/live-status-element';

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
  env: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  'continue-on-error': z.unknown().optional(),
  with: z.record(z.string(), z.unknown()).optional(),
});
const job = z.object({ name: z.string().optional(), if: z.string().optional(), needs: z.unknown().optional(), 'continue-on-error': z.unknown().optional(), steps: z.array(step) });
const workflow = z.object({
  on: z.object({ push: z.object({ branches: z.array(z.string()) }), pull_request: z.object({ branches: z.array(z.string()) }).optional() }),
  jobs: z.record(z.string(), job),
});
type Step = z.infer<typeof step>;

const text = fs.readFileSync(WORKFLOW, 'utf8');
const parsed = workflow.parse(YAML.parse(text));
const jobs = Object.entries(parsed.jobs);
const runs = (s: Step, command: RegExp) => command.test(s.run ?? '');
/** The site's deploy (wrangler.jsonc at the root); the sign-in helper's names its own config. */
const DEPLOY = /^npx wrangler deploy$/;
const BUILD = /^npm run build$/;
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

  it('runs on pushes to main and on pull requests', () => {
    expect(parsed.on.push.branches).toEqual(['main']);
    expect(parsed.on.pull_request?.branches).toEqual(['main']);
  });

  it('deploys in one job only, on a push to main, after the production build in that job succeeded', () => {
    const deploying = jobs.filter(([, j]) => j.steps.some((s) => runs(s, DEPLOY)));
    expect(deploying.map(([name]) => name)).toEqual(['production']);
    const production = parsed.jobs.production;
    expect(production?.if).toMatch(ON_MAIN_PUSH);
    // /admin's "Is my change live?" looks for this job's check run by its name.
    expect(production?.name).toBe(PUBLISH_CHECK);
    const steps = production?.steps ?? [];
    const deployAt = steps.findIndex((s) => runs(s, DEPLOY));
    const buildAt = steps.findIndex((s) => runs(s, BUILD));
    const build = steps[buildAt];
    const deploy = steps[deployAt];
    expect(buildAt).toBeGreaterThan(-1);
    expect(buildAt).toBeLessThan(deployAt);
    expect(build?.env?.SITE_ENV).toBe('production');
    // A build that fails, or is allowed to fail, never reaches the deploy.
    expect(build?.id).toBe('build');
    expect(build?.['continue-on-error']).toBeUndefined();
    expect(deploy?.if).toContain("steps.build.outcome == 'success'");
    expect(deploy?.if).toMatch(ON_MAIN_PUSH);
    expect(deploy?.if).not.toMatch(/always\(\)|failure\(\)|cancelled\(\)/);
    // Nothing between them rebuilds out/ in another mode.
    expect(steps.slice(buildAt + 1, deployAt).filter((s) => /build/.test(s.run ?? '') && !/ci:summary/.test(s.run ?? ''))).toEqual([]);
  });

  it('explains a failed build with the content check, and only then', () => {
    const building = jobs.filter(([, j]) => j.steps.some((s) => runs(s, BUILD)));
    expect(building.map(([name]) => name).sort()).toEqual(['preview', 'production']);
    for (const [, j] of building) {
      const summary = j.steps.find((s) => /npm run -s ci:summary/.test(s.run ?? ''));
      expect(summary?.if).toBe("failure() && steps.build.outcome == 'failure'");
    }
    const scripts = z.object({ scripts: z.record(z.string(), z.string()) }).parse(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'))).scripts;
    expect(scripts['ci:summary']).toBe('tsx scripts/ci-summary.ts');
  });

  it('uploads a preview of a pull request, built in preview mode, never deploying it', () => {
    const preview = parsed.jobs.preview;
    expect(preview?.if).toBe("github.event_name == 'pull_request'");
    const build = preview?.steps.find((s) => runs(s, BUILD));
    expect(build?.env?.SITE_ENV).toBeUndefined();
    expect(preview?.steps.some((s) => runs(s, DEPLOY))).toBe(false);
    expect(preview?.steps.find((s) => /wrangler versions upload/.test(s.run ?? ''))?.run).toMatch(/--preview-alias "pr-\$\{\{ github\.event\.pull_request\.number \}\}"/);
  });

  it('deploys the sign-in helper from main only, from its own config, once it is set up', () => {
    const helper = parsed.jobs['sign-in-helper'];
    expect(helper?.if).toMatch(ON_MAIN_PUSH);
    expect(helper?.if).toContain("vars.CMS_GITHUB_CLIENT_ID != ''");
    const wranglerRuns = (helper?.steps ?? []).map((s) => s.run ?? '').filter((run) => /wrangler/.test(run));
    expect(wranglerRuns.length).toBe(2);
    for (const run of wranglerRuns) expect(run).toContain('--config workers/cms-auth/wrangler.jsonc');
    // The secret goes in through standard input, never on the command line.
    expect(wranglerRuns[1]).toMatch(/^printf '%s' "\$CLIENT_SECRET" \| npx wrangler secret put GITHUB_CLIENT_SECRET/);
  });

  it('names its secrets and holds no value of one', () => {
    const secrets = [...text.matchAll(/\$\{\{ secrets\.(\w+) \}\}/g)].map((m) => m[1]);
    expect(new Set(secrets)).toEqual(new Set(['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'CMS_GITHUB_CLIENT_SECRET']));
    for (const [, j] of jobs) {
      for (const s of j.steps) {
        for (const [name, value] of Object.entries(s.env ?? {})) {
          if (/TOKEN|ACCOUNT|SECRET/.test(name)) expect(String(value)).toMatch(/^\$\{\{ secrets\.\w+ \}\}$/);
        }
      }
    }
  });
});
