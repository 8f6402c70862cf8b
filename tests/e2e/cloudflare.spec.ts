/**
 * The exported site on Cloudflare's own runtime: `wrangler dev --local` runs workerd (from npm) with
 * the static-asset configuration in wrangler.jsonc, reading out/_headers, out/_redirects and
 * out/.assetsignore as Cloudflare does, offline. The same hosting checks as nginx
 * (hosting-checks.ts); where Cloudflare differs, its behaviour below says so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { test, expect } from './fixtures';
import { hostingChecks } from './hosting-checks';
import { freePort } from './free-port';
import { OFFLINE_WRANGLER_ENV, WRANGLER } from './wrangler';

let wrangler: ChildProcess | undefined;
let log = '';

async function start(): Promise<string> {
  const port = await freePort(process.env.E2E_WRANGLER_PORT);
  const inspector = await freePort(process.env.E2E_WRANGLER_INSPECTOR_PORT);
  const base = `http://127.0.0.1:${port}`;
  wrangler = spawn(
    process.execPath,
    [WRANGLER, 'dev', '--local', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector), '--show-interactive-dev-session=false', '--log-level', 'warn'],
    { env: { ...process.env, ...OFFLINE_WRANGLER_ENV }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  wrangler.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  wrangler.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  for (let i = 0; i < 300; i++) {
    if (wrangler.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/`)).ok) return base;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`wrangler dev did not start:\n${log}`);
}

hostingChecks({
  name: 'cloudflare',
  behaviour: { redirectsAnyLetterCase: false, trailingSlashStatus: 307, oneHopToThePage: false, notFoundPageHasNoAddress: false, redirectsOnlyToBuiltPaths: false, pageCacheControl: 'public, max-age=0, must-revalidate' },
  start,
  stop: () => wrangler?.kill('SIGTERM'),
});

test('cloudflare: wrangler read every rule of _headers and _redirects, and warned of nothing', () => {
  // wrangler skips the rules past Cloudflare's limits (100 headers, 2,000 redirects) with a warning.
  expect(log).not.toMatch(/invalid (header|redirect) rule|Maximum number of rules/i);
  expect(log).not.toMatch(/\bERROR\b/);
});
