/**
 * @jest-environment node
 *
 * What our enquiry Worker (workers/enquiries/) does beside storing: the office e-mail, the
 * retention cron and Turnstile. The Worker is bundled and served by Miniflare as in
 * enquiries-worker.test.ts, one copy per set-up, all on the same local D1:
 * - the e-mail goes to Miniflare's own send_email binding, which checks the message parses, writes
 *   it to a file and logs where: the test reads it from there;
 * - Siteverify is a local stand-in (an HTTP server on 127.0.0.1) named by TURNSTILE_SITEVERIFY_URL;
 * - the cron is the Worker's `scheduled` handler, run at a chosen clock (/cdn-cgi/handler/scheduled).
 * Expected words and figures come from the fixture site's content files, read here with gray-matter.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import matter from 'gray-matter';
import { Log, LogLevel, Miniflare, type WorkerOptions } from 'miniflare';
import { z } from 'zod';
import { enquiryFormBody } from '@/lib/browser/enquiry';
import type { EnquiryValues } from '@/lib/enquiry-rules';
import type { EnquirySettings } from '@/lib/enquiry-settings';
import { handle, type D1Database, type Deps, defaultDeps } from '@/workers/enquiries/src/endpoint';
import { applyMigrations, bundleWorker, fixtureEnquirySettings, WORKER } from './worker-harness';

const CONTENT = path.join(__dirname, 'fixtures/minimal/content');
const frontmatter = (file: string) => matter(fs.readFileSync(path.join(CONTENT, file), 'utf8')).data;
const site = frontmatter('site.md');
const words = frontmatter('inbox.md').email;
const FROM = 'enquiries@fixture.example.com';
const SECRET = 'turnstile-test-secret';
const SALT = 'test-salt';

/** Siteverify's stand-in: a token's answer by its name; every request it was asked, for the tests to read. */
const siteverifyAsked: URLSearchParams[] = [];
const siteverifyAnswers: Record<string, { status: number; body: unknown }> = {
  'good-token': { status: 200, body: { success: true, 'error-codes': [], hostname: 'fixture.example.com' } },
  'bad-token': { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } },
  'spent-token': { status: 200, body: { success: false, 'error-codes': ['timeout-or-duplicate'] } },
  'our-secret-is-wrong': { status: 200, body: { success: false, 'error-codes': ['invalid-input-secret'] } },
  'siteverify-is-down': { status: 500, body: { error: 'down' } },
};
const siteverify = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const asked = new URLSearchParams(body);
    siteverifyAsked.push(asked);
    const answer = siteverifyAnswers[asked.get('response') ?? ''] ?? { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } };
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
});
const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );

/** Miniflare's log: the send_email binding says where it wrote each message. */
const logged: string[] = [];
class KeptLog extends Log {
  logWithLevel(level: LogLevel, message: string) {
    logged.push(message);
  }
}
/** The Workers' own console lines. */
const consoleLines: string[] = [];

let mf: Miniflare;
let db: D1Database;

const HOSTS = { broken: 'broken.example.com', mail: 'www.example.com', refused: 'refused.example.com', plain: 'plain.example.com', slow: 'slow.example.com', turnstile: 'turnstile.example.com', unreachable: 'unreachable.example.com' };
const turnstileOn: EnquirySettings = fixtureEnquirySettings({ turnstile: { siteKey: '1x00000000000000000000AA' } });

beforeAll(async () => {
  const port = await listen(siteverify);
  // A port that was free a moment ago and is closed now: Siteverify out of reach.
  const closed = http.createServer();
  const closedPort = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));

  const entry = { entryPoints: [path.join(WORKER, 'src/index.ts')] };
  const plainScript = await bundleWorker(entry);
  const turnstileScript = await bundleWorker(entry, turnstileOn);
  // A settings file the Worker's check refuses (a retention period of no days).
  const brokenScript = await bundleWorker(entry, fixtureEnquirySettings({ retentionDays: 0 }));
  const base = { modules: true, compatibilityDate: '2026-04-20', d1Databases: { DB: 'enquiries-notice-test' } } satisfies Partial<WorkerOptions>;
  const bindings = { CLIENT_SALT: SALT, OFFICE_EMAIL_FROM: FROM };
  const turnstileBindings = { ...bindings, TURNSTILE_SECRET: SECRET };
  // Stand-ins for the binding where Miniflare's own cannot serve (one binding name is one service
  // for every Worker): a postbox that takes three seconds to accept a message (the visitor's answer
  // must not wait for it), and one that refuses, as Email Routing refuses an address not verified.
  const postboxes = `import { WorkerEntrypoint } from 'cloudflare:workers';
export class SlowPostbox extends WorkerEntrypoint {
  async send() { await new Promise((resolve) => setTimeout(resolve, 3000)); return { messageId: 'slow' }; }
}
export class RefusingPostbox extends WorkerEntrypoint {
  async send() { throw new Error('destination address is not a verified address'); }
}
export default { fetch: () => new Response('postboxes') };`;
  mf = new Miniflare({
    log: new KeptLog(LogLevel.INFO),
    // /cdn-cgi/handler/scheduled?time=… runs a Worker's cron at that clock, as under wrangler dev.
    unsafeTriggerHandlers: true,
    handleStructuredLogs: ({ message }: { message: string }) => {
      consoleLines.push(message);
    },
    workers: [
      { ...base, name: 'broken', routes: [`${HOSTS.broken}/*`], script: brokenScript, bindings, email: { send_email: [{ name: 'OFFICE_EMAIL' }] } },
      { ...base, name: 'mail', routes: [`${HOSTS.mail}/*`], script: plainScript, bindings, email: { send_email: [{ name: 'OFFICE_EMAIL' }] } },
      { ...base, name: 'refused', routes: [`${HOSTS.refused}/*`], script: plainScript, bindings, serviceBindings: { OFFICE_EMAIL: { name: 'postboxes', entrypoint: 'RefusingPostbox' } } },
      // Not set up yet: no binding.
      { ...base, name: 'plain', routes: [`${HOSTS.plain}/*`], script: plainScript, bindings: { CLIENT_SALT: SALT } },
      { ...base, name: 'slow', routes: [`${HOSTS.slow}/*`], script: plainScript, bindings, serviceBindings: { OFFICE_EMAIL: { name: 'postboxes', entrypoint: 'SlowPostbox' } } },
      { name: 'postboxes', modules: true, compatibilityDate: '2026-04-20', script: postboxes },
      { ...base, name: 'turnstile', routes: [`${HOSTS.turnstile}/*`], script: turnstileScript, bindings: { ...turnstileBindings, TURNSTILE_SITEVERIFY_URL: `http://127.0.0.1:${port}/siteverify` }, email: { send_email: [{ name: 'OFFICE_EMAIL' }] } },
      { ...base, name: 'unreachable', routes: [`${HOSTS.unreachable}/*`], script: turnstileScript, bindings: { ...turnstileBindings, TURNSTILE_SITEVERIFY_URL: `http://127.0.0.1:${closedPort}/siteverify` } },
    ],
  });
  await applyMigrations(mf);
  db = await mf.getD1Database('DB');
}, 60_000);
afterAll(async () => {
  await mf?.dispose();
  siteverify.close();
});

const valid: EnquiryValues = { name: 'Ayesha Khan', phone: '0300-1234567', email: 'ayesha@example.com', service: 'helping', country: 'testland', mode: '', date: '', time: '', message: 'I would like to visit my brother.\nWhich papers do I need?' };
let clients = 0;
const newClient = () => `198.51.100.${++clients}`;
let keys = 0;
const newKey = () => `notice-${String(++keys).padStart(4, '0')}-${'k'.repeat(20)}`;

function post(host: string, values: EnquiryValues, extra: Record<string, string> = {}, ip = newClient()) {
  const body = enquiryFormBody(values, 'Enquiry from the website');
  for (const [key, value] of Object.entries(extra)) body.set(key, value);
  return mf.dispatchFetch(`https://${host}/api/enquiries`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip }, body: body.toString() });
}

const referenceOf = (body: unknown) => (body && typeof body === 'object' && 'reference' in body && typeof body.reference === 'string' ? body.reference : '');

async function send(host: string, values: EnquiryValues, extra: Record<string, string> = {}, ip?: string) {
  const response = await post(host, values, extra, ip);
  const body: unknown = await response.json();
  return { status: response.status, body, reference: referenceOf(body) };
}

type Row = { reference: string; office_email: string; held_reason: string | null; name: string; message: string };
const rowOf = (reference: string) => db.prepare('SELECT * FROM enquiries WHERE reference = ?').bind(reference).first<Row>();
const rowsWithMessage = async (message: string) => (await db.prepare('SELECT count(*) AS n FROM enquiries WHERE message = ?').bind(message).first<{ n: number }>())?.n;

/** Waits for the e-mail's outcome (written after the answer, with waitUntil). */
async function emailOutcome(reference: string): Promise<string | undefined> {
  for (let tries = 0; tries < 100; tries++) {
    const row = await rowOf(reference);
    if (row && row.office_email !== 'pending') return row.office_email;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (await rowOf(reference))?.office_email;
}

/** The files the send_email binding wrote, in order. */
const mailFiles = () => logged.flatMap((line) => [...line.matchAll(/send_email binding called with the following message:\s+(\S+\.eml)/g)].map((match) => match[1] ?? ''));

/** A message as the office's mail client would show it: headers unfolded and decoded, the body decoded. */
function readMail(raw: string) {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const decodeWords = (value: string) =>
    value
      .replace(/(\?=)\s+(=\?)/g, '$1$2')
      .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, encoded: string) => Buffer.from(encoded, 'base64').toString('utf8'))
      .trim();
  const headers = head.split(/\r\n(?![ \t])/).map((line) => {
    const colon = line.indexOf(':');
    return { name: line.slice(0, colon).toLowerCase(), value: decodeWords(line.slice(colon + 1).replace(/\r\n[ \t]/g, ' ')) };
  });
  const header = (name: string) => headers.filter((h) => h.name === name).map((h) => h.value);
  return { head, headers, header, text: Buffer.from(rest.join('\r\n\r\n').replace(/\s+/g, ''), 'base64').toString('utf8') };
}

/** The one message sent for `reference` (its subject names it). */
function mailFor(reference: string) {
  const found = mailFiles().map((file) => readMail(fs.readFileSync(file, 'utf8'))).filter((mail) => mail.header('subject')[0]?.includes(reference));
  expect(found).toHaveLength(1);
  return found[0] ?? readMail('');
}

const fillIn = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

describe('the office e-mail', () => {
  it('goes once to the office address in content/site.md, in the words of content/inbox.md, after the enquiry is stored', async () => {
    const { status, reference } = await send(HOSTS.mail, valid, { idempotency: newKey() });
    expect(status).toBe(201);
    expect(await emailOutcome(reference)).toBe('sent');
    const mail = mailFor(reference);
    expect(mail.header('to')).toEqual([`<${site.contact.email}>`]);
    expect(mail.header('from')).toEqual([`${site.name} <${FROM}>`]);
    expect(mail.header('subject')).toEqual([fillIn(words.subject, { reference, name: valid.name })]);
    expect(mail.header('content-type')).toEqual(['text/plain; charset=utf-8']);
    expect(mail.header('message-id')[0]).toMatch(new RegExp(`^<${reference}\\.\\d+@fixture\\.example\\.com>$`));
    expect(Number.isNaN(Date.parse(mail.header('date')[0] ?? ''))).toBe(false);

    const lines = mail.text.split('\r\n');
    expect(lines[0]).toBe(words.intro);
    expect(lines).toEqual(expect.arrayContaining([
      `${words.fields.reference}: ${reference}`,
      `${words.fields.name}: ${valid.name}`,
      `${words.fields.phone}: ${valid.phone}`,
      `${words.fields.email}: ${valid.email}`,
      `${words.fields.message}:`,
      ...valid.message.split('\n'),
      fillIn(words.open, { link: `${site.url}/inbox/enquiries/${reference}` }),
      fillIn(words.footer, { days: site.enquiries.retentionDays }),
    ]));
    // A choice by its name in content, as the form showed it; a field left empty is left out.
    expect(lines).toContain(`${words.fields.service}: ${frontmatter('services/helping.md').title}`);
    expect(lines).toContain(`${words.fields.country}: ${frontmatter('countries/testland.md').name}`);
    expect(lines.filter((line) => [words.fields.mode, words.fields.date, words.fields.time].some((word) => line.startsWith(`${word}:`)))).toEqual([]);
  });

  it('is not sent again for a retry, nor for the honeypot', async () => {
    const key = newKey();
    const first = await send(HOSTS.mail, { ...valid, message: 'Sent twice.' }, { idempotency: key });
    await emailOutcome(first.reference);
    const sent = mailFiles().length;
    const retry = await send(HOSTS.mail, { ...valid, message: 'Sent twice.' }, { idempotency: key });
    expect([retry.status, retry.reference]).toEqual([200, first.reference]);
    const bot = await send(HOSTS.mail, valid, { idempotency: newKey(), _gotcha: 'https://spam.example' });
    expect(bot.status).toBe(201);
    // A new enquiry after them is e-mailed: once it is, the retry's and the bot's would have been too.
    const after = await send(HOSTS.mail, { ...valid, message: 'After the retry.' }, { idempotency: newKey() });
    expect(await emailOutcome(after.reference)).toBe('sent');
    expect(mailFiles().length).toBe(sent + 1);
    mailFor(after.reference);
  });

  it('keeps what a family typed out of the headers: line breaks in a name, header lines in a message', async () => {
    const name = 'Ayesha\r\nBcc: everyone@example.org\r\nعائشہ';
    const message = 'Hello.\r\n\r\nBcc: everyone@example.org\r\n.\r\nFrom: someone@example.org';
    const { status, reference } = await send(HOSTS.mail, { ...valid, name, message }, { idempotency: newKey() });
    expect(status).toBe(201);
    expect(await emailOutcome(reference)).toBe('sent');
    const mail = mailFor(reference);
    expect(mail.header('bcc')).toEqual([]);
    expect(mail.header('from')).toEqual([`${site.name} <${FROM}>`]);
    expect(mail.head).not.toMatch(/everyone@|عائشہ/);
    expect(mail.header('subject')).toEqual([fillIn(words.subject, { reference, name: 'Ayesha Bcc: everyone@example.org عائشہ' })]);
    expect(mail.text).toContain(['', 'Bcc: everyone@example.org', '.', 'From: someone@example.org'].join('\r\n'));
  });

  it('never costs the enquiry: the binding refuses, and it is stored, answered 201 and marked failed', async () => {
    const message = 'The binding refuses this one.';
    const { status, reference } = await send(HOSTS.refused, { ...valid, message }, { idempotency: newKey() });
    expect(status).toBe(201);
    expect(await emailOutcome(reference)).toBe('failed');
    expect(await rowsWithMessage(message)).toBe(1);
    expect(consoleLines.some((line) => line.includes(`refused the e-mail for ${reference}`) && line.includes('not a verified address'))).toBe(true);
  });

  it('is skipped while Email Routing is not set up (no binding): stored, marked not-set-up, said in the log', async () => {
    const { status, reference } = await send(HOSTS.plain, { ...valid, message: 'No binding yet.' }, { idempotency: newKey() });
    expect(status).toBe(201);
    expect(await emailOutcome(reference)).toBe('not-set-up');
    expect(consoleLines.some((line) => line.startsWith('office e-mail: not set up'))).toBe(true);
  });

  it('does not keep the visitor waiting: the answer comes before a slow binding has taken the e-mail', async () => {
    const { status, reference } = await send(HOSTS.slow, { ...valid, message: 'A slow postbox.' }, { idempotency: newKey() });
    expect(status).toBe(201);
    expect((await rowOf(reference))?.office_email).toBe('pending');
    expect(await emailOutcome(reference)).toBe('sent');
  });
});

describe('a settings file the Worker cannot read', () => {
  it('costs no enquiry: it is stored without the e-mail, and the log says why', async () => {
    const { status, reference } = await send(HOSTS.broken, { ...valid, message: 'Settings unreadable.' }, { idempotency: newKey() });
    expect(status).toBe(201);
    expect(await rowOf(reference)).toMatchObject({ office_email: 'pending', held_reason: null });
    expect(consoleLines.some((line) => line.includes('retentionDays: expected a whole number of days'))).toBe(true);
  });

  it('deletes nothing: the cron fails', async () => {
    const before = (await db.prepare('SELECT count(*) AS n FROM enquiries').first<{ n: number }>())?.n;
    const cron = await mf.dispatchFetch(`https://${HOSTS.broken}/cdn-cgi/handler/scheduled?time=${Date.parse('2099-01-01T00:00:00Z')}`);
    expect(cron.status).not.toBe(200);
    expect((await db.prepare('SELECT count(*) AS n FROM enquiries').first<{ n: number }>())?.n).toBe(before);
  });
});

describe('the retention cron', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const days: number = site.enquiries.retentionDays;
  // A clock long before the other tests' enquiries (sent today), so that they are younger than the cut.
  const cronAt = new Date('2020-07-01T22:00:00.000Z');
  const at = (time: number): Deps => ({ ...defaultDeps, now: () => new Date(time) });
  const storeAt = async (time: number, message: string) => {
    const request = new Request('https://www.example.com/api/enquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': newClient() },
      body: enquiryFormBody({ ...valid, message }, 'Enquiry').toString(),
    });
    const response = await handle(request, { DB: db, CLIENT_SALT: SALT }, at(time));
    return referenceOf(await response.json());
  };

  it("deletes enquiries older than content/site.md's retention period with their notes, and keeps the read log", async () => {
    const old = await storeAt(cronAt.getTime() - days * DAY - 60_000, 'Past the retention period.');
    const kept = await storeAt(cronAt.getTime() - days * DAY + 60_000, 'Within the retention period.');
    for (const reference of [old, kept]) {
      await db.prepare("INSERT INTO enquiry_notes (enquiry_id, author, created_at, body) SELECT id, 'adviser', created_at, 'Called back.' FROM enquiries WHERE reference = ?").bind(reference).run();
      await db.prepare("INSERT INTO enquiry_reads (reference, reader, read_at) VALUES (?, 'adviser', '2020-06-01T00:00:00.000Z')").bind(reference).run();
    }
    const before = (await db.prepare('SELECT count(*) AS n FROM enquiries').first<{ n: number }>())?.n ?? 0;

    const cron = await mf.dispatchFetch(`https://${HOSTS.mail}/cdn-cgi/handler/scheduled?time=${cronAt.getTime()}`);
    expect([cron.status, await cron.text()]).toEqual([200, 'ok']);

    expect(await rowOf(old)).toBeNull();
    expect(await rowOf(kept)).not.toBeNull();
    expect((await db.prepare('SELECT count(*) AS n FROM enquiries').first<{ n: number }>())?.n).toBe(before - 1);
    const notes = await db.prepare('SELECT e.reference FROM enquiry_notes n LEFT JOIN enquiries e ON e.id = n.enquiry_id WHERE n.body = ?').bind('Called back.').all<{ reference: string | null }>();
    expect(notes.results.map((note) => note.reference)).toEqual([kept]);
    const reads = await db.prepare('SELECT reference FROM enquiry_reads WHERE reference IN (?, ?) ORDER BY reference').bind(old, kept).all<{ reference: string }>();
    expect(reads.results.map((read) => read.reference).sort()).toEqual([old, kept].sort());
    expect(consoleLines.some((line) => line.startsWith('retention: deleted 1 enquiries'))).toBe(true);
  });

  it('runs once a day (wrangler.jsonc, triggers.crons)', () => {
    const config = z.object({ triggers: z.object({ crons: z.array(z.string()) }) }).parse(JSON.parse(fs.readFileSync(path.join(WORKER, 'wrangler.jsonc'), 'utf8').replace(/^\s*\/\/.*$/gm, '')));
    expect(config.triggers.crons).toHaveLength(1);
    expect(config.triggers.crons[0]).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/);
  });
});

describe('Turnstile, when content/site.md turns it on', () => {
  const asked = (token: string) => siteverifyAsked.filter((request) => request.get('response') === token);

  it('stores an enquiry whose token Siteverify passes, asking with the secret, the token and the address', async () => {
    const ip = newClient();
    const { status, reference } = await send(HOSTS.turnstile, { ...valid, message: 'A good token.' }, { idempotency: newKey(), 'cf-turnstile-response': 'good-token' }, ip);
    expect(status).toBe(201);
    expect(await rowOf(reference)).toMatchObject({ held_reason: null, message: 'A good token.' });
    expect(Object.fromEntries(asked('good-token').at(-1) ?? [])).toEqual({ secret: SECRET, response: 'good-token', remoteip: ip });
    expect(await emailOutcome(reference)).toBe('sent');
    expect(mailFor(reference).text).not.toContain(words.held.noToken);
  });

  it.each(['bad-token', 'spent-token'])('refuses a token Siteverify fails (%s) with 403 and stores nothing', async (token) => {
    const message = `A failing token: ${token}.`;
    const { status, body } = await send(HOSTS.turnstile, { ...valid, message }, { idempotency: newKey(), 'cf-turnstile-response': token });
    expect([status, body]).toEqual([403, { ok: false, error: 'turnstile-failed' }]);
    expect(await rowsWithMessage(message)).toBe(0);
    expect(asked(token).length).toBeGreaterThan(0);
  });

  it.each([
    ['no token field', {}],
    ['an empty token', { 'cf-turnstile-response': '' }],
    ['a form sent without JavaScript (no key either)', { idempotency: '' }],
  ])('holds for review, not refuses, an enquiry with %s: stored, 201, and the e-mail says so', async (_, extra: Record<string, string>) => {
    const before = siteverifyAsked.length;
    const { status, reference } = await send(HOSTS.turnstile, { ...valid, message: `Without a token: ${_}.` }, { idempotency: newKey(), ...extra });
    expect(status).toBe(201);
    expect(await rowOf(reference)).toMatchObject({ held_reason: 'turnstile-no-token' });
    expect(siteverifyAsked.length).toBe(before);
    expect(await emailOutcome(reference)).toBe('sent');
    expect(mailFor(reference).text.split('\r\n')).toContain(words.held.noToken);
  });

  it.each([
    ['Siteverify is out of reach', HOSTS.unreachable, 'good-token'],
    ['Siteverify answers 500', HOSTS.turnstile, 'siteverify-is-down'],
    ['Siteverify says our secret is wrong', HOSTS.turnstile, 'our-secret-is-wrong'],
  ])('holds an enquiry rather than lose it when %s', async (_, host, token) => {
    const { status, reference } = await send(host, { ...valid, message: `Held: ${_}.` }, { idempotency: newKey(), 'cf-turnstile-response': token });
    expect(status).toBe(201);
    expect(await rowOf(reference)).toMatchObject({ held_reason: 'turnstile-unverified' });
    expect(consoleLines.some((line) => line.startsWith('turnstile: Siteverify'))).toBe(true);
  });

  it('answers a retry from the store, without spending its token again', async () => {
    const key = newKey();
    const first = await send(HOSTS.turnstile, { ...valid, message: 'Retried with its token.' }, { idempotency: key, 'cf-turnstile-response': 'good-token' });
    const before = siteverifyAsked.length;
    // Siteverify would fail the spent token: the retry must not ask.
    const retry = await send(HOSTS.turnstile, { ...valid, message: 'Retried with its token.' }, { idempotency: key, 'cf-turnstile-response': 'spent-token' });
    expect([first.status, retry.status, retry.reference]).toEqual([201, 200, first.reference]);
    expect(siteverifyAsked.length).toBe(before);
  });

  it('changes nothing when it is off: a token is taken and not checked', async () => {
    const before = siteverifyAsked.length;
    const { status, reference } = await send(HOSTS.mail, { ...valid, message: 'Turnstile off.' }, { idempotency: newKey(), 'cf-turnstile-response': 'bad-token' });
    expect(status).toBe(201);
    expect(await rowOf(reference)).toMatchObject({ held_reason: null });
    expect(siteverifyAsked.length).toBe(before);
  });

  it('refuses a token longer than Siteverify takes as the wrong shape', async () => {
    const { status, body } = await send(HOSTS.turnstile, valid, { idempotency: newKey(), 'cf-turnstile-response': 'x'.repeat(2049) });
    expect([status, body]).toEqual([400, { ok: false, error: 'wrong-shape', fields: ['cf-turnstile-response'] }]);
  });
});
