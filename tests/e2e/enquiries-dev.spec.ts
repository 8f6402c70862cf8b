/**
 * The enquiry endpoint as a developer runs it (`npm run enquiries:dev`): the migrations applied to
 * a local D1, then `wrangler dev` serving workers/enquiries offline. A form's post gets a reference,
 * a retry the same one, the row is in the local D1 (read back with `wrangler d1 execute`) and the
 * office e-mail was handed to the local send_email binding.
 * What the endpoint refuses is tested on the Worker itself (tests/unit/enquiries-worker.test.ts).
 */
import { test, expect } from './fixtures';
import { localRows, startEnquiriesDev, type EnquiriesDev } from './enquiries-dev';

let dev: EnquiriesDev;
let base = '';

test.beforeAll(async () => {
  dev = await startEnquiriesDev();
  base = dev.base;
});

test.afterAll(() => dev?.stop());

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
