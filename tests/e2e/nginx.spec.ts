/**
 * The exported site behind a real nginx with the generated config (out/_deploy/nginx.conf), as
 * production serves it: the hosting checks every host passes (hosting-checks.ts). The config's
 * text (each page's policy in its map, the root it names) is read by tests/output/hosting-config.test.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from './fixtures';
import { hostingChecks } from './hosting-checks';

const PORT = Number(process.env.E2E_NGINX_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/opt/homebrew/bin/nginx'].find((p) => fs.existsSync(p));

// CI installs nginx (.ci/run); elsewhere these tests are skipped when it is missing.
test.skip(!nginxBinary && !process.env.CI, 'nginx is not installed');

let nginx: ChildProcess | undefined;
let prefix = '';

async function start(): Promise<string> {
  if (!nginxBinary) throw new Error('nginx is required in CI: install the Debian package');
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-test-'));
  const site = fs.readFileSync(path.resolve('out/_deploy/nginx.conf'), 'utf8').replace(/listen 8080;/, `listen 127.0.0.1:${PORT};`).replace(/root [^;]+;/, `root ${path.resolve('out')};`);
  fs.writeFileSync(path.join(prefix, 'site.conf'), site);
  const temp = ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t === 'client' ? 'client_body' : t}_temp_path ${path.join(prefix, t)};`).join('\n  ');
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp}
  include ${path.join(prefix, 'site.conf')};
}
`,
  );
  const check = spawnSync(nginxBinary, ['-t', '-c', path.join(prefix, 'nginx.conf'), '-p', prefix], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected the generated config:\n${check.stderr}`);
  nginx = spawn(nginxBinary, ['-c', path.join(prefix, 'nginx.conf'), '-p', prefix], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${BASE}/`)).ok) return BASE;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nginx did not start: ${fs.readFileSync(path.join(prefix, 'error.log'), 'utf8')}`);
}

hostingChecks({
  name: 'nginx',
  behaviour: { redirectsAnyLetterCase: true, trailingSlashStatus: 301, oneHopToThePage: true, notFoundPageHasNoAddress: true, redirectsOnlyToBuiltPaths: true, pageCacheControl: 'no-cache' },
  start,
  stop: () => nginx?.kill('SIGQUIT'),
});
