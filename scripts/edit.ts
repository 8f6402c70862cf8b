/**
 * `npm run edit`: the site with hot reload and the content editor on this checkout, in one command.
 * Starts `next dev` (PORT, default 3000) and Decap's local backend, decap-server (CMS_PROXY_PORT,
 * default 8081), which writes the files of this checkout when an editor saves in /admin. Writes
 * /admin into public/admin/ (gitignored) with `local_backend` pointing at that proxy. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { settingsFromEnv, writeAdmin } from '../lib/cms/write-admin';

const root = path.resolve(__dirname, '..');
const port = Number(process.env.PORT) || 3000;
const proxyPort = Number(process.env.CMS_PROXY_PORT) || 8081;
const siteUrl = `http://localhost:${port}`;

writeAdmin(path.join(root, 'public/admin'), { ...settingsFromEnv(siteUrl), localBackendUrl: `http://localhost:${proxyPort}/api/v1` }, new Date());

const children: ChildProcess[] = [
  spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'dev', '--port', String(port)], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } }),
  spawn(process.execPath, [path.join(root, 'node_modules/decap-server/dist/index.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(proxyPort), MODE: 'fs', GIT_REPO_DIRECTORY: root },
  }),
];

console.log(`\n  Site:            ${siteUrl}\n  Content editor:  ${siteUrl}/admin/index.html  (saves write the files in content/; commit them with git)\n`);

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// If either one stops on its own, the other is no use alone.
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
