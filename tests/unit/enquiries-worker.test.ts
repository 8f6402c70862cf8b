/**
 * @jest-environment node
 *
 * Our own enquiry endpoint (workers/enquiries/), run for real and offline: the Worker bundled with
 * esbuild and served by Miniflare (workerd, from node_modules) on a local D1 database made from the
 * migration files. Requests go through `mf.dispatchFetch`, each client its own `CF-Connecting-IP`.
 * Where a test needs another clock, a raised limit or chosen random bytes, it calls the Worker's
 * `handle()` from here with those `deps`, on the same D1 database.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { z } from 'zod';
import { enquiryFormBody } from '@/lib/browser/enquiry';
import { enquiryProblemKeys, enquiryProblems, FIELD_MAX, HONEYPOT_FIELD, type EnquiryValues } from '@/lib/enquiry-rules';
import { applyMigrations, bundleWorker, WORKER } from './worker-harness';
import { BODY_LIMIT_BYTES, defaultDeps, DUPLICATE_WINDOW_MS, handle, RATE_LIMIT, type D1Database, type Deps, type Env } from '@/workers/enquiries/src/endpoint';

const SALT = 'test-salt';
const URL_ = 'https://www.example.com/api/enquiries';
/** `HSA-` and five characters of Crockford's base32 (no I, L, O, U). */
const REFERENCE = /^HSA-[0-9A-HJKMNP-TV-Z]{5}$/;

let mf: Miniflare;
let db: D1Database;
let env: Env;

beforeAll(async () => {
  const worker = { modules: true, compatibilityDate: '2026-04-20', d1Databases: { DB: 'enquiries-test' }, bindings: { CLIENT_SALT: SALT } };
  // The Worker as deployed, and beside it on the same database a load driver: it sends the
  // requests it is given to the same handler all at once, inside workerd (400 requests through
  // Node's HTTP client take ~15 s on a busy machine), with the rate limit raised to 10 so that 10
  // enquiries from each of 20 clients are all new.
  const load = `import { defaultDeps, handle, RATE_LIMIT } from './endpoint';
const deps = { ...defaultDeps, limit: { ...RATE_LIMIT, max: 10 } };
export default {
  async fetch(request, env) {
    const sends = await request.json();
    const answers = await Promise.all(sends.map(async ({ ip, body }) => {
      const response = await handle(new Request('${URL_}', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip }, body }), env, deps);
      return { status: response.status, body: await response.json() };
    }));
    return Response.json(answers);
  },
};`;
  mf = new Miniflare({
    workers: [
      { ...worker, name: 'enquiries', script: await bundleWorker({ entryPoints: [path.join(WORKER, 'src/index.ts')] }) },
      { ...worker, name: 'load', routes: ['www.example.com/load-test'], script: await bundleWorker({ stdin: { contents: load, resolveDir: path.join(WORKER, 'src'), loader: 'ts' } }) },
    ],
  });
  await applyMigrations(mf);
  db = await mf.getD1Database('DB');
  env = { DB: db, CLIENT_SALT: SALT };
}, 30_000);
afterAll(() => mf?.dispose());

const valid: EnquiryValues = { name: ' Ayesha Khan ', phone: '۰۳۰۰-۱۲۳۴۵۶۷', email: 'ayesha@example.com', service: 'visit-visa', country: 'uk', mode: '', date: '', time: '', message: 'I would like to visit my brother in London.' };
let clients = 0;
/** A client address no other test uses, so each test starts under the rate limit. */
const newClient = () => `203.0.113.${++clients}`;
let keys = 0;
const newKey = () => `key-${String(++keys).padStart(4, '0')}-${'k'.repeat(20)}`;

/** The form's own body (enquiryFormBody), with `extra` fields set. */
function formBody(values: EnquiryValues, extra: Record<string, string> = {}): string {
  const body = enquiryFormBody(values, 'Enquiry from Ayesha Khan');
  for (const [key, value] of Object.entries(extra)) body.set(key, value);
  return body.toString();
}

function post(body: string, ip: string, type = 'application/x-www-form-urlencoded') {
  return mf.dispatchFetch(URL_, { method: 'POST', headers: { 'content-type': type, 'cf-connecting-ip': ip }, body });
}

const request = (body: string, ip: string) => new Request(URL_, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip }, body });

const answer = async (response: { status: number; json: () => Promise<unknown>; headers: { get: (name: string) => string | null } }) => ({
  status: response.status,
  body: await response.json(),
  cache: response.headers.get('cache-control'),
});

const rowOf = (reference: string) => db.prepare('SELECT * FROM enquiries WHERE reference = ?').bind(reference).first<Record<string, unknown>>();
const countWhere = async (sql: string, ...values: unknown[]) => (await db.prepare(`SELECT count(*) AS n FROM enquiries WHERE ${sql}`).bind(...values).first<{ n: number }>())?.n;
const referenceOf = (body: unknown) => (body && typeof body === 'object' && 'reference' in body && typeof body.reference === 'string' ? body.reference : '');

describe('POST /api/enquiries stores an enquiry and answers a reference', () => {
  it('stores a valid enquiry, as the form trims it, and answers 201 with a reference', async () => {
    const ip = newClient();
    const { status, body, cache } = await answer(await post(formBody(valid, { idempotency: newKey() }), ip));
    expect({ status, cache }).toEqual({ status: 201, cache: 'no-store' });
    const reference = referenceOf(body);
    expect(body).toEqual({ ok: true, reference });
    expect(reference).toMatch(REFERENCE);
    const row = await rowOf(reference);
    expect(row).toMatchObject({
      name: 'Ayesha Khan',
      phone: '0300-1234567',
      email: 'ayesha@example.com',
      service: 'visit-visa',
      country: 'uk',
      mode: '',
      date: '',
      time: '',
      message: valid.message,
      subject: 'Enquiry from Ayesha Khan',
      status: 'open',
      answered_by: null,
      answered_at: null,
    });
    expect(new Date(String(row?.created_at)).toISOString()).toBe(row?.created_at);
    // Only a salted hash of the address, and the address nowhere in the row.
    expect(row?.client_hash).toBe(createHash('sha256').update(`${SALT}\n${ip}`).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(ip);
  });

  it('accepts the same enquiry as a JSON object of strings, and trims it as the form would', async () => {
    const response = await post(JSON.stringify({ ...valid, message: ` ${valid.message}\n`, _subject: ' S ', idempotency: newKey() }), newClient(), 'application/json');
    expect(response.status).toBe(201);
    expect(await rowOf(referenceOf(await response.json()))).toMatchObject({ name: 'Ayesha Khan', phone: '0300-1234567', message: valid.message, subject: 'S' });
  });

  it('stores an idempotency key once: the retry answers 200 with the same reference', async () => {
    const ip = newClient();
    const key = newKey();
    const first = await answer(await post(formBody(valid, { idempotency: key }), ip));
    const retry = await answer(await post(formBody(valid, { idempotency: key }), ip));
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(retry.body).toEqual(first.body);
    expect(await countWhere('idempotency_key = ?', key)).toBe(1);
  });

  it('without a key, takes the same content from the same client within the window as the same enquiry', async () => {
    const ip = newClient();
    const values = { ...valid, message: 'Sent without JavaScript, twice by a double click.' };
    const first = await answer(await post(formBody(values), ip));
    const again = await answer(await post(formBody(values), ip));
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);
    // Other words, or another client, are another enquiry.
    expect((await post(formBody({ ...values, message: `${values.message} And one more thing.` }), ip)).status).toBe(201);
    expect((await post(formBody(values), newClient())).status).toBe(201);
    expect(await countWhere('message = ?', values.message)).toBe(2);

    // Once the window has passed, the same words are a new enquiry.
    const later = (ms: number): Deps => ({ ...defaultDeps, now: () => new Date(Date.now() + ms) });
    const ip2 = newClient();
    const words = { ...valid, message: 'Asked again the next day, in the same words.' };
    expect((await handle(request(formBody(words), ip2), env, later(0))).status).toBe(201);
    expect((await handle(request(formBody(words), ip2), env, later(DUPLICATE_WINDOW_MS - 60_000))).status).toBe(200);
    expect((await handle(request(formBody(words), ip2), env, later(DUPLICATE_WINDOW_MS + 60_000))).status).toBe(201);
  });

  it('stores 200 enquiries sent at once by 20 clients, each once, even when every one is retried at the same moment', async () => {
    // 10 each from 20 addresses, with the limit raised to 10 so that all are new enquiries (the
    // real limit is checked below, from one address); each send and its retry at the same moment.
    const sends = Array.from({ length: 20 }, () => newClient()).flatMap((ip, c) =>
      Array.from({ length: 10 }, (_, i) => ({ ip, body: formBody({ ...valid, message: `Load test enquiry ${c}-${i}, please ignore.` }, { idempotency: newKey() }) })),
    );
    const driven = await mf.dispatchFetch('https://www.example.com/load-test', { method: 'POST', body: JSON.stringify([...sends, ...sends]) });
    const answers = z.array(z.object({ status: z.number(), body: z.unknown() })).parse(await driven.json());
    const references = answers.map((a) => referenceOf(a.body));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(200);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(200);
    // Each send and its retry got the same reference, and no two sends the same.
    expect(references.slice(0, 200)).toEqual(references.slice(200));
    expect(new Set(references).size).toBe(200);
    expect(references.filter((reference) => !REFERENCE.test(reference))).toEqual([]);
    expect(await countWhere("message LIKE 'Load test enquiry %'")).toBe(200);
    const stored = await db.prepare("SELECT count(DISTINCT reference) AS n FROM enquiries WHERE message LIKE 'Load test enquiry %'").first<{ n: number }>();
    expect(stored?.n).toBe(200);
  }, 30_000);

  it('tries another reference when the one drawn is taken', async () => {
    const zeros: Deps = { ...defaultDeps, randomBytes: (length) => new Uint8Array(length) };
    let draws = 0;
    const zerosOnce: Deps = { ...defaultDeps, randomBytes: (length) => (draws++ === 0 ? new Uint8Array(length) : defaultDeps.randomBytes(length)) };
    const first = await answer(await handle(request(formBody(valid, { idempotency: newKey() }), newClient()), env, zeros));
    const second = await answer(await handle(request(formBody(valid, { idempotency: newKey() }), newClient()), env, zerosOnce));
    expect([first.status, referenceOf(first.body), second.status]).toEqual([201, 'HSA-00000', 201]);
    expect(referenceOf(second.body)).toMatch(REFERENCE);
    expect(referenceOf(second.body)).not.toBe('HSA-00000');
  });
});

describe("the form's proposed reference", () => {
  it('is the reference the enquiry is stored under, and its retry is answered with it', async () => {
    const ip = newClient();
    const key = newKey();
    const first = await answer(await post(formBody(valid, { idempotency: key, reference: 'HSA-7K3Q9' }), ip));
    const retry = await answer(await post(formBody(valid, { idempotency: key, reference: 'HSA-7K3Q9' }), ip));
    expect([first.status, first.body, retry.status, retry.body]).toEqual([201, { ok: true, reference: 'HSA-7K3Q9' }, 200, { ok: true, reference: 'HSA-7K3Q9' }]);
    expect(await rowOf('HSA-7K3Q9')).toMatchObject({ idempotency_key: key, name: 'Ayesha Khan' });
  });

  it('gives way to another enquiry that has it: a new reference is drawn, and the first enquiry is untouched', async () => {
    await post(formBody(valid, { idempotency: newKey(), reference: 'HSA-TAKEN' }), newClient());
    const other = await answer(await post(formBody({ ...valid, name: 'Bilal Ahmed' }, { idempotency: newKey(), reference: 'HSA-TAKEN' }), newClient()));
    expect(other.status).toBe(201);
    expect(referenceOf(other.body)).toMatch(REFERENCE);
    expect(referenceOf(other.body)).not.toBe('HSA-TAKEN');
    expect(await rowOf('HSA-TAKEN')).toMatchObject({ name: 'Ayesha Khan' });
    expect(await rowOf(referenceOf(other.body))).toMatchObject({ name: 'Bilal Ahmed' });
  });

  it.each(['HSA-7K3QI', 'hsa-7k3q9', 'HSA-7K3Q', 'XYZ-7K3Q9', '<script>'])('is refused with 400 wrong-shape when it is not one (%s)', async (reference) => {
    expect(await answer(await post(formBody(valid, { idempotency: newKey(), reference }), newClient()))).toMatchObject({ status: 400, body: { ok: false, error: 'wrong-shape', fields: ['reference'] } });
  });
});

describe('what it refuses', () => {
  it('refuses a body over the limit with 413, without reading it whole', async () => {
    const big = formBody({ ...valid, message: 'x'.repeat(BODY_LIMIT_BYTES) });
    expect(await answer(await post(big, newClient()))).toEqual({ status: 413, body: { ok: false, error: 'too-large', limit: BODY_LIMIT_BYTES }, cache: 'no-store' });
    // A stream of 1 MB in 1 KB parts: the Worker stops soon after the limit.
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (++pulled > 1024) controller.close();
        else controller.enqueue(new Uint8Array(1024).fill(120));
      },
    });
    // `duplex` (which Node asks for with a stream) is not in the DOM's RequestInit type: passed as a variable, not a literal.
    const init = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: stream, duplex: 'half' };
    const streamed = new Request(URL_, init);
    expect((await handle(streamed, env)).status).toBe(413);
    expect(pulled).toBeLessThan(BODY_LIMIT_BYTES / 1024 + 4);
  });

  it('answers 415 to a body that is neither form-encoded nor JSON', async () => {
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
      expect((await post(formBody(valid), newClient(), type)).status).toBe(415);
    }
  });

  it('refuses a field of the wrong type with 400 naming it', async () => {
    const ip = newClient();
    const json = (value: unknown) => post(JSON.stringify({ ...valid, phone: value }), ip, 'application/json');
    for (const value of [3001234567, ['0300-1234567'], null, { number: '0300' }]) {
      expect((await answer(await json(value))).body).toEqual({ ok: false, error: 'wrong-type', fields: ['phone'] });
    }
    // Form-encoded, a list is a field given twice.
    expect(await answer(await post(`${formBody(valid)}&name=Someone%20else`, ip))).toMatchObject({ status: 400, body: { ok: false, error: 'wrong-type', fields: ['name'] } });
    expect((await post('[1, 2]', ip, 'application/json')).status).toBe(400);
    expect(await countWhere('client_hash = ?', createHash('sha256').update(`${SALT}\n${ip}`).digest('hex'))).toBe(0);
  });

  it('refuses fields it does not know with 400 naming them', async () => {
    expect(await answer(await post(formBody(valid, { website: 'spam.example', budget: '1' }), newClient()))).toMatchObject({
      status: 400,
      body: { ok: false, error: 'unknown-fields', fields: ['website', 'budget'] },
    });
  });

  it("refuses a choice the form could not have made (a book in a list's field, a day or time of another shape) with 400 naming it", async () => {
    const ip = newClient();
    const misshapen: [string, Record<string, string>][] = [
      ['service', { service: 'x'.repeat(5000) }],
      ['country', { country: '<script>alert(1)</script>' }],
      ['mode', { mode: 'Office visit' }],
      ['date', { date: '28/11/2026' }],
      ['time', { time: '3pm' }],
    ];
    for (const [field, change] of misshapen) {
      expect(await answer(await post(formBody({ ...valid, ...change }, { idempotency: newKey() }), ip))).toMatchObject({ status: 400, body: { ok: false, error: 'wrong-shape', fields: [field] } });
    }
    expect(await answer(await post(formBody(valid, { _subject: 'Enquiry '.repeat(100), idempotency: newKey() }), ip))).toMatchObject({ status: 400, body: { error: 'wrong-shape', fields: ['_subject'] } });
    expect(await countWhere('client_hash = ?', createHash('sha256').update(`${SALT}\n${ip}`).digest('hex'))).toBe(0);
  });

  it('answers 503 as JSON, storing nothing, when the database fails', async () => {
    const failing = { prepare: () => { throw new Error('D1 is down'); } };
    const response = await handle(request(formBody(valid, { idempotency: newKey() }), newClient()), { DB: failing, CLIENT_SALT: SALT });
    expect([response.status, await response.json()]).toEqual([503, { ok: false, error: 'unavailable' }]);
  });

  // One enquiry per rule, each refused with the rule's own key, as the shared module (the form's rules) names it.
  const broken: EnquiryValues[] = [
    { ...valid, name: '   ' },
    { ...valid, name: 'A'.repeat(FIELD_MAX.name + 1) },
    { ...valid, phone: '' },
    { ...valid, phone: '12345' },
    { ...valid, phone: `0300-1234567${' '.repeat(FIELD_MAX.phone)}x` },
    { ...valid, email: 'ayesha@' },
    { ...valid, email: `${'a'.repeat(FIELD_MAX.email)}@example.com` },
    { ...valid, message: 'hi' },
    { ...valid, message: 'x'.repeat(FIELD_MAX.message + 1) },
  ];

  it('has an enquiry for every rule of the shared module', () => {
    expect(new Set(broken.flatMap((values) => Object.values(enquiryProblems(values))))).toEqual(new Set(enquiryProblemKeys));
  });

  it.each(broken.map((values) => [Object.values(enquiryProblems(values)).join(', '), values] as const))('refuses with 422 and the key %s, storing nothing', async (_, values) => {
    const ip = newClient();
    expect(await answer(await post(formBody(values, { idempotency: newKey() }), ip))).toEqual({ status: 422, body: { ok: false, errors: enquiryProblems(values) }, cache: 'no-store' });
    expect(await countWhere('client_hash = ?', createHash('sha256').update(`${SALT}\n${ip}`).digest('hex'))).toBe(0);
  });

  it('stores script in every field a visitor types as text, byte for byte, and refuses it as a phone number or a choice', async () => {
    const script = '<script>alert("x")</script>';
    const values: EnquiryValues = {
      ...valid,
      name: script,
      phone: '0300-1234567',
      email: `${script}@example.com`,
      message: `${script} <img src=x onerror=alert(1)> 'quotes' & "more"`,
    };
    const response = await post(formBody(values, { _subject: script, idempotency: newKey() }), newClient());
    expect(response.status).toBe(201);
    const row = await rowOf(referenceOf(await response.json()));
    expect(row).toMatchObject({ name: values.name, email: values.email, message: values.message, subject: script });
    expect((await answer(await post(formBody({ ...values, phone: script }), newClient()))).body).toEqual({ ok: false, errors: { phone: 'phoneInvalid' } });
    for (const field of ['service', 'country', 'mode', 'date', 'time'] as const) {
      expect((await answer(await post(formBody({ ...values, [field]: script }, { idempotency: newKey() }), newClient()))).body).toEqual({ ok: false, error: 'wrong-shape', fields: [field] });
    }
  });

  it(`refuses a flood from one address with 429 after ${RATE_LIMIT.max}, with Retry-After`, async () => {
    const ip = newClient();
    const statuses: number[] = [];
    let refused;
    for (let i = 0; i <= RATE_LIMIT.max; i++) {
      const response = await post(formBody({ ...valid, message: `Flood message number ${i}` }, { idempotency: newKey() }), ip);
      statuses.push(response.status);
      if (response.status === 429) refused = { body: await response.json(), retry: Number(response.headers.get('retry-after')) };
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT.max).fill(201), 429]);
    expect(refused?.body).toEqual({ ok: false, error: 'rate-limited' });
    expect(refused?.retry).toBeGreaterThan(0);
    expect(refused?.retry).toBeLessThanOrEqual(RATE_LIMIT.windowMs / 1000);
    // Another address is not held back.
    expect((await post(formBody(valid, { idempotency: newKey() }), newClient())).status).toBe(201);
  });

  it('says when a limited client may send again, and lets it then', async () => {
    const ip = newClient();
    const start = Date.parse('2026-11-28T10:00:00.000Z');
    const at = (ms: number): Deps => ({ ...defaultDeps, now: () => new Date(start + ms) });
    for (let i = 0; i < RATE_LIMIT.max; i++) {
      expect((await handle(request(formBody({ ...valid, message: `Clocked message ${i}` }, { idempotency: newKey() }), ip), env, at(i * 1000))).status).toBe(201);
    }
    const limited = await handle(request(formBody({ ...valid, message: 'Clocked message, one too many' }, { idempotency: newKey() }), ip), env, at(60_000));
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, String((RATE_LIMIT.windowMs - 60_000) / 1000)]);
    expect((await handle(request(formBody({ ...valid, message: 'Clocked message, later' }, { idempotency: newKey() }), ip), env, at(RATE_LIMIT.windowMs + 1))).status).toBe(201);
  });

  it('answers a filled honeypot as a success, with a reference, and stores nothing', async () => {
    const before = await countWhere('1');
    const { status, body } = await answer(await post(formBody(valid, { [HONEYPOT_FIELD]: 'https://spam.example', idempotency: newKey() }), newClient()));
    expect(status).toBe(201);
    expect(referenceOf(body)).toMatch(REFERENCE);
    expect(await rowOf(referenceOf(body))).toBeNull();
    expect(await countWhere('1')).toBe(before);
  });

  it('answers 405 to other methods and 404 to other paths, as JSON that is not cached', async () => {
    const get = await mf.dispatchFetch(URL_);
    expect([await answer(get), get.headers.get('allow')]).toEqual([{ status: 405, body: { ok: false, error: 'method-not-allowed' }, cache: 'no-store' }, 'POST']);
    expect((await mf.dispatchFetch(URL_, { method: 'PUT', body: 'x' })).status).toBe(405);
    expect(await answer(await mf.dispatchFetch('https://www.example.com/api/other', { method: 'POST', body: 'x' }))).toEqual({ status: 404, body: { ok: false, error: 'not-found' }, cache: 'no-store' });
  });

  it('stores nothing when CLIENT_SALT is not set', async () => {
    const before = await countWhere('1');
    const response = await handle(request(formBody(valid, { idempotency: newKey() }), newClient()), { DB: db, CLIENT_SALT: '' });
    expect([response.status, await response.json()]).toEqual([500, { ok: false, error: 'not-configured' }]);
    expect(await countWhere('1')).toBe(before);
  });
});
