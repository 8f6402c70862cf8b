/**
 * `npm start`: serves the exported site on http://localhost:3000 (PORT to change it) with clean
 * URLs and the 404 page, building it first when out/ is missing or older than its sources.
 */
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serveArgs } from './static-server';
import { BUILD_INFO, buildSettings, SettingsError } from '../lib/settings';

const root = process.cwd();
const out = path.join(root, 'out');
const sources = ['app', 'components', 'lib', 'content', 'public', 'next.config.mjs', 'package-lock.json'];

function newestChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs);
}

const builtAt = fs.existsSync(path.join(out, 'index.html')) ? fs.statSync(path.join(out, 'index.html')).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestChange(path.join(root, s))));

const builtWith = fs.existsSync(path.join(out, BUILD_INFO)) ? fs.readFileSync(path.join(out, BUILD_INFO), 'utf8').trim() : '';
function settingsNow(): string {
  try {
    return JSON.stringify(buildSettings());
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const settingsChanged = builtAt > 0 && builtWith !== settingsNow();

if (builtAt < changedAt || settingsChanged) {
  console.log(!builtAt ? 'No build yet: building…' : settingsChanged ? 'The last build used other settings (ENQUIRY_ENDPOINT): rebuilding…' : 'Sources changed since the last build: rebuilding…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? '3000';
console.log(`Serving out/ on http://localhost:${port}`);
// The enquiry endpoint is a Worker of its own (docs/enquiry-form.md, "Our own endpoint"); the static site does not need it.
console.log('The enquiry endpoint and the advisers\' inbox run apart: `npm run enquiries:dev` serves POST /api/enquiries and /inbox on http://localhost:8787 with a local D1 (sign in there with `npm run inbox:github` beside it).');
const server = spawn(process.execPath, serveArgs(out, Number(port)), { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
