/**
 * The enquiry endpoint as a developer runs it (`npm run enquiries:dev`): the migrations applied to
 * a local D1, then `wrangler dev` serving workers/enquiries offline. A form's post gets a reference,
 * a retry the same one, the row is in the local D1 (read back with `wrangler d1 execute`) and the
 * office e-mail was handed to the local send_email binding.
 * What the endpoint refuses is tested on the Worker itself (tests/unit/enquiries-worker.test.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { test, expect } from './fixtures';
import { freePort } from './free-port';
import { OFFLINE_WRANGLER_ENV, WRANGLER } from './wrangler';

const CONFIG = 'workers/enquiries/wrangler.jsonc';
let dev: ChildProcess | undefined;
let log = '';
let base = '';

test.beforeAll(async () => {
  const port = await freePort(process.env.E2E_ENQUIRIES_PORT);
  const inspector = await freePort(process.env.E2E_ENQUIRIES_INSPECTOR_PORT);
  base = `http://127.0.0.1:${port}`;
  // Its own process group, so that stopping it stops wrangler and workerd under npm too.
  dev = spawn('npm', ['run', '-s', 'enquiries:dev', '--', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector), '--show-interactive-dev-session=false', '--log-level', 'warn'], {
    env: { ...process.env, ...OFFLINE_WRANGLER_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  dev.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  for (let i = 0; i < 600; i++) {
    if (dev.exitCode !== null) break;
    try {
      await fetch(`${base}/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`npm run enquiries:dev did not start:\n${log}`);
});

test.afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
});

/** The rows of a query on the local D1 that `npm run enquiries:dev` serves. */
function localRows(sql: string): unknown[] {
  const run = spawnSync(process.execPath, [WRANGLER, 'd1', 'execute', 'study-abroad-enquiries', '--local', '--config', CONFIG, '--json', '--command', sql], {
    env: { ...process.env, ...OFFLINE_WRANGLER_ENV },
    encoding: 'utf8',
  });
  const answer: unknown = JSON.parse(run.stdout);
  const first: unknown = Array.isArray(answer) ? answer[0] : null;
  const results: unknown = first && typeof first === 'object' ? Reflect.get(first, 'results') : null;
  return Array.isArray(results) ? results : [];
}

test('npm run enquiries:dev: a posted enquiry gets a reference, a retry the same one, and its row is in the local D1', async () => {
  const name = `Local check ${Date.now()}`;
  const body = new URLSearchParams({ name, phone: '0300-1234567', message: 'Is the endpoint running on this machine?', idempotency: `local-check-${Date.now()}-0000` });
  const post = () => fetch(`${base}/api/enquiries`, { method: 'POST', headers: { Accept: 'application/json' }, body });
  const first = await post();
  const sent: unknown = await first.json();
  expect(first.status).toBe(201);
  const reference = sent && typeof sent === 'object' ? String(Reflect.get(sent, 'reference')) : '';
  expect(reference).toMatch(/^HSA-[0-9A-HJKMNP-TV-Z]{5}$/);
  const again = await post();
  expect([again.status, await again.json()]).toEqual([200, { ok: true, reference }]);
  expect(localRows(`SELECT name, phone FROM enquiries WHERE reference = '${reference}'`)).toEqual([{ name, phone: '0300-1234567' }]);
  // The office e-mail, handed to wrangler dev's local send_email binding after the answer (it writes
  // the message to a file in the system's temporary folder and logs where, at the info level).
  await expect.poll(() => localRows(`SELECT office_email FROM enquiries WHERE reference = '${reference}'`), { timeout: 10_000 }).toEqual([{ office_email: 'sent' }]);
});
