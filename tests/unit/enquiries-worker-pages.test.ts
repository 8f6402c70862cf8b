/**
 * @jest-environment node
 *
 * A form sent without JavaScript (workers/enquiries/src/answer-page.ts): the browser posts it
 * form-encoded and shows the answer, so our endpoint answers a browser's navigation with a page in
 * the visitor's language, and the form's fetch (Accept: application/json) with JSON as before. The
 * Worker is bundled with the settings of this project's own content in both editions and served by
 * Miniflare, as in enquiries-worker.test.ts; the expected words are read here from the content
 * files with gray-matter, and the pages are read with parse5.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import matter from 'gray-matter';
import { Miniflare, type WorkerOptions } from 'miniflare';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { FIELD_MAX, HONEYPOT_FIELD, MESSAGE_MIN, type EnquiryValues } from '@/lib/enquiry-rules';
import { applyMigrations, bundleWorker, siteEnquirySettings, WORKER } from './worker-harness';
import type { D1Database } from '@/workers/enquiries/src/endpoint';

const ROOT = path.resolve(__dirname, '../..');
const frontmatter = (file: string) => matter(fs.readFileSync(path.join(ROOT, file), 'utf8')).data;
const site = frontmatter('content/site.md');
const SALT = 'test-salt';
/** What Chromium sends with a form's POST navigation. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7';
const REFERENCE = /^HSA-[0-9A-HJKMNP-TV-Z]{5}$/;
const HOSTS = { site: 'www.example.com', turnstile: 'turnstile.example.com', unsalted: 'unsalted.example.com', broken: 'broken.example.com' };

/** Each edition as its content files write it; `page` is where the visitor sent the form from. */
const editions = [
  { name: 'English', lang: 'en', dir: 'ltr', page: '/contact', contact: frontmatter('content/pages/contact.md'), labels: frontmatter('content/labels.md') },
  { name: 'Urdu', lang: 'ur', dir: 'rtl', page: '/ur/contact', contact: frontmatter('content/ur/pages/contact.md'), labels: frontmatter('content/ur/labels.md') },
];
type EditionCase = (typeof editions)[number];

/** Siteverify's stand-in: it refuses every token. */
const siteverify = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, 'error-codes': ['invalid-input-response'] })));
});

let mf: Miniflare;
let db: D1Database;

beforeAll(async () => {
  const port = await new Promise<number>((resolve) =>
    siteverify.listen(0, '127.0.0.1', () => {
      const address = siteverify.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
  const settings = siteEnquirySettings(ROOT);
  const entry = { entryPoints: [path.join(WORKER, 'src/index.ts')] };
  const script = await bundleWorker(entry, settings);
  const turnstileScript = await bundleWorker(entry, { ...settings, turnstile: { siteKey: '1x00000000000000000000AA' } });
  const base = { modules: true, compatibilityDate: '2026-04-20', d1Databases: { DB: 'enquiries-pages-test' } } satisfies Partial<WorkerOptions>;
  mf = new Miniflare({
    workers: [
      { ...base, name: 'site', routes: [`${HOSTS.site}/*`], script, bindings: { CLIENT_SALT: SALT } },
      { ...base, name: 'turnstile', routes: [`${HOSTS.turnstile}/*`], script: turnstileScript, bindings: { CLIENT_SALT: SALT, TURNSTILE_SECRET: 'secret', TURNSTILE_SITEVERIFY_URL: `http://127.0.0.1:${port}/siteverify` } },
      // No CLIENT_SALT: refused with 500, nothing stored.
      { ...base, name: 'unsalted', routes: [`${HOSTS.unsalted}/*`], script, bindings: {} },
      // A database without the migrations: storing fails, 503.
      { ...base, name: 'broken', routes: [`${HOSTS.broken}/*`], script, bindings: { CLIENT_SALT: SALT }, d1Databases: { DB: 'enquiries-pages-empty' } },
    ],
  });
  await applyMigrations(mf);
  db = await mf.getD1Database('DB');
}, 60_000);
afterAll(async () => {
  await mf?.dispose();
  await new Promise((resolve) => siteverify.close(resolve));
});

let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

const valid: EnquiryValues = { name: 'Ayesha Khan', phone: '0300-1234567', email: 'ayesha@example.com', service: 'visit-visa', country: 'uk', mode: '', date: '', time: '', message: 'I would like to visit my brother in London.' };

/** What the form posts without JavaScript: its named fields as typed, with the empty honeypot; no key, no subject. */
function noScriptBody(values: EnquiryValues, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ ...values, [HONEYPOT_FIELD]: '', ...extra }).toString();
}

type Send = { host?: string; body: string; ip?: string; accept?: string | null; referer?: string | null; type?: string };
function send({ host = HOSTS.site, body, ip = newClient(), accept = BROWSER_ACCEPT, referer = `https://${host}/contact`, type = 'application/x-www-form-urlencoded' }: Send) {
  const headers: Record<string, string> = { 'content-type': type, 'cf-connecting-ip': ip };
  if (accept !== null) headers.accept = accept;
  if (referer !== null) headers.referer = referer;
  return mf.dispatchFetch(`https://${host}/api/enquiries`, { method: 'POST', headers, body });
}
/** The form sent from `edition`'s contact page, by a browser without JavaScript. */
const sendFrom = (edition: EditionCase, options: Send) => send({ ...options, referer: `https://${options.host ?? HOSTS.site}${edition.page}` });

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];
const childrenOf = (node: Node): Node[] => ('childNodes' in node ? node.childNodes : []);
function elements(node: Node, tag: string): Element[] {
  const found: Element[] = [];
  for (const child of childrenOf(node)) {
    if ('tagName' in child && child.tagName === tag) found.push(child);
    found.push(...elements(child, tag));
  }
  return found;
}
const textOf = (node: Node): string => ('value' in node && node.nodeName === '#text' ? node.value : childrenOf(node).map(textOf).join(''));
const attr = (element: Element | undefined, name: string) => element?.attrs.find((a) => a.name === name)?.value;

/** The page as the browser reads it. */
async function pageOf(response: Response | Awaited<ReturnType<typeof send>>) {
  const source = await response.text();
  const document = parse(source);
  const one = (tag: string) => elements(document, tag)[0];
  const texts = (tag: string) => elements(document, tag).map((element) => textOf(element).trim());
  return { source, document, one, texts, text: (tag: string) => textOf(one(tag) ?? document).trim() };
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
const rowOf = (reference: string) => db.prepare('SELECT * FROM enquiries WHERE reference = ?').bind(reference).first<Record<string, unknown>>();

/** The parts of a page every answer has: language, title, heading, and the link back to the contact page. */
function expectFrame(page: Awaited<ReturnType<typeof pageOf>>, edition: EditionCase) {
  const root = page.one('html');
  expect({ lang: attr(root, 'lang'), dir: attr(root, 'dir') }).toEqual({ lang: edition.lang, dir: edition.dir });
  expect(page.text('title')).toBe(`${edition.contact.title} | ${site.shortName}`);
  expect(page.text('h1')).toBe(edition.contact.title);
  const back = elements(page.document, 'a').find((a) => attr(a, 'href') === edition.page);
  expect(back && textOf(back)).toBe(edition.contact.formHeading);
}

describe.each(editions)('a form sent without JavaScript from the $name contact page is answered with a page', (edition) => {
  const { form } = edition.contact;

  it('stored: the thanks with the reference in <bdi>, status 201', async () => {
    const response = await sendFrom(edition, { body: noScriptBody(valid) });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await pageOf(response);
    expectFrame(page, edition);
    const reference = page.text('bdi');
    expect(reference).toMatch(REFERENCE);
    expect(page.text('p')).toBe(fill(form.successWithReference, { reference }));
    expect(await rowOf(reference)).toMatchObject({ name: valid.name, held_reason: null });
  });

  it('the same enquiry sent again: the same thanks and reference, status 200, stored once', async () => {
    const ip = newClient();
    const values = { ...valid, message: `Sent twice from the ${edition.name} page by a double click.` };
    const first = await pageOf(await sendFrom(edition, { body: noScriptBody(values), ip }));
    const againResponse = await sendFrom(edition, { body: noScriptBody(values), ip });
    expect(againResponse.status).toBe(200);
    const again = await pageOf(againResponse);
    expect(again.text('bdi')).toBe(first.text('bdi'));
    expect(again.text('p')).toBe(fill(form.successWithReference, { reference: first.text('bdi') }));
    expect((await db.prepare('SELECT count(*) AS n FROM enquiries WHERE message = ?').bind(values.message).first<{ n: number }>())?.n).toBe(1);
  });

  it('held for review (Turnstile on, no token): the same thanks, status 201', async () => {
    const response = await sendFrom(edition, { host: HOSTS.turnstile, body: noScriptBody(valid) });
    expect(response.status).toBe(201);
    const page = await pageOf(response);
    expectFrame(page, edition);
    const reference = page.text('bdi');
    expect(page.text('p')).toBe(fill(form.successWithReference, { reference }));
    expect(await rowOf(reference)).toMatchObject({ held_reason: 'turnstile-no-token' });
  });

  it('a filled honeypot: the same thanks page, and nothing stored', async () => {
    const response = await sendFrom(edition, { body: noScriptBody(valid, { [HONEYPOT_FIELD]: 'bot' }) });
    expect(response.status).toBe(201);
    const page = await pageOf(response);
    const reference = page.text('bdi');
    expect(reference).toMatch(REFERENCE);
    expect(page.text('p')).toBe(fill(form.successWithReference, { reference }));
    expect(await rowOf(reference)).toBeNull();
  });

  it('refused by the form’s rules (422): what was typed, as text, and each problem in the form’s words with its limit', async () => {
    const name = '<script>alert("hi")</script> Ayesha';
    const message = `<img src=x onerror=alert(1)> ${'x'.repeat(FIELD_MAX.message)}`;
    const response = await sendFrom(edition, { body: noScriptBody({ ...valid, name, phone: '', email: 'not-an-address', message }) });
    expect(response.status).toBe(422);
    const page = await pageOf(response);
    expectFrame(page, edition);
    expect(page.text('h2')).toBe(form.errors.summary);
    const { composed } = form;
    expect(page.texts('dt')).toEqual([composed.name, composed.phone, composed.email, form.messageHeading]);
    expect(page.texts('dd')).toEqual([
      name,
      form.errors.phoneRequired,
      'not-an-address',
      form.errors.emailInvalid,
      message,
      fill(form.errors.messageTooLong, { max: FIELD_MAX.message.toLocaleString('en-GB') }),
    ]);
    // Shown, never run: no element of the visitor's making.
    expect(elements(page.document, 'script')).toEqual([]);
    expect(elements(page.document, 'img')).toEqual([]);
    expect(page.source).not.toContain('<script');
  });

  it('a message too short: the form’s message with its minimum', async () => {
    const response = await sendFrom(edition, { body: noScriptBody({ ...valid, message: 'Hi' }) });
    const page = await pageOf(response);
    expect(page.texts('dd')).toEqual([valid.name, valid.phone, valid.email, 'Hi', fill(form.errors.messageRequired, { min: String(MESSAGE_MIN) })]);
  });

  const expectRefusal = async (response: Awaited<ReturnType<typeof send>>, status: number) => {
    expect(response.status).toBe(status);
    const page = await pageOf(response);
    expectFrame(page, edition);
    expect(page.text('p')).toBe(form.failureWithoutScript);
    const links = elements(page.one('ul') ?? page.document, 'a').map((a) => ({ href: attr(a, 'href'), text: textOf(a) }));
    expect(links).toEqual([
      { href: `https://wa.me/${site.contact.whatsapp}`, text: edition.labels.contact.whatsappLink },
      { href: `mailto:${site.contact.email}`, text: site.contact.email },
    ]);
    expect(page.texts('li').map((line) => line.split(':')[0])).toEqual([edition.labels.contact.whatsapp, edition.labels.contact.email]);
    return response;
  };

  it.each([
    ['400, a field the form does not have', () => sendFrom(edition, { body: noScriptBody(valid, { extra: 'x' }) }), 400],
    ['413, a body too large', () => sendFrom(edition, { body: noScriptBody({ ...valid, message: 'x'.repeat(20_000) }) }), 413],
    ['415, not form-encoded', () => sendFrom(edition, { body: noScriptBody(valid), type: 'text/plain' }), 415],
    ['403, Turnstile’s check refused', () => sendFrom(edition, { host: HOSTS.turnstile, body: noScriptBody(valid, { 'cf-turnstile-response': 'bad-token' }) }), 403],
    ['500, no salt set', () => sendFrom(edition, { host: HOSTS.unsalted, body: noScriptBody(valid) }), 500],
    ['503, the database failed', () => sendFrom(edition, { host: HOSTS.broken, body: noScriptBody(valid) }), 503],
  ])('refused (%s): the failure in its words, with the office’s WhatsApp and e-mail', async (_, sending, status) => {
    await expectRefusal(await sending(), status);
  });

  it('refused (429, too many from one address): the same page, with Retry-After', async () => {
    const ip = newClient();
    for (let i = 0; i < 5; i++) expect((await sendFrom(edition, { body: noScriptBody({ ...valid, message: `Enquiry number ${i} of a flood.` }), ip })).status).toBe(201);
    const response = await expectRefusal(await sendFrom(edition, { body: noScriptBody({ ...valid, message: 'One enquiry too many.' }), ip }), 429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it.each([
    ['429, too many from one address', 429],
    ['503, the database failed', 503],
  ])('refused (%s) once the form was read: what was typed, shown back to copy, since nothing was kept', async (_, status) => {
    const message = 'Please keep <b>these</b> words.';
    let response;
    if (status === 429) {
      const ip = newClient();
      for (let i = 0; i < 5; i++) await sendFrom(edition, { body: noScriptBody({ ...valid, message: `Flood ${i} before the kept words.` }), ip });
      response = await sendFrom(edition, { body: noScriptBody({ ...valid, message }), ip });
    } else response = await sendFrom(edition, { host: HOSTS.broken, body: noScriptBody({ ...valid, message }) });
    expect(response.status).toBe(status);
    const page = await pageOf(response);
    expect(page.text('h2')).toBe(form.messageHeading);
    expect(page.texts('dd')).toEqual([valid.name, valid.phone, valid.email, message]);
  });
});

describe('the answer page', () => {
  it('is a complete page, without script, under a strict policy that allows its one style by hash, kept nowhere and indexed by none', async () => {
    for (const body of [noScriptBody(valid), noScriptBody({ ...valid, name: '' }), noScriptBody(valid, { extra: 'x' })]) {
      const response = await send({ body });
      const page = await pageOf(response);
      expect(page.source.startsWith('<!doctype html>\n')).toBe(true);
      expect(attr(elements(page.document, 'meta').find((m) => attr(m, 'charset') !== undefined), 'charset')).toBe('utf-8');
      expect(attr(elements(page.document, 'meta').find((m) => attr(m, 'name') === 'viewport'), 'content')).toBe('width=device-width, initial-scale=1');
      expect(elements(page.document, 'script')).toEqual([]);
      const styles = page.texts('style');
      expect(styles).toHaveLength(1);
      const hash = createHash('sha256').update(styles[0] ?? '').digest('base64');
      expect(response.headers.get('content-security-policy')).toBe(`default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it.each([
    ['no Referer', null],
    ['a Referer on another page of the original', 'https://www.example.com/ukStudyAbroad'],
    ['a path that only starts like the Urdu prefix', 'https://www.example.com/urgent'],
    ['a Referer that is not an address', 'not an address'],
  ])('is in English for %s', async (_, referer) => {
    const page = await pageOf(await send({ body: noScriptBody(valid), referer }));
    expect(attr(page.one('html'), 'lang')).toBe('en');
    expect(page.text('h1')).toBe(editions[0]?.contact.title);
  });

  it('is in Urdu for any page under /ur', async () => {
    const page = await pageOf(await send({ body: noScriptBody(valid), referer: 'https://www.example.com/ur/ukStudyAbroad?x=1' }));
    expect(attr(page.one('html'), 'lang')).toBe('ur');
  });
});

describe('the form’s fetch, and any client that does not ask for HTML, still gets JSON', () => {
  it.each([
    ['the form’s fetch (Accept: application/json)', 'application/json'],
    ['a client naming both', 'text/html, application/json'],
    ['a client refusing HTML', 'text/html;q=0, application/xhtml+xml'],
    ['any type (*/*)', '*/*'],
    ['no Accept', null],
  ])('%s', async (_, accept) => {
    const stored = await send({ body: noScriptBody(valid), accept, referer: 'https://www.example.com/ur/contact' });
    expect(stored.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = await stored.json();
    expect(body).toEqual({ ok: true, reference: expect.stringMatching(REFERENCE) });
    const invalid = await send({ body: noScriptBody({ ...valid, phone: '' }), accept });
    expect({ status: invalid.status, body: await invalid.json() }).toEqual({ status: 422, body: { ok: false, errors: { phone: 'phoneRequired' } } });
    const refused = await send({ body: noScriptBody(valid, { extra: 'x' }), accept });
    expect({ status: refused.status, body: await refused.json() }).toEqual({ status: 400, body: { ok: false, error: 'unknown-fields', fields: ['extra'] } });
  });
});
