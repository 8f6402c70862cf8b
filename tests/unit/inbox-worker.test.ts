/**
 * @jest-environment node
 *
 * The advisers' inbox at /inbox (workers/enquiries/src/inbox/), run for real and offline: the
 * enquiry Worker bundled with esbuild and served by Miniflare on a local D1 made from the
 * migrations, signing in through a local stand-in for GitHub (scripts/github-stand-in.ts, a real
 * HTTP server the Worker's fetches reach). The test plays the browser: it follows the redirects
 * and carries the cookies itself. The inbox's words are read from the fixture's content/inbox.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { Miniflare } from 'miniflare';
import { applyMigrations, bundleWorker, fixtureEnquirySettings, WORKER } from './worker-harness';
import { startGitHubStandIn, type GitHubStandIn } from '@/scripts/github-stand-in';
import type { InboxDatabase } from '@/workers/enquiries/src/inbox/store';
import { sealSession } from '@/workers/enquiries/src/inbox/session';

const SITE = 'https://www.example.com';
const SESSION_SECRET = 'session-secret-for-tests';
const ADVISER = 'ayesha-adviser';
const COLLABORATOR = 'bilal-collaborator';
const STRANGER = 'someone-else';
const settings = fixtureEnquirySettings({ advisers: [ADVISER], repository: 'horizon/site' });
/** The fixture's words, read as a file (not through the code under test). */
const words: Record<string, unknown> = matter(fs.readFileSync(path.join(__dirname, 'fixtures/minimal/content/inbox.md'), 'utf8')).data.inbox;
const word = (...keys: string[]): string => {
  const found: unknown = keys.reduce<unknown>((at, key) => (at && typeof at === 'object' ? Reflect.get(at, key) : undefined), words);
  if (typeof found !== 'string') throw new Error(`no word inbox.${keys.join('.')}`);
  return found;
};
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

let mf: Miniflare;
let db: InboxDatabase;
let github: GitHubStandIn;

beforeAll(async () => {
  github = await startGitHubStandIn({ login: ADVISER, pushers: [COLLABORATOR], clientId: 'inbox-client', clientSecret: 'inbox-secret' });
  mf = new Miniflare({
    modules: true,
    compatibilityDate: '2026-04-20',
    script: await bundleWorker({ entryPoints: [path.join(WORKER, 'src/index.ts')] }, settings),
    d1Databases: { DB: 'inbox-test' },
    bindings: {
      CLIENT_SALT: 'salt',
      SESSION_SECRET,
      INBOX_GITHUB_CLIENT_ID: 'inbox-client',
      INBOX_GITHUB_CLIENT_SECRET: 'inbox-secret',
      GITHUB_URL: github.url,
      GITHUB_API_URL: github.apiUrl,
    },
  });
  await applyMigrations(mf);
  db = await mf.getD1Database('DB');
}, 30_000);
afterAll(async () => {
  await mf?.dispose();
  await github?.close();
});

type Answer = { status: number; headers: Headers; text: string };
async function get(pathname: string, cookie = '', init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const response = await mf.dispatchFetch(`${SITE}${pathname}`, { redirect: 'manual', method: init.method ?? 'GET', body: init.body, headers: { ...(cookie ? { cookie } : {}), ...init.headers } });
  return { status: response.status, headers: new Headers([...response.headers.entries()].filter(([name]) => name !== 'set-cookie').concat(response.headers.getSetCookie().map((c) => ['set-cookie', c]))), text: await response.text() };
}
const setCookies = (answer: Answer) => answer.headers.getSetCookie();
const cookieOf = (answer: Answer, name: string) => setCookies(answer).find((c) => c.startsWith(`${name}=`));
const valueOf = (header: string | undefined) => (header ?? '').split(';')[0] ?? '';

/** The whole sign-in as a browser makes it: to GitHub (the stand-in, which approves at once) and back. */
async function signIn(login: string): Promise<{ callback: Answer; cookie: string }> {
  github.signInAs(login);
  const start = await get('/inbox/auth/login');
  const toGitHub = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
  const back = new URL(toGitHub.headers.get('location') ?? '');
  const callback = await get(back.pathname + back.search, valueOf(cookieOf(start, 'inbox_state')));
  return { callback, cookie: valueOf(cookieOf(callback, 'inbox_session')) };
}

let adviser = '';
const session = async () => (adviser ||= (await signIn(ADVISER)).cookie);
/** The session's form token, as the inbox's own forms carry it. */
const csrfOf = (page: string) => /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
const postForm = async (pathname: string, fields: Record<string, string>, extra: Record<string, string> = {}) =>
  get(pathname, await session(), { method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, ...extra } });

let made = 0;
type Row = Partial<Record<'created_at' | 'name' | 'phone' | 'email' | 'service' | 'country' | 'mode' | 'date' | 'time' | 'message' | 'subject' | 'reference', string>>;
/** An enquiry stored as the endpoint stores one, with `row`'s values; its reference. */
async function storeEnquiry(row: Row = {}): Promise<string> {
  made++;
  const reference = row.reference ?? `HSA-T${String(made).padStart(4, '0')}`;
  const values = { created_at: new Date().toISOString(), name: `Family ${made}`, phone: '0300-1234567', email: `family${made}@example.com`, service: 'helping', country: 'testland', mode: '', date: '', time: '', message: 'Hello', subject: 'Enquiry', ...row };
  await db
    .prepare('INSERT INTO enquiries (reference, client_hash, content_hash, created_at, name, phone, email, service, country, mode, date, time, message, subject) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(reference, `client-${made}`, `content-${made}`, values.created_at, values.name, values.phone, values.email, values.service, values.country, values.mode, values.date, values.time, values.message, values.subject)
    .run();
  return reference;
}
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe('who gets in', () => {
  it('answers a visitor who has not signed in with 401 and the sign-in page, for every inbox address', async () => {
    for (const pathname of ['/inbox', '/inbox/enquiries.csv', '/inbox/enquiries/HSA-00000']) {
      const answer = await get(pathname);
      expect(answer.status).toBe(401);
      expect(answer.text).toContain(word('signIn', 'heading'));
      expect(answer.text).toContain('href="/inbox/auth/login"');
    }
    expect((await get('/inbox/enquiries/HSA-00000/answered', '', { method: 'POST' })).status).toBe(401);
  });

  it('sends the adviser to GitHub with a fresh state kept in a cookie for the callback only', async () => {
    const start = await get('/inbox/auth/login');
    expect(start.status).toBe(302);
    const to = new URL(start.headers.get('location') ?? '');
    expect(`${to.origin}${to.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(to.searchParams.get('client_id')).toBe('inbox-client');
    expect(to.searchParams.get('redirect_uri')).toBe(`${SITE}/inbox/auth/callback`);
    const state = to.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(cookieOf(start, 'inbox_state')).toBe(`inbox_state=${state}; Path=/inbox/auth; Max-Age=600; HttpOnly; SameSite=Lax; Secure`);
    expect((await get('/inbox/auth/login')).headers.get('location')).not.toContain(state);
  });

  it('admits an adviser named in settings with a signed, HttpOnly, Secure session cookie for /inbox that expires', async () => {
    const { callback, cookie } = await signIn(ADVISER);
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/inbox');
    expect(cookieOf(callback, 'inbox_session')).toMatch(/^inbox_session=[\w-]+\.[\w-]+; Path=\/inbox; Max-Age=43200; HttpOnly; SameSite=Lax; Secure$/);
    // The state is spent.
    expect(cookieOf(callback, 'inbox_state')).toContain('Max-Age=0');
    const list = await get('/inbox', cookie);
    expect(list.status).toBe(200);
    expect(list.text).toContain(fill(word('signedInAs'), { login: ADVISER }));
  });

  it('admits a collaborator who may push to the repository, asking GitHub with their own token', async () => {
    const { callback, cookie } = await signIn(COLLABORATOR);
    expect(callback.status).toBe(303);
    expect((await get('/inbox', cookie)).text).toContain(fill(word('signedInAs'), { login: COLLABORATOR }));
    expect(github.requests).toContain('GET /api/repos/horizon/site');
  });

  it('refuses anyone else with 403 and a page that says why, and gives them no session', async () => {
    const { callback, cookie } = await signIn(STRANGER);
    expect(callback.status).toBe(403);
    expect(callback.text).toContain(word('refused', 'heading'));
    expect(callback.text).toContain(fill(word('refused', 'text'), { login: STRANGER }).replace(/'/g, '&#39;'));
    expect(cookie).toBe('');
  });

  it('refuses a callback whose state is missing or not the one this browser was given', async () => {
    const start = await get('/inbox/auth/login');
    const toGitHub = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    const back = new URL(toGitHub.headers.get('location') ?? '');
    const stateCookie = valueOf(cookieOf(start, 'inbox_state'));
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state-forged-state-forged-state');
    for (const answer of [await get(forged.pathname + forged.search, stateCookie), await get(back.pathname + back.search)]) {
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(word('signIn', 'failed'));
      expect(cookieOf(answer, 'inbox_session')).toBeUndefined();
    }
  });

  it('refuses a tampered or expired session cookie', async () => {
    const cookie = await session();
    const [payload = '', signature = ''] = cookie.slice('inbox_session='.length).split('.');
    const data: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...(typeof data === 'object' ? data : {}), login: 'mallory' })).toString('base64url');
    expect((await get('/inbox', `inbox_session=${forged}.${signature}`)).status).toBe(401);
    expect((await get('/inbox', `inbox_session=${payload}.${signature.slice(0, -2)}AA`)).status).toBe(401);
    expect((await get('/inbox', 'inbox_session=garbage')).status).toBe(401);
    expect((await get('/inbox', cookie)).status).toBe(200);
    // Signed with the secret, but over.
    const sealed = (expires: number) => sealSession({ login: ADVISER, expires, csrf: 'token' }, SESSION_SECRET);
    expect((await get('/inbox', `inbox_session=${await sealed(Date.now() - 1000)}`)).status).toBe(401);
    expect((await get('/inbox', `inbox_session=${await sealed(Date.now() + 60_000)}`)).status).toBe(200);
  });

  it('signs out by a POST from the inbox, which clears the cookie', async () => {
    const { cookie } = await signIn(ADVISER);
    const page = await get('/inbox', cookie);
    const out = await get('/inbox/auth/logout', cookie, { method: 'POST', body: `csrf=${csrfOf(page.text)}`, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE } });
    expect(out.status).toBe(303);
    expect(cookieOf(out, 'inbox_session')).toMatch(/^inbox_session=; Path=\/inbox; Max-Age=0/);
  });
});

describe('the list', () => {
  it('shows enquiries newest first, by the labels of their choices (an id the site no longer offers as itself), their words right to left where they are', async () => {
    const older = await storeEnquiry({ created_at: hoursAgo(3), name: 'Older family' });
    const newer = await storeEnquiry({ created_at: hoursAgo(1), name: 'عائشہ خان', message: 'میں لندن جانا چاہتی ہوں', service: 'retired-service', country: 'testland' });
    const { text } = await get('/inbox', await session());
    expect(text.indexOf(newer)).toBeGreaterThan(-1);
    expect(text.indexOf(newer)).toBeLessThan(text.indexOf(older));
    const row = text.slice(text.indexOf(newer), text.indexOf('</tr>', text.indexOf(newer)));
    expect(row).toContain('<td dir="auto">عائشہ خان</td>');
    expect(row).toContain('<td dir="auto">میں لندن جانا چاہتی ہوں</td>');
    expect(row).toContain('<td>retired-service</td>');
    expect(row).toContain(`<td>${settings.choices.countries[0]?.label}</td>`);
  });

  it('filters by status, service, destination and received date, with a plain GET form', async () => {
    const a = await storeEnquiry({ service: 'filter-a', country: 'land-a', created_at: '2026-03-10T20:00:00.000Z' }); // 11 March in Karachi
    const b = await storeEnquiry({ service: 'filter-b', country: 'land-a', created_at: '2026-03-12T05:00:00.000Z' });
    const c = await storeEnquiry({ service: 'filter-a', country: 'land-b', created_at: '2026-03-12T06:00:00.000Z' });
    const cookie = await session();
    const shown = async (query: string) => {
      const text = (await get(`/inbox?${query}`, cookie)).text;
      return [a, b, c].filter((reference) => text.includes(reference));
    };
    expect(await shown('service=filter-a')).toEqual([a, c]);
    expect(await shown('country=land-a')).toEqual([a, b]);
    expect(await shown('service=filter-a&country=land-b')).toEqual([c]);
    // The office's days: 20:00 UTC on 10 March is 11 March in Asia/Karachi.
    expect(await shown('from=2026-03-11&to=2026-03-11')).toEqual([a]);
    expect(await shown('from=2026-03-12')).toEqual([b, c]);
    expect(await shown('to=2026-03-10')).toEqual([]);
    await postForm(`/inbox/enquiries/${b}/answered`, { csrf: csrfOf((await get('/inbox', cookie)).text) });
    expect(await shown('status=answered')).toEqual([b]);
    expect(await shown('status=open&country=land-a')).toEqual([a]);
    const form = (await get('/inbox', cookie)).text;
    expect(form).toMatch(/<form class="filters" method="get" action="\/inbox"/);
    for (const name of ['status', 'service', 'country', 'from', 'to']) expect(form).toContain(`name="${name}"`);
  });
});

describe('an enquiry', () => {
  it('shows every field, reply links that carry the reference, and logs who read it and when', async () => {
    const reference = await storeEnquiry({ name: 'Ayesha Khan', phone: '0300-7654321', email: 'ayesha@example.com', mode: 'phone', date: '2026-12-01', time: '10:00', message: 'About the UK visit visa', subject: 'Enquiry from Ayesha Khan' });
    const before = Date.now();
    const { status, text } = await get(`/inbox/enquiries/${reference}`, await session());
    expect(status).toBe(200);
    for (const value of ['Ayesha Khan', '0300-7654321', 'ayesha@example.com', '2026-12-01', '10:00', 'About the UK visit visa', 'Enquiry from Ayesha Khan', settings.choices.modes.find((m) => m.id === 'phone')?.label ?? '?', settings.choices.services[0]?.label ?? '?']) expect(text).toContain(value);
    const message = fill(word('reply', 'message'), { name: 'Ayesha Khan', reference });
    const subject = fill(word('reply', 'subject'), { reference });
    expect(text).toContain(`href="https://wa.me/923007654321?text=${encodeURIComponent(message)}"`);
    expect(text).toContain(`href="mailto:ayesha@example.com?subject=${encodeURIComponent(subject)}&#38;body=${encodeURIComponent(message)}"`);
    const reads = await db.prepare('SELECT reader, read_at FROM enquiry_reads WHERE reference = ?').bind(reference).all<{ reader: string; read_at: string }>();
    expect(reads.results.map((r) => r.reader)).toEqual([ADVISER]);
    expect(Date.parse(reads.results[0]?.read_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    await get(`/inbox/enquiries/${reference}`, await session());
    expect((await db.prepare('SELECT count(*) AS n FROM enquiry_reads WHERE reference = ?').bind(reference).first<{ n: number }>())?.n).toBe(2);
  });

  it('marks one the spam check could not vouch for as held, in the list and with its reason on its page', async () => {
    const held = await storeEnquiry({ name: 'Held Family' });
    const fine = await storeEnquiry({ name: 'Fine Family' });
    await db.prepare("UPDATE enquiries SET held_reason = 'turnstile-no-token' WHERE reference = ?").bind(held).run();
    const list = (await get('/inbox', await session())).text;
    const rowOf = (reference: string) => new RegExp(`<tr>\\s*<td><a href="[^"]*${reference}">[\\s\\S]*?</tr>`).exec(list)?.[0] ?? '';
    expect(rowOf(held)).toContain(word('status', 'held'));
    expect(rowOf(fine)).not.toContain(word('status', 'held'));
    // Up to its first apostrophe, which the page writes escaped.
    const reason = String(matter(fs.readFileSync(path.join(__dirname, 'fixtures/minimal/content/inbox.md'), 'utf8')).data.email.held.noToken).split("'")[0] ?? '';
    expect(reason.length).toBeGreaterThan(20);
    expect((await get(`/inbox/enquiries/${held}`, await session())).text).toContain(reason);
    expect((await get(`/inbox/enquiries/${fine}`, await session())).text).not.toContain(reason);
  });

  it('is marked answered once: who and when of the first reply are kept', async () => {
    const reference = await storeEnquiry();
    const page = await get(`/inbox/enquiries/${reference}`, await session());
    const csrf = csrfOf(page.text);
    const answered = await postForm(`/inbox/enquiries/${reference}/answered`, { csrf });
    expect(answered.status).toBe(303);
    expect(answered.headers.get('location')).toBe(`/inbox/enquiries/${reference}`);
    const row = await db.prepare('SELECT status, answered_by, answered_at FROM enquiries WHERE reference = ?').bind(reference).first<{ status: string; answered_by: string; answered_at: string }>();
    expect(row).toMatchObject({ status: 'answered', answered_by: ADVISER });
    // A second press (another adviser, later) changes nothing.
    const other = await signIn(COLLABORATOR);
    const otherCsrf = csrfOf((await get('/inbox', other.cookie)).text);
    await get(`/inbox/enquiries/${reference}/answered`, other.cookie, { method: 'POST', body: `csrf=${otherCsrf}`, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE } });
    expect(await db.prepare('SELECT status, answered_by, answered_at FROM enquiries WHERE reference = ?').bind(reference).first()).toEqual(row);
    expect((await db.prepare('SELECT count(*) AS n FROM reply_times WHERE answered_at = ?').bind(row?.answered_at).first<{ n: number }>())?.n).toBe(1);
    const shown = (await get(`/inbox/enquiries/${reference}`, await session())).text;
    expect(shown).not.toContain(`>${word('markAnswered')}</button>`);
    expect(shown).toContain(word('status', 'answered'));
  });

  it('keeps private notes with their author and time', async () => {
    const reference = await storeEnquiry();
    const csrf = csrfOf((await get(`/inbox/enquiries/${reference}`, await session())).text);
    expect((await postForm(`/inbox/enquiries/${reference}/notes`, { csrf, note: 'Called back, no answer.\nTry after 5.' })).status).toBe(303);
    const notes = await db.prepare('SELECT author, body FROM enquiry_notes JOIN enquiries ON enquiries.id = enquiry_id WHERE reference = ?').bind(reference).all();
    expect(notes.results).toEqual([{ author: ADVISER, body: 'Called back, no answer.\nTry after 5.' }]);
    const text = (await get(`/inbox/enquiries/${reference}`, await session())).text;
    expect(text).toContain('Called back, no answer.\nTry after 5.');
    expect(text).toMatch(new RegExp(fill(word('notes', 'byline'), { author: ADVISER, time: '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}' })));
  });

  it('refuses a POST without the session\'s token or from another origin', async () => {
    const reference = await storeEnquiry();
    const csrf = csrfOf((await get(`/inbox/enquiries/${reference}`, await session())).text);
    const forged = await postForm(`/inbox/enquiries/${reference}/answered`, { csrf: 'not-the-token' });
    expect([forged.status, forged.text]).toEqual([403, word('formRefused')]);
    expect((await postForm(`/inbox/enquiries/${reference}/answered`, {})).status).toBe(403);
    expect((await postForm(`/inbox/enquiries/${reference}/notes`, { csrf, note: 'x' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await db.prepare('SELECT status FROM enquiries WHERE reference = ?').bind(reference).first()).toEqual({ status: 'open' });
    expect((await db.prepare('SELECT count(*) AS n FROM enquiry_notes JOIN enquiries ON enquiries.id = enquiry_id WHERE reference = ?').bind(reference).first<{ n: number }>())?.n).toBe(0);
  });
});

describe('the figures on top', () => {
  const figure = (text: string, name: string) => new RegExp(`data-figure="${name}">([^<]*)<`).exec(text)?.[1];

  it('gives the median and 90th percentile of the time to first reply, from the reply times alone', async () => {
    await db.prepare('DELETE FROM reply_times').run();
    expect(figure((await get('/inbox', await session())).text, 'median')).toBe(word('figures', 'noReplies'));
    const cookie = await session();
    for (const hours of [1, 2, 6]) {
      const reference = await storeEnquiry({ created_at: hoursAgo(hours) });
      await postForm(`/inbox/enquiries/${reference}/answered`, { csrf: csrfOf((await get('/inbox', cookie)).text) });
    }
    // The figures outlive the enquiries: the retention cron deletes rows of `enquiries`.
    await db.prepare("DELETE FROM enquiries WHERE status = 'answered'").run();
    const text = (await get('/inbox', cookie)).text;
    expect(figure(text, 'median')).toBe(fill(word('figures', 'duration'), { hours: 2, minutes: 0 }));
    expect(figure(text, 'p90')).toBe(fill(word('figures', 'duration'), { hours: 6, minutes: 0 }));
  });

  it('counts the open enquiries older than one working day', async () => {
    const cookie = await session();
    const overdue = async () => Number(figure((await get('/inbox', cookie)).text, 'overdue'));
    const before = await overdue();
    await storeEnquiry({ created_at: hoursAgo(24 * 10) });
    await storeEnquiry({ created_at: hoursAgo(0.5) });
    expect(await overdue()).toBe(before + 1);
  });
});

describe('CSV export', () => {
  it('holds the filtered enquiries, RFC 4180 quoted, formula-like cells made inert, and logs each as read', async () => {
    const formula = await storeEnquiry({ service: 'csv-only', name: '=HYPERLINK("https://evil.example","Click")', message: 'Line one, with a comma\nand "quotes"', subject: '@SUM(A1)', phone: '+92 300 1234567' });
    const answer = await get('/inbox/enquiries.csv?service=csv-only', await session());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = answer.text.split('\r\n');
    expect(lines[0]).toBe([word('fields', 'reference'), word('fields', 'received'), word('fields', 'status'), word('fields', 'answeredBy'), word('fields', 'answeredAt'), word('fields', 'name'), word('fields', 'phone'), word('fields', 'email'), word('fields', 'service'), word('fields', 'country'), word('fields', 'mode'), word('fields', 'date'), word('fields', 'time'), word('fields', 'subject'), word('fields', 'message')].join(','));
    expect(answer.text.endsWith('\r\n')).toBe(true);
    expect(answer.text).toContain(`${formula},`);
    expect(answer.text).toContain(`,"'=HYPERLINK(""https://evil.example"",""Click"")",'+92 300 1234567,`);
    expect(answer.text).toContain(`,'@SUM(A1),"Line one, with a comma\nand ""quotes"""\r\n`);
    expect(lines.filter((line) => line.startsWith('HSA-'))).toHaveLength(1);
    expect(await db.prepare('SELECT reader FROM enquiry_reads WHERE reference = ?').bind(formula).all()).toMatchObject({ results: [{ reader: ADVISER }] });
  });
});

describe('safety', () => {
  const script = (field: string) => `<script>alert("${field}")</script>`;

  it('shows script in every field as text, in the list, the enquiry and the CSV', async () => {
    const fields = ['name', 'phone', 'email', 'service', 'country', 'mode', 'date', 'time', 'message', 'subject'] as const;
    const reference = await storeEnquiry(Object.fromEntries(fields.map((field) => [field, script(field)])));
    const cookie = await session();
    const csrf = csrfOf((await get('/inbox', cookie)).text);
    await postForm(`/inbox/enquiries/${reference}/notes`, { csrf, note: script('note') });
    const list = (await get('/inbox', cookie)).text;
    const page = (await get(`/inbox/enquiries/${reference}`, cookie)).text;
    for (const text of [list, page]) expect(text).not.toMatch(/<script/i);
    for (const field of [...fields, 'note']) expect(page).toContain(`&#60;script&#62;alert(&#34;${field}&#34;)&#60;/script&#62;`);
    expect(list).toContain('&#60;script&#62;alert(&#34;name&#34;)&#60;/script&#62;');
    // A filter's value is escaped where the form shows it again.
    expect((await get(`/inbox?from=${encodeURIComponent('"><script>')}`, cookie)).text).not.toMatch(/<script/i);
  });

  it('sends every inbox page with a strict CSP, noindex, no-store and no referrer', async () => {
    const reference = await storeEnquiry();
    const cookie = await session();
    for (const answer of [await get('/inbox'), await get('/inbox', cookie), await get(`/inbox/enquiries/${reference}`, cookie), await get('/inbox/enquiries.csv', cookie), (await signIn(STRANGER)).callback]) {
      const csp = answer.headers.get('content-security-policy') ?? '';
      for (const directive of ["default-src 'none'", "style-src 'self'", "form-action 'self'", "frame-ancestors 'none'", "base-uri 'none'"]) expect(csp).toContain(directive);
      expect(csp).not.toContain('script-src');
      expect(answer.headers.get('x-robots-tag')).toContain('noindex');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('referrer-policy')).toBe('same-origin');
      if (answer.headers.get('content-type')?.startsWith('text/html')) expect(answer.text).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });

  it('leaves the enquiry endpoint and other paths alone', async () => {
    expect((await get('/inboxes')).status).toBe(404);
    expect(await (await mf.dispatchFetch(`${SITE}/inboxes`)).json()).toEqual({ ok: false, error: 'not-found' });
  });
});
