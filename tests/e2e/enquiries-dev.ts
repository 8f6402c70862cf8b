/**
 * Our enquiry Worker as a developer runs it (`npm run enquiries:dev`): the settings written, the
 * migrations applied to a local D1, then `wrangler dev` serving workers/enquiries offline. Started
 * once per spec file that needs it, with any extra `wrangler dev` arguments (the GitHub stand-in's
 * addresses, say).
 */
import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './free-port';
import { OFFLINE_WRANGLER_ENV, WRANGLER } from './wrangler';

const CONFIG = 'workers/enquiries/wrangler.jsonc';

export type EnquiriesDev = { base: string; stop: () => void; log: () => string };

export async function startEnquiriesDev(extra: string[] = []): Promise<EnquiriesDev> {
  const port = await freePort(process.env.E2E_ENQUIRIES_PORT);
  const inspector = await freePort(process.env.E2E_ENQUIRIES_INSPECTOR_PORT);
  const base = `http://127.0.0.1:${port}`;
  let log = '';
  // Its own process group, so that stopping it stops wrangler and workerd under npm too.
  const dev = spawn('npm', ['run', '-s', 'enquiries:dev', '--', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector), '--show-interactive-dev-session=false', '--log-level', 'warn', ...extra], {
    env: { ...process.env, ...OFFLINE_WRANGLER_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  dev.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  let stopped = false;
  const stop = () => {
    if (stopped || !dev.pid) return;
    stopped = true;
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // already gone: nothing to stop (a throw here, in an exit handler, would hold the test process up)
    }
  };
  // Stopped with the test process too: a hook that times out never reaches its afterAll's stop(),
  // and a workerd left behind kept a core busy through the next run.
  process.once('exit', stop);
  // Up to two minutes: see the spec's beforeAll.
  for (let i = 0; i < 1200; i++) {
    if (dev.exitCode !== null) break;
    try {
      await fetch(`${base}/`);
      return { base, stop, log: () => log };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  stop();
  throw new Error(`npm run enquiries:dev did not start:\n${log}`);
}

/** The rows of a query on the local D1 that `npm run enquiries:dev` serves. */
export function localRows(sql: string): unknown[] {
  const run = spawnSync(process.execPath, [WRANGLER, 'd1', 'execute', 'study-abroad-enquiries', '--local', '--config', CONFIG, '--json', '--command', sql], {
    env: { ...process.env, ...OFFLINE_WRANGLER_ENV },
    encoding: 'utf8',
  });
  const answer: unknown = JSON.parse(run.stdout);
  const first: unknown = Array.isArray(answer) ? answer[0] : null;
  const results: unknown = first && typeof first === 'object' ? Reflect.get(first, 'results') : null;
  return Array.isArray(results) ? results : [];
}
