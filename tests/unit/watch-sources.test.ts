/**
 * @jest-environment node
 *
 * The source watch (`npm run watch:sources`, lib/watch/): how an amount may be written on an
 * official page, the page's text, and each thing the watch reports, run against fixture pages
 * served by a local http server on 127.0.0.1. Nothing here reaches the internet: fetch refuses
 * any other host for the whole file.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { missingAmounts, moneyIn, numbersIn, readings } from '@/lib/watch/amounts';
import { MAX_DEPTH, pageText, readPage, type PageText } from '@/lib/watch/page-text';
import { FETCH_DEFAULTS, isMove, type FetchOptions } from '@/lib/watch/fetch-page';
import { watchSources, type Trouble, type WatchResult } from '@/lib/watch/watch';
import { watchTargets, type WatchedContent, type WatchTarget } from '@/lib/watch/targets';
import { findingLine, issueBody, ISSUE_LABEL, reportLines } from '@/lib/watch/report';
import { watchArgs } from '@/lib/watch/args';
import { loadContent, fixtureSite, onDay } from './content-fixture';

const FIXTURES = path.join(__dirname, 'fixtures/watch');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const TODAY = '2026-03-02';
/** Short enough for a fast test, long enough for a loaded CI machine to answer a local request. */
const FAST: FetchOptions = { ...FETCH_DEFAULTS, timeoutMs: 1_000, attempts: 1, retryDelayMs: 10 };
const MB = 1024 * 1024;
const HOSTILE_TYPE = 'x/@octocat[log-in](https://evil.example/)<img/src=x/onerror=alert(1)>![i](https://evil.example/i.png)**now**; note="www.evil.example ``` #1"';

const oneMegabyteOfSpaces = zlib.gzipSync(Buffer.alloc(MB, ' '));
/** 256 MB of spaces in 263 KB: one gzip member of a MB, repeated (a reader unpacks them as one body). */
const gzipBomb = () => Buffer.concat(Array.from({ length: 256 }, () => oneMegabyteOfSpaces));
/** A legal text as long as an Immigration Rules appendix (hundreds of KB), the amount at its end. */
const longRules = () =>
  `<!DOCTYPE html><html><body><main>${'<p>ST 11.1. The applicant must have had the funds for 28 days, as set out in paragraph 524.</p>'.repeat(8_000)}<p>ST 12.3. £1,529 for each month of the course in London.</p></main></body></html>`;

// ---------------------------------------------------------------------------------------------
// The local stand-in for the official sites.

let server: http.Server;
let base = '';
const requests: string[] = [];
let flakyCalls = 0;
let consentCalls = 0;
/** Pages served as written, by path; tests plant changes here. */
const pages = new Map<string, string>();

const routes: Record<string, (response: http.ServerResponse, request: http.IncomingMessage) => void> = {
  '/gone': (r) => r.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Page not found</h1>'),
  '/broken': (r) => r.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Sorry, there is a problem with the service</h1>'),
  '/slow': () => undefined, // never answers
  // Answers at once, then sends its body a few bytes at a time, never ending it.
  '/trickle': (r) => {
    r.writeHead(200, { 'content-type': 'text/html' }).write('<p>£524');
    const drip = setInterval(() => r.write(' '), 50);
    r.on('close', () => clearInterval(drip));
  },
  '/reset': (_r, request) => request.socket.destroy(),
  '/old-address': (r) => r.writeHead(301, { location: '/new-address' }).end(),
  '/hop': (r) => r.writeHead(302, { location: `${base}/old-address` }).end(),
  '/moved-away': (r) => r.writeHead(308, { location: '/gone' }).end(),
  '/loop': (r) => r.writeHead(302, { location: '/loop' }).end(),
  '/with-slash': (r) => r.writeHead(301, { location: '/with-slash/' }).end(),
  // A first visit goes through a cookie page and comes back to the same address.
  '/via-consent': (r) => (++consentCalls === 1 ? r.writeHead(302, { location: '/cookies' }).end() : r.writeHead(200, { 'content-type': 'text/html' }).end(fixture('student-visa.html'))),
  '/cookies': (r) => r.writeHead(303, { location: '/via-consent' }).end(),
  '/flaky': (r) => (++flakyCalls === 1 ? r.writeHead(503).end() : r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fixture('student-visa.html'))),
  '/fees.pdf': (r) => r.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7 £524'),
  '/plain': (r) => r.writeHead(200, { 'content-type': 'text/plain' }).end('Fee: GBP 524'),
  // What a hostile or broken site could send back: Markdown, a mention, links and HTML in its headers.
  '/hostile.pdf': (r) => r.writeHead(200, { 'content-type': HOSTILE_TYPE }).end('%PDF'),
  '/hostile-move': (r) => r.writeHead(302, { location: '/gone?to=@octocat&see=[x](https://evil.example/)' }).end(),
  '/bomb': (r) => r.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipBomb()),
  '/rules': (r) => r.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' }).end(zlib.gzipSync(longRules())),
};

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    requests.push(url);
    const route = routes[url];
    if (route) return route(response, request);
    const page = pages.get(url);
    if (page === undefined) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;
  // The watch reads pages with the global fetch: here it may reach this server only.
  const realFetch = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.hostname !== '127.0.0.1') throw new Error(`the test tried to reach ${url.href}`);
    return realFetch(input, init);
  });
});
afterAll(() => {
  jest.restoreAllMocks();
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
  flakyCalls = 0;
  consentCalls = 0;
  pages.clear();
  pages.set('/student-visa', fixture('student-visa.html'));
  pages.set('/new-address', fixture('student-visa.html'));
  pages.set('/with-slash/', fixture('money-you-need.html'));
  pages.set('/money', fixture('money-you-need.html'));
  pages.set('/currencies', fixture('currencies.html'));
});

const target = (pathname: string, amounts: number[], more: Partial<WatchTarget> = {}): WatchTarget => ({
  file: 'content/countries/uk.md',
  field: 'figures.visaFee',
  source: { label: 'GOV.UK: Student visa', href: `${base}${pathname}` },
  read: '2026-02-01',
  amounts,
  measure: 'money',
  currency: 'GBP',
  ...more,
});

const watch = (targets: WatchTarget[]) => watchSources(targets, { today: TODAY, fetchOptions: FAST });
/** The troubles of each target, in order. */
const troublesOf = async (...targets: WatchTarget[]): Promise<Trouble[][]> => (await watch(targets)).findings.map((f) => f.troubles);

// ---------------------------------------------------------------------------------------------

/** The text of a page of plain text, or of HTML. */
const plain = (text: string): PageText => ({ text, cells: [] });
const html = (markup: string): PageText => readPage(markup) ?? plain('');

describe('how an amount may be written', () => {
  it.each([
    ['£1,483 per month', 1483],
    ['GBP 1,483', 1483],
    ['GBP\u00a01,483', 1483],
    ['£ 1,483', 1483],
    ['AUD2,000', 2000],
    ['AUD 2,000', 2000],
    ['A$2,000', 2000],
    ['$2,000', 2000],
    ['$185', 185],
    ['USD 185', 185],
    ['US$185', 185],
    ['$22,895', 22895],
    ['CAD 22,895', 22895],
    ['C$150', 150],
    ['CA$150.00', 150],
    ['€105', 105],
    ['105 €', 105],
    ['105 EUR', 105],
    ['60 euros', 60],
    ['120 Euro', 120],
    ['£1\u2009483', 1483],
    ['1\u202f483 €', 1483],
    ['€1\u00a0483', 1483],
    ['1.483 €', 1483],
    ['1.483,50 €', 1483.5],
    ['£1,483.50', 1483.5],
    ['£1,483.00', 1483],
    ['105,00 €', 105],
    ['150,00\u202f$', 150],
    ['£1,234,567', 1234567],
    ['costs £1,483.', 1483],
    ['£1,136–£1,483', 1483],
    ['£1,136–1,483', 1483], // the other end of a range with its currency
    ['1.136 - 1.483 €', 1136],
    ['ST 12.3. £1,529 for each month', 1529],
    ['the fee (£524) is paid', 524],
  ])('finds %j as money, %d', (text, amount) => {
    expect(missingAmounts(plain(text), [amount], 'money')).toEqual([]);
  });

  it.each([
    ['paragraph 524', 524], // the attack of issue 44: a fee of £524 is not "unchanged" because a paragraph is numbered 524
    ['Appendix Student, paragraph ST 12.3', 12.3],
    ['1483', 1483],
    ['In 2025, applications rose', 2025],
    ['from 2025-04-09', 2025],
    ['on 9 April 2025', 9],
    ['£11,483', 1483],
    ['£1,4830', 1483],
    ['£21483', 1483],
    ['£1,483.50', 1483],
    ['£1 483', 1483], // an ordinary space joins neighbouring table cells, not thousands
    ['£2023,1,483', 1483],
    ['£1,4835', 1483],
    ['£524', 52],
    ['ST 12.3 £1,529', 12.3], // the £ belongs to the amount after it
    ['524 CADETS', 524],
    ['ACAD 524', 524],
    ['paragraph 524 and £600', 524],
    ['£600 and paragraph 524–526', 524],
  ])('does not find %j as money, %d', (text, amount) => {
    expect(missingAmounts(plain(text), [amount], 'money')).toEqual([amount]);
  });

  it('finds a bare number as money only alone in a table cell whose heading names the currency', () => {
    const table = (heading: string, cell: string) => html(`<table><thead><tr><th>Application</th><th>${heading}</th></tr></thead><tbody><tr><td>Student</td><td>${cell}</td></tr></tbody></table>`);
    expect(missingAmounts(table('Fee (£)', '524'), [524], 'money')).toEqual([]);
    expect(missingAmounts(table('Fee in GBP', '524.00'), [524], 'money')).toEqual([]);
    expect(missingAmounts(table('Amount (euros)', '60'), [60], 'money')).toEqual([]);
    expect(missingAmounts(table('Fee', '524'), [524], 'money')).toEqual([524]);
    expect(missingAmounts(table('Fee (£)', 'paragraph 524'), [524], 'money')).toEqual([524]);
    expect(missingAmounts(table('Paragraph', '524'), [524], 'money')).toEqual([524]);
    // A row heading names it too; a colspan keeps the columns in line.
    expect(missingAmounts(html('<table><tr><th>Fee (£)</th><td>524</td></tr></table>'), [524], 'money')).toEqual([]);
    expect(missingAmounts(html('<table><tr><th colspan="2">Paragraph</th><th>Fee (£)</th></tr><tr><td>ST</td><td>524</td><td>490</td></tr></table>'), [524, 490], 'money')).toEqual([524]);
  });

  it('finds a percentage only with its sign, and a count as any number', () => {
    expect(missingAmounts(plain('98% of visas, 97 per cent, 96 %'), [98, 97, 96], 'percent')).toEqual([]);
    expect(missingAmounts(plain('paragraph 98'), [98], 'percent')).toEqual([98]);
    expect(missingAmounts(plain('150 universities'), [150], 'count')).toEqual([]);
  });

  it('reads each number whole, with every value it may stand for', () => {
    expect(numbersIn('From £1,136 to £1,483.50, or 1.483,50 € (2025-04-09)')).toEqual(['1,136', '1,483.50', '1.483,50', '2025', '04', '09']);
    expect(moneyIn('From £1,136 to £1,483.50, or 1.483,50 € (2025-04-09), paragraph 524')).toEqual(['1,136', '1,483.50', '1.483,50']);
    expect(readings('1,483')).toEqual([1483, 1.483]);
    expect(readings('1,483.50')).toEqual([1483.5]);
    expect(readings('1,4830')).toEqual([1.483]);
    expect(readings('1,483,5')).toEqual([]);
  });
});

describe('the text of a page', () => {
  it('is what a visitor reads: entities decoded, scripts, styles, templates and the head left out', () => {
    const text = pageText(fixture('student-visa.html'));
    expect(text).toContain('It costs £524 to apply');
    expect(text).toContain('£776 per year');
    expect(text).toContain('GBP\u00a0500');
    expect(text).not.toMatch(/558|999|analytics|width/);
    expect(missingAmounts(html(fixture('student-visa.html')), [524, 776, 500, 1483, 558], 'money')).toEqual([1483, 558]);
  });

  it('keeps table cells apart and runs inline markup together', () => {
    expect(pageText('<table><tr><td>1</td><td>483</td></tr></table><p>£1<b>,483</b></p>')).toBe('1 483 £1,483');
  });

  it('reads every way of writing money on the fixture page of many currencies', () => {
    const page = html(fixture('currencies.html'));
    expect(missingAmounts(page, [2000, 350, 185, 90, 105, 22895, 150, 7200, 10000.5, 1483], 'money')).toEqual([1483]);
  });

  it('is not read when its elements nest deeper than any page does, in a moment whatever its size', () => {
    const started = Date.now();
    expect(readPage('<div>'.repeat(1_000_000))).toBeNull();
    expect(readPage(`<table><tr><td>${'<table><tr><td>'.repeat(MAX_DEPTH)}£524`)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(readPage(`${'<div>'.repeat(MAX_DEPTH - 10)}£524`)?.text).toBe('£524');
  });
});

describe('the source watch against official pages', () => {
  it('finds nothing to check when every amount is on its page and it was read lately', async () => {
    const result = await watch([target('/student-visa', [524, 776]), target('/money', [1483, 1136], { field: 'figures.visaFundsLondon' })]);
    expect(result.findings.map((f) => f.troubles)).toEqual([[], []]);
    expect(reportLines(result)).toEqual(['nothing to check (2 sources on 2 official pages)']);
    expect(issueBody(result, TODAY)).toBe('');
  });

  it('finds a planted change: the page now gives another amount', async () => {
    pages.set('/student-visa', fixture('student-visa.html').replace('&pound;524', '&pound;558').replace('<td>524</td>', '<td>558</td>'));
    const [troubles] = await troublesOf(target('/student-visa', [524, 776]));
    expect(troubles).toEqual([{ kind: 'missing', amounts: [524] }]);
  });

  it('finds a fee that rose, though the page still numbers a paragraph, a row and a year like the old fee', async () => {
    pages.set('/rules-page', '<h2>Paragraph 524</h2><p>ST 12.3. From 2026 the fee is £600 (it was set on 2024-05-24).</p><table><tr><th>Paragraph</th><th>Fee (£)</th></tr><tr><td>524</td><td>600</td></tr></table>');
    const result = await watch([target('/rules-page', [524]), target('/rules-page', [600, 2026], { field: 'figures.other' })]);
    expect(result.findings.map((f) => f.troubles)).toEqual([[{ kind: 'missing', amounts: [524] }], [{ kind: 'missing', amounts: [2026] }]]);
    expect(result.findings.map(findingLine)[0]).toBe(`content/countries/uk.md: figures.visaFee: ${base}/rules-page: £524 not on the page: changed?`);
  });

  it('reports an amount missing from a page as "changed?", in one line naming the file, field and page', async () => {
    const result = await watch([target('/money', [1334, 1483], { field: 'figures.visaFundsLondon' })]);
    expect(reportLines(result)).toEqual([`content/countries/uk.md: figures.visaFundsLondon: ${base}/money: £1,334 not on the page: changed?`, '1 to check (1 sources on 1 official pages)']);
  });

  it('reports a page that answers 404 or 500', async () => {
    expect(await troublesOf(target('/gone', [524]), target('/broken', [524]))).toEqual([[{ kind: 'status', status: 404 }], [{ kind: 'status', status: 500 }]]);
  });

  it('reports a page that does not answer in time, or trickles its body past the time, in one line', async () => {
    const started = Date.now();
    const result = await watch([target('/slow', [524]), target('/trickle', [524])]);
    expect(result.findings.map((f) => f.troubles)).toEqual([[{ kind: 'timeout', timeoutMs: FAST.timeoutMs }], [{ kind: 'timeout', timeoutMs: FAST.timeoutMs }]]);
    expect(result.findings.map(findingLine)[1]).toBe(`content/countries/uk.md: figures.visaFee: ${base}/trickle: not read within 1 s`);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports a network error', async () => {
    const [troubles] = await troublesOf(target('/reset', [524]));
    expect(troubles).toEqual([{ kind: 'unreachable', reason: expect.any(String) }]);
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    await new Promise((resolve) => closed.close(resolve));
    const port = address && typeof address === 'object' ? address.port : 0;
    const result = await watch([{ ...target('/', [524]), source: { label: 'closed', href: `http://127.0.0.1:${port}/` } }]);
    expect(result.findings.map((f) => f.troubles)).toEqual([[{ kind: 'unreachable', reason: 'ECONNREFUSED' }]]);
    expect(result.findings.map(findingLine)).toEqual([`content/countries/uk.md: figures.visaFee: http://127.0.0.1:${port}/: could not be reached (ECONNREFUSED)`]);
    expect(result.unanswered).toBe(1);
  });

  it('reports a page that moved, and still looks for the amounts where it went', async () => {
    const [found, changed] = await troublesOf(target('/old-address', [524]), target('/hop', [1483], { field: 'figures.visaFundsLondon' }));
    expect(found).toEqual([{ kind: 'moved', to: `${base}/new-address` }]);
    expect(changed).toEqual([{ kind: 'moved', to: `${base}/new-address` }, { kind: 'missing', amounts: [1483] }]);
    expect(await troublesOf(target('/moved-away', [524]))).toEqual([[{ kind: 'moved', to: `${base}/gone` }, { kind: 'status', status: 404 }]]);
  });

  it('does not count a trailing slash or a trip through a consent page as a move', async () => {
    expect(await troublesOf(target('/with-slash', [1483]), target('/via-consent', [524]))).toEqual([[], []]);
    expect(requests.sort()).toEqual(['/cookies', '/via-consent', '/via-consent', '/with-slash', '/with-slash/']);
    expect(isMove('http://a.example/fees', 'https://a.example/fees/')).toBe(false);
    expect(isMove('https://a.example/fees', 'https://a.example/fees?lang=en')).toBe(true);
    expect(isMove('https://a.example/fees', 'https://b.example/fees')).toBe(true);
  });

  it('stops reading a body that unpacks past 8 MB (a gzip bomb), lists it in one line, and reads the other pages', async () => {
    const started = Date.now();
    const result = await watch([target('/bomb', [524]), target('/student-visa', [524], { field: 'figures.other' })]);
    expect(result.findings.map((f) => f.troubles)).toEqual([[{ kind: 'too-large', maxBytes: 8 * MB }], []]);
    expect(reportLines(result)[0]).toBe(`content/countries/uk.md: figures.visaFee: ${base}/bomb: more than 8 MB once unpacked, so it was not read: compare by hand`);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reads a legal text of hundreds of KB to its end', async () => {
    expect(longRules().length).toBeGreaterThan(700_000);
    expect(await troublesOf(target('/rules', [1529]))).toEqual([[]]);
  });

  it('does not read a page nested deeper than any page is, in one line', async () => {
    pages.set('/deep', `${'<div>'.repeat(MAX_DEPTH + 1)}£524`);
    const result = await watch([target('/deep', [524])]);
    expect(result.findings.map(findingLine)).toEqual([`content/countries/uk.md: figures.visaFee: ${base}/deep: HTML nested more than ${MAX_DEPTH} elements deep, so it was not read: compare by hand`]);
  });

  it('gives up after five redirects', async () => {
    expect(await troublesOf(target('/loop', [524]))).toEqual([[{ kind: 'too-many-redirects' }]]);
    expect(requests.filter((r) => r === '/loop')).toHaveLength(6);
  });

  it('reports a page not read there for 90 days or more, or never', async () => {
    const troubles = await troublesOf(
      target('/student-visa', [524], { read: '2025-12-02' }), // 90 days before TODAY
      target('/student-visa', [524], { read: '2025-12-03' }), // 89
      target('/student-visa', [], { read: null, field: 'source', file: 'content/visit-visa/uk.md' }),
    );
    expect(troubles).toEqual([[{ kind: 'stale', read: '2025-12-02', days: 90 }], [], [{ kind: 'stale', read: null, days: null }]]);
  });

  it('reads each page once, however many figures name it, and reports per figure', async () => {
    const result = await watch([target('/student-visa', [524]), target('/student-visa', [999], { field: 'figures.healthSurcharge' }), target('/money', [])]);
    expect(requests.sort()).toEqual(['/money', '/student-visa']);
    expect(result.findings.map((f) => f.troubles)).toEqual([[], [{ kind: 'missing', amounts: [999] }], []]);
  });

  it('tries a failing page again before reporting it, when asked to', async () => {
    expect(await troublesOf(target('/flaky', [524]))).toEqual([[{ kind: 'status', status: 503 }]]);
    flakyCalls = 0;
    const result = await watchSources([target('/flaky', [524])], { today: TODAY, fetchOptions: { ...FAST, attempts: 2 } });
    expect(result.findings[0]?.troubles).toEqual([]);
  });

  it('says when a source is not a web page, so its amount is compared by hand', async () => {
    expect(await troublesOf(target('/fees.pdf', [524]), target('/fees.pdf', []), target('/plain', [524]))).toEqual([[{ kind: 'unreadable', contentType: 'application/pdf' }], [], []]);
  });
});

describe('the report', () => {
  const result = (): Promise<WatchResult> =>
    watch([
      target('/student-visa', [524]),
      target('/money', [1334, 1023], { field: 'figures.visaFundsElsewhere', source: { label: 'GOV.UK: Money [you] need', href: `${base}/money` } }),
      target('/gone', [], { file: 'content/visit-visa/uk.md', field: 'source', read: null, currency: null }),
      target('/old-address', [2000], { file: 'content/countries/australia.md', currency: 'AUD' }),
    ]);

  it('prints one line per figure to check, then how many', async () => {
    expect(reportLines(await result())).toEqual([
      `content/countries/uk.md: figures.visaFundsElsewhere: ${base}/money: £1,334 and £1,023 not on the page: changed?`,
      `content/visit-visa/uk.md: source: ${base}/gone: page gone (HTTP 404); never recorded as read at its source`,
      `content/countries/australia.md: figures.visaFee: ${base}/old-address: moved to ${base}/new-address; AUD 2,000 not on the page: changed?`,
      '3 to check (4 sources on 4 official pages)',
    ]);
  });

  it('writes the issue body: one box per figure under its file, links to the sources kept, labels escaped, the address a page moved to quoted', async () => {
    const body = issueBody(await result(), TODAY);
    expect(body.startsWith(`<!-- ${ISSUE_LABEL}:`)).toBe(true);
    expect(body).toContain(`On ${TODAY} the weekly source watch`);
    expect(body).toContain('3 of 4 need a look');
    expect(body).toContain(`### content/countries/uk.md\n\n- [ ] \`figures.visaFundsElsewhere\`: [GOV.UK: Money \\[you\\] need](<${base}/money>): £1,334 and £1,023 not on the page: changed?`);
    expect(body).toContain(`- [ ] \`figures.visaFee\`: [GOV.UK: Student visa](<${base}/old-address>): moved to \`${base}/new-address\`; AUD 2,000 not on the page: changed?`);
    expect(body.match(/^- \[ \]/gm)).toHaveLength(3);
    // One heading per file, in order, whatever order the figures came in.
    expect(body.match(/^### .*$/gm)).toEqual(['### content/countries/australia.md', '### content/countries/uk.md', '### content/visit-visa/uk.md']);
    expect(body).not.toContain('/student-visa');
  });
});

describe('text a site sent, in the issue', () => {
  /** The body with every code span taken out: what GitHub would render as Markdown. */
  const outsideCode = (body: string) => body.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');

  it('is quoted as code, so no @mention, link, image, HTML or Markdown of it works, and it stays on one line', async () => {
    const result = await watch([target('/hostile.pdf', [524]), target('/hostile-move', [], { field: 'source', file: 'content/visit-visa/uk.md' })]);
    const body = issueBody(result, TODAY);
    expect(outsideCode(body)).not.toMatch(/@|evil|<img|!\[|\*\*now/);
    expect(body).toContain(`- [ ] \`figures.visaFee\`: [GOV.UK: Student visa](<${base}/hostile.pdf>): \`${HOSTILE_TYPE.split(';')[0]}\`, so £524 was not looked for: compare by hand`);
    expect(body).toContain(`moved to \`${base}/gone?to=@octocat&see=[x](https://evil.example/)\`; page gone (HTTP 404)`);

    // A whole Content-Type, a reason with a line break and invisible characters, and backquotes.
    const finding = (trouble: Trouble) => ({ target: target('/x', [524]), troubles: [trouble] });
    const crafted = issueBody({ findings: [finding({ kind: 'unreadable', contentType: HOSTILE_TYPE }), finding({ kind: 'unreachable', reason: 'boom\n::error::@octocat\u202egnp.exe\u0000 `x` https://evil.example/' })], pages: 1, unanswered: 0 }, TODAY);
    expect(outsideCode(crafted)).not.toMatch(/@|evil|<img|!\[|\*\*now/);
    expect(crafted).toContain('could not be reached (``boom ::error::@octocat gnp.exe  `x` https://evil.example/``)');
    expect(crafted).toContain(`\`\`\`\`${HOSTILE_TYPE}\`\`\`\``);
    const line = findingLine(finding({ kind: 'unreachable', reason: 'boom\n::error::x\u001b[31m' }));
    expect(line).toBe(`content/countries/uk.md: figures.visaFee: ${base}/x: could not be reached (boom ::error::x [31m)`);
  });
});

describe('what the watch reads from the content', () => {
  const source = { label: 'GOV.UK', href: 'https://www.gov.uk/student-visa' };
  const rules = { label: 'Immigration Rules, Appendix Student', href: 'https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-student' };
  const guidance = { label: 'GOV.UK: Student visa, money you need', href: 'https://www.gov.uk/student-visa/money' };
  const content: WatchedContent = {
    countries: [
      {
        file: 'content/countries/uk.md',
        data: {
          figures: {
            visaFee: { kind: 'money', min: 524, max: 524, currency: 'GBP', source, read: '2026-01-05' },
            living: { kind: 'money', min: 1023, max: 1334, currency: 'GBP', source, checked: { date: '2026-02-01' }, read: '2026-01-01' },
            funds: { kind: 'money', min: 1529, max: 1529, currency: 'GBP', source: rules, guidance, read: '2026-11-27' },
            sameTwice: { kind: 'money', min: 776, max: 776, currency: 'GBP', source, guidance: source },
            guidanceOnly: { kind: 'money', min: 1171, max: 1171, currency: 'GBP', guidance },
            universities: { kind: 'count', count: 150, source },
            visaSuccess: { kind: 'percent', percent: 98 },
            intakes: { kind: 'text', source },
            ownPage: { kind: 'text', source: { label: 'Fee changes', href: '/fee-changes' } },
          },
          costs: { funds: { source: rules, guidance, checked: { date: '2025-11-01' } } },
        },
      },
    ],
    visitVisas: [{ file: 'content/visit-visa/uk.md', data: { source } }],
    workVisas: [{ file: 'content/work-visa/uk.md', data: { source, checked: { date: '2026-01-10' } } }],
  };

  it('makes one target per page a figure or funds rule names (its source and its guidance), and per visa record', () => {
    expect(watchTargets(content).map((t) => [t.file, t.field, t.source.href, t.read, t.amounts, t.measure, t.currency])).toEqual([
      ['content/countries/uk.md', 'figures.visaFee', source.href, '2026-01-05', [524], 'money', 'GBP'],
      ['content/countries/uk.md', 'figures.living', source.href, '2026-02-01', [1023, 1334], 'money', 'GBP'],
      ['content/countries/uk.md', 'figures.funds', rules.href, '2026-11-27', [1529], 'money', 'GBP'],
      ['content/countries/uk.md', 'figures.funds (guidance)', guidance.href, '2026-11-27', [1529], 'money', 'GBP'],
      ['content/countries/uk.md', 'figures.sameTwice', source.href, null, [776], 'money', 'GBP'],
      ['content/countries/uk.md', 'figures.guidanceOnly (guidance)', guidance.href, null, [1171], 'money', 'GBP'],
      ['content/countries/uk.md', 'figures.universities', source.href, null, [150], 'count', null],
      ['content/countries/uk.md', 'figures.intakes', source.href, null, [], 'count', null],
      ['content/countries/uk.md', 'costs.funds', rules.href, '2025-11-01', [], 'count', null],
      ['content/countries/uk.md', 'costs.funds (guidance)', guidance.href, '2025-11-01', [], 'count', null],
      ['content/visit-visa/uk.md', 'source', source.href, null, [], 'count', null],
      ['content/work-visa/uk.md', 'source', source.href, '2026-01-10', [], 'count', null],
    ]);
  });

  it('watches the value in force on both its pages, and no value that is past, still to come or only reported', () => {
    const link = (label: string, href: string) => `{ label: "${label}", href: "${href}" }`;
    const figures = `  visaFee:
    - { amount: 490, currency: EUR, period: one-off, source: ${link('Fees Regulation 2023', 'https://laws.testland.gov/fees-2023')}, guidance: ${link('Old fees', 'https://visas.testland.gov/old-fees')} }
    - { amount: 524, currency: EUR, period: one-off, from: 2025-04-09, source: ${link('Fees Regulation 2025', 'https://laws.testland.gov/fees')}, guidance: ${link('Visa fees', 'https://visas.testland.gov/fees')}, read: 2026-11-01 }
    - { amount: 600, currency: EUR, period: one-off, from: 2026-06-01, source: ${link('News', 'https://news.testland.example/fees-rise')}, guidance: ${link('Rumour', 'https://rumours.testland.example/fees')}, reported: true }
    - { amount: 650, currency: EUR, period: one-off, from: 2027-04-01, source: ${link('Fees Regulation 2027', 'https://laws.testland.gov/fees-2027')}, guidance: ${link('Coming fees', 'https://visas.testland.gov/coming')} }
`;
    const root = fixtureSite({
      'content/countries/testland.md': (text: string) => text.replace('figures:\n', `figures:\n${figures}`).replace('  - { figure: tuition, label: Tuition }', '  - { figure: tuition, label: Tuition }\n  - { figure: visaFee, label: Visa fee }'),
    });
    const testland = onDay('2026-11-27', () => watchTargets(loadContent(root))).filter((t) => t.file === 'content/countries/testland.md');
    expect(testland.map((t) => [t.field, t.source.href, t.amounts, t.read])).toEqual([
      ['figures.visaFee', 'https://laws.testland.gov/fees', [524], '2026-11-01'],
      ['figures.visaFee (guidance)', 'https://visas.testland.gov/fees', [524], '2026-11-01'],
    ]);
  });

  it('reports the source and the guidance page each on its own', async () => {
    pages.set('/appendix-student', '<p>ST 12.3. £1,529 for each month</p>');
    pages.set('/guidance', '<p>You need £1,483 per month</p>');
    const [rulesTarget, guidanceTarget] = watchTargets({
      countries: [{ file: 'content/countries/uk.md', data: { figures: { visaFundsLondon: { kind: 'money', min: 1529, max: 1529, currency: 'GBP', source: { label: 'Rules', href: `${base}/appendix-student` }, guidance: { label: 'Guidance', href: `${base}/guidance` }, read: '2026-02-01' } } } }],
      visitVisas: [],
      workVisas: [],
    });
    const result = await watch([rulesTarget, guidanceTarget].filter((t) => t !== undefined));
    expect(reportLines(result)).toEqual([`content/countries/uk.md: figures.visaFundsLondon (guidance): ${base}/guidance: £1,529 not on the page: changed?`, '1 to check (2 sources on 2 official pages)']);
    expect(issueBody(result, TODAY)).toContain(`- [ ] \`figures.visaFundsLondon (guidance)\`: [Guidance](<${base}/guidance>): £1,529 not on the page: changed?`);
  });
});

describe('the command line', () => {
  it('takes --report and --today, and refuses anything else in one line', () => {
    expect(watchArgs([], TODAY)).toEqual({ report: null, today: TODAY });
    expect(watchArgs(['--report', 'watch-report.md', '--today', '2025-01-31'], TODAY)).toEqual({ report: 'watch-report.md', today: '2025-01-31' });
    expect(watchArgs(['--today', '2025-02-30'], TODAY)).toEqual({ error: 'watch:sources: --today: expected a day written YYYY-MM-DD, got "2025-02-30"' });
    expect(watchArgs(['--report'], TODAY)).toEqual({ error: 'watch:sources: --report needs a value' });
    expect(watchArgs(['--only-host', 'x'], TODAY)).toEqual({ error: 'watch:sources: unknown option --only-host (known: --report <file>, --today YYYY-MM-DD)' });
  });
});
