/**
 * Writes /admin, the editing screen (Decap CMS), as plain static files: index.html, config.yml
 * generated from the content schemas (lib/cms/config.ts), Decap's own script copied from
 * node_modules (no CDN) and our small script that registers the minimal-diff format. Not a Next
 * route: the build writes it into the export (out.staging/admin/), `npm run edit` into
 * public/admin/ (gitignored) for `next dev`.
 *
 * `npx tsx scripts/write-admin.ts <folder> [local backend URL] [site URL]` writes it anywhere (the e2e spec).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { CMS_FORMAT, cmsConfig, recordFields, type CmsSettings } from './config';
import { adminPolicyMeta } from './admin-policy';
import { BUILD_RECORD, type LiveBuild, type LiveStatusWords } from '../browser/live-status';
import { escapeAttribute, GITHUB_API, liveStatusElement } from './live-status-element';
import { cmsVariables, commitVariable, type Environment } from '../settings';

const root = path.resolve(__dirname, '../..');
const DECAP_DIST = path.join(root, 'node_modules/decap-cms/dist');

/** The git hosts' API origins the online editor talks to, for /admin's connect-src. */
export function backendOrigins(settings: CmsSettings): string[] {
  const origins = new Set<string>();
  if (settings.backend.name === 'github') origins.add(GITHUB_API);
  if (settings.backend.name === 'gitlab') origins.add('https://gitlab.com');
  for (const url of [settings.backend.base_url, settings.localBackendUrl]) {
    if (url) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * Online settings, read from the environment at build time (docs/deploy.md, "The editor at /admin online"): CMS_BACKEND
 * (github or gitlab), CMS_REPO (owner/name), CMS_BRANCH, CMS_AUTH_URL (the OAuth helper's origin)
 * and CMS_AUTH_ENDPOINT (its path), CMS_PUBLISH_MODE (simple, or editorial_workflow for pull requests),
 * CMS_REPO_VISIBILITY (public or private: GitHub sign-in asks for `public_repo` only, the narrowest
 * scope that can commit, unless the repository is private, which needs `repo`).
 */
export function settingsFromEnv(siteUrl: string, env: Environment = cmsVariables()): CmsSettings {
  const name = env.CMS_BACKEND === 'gitlab' ? 'gitlab' : 'github';
  return {
    siteUrl,
    backend: {
      name,
      repo: env.CMS_REPO?.trim() || 'OWNER/REPOSITORY',
      branch: env.CMS_BRANCH?.trim() || 'main',
      base_url: env.CMS_AUTH_URL?.trim() || undefined,
      auth_endpoint: env.CMS_AUTH_ENDPOINT?.trim() || undefined,
      // GitHub's OAuth scopes: `public_repo` writes public repositories only; a private one needs all of `repo`.
      auth_scope: name === 'github' ? (env.CMS_REPO_VISIBILITY?.trim() === 'public' ? 'public_repo' : 'repo') : undefined,
    },
    publishMode: env.CMS_PUBLISH_MODE === 'editorial_workflow' ? 'editorial_workflow' : undefined,
  };
}


export function adminHtml(settings: CmsSettings, words?: LiveStatusWords): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(adminPolicyMeta(backendOrigins(settings)))}">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content editor</title>
<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
${liveStatusElement(settings, words)}<script src="/admin/manual-init.js"></script>
<script src="/admin/decap-cms.js"></script>
<script src="/admin/cms-format.js" data-format="${CMS_FORMAT}" data-records="${escapeAttribute(JSON.stringify(recordFields()))}"></script>
</body>
</html>
`;
}

/**
 * The commit this build is made from: GitHub Actions names it (GITHUB_SHA); elsewhere git does;
 * null outside a checkout.
 */
export function buildCommit(sha: string | undefined = commitVariable()): string | null {
  if (sha && /^[0-9a-f]{40}$/.test(sha)) return sha;
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return head.status === 0 && /^[0-9a-f]{40}$/.test(head.stdout.trim()) ? head.stdout.trim() : null;
}

/** Writes the whole of /admin into `dir` (emptied first), recording that it was built at `builtAt` (the caller's clock). Returns the files written. */
export function writeAdmin(dir: string, settings: CmsSettings, builtAt: Date, words?: LiveStatusWords): string[] {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), adminHtml(settings, words));
  // What the live site was built from, for "Is my change live?" (build-info.json records the settings for `npm start` and is not served).
  const record: LiveBuild = { commit: buildCommit(), builtAt: builtAt.toISOString() };
  fs.writeFileSync(path.join(dir, BUILD_RECORD), `${JSON.stringify(record)}\n`);
  fs.writeFileSync(
    path.join(dir, 'config.yml'),
    // One line: with a translation screen per English file it is ~900 KB indented, ~440 KB not, and only Decap reads it.
    `# Generated from the collections in lib/content/collections/ by lib/cms/write-admin.ts. Do not edit: change the schemas.\n${JSON.stringify(cmsConfig(settings))}\n`,
  );
  fs.writeFileSync(path.join(dir, 'manual-init.js'), 'window.CMS_MANUAL_INIT = true;\n');
  buildSync({
    entryPoints: [path.join(root, 'lib/browser/cms-admin-entry.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    outfile: path.join(dir, 'cms-format.js'),
    logLevel: 'error',
  });
  // Decap's main script and the chunks it loads on demand, without source maps.
  for (const file of fs.readdirSync(DECAP_DIST)) {
    if (/(^|\.)decap-cms\.js$/.test(file) || file.endsWith('.wasm')) fs.copyFileSync(path.join(DECAP_DIST, file), path.join(dir, file));
  }
  return fs.readdirSync(dir);
}
