import http from 'node:http';
import type { Page, Request } from '@playwright/test';
import { test as base, expect, TEST_ENQUIRY_ENDPOINT } from './fixtures';
import { loadContent } from './site-content';
import { ENQUIRY_TIMEOUT_MS, FIELD_MAX, fillIn, HONEYPOT_FIELD, MESSAGE_MIN } from '@/lib/browser/enquiry';
import { fill } from '@/lib/fill-label';
import { dayAfter, dayName, nextOfficeDay, office, officeDaysWords, officeHoursLine, officeSlots, readContentFile, weekdayOf, zoneName } from './content-files';

// `npm test` builds the site with ENQUIRY_ENDPOINT pointing here; each test answers it as it needs.
const ENDPOINT = TEST_ENQUIRY_ENDPOINT;

const loaded = loadContent(process.cwd());
const site = loaded.site.data;
const contact = loaded.pages.flatMap((entry) => (entry.data.template === 'contact' ? [entry.data] : []))[0];
if (!contact) throw new Error('content/pages has no contact page');
const copy = contact.form;
const { labels, errors } = copy;

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

test('contact page shows the banner and the advisers\' details with working links', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.banner);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
  await expect(main.getByRole('link', { name: site.contact.phoneDisplay })).toHaveAttribute('href', `tel:${site.contact.phone}`);
  await expect(main.getByText(`${site.contact.address.city}, ${site.contact.address.region}`)).toBeVisible();
  await expect(main.getByRole('img', { name: site.logo.alt })).toBeVisible();
});

test('invalid input: each error named next to its field and summarised; focus moves to the first', async ({ page }) => {
  const received = await answerEnquiries(page, 200);
  await page.goto('/contact');
  await page.getByLabel(labels.phone).fill('12345');
  await page.getByLabel('E-mail').fill('ayesha@');
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page.getByLabel(labels.name)).toBeFocused();
  await expect(page.getByLabel(labels.name)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(labels.name)).toHaveAccessibleDescription('Enter your name.');
  await expect(page.getByLabel(labels.phone)).toHaveAccessibleDescription(`${labels.phoneHint} ${errors.phoneInvalid}`);
  const summary = page.getByRole('heading', { name: errors.summary }).locator('..');
  await expect(summary.getByRole('link')).toHaveText([errors.nameRequired, errors.phoneInvalid, errors.emailInvalid, fillIn(errors.messageRequired, { min: MESSAGE_MIN })]);
  expect(received).toHaveLength(0);
  // Fixing a field clears its message.
  await page.getByLabel(labels.name).fill('Ayesha');
  await expect(page.getByLabel(labels.name)).not.toHaveAttribute('aria-invalid', 'true');
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
  await expect(page.getByRole('status').filter({ hasText: 'could not be sent' })).toBeVisible();
  await expect(page.getByLabel(labels.name)).toHaveValue('Ayesha Khan');
  await expect(page.getByLabel(labels.phone)).toHaveValue('0300-1234567');
  await expect(page.getByLabel(labels.message)).toHaveValue('I would like to study nursing in the UK next September.');
  await expect(page.getByLabel(labels.service)).toHaveValue('visit-visa');

  const whatsapp = page.getByRole('link', { name: /Send by WhatsApp/ });
  const whatsappText = decodeURIComponent(new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text') ?? '');
  expect(whatsappText).toContain('I would like to study nursing in the UK next September.');
  expect(whatsappText).toContain(`${copy.composed.country}: United Kingdom`);
  expect(await whatsapp.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${site.contact.whatsapp}\\?text=`));

  const mail = new URL((await page.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href')) ?? '');
  expect(mail.protocol).toBe('mailto:');
  expect(mail.pathname).toBe(site.contact.email);
  expect(mail.searchParams.get('subject')).toBe(fill(copy.composed.subjectWithTopic, { topic: 'Visit Visa Services, United Kingdom', name: 'Ayesha Khan' }));
  expect(mail.searchParams.get('body')).toContain(`${copy.composed.phone}: 0300-1234567`);
});

test('a reload keeps the draft', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel(labels.name).fill('Bilal');
  await page.getByLabel(labels.message).fill('Which universities in Georgia teach medicine in English?');
  await page.getByLabel(labels.country).selectOption('georgia');
  await page.reload();
  await expect(page.getByLabel(labels.name)).toHaveValue('Bilal');
  await expect(page.getByLabel(labels.message)).toHaveValue('Which universities in Georgia teach medicine in English?');
  await expect(page.getByLabel(labels.country)).toHaveValue('georgia');
});

test('the consultation buttons preselect country and service from the query string', async ({ page }) => {
  await page.goto('/northcyprusStudyAbroad');
  await page.getByRole('link', { name: 'Get Expert Consultation' }).click();
  await expect(page.getByLabel(labels.country)).toHaveValue('north-cyprus');
  // Once taken into the form, the query leaves the address so that a reload keeps later choices.
  await expect(page).toHaveURL(/\/contact(#book)?$/);

  await page.goto('/workvisa');
  await page.locator('section#italy').getByRole('link', { name: /Ask an adviser/ }).click();
  await expect(page.getByLabel(labels.country)).toHaveValue('italy');
  await expect(page.getByLabel(labels.service)).toHaveValue('work-visa');
});

test('a WhatsApp button on every page uses the number from site settings', async ({ page }) => {
  for (const path of ['/', '/ukStudyAbroad', '/visitvisa']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: site.whatsappButton.label })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${site.contact.whatsapp}\\?text=.+`));
  }
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

test('an answer without CORS headers is not called a failure: the enquiry arrived, and the page says it cannot confirm it', async ({ page, realEndpoint }) => {
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

test('a redirect to another origin that the page may see (CORS headers) counts as received', async ({ page, realEndpoint }) => {
  const received = await realEndpoint((response) => {
    response.writeHead(303, { Location: 'https://forms.example/thanks', 'Access-Control-Allow-Origin': '*' });
    response.end();
  });
  await page.goto('/contact');
  await fillValid(page);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(status(page, copy.success)).toBeVisible();
  expect(received).toHaveLength(1);
  await expect(page.getByLabel(labels.message)).toHaveValue('');
});

test('a redirect to another origin without CORS headers is unconfirmed, not a failure', async ({ page, realEndpoint }) => {
  const received = await realEndpoint((response) => {
    response.writeHead(303, { Location: 'https://forms.example/thanks' });
    response.end();
  });
  await page.goto('/contact');
  await fillValid(page);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(status(page, copy.unconfirmed)).toBeVisible();
  expect(received).toHaveLength(1);
  await expectNothingLost(page);
});

test('the honeypot: hidden from people and keyboards; when a bot fills it, nothing is posted', async ({ page }) => {
  const received = await answerEnquiries(page, 200);
  await page.goto('/contact');
  const trap = page.locator(`input[name="${HONEYPOT_FIELD}"]`);
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(page.getByRole('textbox', { name: labels.honeypot })).toHaveCount(0);
  // Its wrapper clips it to a single pixel off the layout (not display: none, which some bots skip).
  const box = await trap.locator('..').boundingBox();
  expect(box && box.width * box.height).toBeLessThanOrEqual(1);
  await fillValid(page);
  await trap.fill('https://spam.example', { force: true });
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(status(page, copy.noEndpoint)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(copy.whatsappButton) })).toBeVisible();
  expect(received).toHaveLength(0);
});

test('Pakistani landlines and Urdu-script digits are accepted; the number is sent in ASCII digits', async ({ page }) => {
  const received = await answerEnquiries(page, 200);
  for (const [typed, sent] of [
    ['051-1234567', '051-1234567'],
    ['۰۳۰۰-۱۲۳۴۵۶۷', '0300-1234567'],
    ['+۹۲ ۵۱ ۱۲۳۴۵۶۷', '+92 51 1234567'],
  ]) {
    await page.goto('/contact');
    await fillValid(page);
    await page.getByLabel(labels.phone).fill(typed ?? '');
    await page.getByRole('button', { name: labels.submit }).click();
    await expect(status(page, copy.success)).toBeVisible();
    expect(new URLSearchParams(received.at(-1)?.postData() ?? '').get('phone')).toBe(sent);
  }
  expect(received).toHaveLength(3);
});

test('over-long fields: each named with its limit, nothing sent', async ({ page }) => {
  const received = await answerEnquiries(page, 200);
  await page.goto('/contact');
  await fillValid(page);
  await page.getByLabel(labels.name).fill('A'.repeat(100_000));
  await page.getByLabel(labels.phone).fill(`0300 1234567 ${'0'.repeat(FIELD_MAX.phone)}`);
  await page.getByLabel(labels.email, { exact: true }).fill(`${'a'.repeat(FIELD_MAX.email)}@example.com`);
  await page.getByLabel(labels.message).fill('x'.repeat(FIELD_MAX.message + 1));
  await page.getByRole('button', { name: labels.submit }).click();
  const summary = page.getByRole('heading', { name: errors.summary }).locator('..');
  await expect(summary.getByRole('link')).toHaveText([
    fillIn(errors.nameTooLong, { max: FIELD_MAX.name }),
    fillIn(errors.phoneTooLong, { max: FIELD_MAX.phone }),
    fillIn(errors.emailTooLong, { max: FIELD_MAX.email }),
    fillIn(errors.messageTooLong, { max: FIELD_MAX.message }),
  ]);
  await expect(page.getByLabel(labels.name)).toHaveAccessibleDescription(fillIn(errors.nameTooLong, { max: FIELD_MAX.name }));
  // The input holds no more than a little over the limit: a 100,000-character paste is never sent.
  expect((await page.getByLabel(labels.name).inputValue()).length).toBeLessThan(2 * FIELD_MAX.name);
  expect(received).toHaveLength(0);
});

// ------------------------------------------------------------------ consultations and the office

const words = loaded.labels.booking;
const appointment = copy.appointment;
const uk = loaded.countries.find((entry) => entry.id === 'uk')?.data;
const ukConsultation = uk?.cta.buttons.find((button) => button.action === 'consultation');

/** An office day after the earliest one offered, so that the date is valid on any day the test runs. */
const laterOfficeDay = (): string => nextOfficeDay(nextOfficeDay());

/** "Tuesday, 25 November 2026": how the consultation's day is written in the message. */
const longDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

test('without a booking service, a consultation button leads to the appointment fields, country preselected', async ({ page }) => {
  test.skip(Boolean(site.booking), 'content/site.md names a booking service: the buttons open it (tests/unit/booking.test.ts)');
  if (!uk || !ukConsultation) throw new Error('content/countries/uk.md has no consultation button');
  await page.goto(uk.route);
  await page.getByRole('region', { name: uk.cta.heading }).getByRole('link', { name: ukConsultation.label }).click();
  await expect(page).toHaveURL(/\/contact#book$/);
  await expect(page.getByLabel(labels.country)).toHaveValue('uk');
  const group = page.getByRole('group', { name: appointment.legend });
  await expect(group).toBeInViewport();
  const modes = group.getByRole('group', { name: appointment.mode });
  for (const mode of site.appointmentModes) await expect(modes.getByRole('radio', { name: fill(words.modes[mode], { city: site.contact.address.city }) })).toBeVisible();
  await expect(page.getByLabel(appointment.time).locator('option')).toHaveText([appointment.anyTime, ...officeSlots()]);
  await expect(page.getByLabel(appointment.date)).toHaveAttribute('min', nextOfficeDay());
  await expect(group.getByText(fill(appointment.hint, { days: officeDaysWords() }))).toBeVisible();
});

test('the chosen consultation is posted, and travels in the WhatsApp and e-mail fallbacks', async ({ page }) => {
  const received = await answerEnquiries(page, 500);
  await page.goto('/contact#book');
  await fillValid(page);
  const mode = site.appointmentModes[site.appointmentModes.length - 1] ?? 'phone';
  const modeLabel = fill(words.modes[mode], { city: site.contact.address.city });
  const day = laterOfficeDay();
  const slot = officeSlots()[1] ?? office().opens;
  await page.getByRole('radio', { name: modeLabel }).check();
  await page.getByLabel(appointment.date).fill(day);
  await page.getByLabel(appointment.time).selectOption(slot);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: copy.failure })).toBeVisible();

  const posted = new URLSearchParams(received[0]?.postData() ?? '');
  expect([posted.get('mode'), posted.get('date'), posted.get('time')]).toEqual([mode, day, slot]);
  // The adviser's message names the mode, the day and the time in the office's time zone.
  const lines = [`${appointment.messageMode}: ${modeLabel}`, `${appointment.date}: ${longDay(day)}`, `${appointment.time}: ${slot} (${zoneName(office().timeZone)})`];
  const whatsapp = new URL((await page.getByRole('link', { name: new RegExp(copy.whatsappButton) }).getAttribute('href')) ?? '').searchParams.get('text') ?? '';
  const mail = new URL((await page.getByRole('link', { name: copy.emailButton }).getAttribute('href')) ?? '').searchParams.get('body') ?? '';
  for (const line of lines) {
    expect(whatsapp).toContain(line);
    expect(mail).toContain(line);
  }
});

test('a day the office is closed is refused with a clear message; nothing is sent', async ({ page }) => {
  const closedDay = (['sun', 'sat', 'fri'] as const).find((d) => !office().days.includes(d));
  test.skip(!closedDay, 'the office opens every day');
  const received = await answerEnquiries(page, 200);
  await page.goto('/contact');
  await fillValid(page);
  let day = laterOfficeDay();
  while (weekdayOf(day) !== closedDay) day = dayAfter(day);
  await page.getByLabel(appointment.date).fill(day);
  await page.getByRole('button', { name: labels.submit }).click();
  const message = fill(appointment.dateClosed, { day: dayName(weekdayOf(day)), days: officeDaysWords() });
  await expect(page.getByLabel(appointment.date)).toBeFocused();
  await expect(page.getByRole('link', { name: message })).toHaveAttribute('href', '#enquiry-date');
  await expect(page.getByLabel(appointment.date)).toHaveValue(day);
  expect(received).toHaveLength(0);
});

test('the contact page and the footer give the office hours and a directions link built from the coordinates', async ({ page }) => {
  const geo = readContentFile('content/site.md').data.geo;
  if (!geo || typeof geo !== 'object' || !('latitude' in geo) || !('longitude' in geo)) throw new Error('content/site.md has no geo');
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByText(officeHoursLine())).toBeVisible();
  // Google Maps directions to the office's position, from wherever the visitor is.
  const expected = `https://www.google.com/maps/dir/?api=1&destination=${String(geo.latitude)},${String(geo.longitude)}`;
  await expect(main.getByRole('link', { name: loaded.labels.contact.directions })).toHaveAttribute('href', expected);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: loaded.labels.contact.directions })).toHaveAttribute('href', expected);
  // No map is embedded: no frame, and nothing loaded from a maps service.
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.locator('script[src*="maps"]')).toHaveCount(0);
});
