/**
 * Our enquiry Worker as a developer runs it (`npm run enquiries:dev`: the settings written, the
 * migrations applied to a local D1, wrangler dev serving workers/enquiries offline), in one file so
 * that one wrangler dev at a time uses the local D1. What the endpoint refuses is tested on the
 * Worker itself (tests/unit/enquiries-worker*.test.ts), the inbox in tests/unit/inbox-worker.test.ts.
 *
 * First a post by hand: a reference, a retry the same one, the row in the local D1 and the office
 * e-mail handed to wrangler dev's local send_email binding. Then issue 45 end to end: a family sends the contact form (in English, then in Urdu),
 * the page thanks them with the reference our Worker stored the enquiry under, and an adviser signs
 * in to /inbox through a local stand-in for GitHub, finds it, marks it answered, sees the reply time
 * counted and downloads it in the CSV.
 *
 * The Worker runs as a developer runs it (`npm run enquiries:dev`: wrangler dev on a local D1). The
 * built site posts to the tests' endpoint (`npm run build:test`); here that address is forwarded to
 * the Worker, with a client address of this run's own so the rate limit counts only this run.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, TEST_ENQUIRY_ENDPOINT } from './fixtures';
import type { Page } from '@playwright/test';
import { localRows, startEnquiriesDev, type EnquiriesDev } from './enquiries-dev';
import { axeViolations } from './axe';
import { textAt } from './content-files';
import { startGitHubStandIn, type GitHubStandIn } from '../../scripts/github-stand-in';

// Each test drives the Worker, wrangler's D1 reads and, for some, axe at two widths: 30 s was too little on two busy cores.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const ADVISER = 'e2e-adviser';
let dev: EnquiriesDev;
let github: GitHubStandIn;

test.beforeAll(async () => {
  // A fresh clone's first run writes the settings (the whole site's content is read), applies the
  // migrations and starts workerd, beside the other specs: it took over 30 s once on two cores.
  test.setTimeout(150_000);
  github = await startGitHubStandIn({ login: ADVISER, pushers: true });
  // Later --var values win over the script's own (its stand-in address for use by hand).
  dev = await startEnquiriesDev(['--var', `GITHUB_URL:${github.url}`, '--var', `GITHUB_API_URL:${github.apiUrl}`]);
});

test.afterAll(async () => {
  dev?.stop();
  await github?.close();
});

/**
 * This run's own client address (an IPv6 one, from the documentation range) and mark: its
 * enquiries count against no earlier run's rate limit, and no earlier run's same words, sent
 * without a key within ten minutes, make them duplicates.
 */
const RUN = randomUUID().replace(/-/g, '').slice(0, 8);
const CLIENT = `2001:db8::${RUN.slice(0, 4)}:${RUN.slice(4)}`;

test('npm run enquiries:dev: a posted enquiry gets a reference, a retry the same one, and its row is in the local D1', async () => {
  const name = `Local check ${Date.now()}`;
  const body = new URLSearchParams({ name, phone: '0300-1234567', message: 'Is the endpoint running on this machine?', idempotency: `local-check-${Date.now()}-0000` });
  const post = () => fetch(`${dev.base}/api/enquiries`, { method: 'POST', headers: { Accept: 'application/json', 'cf-connecting-ip': CLIENT }, body });
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

/** axe's violations of the open page at a phone's width and a desktop's, each line naming the width. */
async function violationsAtBothWidths(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    found.push(...(await axeViolations(page)).map((line) => `${page.url()} at ${width}px: ${line}`));
  }
  return found;
}


/**
 * The form's post to the tests' endpoint goes on to our Worker, as the browser sent it (its Accept
 * and its Referer, which say whether it wants a page and in which language), and the Worker's answer
 * comes back to the page.
 */
async function forwardToWorker(page: Page) {
  await page.route(TEST_ENQUIRY_ENDPOINT, async (route) => {
    const request = route.request();
    const headers = await request.allHeaders();
    const answer = await fetch(`${dev.base}/api/enquiries`, {
      method: 'POST',
      // The Referer a same-origin post carries under the site's strict-origin-when-cross-origin: the
      // page's whole address. The tests' endpoint is on another port, so Chromium sent only the origin.
      headers: { 'content-type': headers['content-type'] ?? '', accept: headers.accept ?? '', referer: page.url(), 'cf-connecting-ip': CLIENT },
      body: request.postData() ?? '',
    });
    const body = await answer.text();
    lastAnswer = { status: answer.status, headers: Object.fromEntries(answer.headers), body };
    await route.fulfill({ status: answer.status, headers: { 'content-type': answer.headers.get('content-type') ?? '', 'access-control-allow-origin': '*' }, body });
  });
}
/** The Worker's last answer, as it sent it. */
let lastAnswer: { status: number; headers: Record<string, string>; body: string } | null = null;

const editions = [
  { name: 'English', path: '/contact', file: 'content/pages/contact.md', family: 'Ayesha Khan', message: `I would like to study nursing in the UK (${RUN}).` },
  { name: 'Urdu', path: '/ur/contact', file: 'content/ur/pages/contact.md', family: 'عائشہ خان', message: `میں برطانیہ میں نرسنگ پڑھنا چاہتی ہوں (${RUN})۔` },
];
const sent = new Map<string, string>();

for (const edition of editions) {
  test(`the ${edition.name} form's enquiry is stored, and the page thanks the family with its reference`, async ({ page }) => {
    await forwardToWorker(page);
    await page.goto(edition.path);
    const label = (key: string) => textAt(edition.file, `form.labels.${key}`);
    await page.getByLabel(label('name')).fill(edition.family);
    await page.getByLabel(label('phone')).fill('0300-1234567');
    await page.getByLabel(label('message')).fill(edition.message);
    await page.getByRole('button', { name: label('submit') }).click();
    const reference = (await page.locator('.enquiry-reference').textContent({ timeout: 15_000 })) ?? '';
    expect(reference).toMatch(/^HSA-[0-9A-HJKMNP-TV-Z]{5}$/);
    const [before, after] = textAt(edition.file, 'form.successWithReference').split('{reference}');
    await expect(page.getByRole('status')).toHaveText(`${before}${reference}${after}`);
    expect(localRows(`SELECT name, message, status FROM enquiries WHERE reference = '${reference}'`)).toEqual([{ name: edition.family, message: edition.message, status: 'open' }]);
    sent.set(edition.name, reference);
  });
}

test('without JavaScript, the Urdu form still sends, and the page our Worker answers thanks the family in Urdu with the reference', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await forwardToWorker(page);
  await page.goto('/ur/contact');
  const file = 'content/ur/pages/contact.md';
  const label = (key: string) => textAt(file, `form.labels.${key}`);
  const message = `جاوا اسکرپٹ کے بغیر بھیجا گیا سوال (${RUN})۔`;
  await page.getByLabel(label('name')).fill('بلال احمد');
  await page.getByLabel(label('phone')).fill('0300-7654321');
  await page.getByLabel(label('message')).fill(message);
  await page.getByRole('button', { name: label('submit') }).click();
  const reference = (await page.locator('bdi').first().textContent()) ?? '';
  expect(reference).toMatch(/^HSA-[0-9A-HJKMNP-TV-Z]{5}$/);
  const [before, after] = textAt(file, 'form.successWithReference').split('{reference}');
  await expect(page.getByText(`${before}${reference}${after}`)).toBeVisible();
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  // axe runs as a script: the same answer, headers and all, in a page that may run one.
  const viewer = await browser.newContext({ baseURL });
  const scanned = await viewer.newPage();
  const answer = lastAnswer;
  await scanned.route('**/__answer-page', (route) => route.fulfill(answer ?? { status: 500 }));
  await scanned.goto('/__answer-page');
  await expect(scanned.locator('bdi').first()).toHaveText(reference);
  expect(await violationsAtBothWidths(scanned)).toEqual([]);
  await viewer.close();
  expect(localRows(`SELECT name, message FROM enquiries WHERE reference = '${reference}'`)).toEqual([{ name: 'بلال احمد', message }]);
  await context.close();
});

test('an adviser signs in, finds both, marks the Urdu one answered, sees the reply time counted, and downloads it', async ({ page }) => {
  const words = (key: string) => textAt('content/inbox.md', `inbox.${key}`);
  const english = sent.get('English') ?? '';
  const urdu = sent.get('Urdu') ?? '';
  expect([english, urdu]).not.toContain('');

  // Not signed in: refused, with the way to sign in.
  const refused = await page.goto(`${dev.base}/inbox`);
  expect(refused?.status()).toBe(401);
  const found = await violationsAtBothWidths(page);
  await page.getByRole('link', { name: words('signIn.button') }).click();
  await expect(page.getByText(words('signedInAs').replace('{login}', ADVISER))).toBeVisible();
  await expect(page.getByRole('link', { name: english })).toBeVisible();

  found.push(...(await violationsAtBothWidths(page)));
  await page.getByRole('link', { name: urdu }).click();
  found.push(...(await violationsAtBothWidths(page)));
  const message = page.locator('.message').first();
  await expect(message).toHaveText(editions[1]?.message ?? '');
  // Urdu reads right to left in the inbox too.
  expect(await message.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  await page.getByRole('button', { name: words('markAnswered') }).click();
  await expect(page.getByText(new RegExp(words('answered').replace('{login}', ADVISER).replace('{time}', '.+')))).toBeVisible();

  await page.goto(`${dev.base}/inbox`);
  const median = page.locator('[data-figure="median"]');
  await expect(median).not.toHaveText(words('figures.noReplies'));
  const [hoursLabel] = words('figures.duration').split('{minutes}');
  await expect(median).toHaveText(new RegExp(`^${(hoursLabel ?? '').replace('{hours}', '\\d+')}\\d+`));
  // For the record: this run's own reply time, from the times the inbox keeps, beside the figures it shows.
  const replied = localRows(`SELECT created_at, answered_at FROM enquiries WHERE reference = '${urdu}'`)[0];
  const seconds = replied && typeof replied === 'object' ? (Date.parse(String(Reflect.get(replied, 'answered_at'))) - Date.parse(String(Reflect.get(replied, 'created_at')))) / 1000 : NaN;
  console.log(`reply time of ${urdu}: ${seconds} s; the inbox's figures over 30 days: median ${await median.textContent()}, 90th percentile ${await page.locator('[data-figure="p90"]').textContent()}`);

  // The sign-in page, the list and an Urdu enquiry, at both widths.
  expect(found).toEqual([]);

  const csv = await page.request.get(`${dev.base}/inbox/enquiries.csv`);
  expect(csv.status()).toBe(200);
  const rows = (await csv.text()).split(/\r?\n/);
  expect(rows.find((row) => row.includes(english))).toBeDefined();
  expect(rows.find((row) => row.includes(urdu))).toContain(ADVISER);
});
