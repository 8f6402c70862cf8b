import http from 'node:http';
import type { Page, Request } from '@playwright/test';
import { test as base, expect, TEST_ENQUIRY_ENDPOINT } from './fixtures';
import { loadContent } from './site-content';
import { ENQUIRY_TIMEOUT_MS, fillIn, HONEYPOT_FIELD } from '@/lib/browser/enquiry';
import { dayAfter, nextOfficeDay, office, weekdayOf } from './content-files';

// `npm test` builds the site with ENQUIRY_ENDPOINT pointing here; each test answers it as it needs.
const ENDPOINT = TEST_ENQUIRY_ENDPOINT;

const loaded = loadContent(process.cwd());
const site = loaded.site.data;
const contact = loaded.pages.flatMap((entry) => (entry.data.template === 'contact' ? [entry.data] : []))[0];
if (!contact) throw new Error('content/pages has no contact page');
const copy = contact.form;
const { labels } = copy;

type Answer = (response: http.ServerResponse) => void;

/**
 * A real endpoint on another origin (a free port on this machine). page.route's fulfil adds CORS
 * headers of its own, so an answer without them can only come from a real server: the page still
 * posts to ENDPOINT, which its CSP allows, the request is passed on unchanged to this server, and
 * the browser applies CORS to the server's own answer. Returns the bodies the server received.
 */
const test = base.extend<{ realEndpoint: (answer: Answer) => Promise<string[]> }>({
  realEndpoint: async ({ page }, use) => {
    const servers: http.Server[] = [];
    await use(async (answer) => {
      const received: string[] = [];
      const server = http.createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          received.push(body);
          answer(response);
        });
      });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      if (!address || typeof address === 'string') throw new Error('the test endpoint has no port');
      await page.route(ENDPOINT, (route) => route.continue({ url: `http://127.0.0.1:${address.port}/enquiry` }));
      return received;
    });
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  },
});

async function answerEnquiries(page: Page, status: number, received: Request[] = []) {
  await page.route(ENDPOINT, async (route) => {
    received.push(route.request());
    await route.fulfill({ status, contentType: 'application/json', body: status < 400 ? '{"ok":true}' : '{"error":"down"}' });
  });
  return received;
}

const MESSAGE = 'I would like to study nursing in the UK next September.';

async function fillValid(page: Page) {
  await page.getByLabel(labels.name).fill('Ayesha Khan');
  await page.getByLabel(labels.phone).fill('0300-1234567');
  await page.getByLabel(labels.email, { exact: true }).fill('ayesha@example.com');
  await page.getByLabel(labels.message).fill(MESSAGE);
}

/** The message is ready to send by WhatsApp and e-mail, and every field still holds what was typed. */
async function expectNothingLost(page: Page) {
  await expect(page.getByLabel(labels.name)).toHaveValue('Ayesha Khan');
  await expect(page.getByLabel(labels.message)).toHaveValue(MESSAGE);
  const whatsapp = new URL((await page.getByRole('link', { name: new RegExp(copy.whatsappButton) }).getAttribute('href')) ?? '');
  expect(whatsapp.searchParams.get('text')).toContain(MESSAGE);
  const mail = new URL((await page.getByRole('link', { name: copy.emailButton }).getAttribute('href')) ?? '');
  expect(mail.searchParams.get('body')).toContain(MESSAGE);
  // The draft outlives a reload.
  await page.reload();
  await expect(page.getByLabel(labels.message)).toHaveValue(MESSAGE);
}

const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const appointment = copy.appointment;
const uk = loaded.countries.find((entry) => entry.id === 'uk')?.data;
const ukConsultation = uk?.cta.buttons.find((button) => button.action === 'consultation');

/** An office day after the earliest one offered, so that the date is valid on any day the test runs. */
const laterOfficeDay = (): string => nextOfficeDay(nextOfficeDay());

/*
 * The form's rules (messages, lengths, numbers, the honeypot, closed days, what the fallbacks carry)
 * are tested in tests/unit/enquiry-form.test.tsx, and the page's static details in
 * tests/output/contact.test.ts. Here: what needs a network, focus, layout or time.
 */

test('on /contact the honeypot takes no room, and a send with errors moves focus to the first field in error, posting nothing', async ({ page }) => {
  const received = await answerEnquiries(page, 200);
  await page.goto('/contact');

  await test.step('the honeypot is clipped to a single pixel off the layout (not display: none, which some bots skip)', async () => {
    const box = await page.locator(`input[name="${HONEYPOT_FIELD}"]`).locator('..').boundingBox();
    expect(box && box.width * box.height).toBeLessThanOrEqual(1);
  });

  await test.step('an empty name and a wrong phone: focus goes to the name', async () => {
    await page.getByLabel(labels.phone).fill('12345');
    await page.getByRole('button', { name: labels.submit }).click();
    await expect(page.getByLabel(labels.name)).toBeFocused();
    await expect(page.getByLabel(labels.name)).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('only the day is wrong (the office is closed): focus goes to the date', async () => {
    const closedDay = (['sun', 'sat', 'fri'] as const).find((d) => !office().days.includes(d));
    if (!closedDay || site.booking) return; // the office opens every day, or a booking service takes the days
    await fillValid(page);
    let day = laterOfficeDay();
    while (weekdayOf(day) !== closedDay) day = dayAfter(day);
    await page.getByLabel(appointment.date).fill(day);
    await page.getByRole('button', { name: labels.submit }).click();
    await expect(page.getByLabel(appointment.date)).toBeFocused();
  });
  expect(received).toHaveLength(0);
});

test('a valid enquiry is posted form-encoded; success clears the form and the draft', async ({ page }) => {
  const received = await answerEnquiries(page, 200);
  await page.goto('/contact?country=uk&service=education-counselling');
  await fillValid(page);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  expect(received).toHaveLength(1);
  const request = received[0]!;
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  const body = new URLSearchParams(request.postData() ?? '');
  expect(Object.fromEntries(body)).toMatchObject({ name: 'Ayesha Khan', phone: '0300-1234567', email: 'ayesha@example.com', country: 'uk', service: 'education-counselling' });
  await expect(page.getByLabel(labels.name)).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel(labels.message)).toHaveValue('');
});

test('a 500 answer keeps every field and offers WhatsApp and e-mail with the typed message', async ({ page }) => {
  await answerEnquiries(page, 500);
  await page.goto('/contact?country=uk&service=visit-visa');
  await fillValid(page);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(status(page, copy.failure)).toBeVisible();
  await expect(page.getByLabel(labels.phone)).toHaveValue('0300-1234567');
  await expect(page.getByLabel(labels.service)).toHaveValue('visit-visa');
  await expectNothingLost(page);
});

test('no answer within the timeout: a clear message, the fallbacks, and the draft kept', async ({ page }) => {
  await page.clock.install();
  // The endpoint takes the request and never answers.
  await page.route(ENDPOINT, () => {});
  await page.goto('/contact');
  await fillValid(page);
  const posted = page.waitForRequest(ENDPOINT);
  await page.getByRole('button', { name: labels.submit }).click();
  await posted;
  await expect(page.getByRole('button', { name: labels.sending })).toBeDisabled();
  await page.clock.fastForward(ENQUIRY_TIMEOUT_MS);
  await expect(status(page, fillIn(copy.timeout, { seconds: ENQUIRY_TIMEOUT_MS / 1000 }))).toBeVisible();
  await expect(page.getByRole('button', { name: labels.submit })).toBeEnabled();
  await expectNothingLost(page);
});

test('answers from a real endpoint on another origin: unreadable ones (no CORS headers) are unconfirmed, not failures; a redirect the page may see counts as received', async ({ page, realEndpoint }) => {
  // Three sends, each from a fresh page load.
  test.setTimeout(60_000);
  await test.step('200 without CORS headers: the enquiry arrived, and the page says it cannot confirm it', async () => {
    const received = await realEndpoint((response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"ok":true}');
    });
    await page.goto('/contact');
    await fillValid(page);
    await page.getByRole('button', { name: labels.submit }).click();
    await expect(status(page, copy.unconfirmed)).toBeVisible();
    await expect(status(page, copy.failure)).toHaveCount(0);
    expect(received).toHaveLength(1);
    expect(new URLSearchParams(received[0]).get('message')).toBe(MESSAGE);
    await expectNothingLost(page);
  });

  await test.step('a redirect to another origin without CORS headers is unconfirmed, not a failure', async () => {
    const received = await realEndpoint((response) => {
      response.writeHead(303, { Location: 'https://forms.example/thanks' });
      response.end();
    });
    // The draft of the step before fills the form again.
    await page.goto('/contact');
    await page.getByRole('button', { name: labels.submit }).click();
    await expect(status(page, copy.unconfirmed)).toBeVisible();
    await expect(status(page, copy.failure)).toHaveCount(0);
    expect(received).toHaveLength(1);
  });

  await test.step('a redirect to another origin that the page may see (CORS headers) counts as received', async () => {
    const received = await realEndpoint((response) => {
      response.writeHead(303, { Location: 'https://forms.example/thanks', 'Access-Control-Allow-Origin': '*' });
      response.end();
    });
    await page.goto('/contact');
    await page.getByRole('button', { name: labels.submit }).click();
    await expect(status(page, copy.success)).toBeVisible();
    expect(received).toHaveLength(1);
    await expect(page.getByLabel(labels.message)).toHaveValue('');
  });
});

// ------------------------------------------------------------------ consultations and the office

test('without a booking service, a consultation button leads to the appointment fields, in view, country preselected', async ({ page }) => {
  test.skip(Boolean(site.booking), 'content/site.md names a booking service: the buttons open it (tests/unit/booking.test.ts)');
  if (!uk || !ukConsultation) throw new Error('content/countries/uk.md has no consultation button');
  await page.goto(uk.route);
  await page.getByRole('region', { name: uk.cta.heading }).getByRole('link', { name: ukConsultation.label }).click();
  await expect(page).toHaveURL(/\/contact#book$/);
  await expect(page.getByLabel(labels.country)).toHaveValue('uk');
  await expect(page.getByRole('group', { name: appointment.legend })).toBeInViewport();
});
