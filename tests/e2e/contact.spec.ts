import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';

// `npm test` builds the site with ENQUIRY_ENDPOINT pointing here; each test answers it as it needs.
const ENDPOINT = 'http://127.0.0.1:4173/__test-enquiry';

async function answerEnquiries(page: Page, status: number, received: Request[] = []) {
  await page.route(ENDPOINT, async (route) => {
    received.push(route.request());
    await route.fulfill({ status, contentType: 'application/json', body: status < 400 ? '{"ok":true}' : '{"error":"down"}' });
  });
  return received;
}

async function fillValid(page: Page) {
  await page.getByLabel('Your name *').fill('Ayesha Khan');
  await page.getByLabel('Mobile or WhatsApp number *').fill('0300-1234567');
  await page.getByLabel('E-mail').fill('ayesha@example.com');
  await page.getByLabel('Your question *').fill('I would like to study nursing in the UK next September.');
}

test('contact page shows the banner and the advisers\' details with working links', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get the help you need.');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
  await expect(main.getByRole('link', { name: /\+92 000 0000000/ })).toHaveAttribute('href', 'tel:+920000000000');
  await expect(main.getByText('Islamabad, Islamabad Capital Territory')).toBeVisible();
  await expect(main.getByRole('img', { name: 'Horizon Study Abroad Consultants' })).toBeVisible();
});

test('invalid input: each error named next to its field and summarised; focus moves to the first', async ({ page }) => {
  const received = await answerEnquiries(page, 200);
  await page.goto('/contact');
  await page.getByLabel('Mobile or WhatsApp number *').fill('12345');
  await page.getByLabel('E-mail').fill('ayesha@');
  await page.getByRole('button', { name: 'Send my query' }).click();
  await expect(page.getByLabel('Your name *')).toBeFocused();
  await expect(page.getByLabel('Your name *')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Your name *')).toHaveAccessibleDescription('Enter your name.');
  await expect(page.getByLabel('Mobile or WhatsApp number *')).toHaveAccessibleDescription(/Pakistani mobile.*Enter a Pakistani mobile number/);
  const summary = page.getByRole('heading', { name: 'Please correct these before sending' }).locator('..');
  await expect(summary.getByRole('link')).toHaveText([
    'Enter your name.',
    /^Enter a Pakistani mobile number/,
    /^Enter an e-mail address/,
    /^Tell us briefly what you need/,
  ]);
  expect(received).toHaveLength(0);
  // Fixing a field clears its message.
  await page.getByLabel('Your name *').fill('Ayesha');
  await expect(page.getByLabel('Your name *')).not.toHaveAttribute('aria-invalid', 'true');
});

test('a valid enquiry is posted form-encoded; success clears the form and the draft', async ({ page }) => {
  const received = await answerEnquiries(page, 200);
  await page.goto('/contact?country=uk&service=education-counselling');
  await fillValid(page);
  await page.getByRole('button', { name: 'Send my query' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  expect(received).toHaveLength(1);
  const request = received[0]!;
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  const body = new URLSearchParams(request.postData() ?? '');
  expect(Object.fromEntries(body)).toMatchObject({ name: 'Ayesha Khan', phone: '0300-1234567', email: 'ayesha@example.com', country: 'uk', service: 'education-counselling' });
  await expect(page.getByLabel('Your name *')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Your question *')).toHaveValue('');
});

test('a 500 answer keeps every field and offers WhatsApp and e-mail with the typed message', async ({ page }) => {
  await answerEnquiries(page, 500);
  await page.goto('/contact?country=uk&service=visit-visa');
  await fillValid(page);
  await page.getByRole('button', { name: 'Send my query' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'could not be sent' })).toBeVisible();
  await expect(page.getByLabel('Your name *')).toHaveValue('Ayesha Khan');
  await expect(page.getByLabel('Mobile or WhatsApp number *')).toHaveValue('0300-1234567');
  await expect(page.getByLabel('Your question *')).toHaveValue('I would like to study nursing in the UK next September.');
  await expect(page.getByLabel('What do you need help with?')).toHaveValue('visit-visa');

  const whatsapp = page.getByRole('link', { name: /Send by WhatsApp/ });
  const whatsappText = decodeURIComponent(new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text') ?? '');
  expect(whatsappText).toContain('I would like to study nursing in the UK next September.');
  expect(whatsappText).toContain('Destination: United Kingdom');
  expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/920000000000\?text=/);

  const mail = new URL((await page.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href')) ?? '');
  expect(mail.protocol).toBe('mailto:');
  expect(mail.pathname).toBe('hello@example.com');
  expect(mail.searchParams.get('subject')).toBe('Website enquiry: Visit Visa Services, United Kingdom (Ayesha Khan)');
  expect(mail.searchParams.get('body')).toContain('Phone: 0300-1234567');
});

test('a reload keeps the draft', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Your name *').fill('Bilal');
  await page.getByLabel('Your question *').fill('Which universities in Georgia teach medicine in English?');
  await page.getByLabel('Destination country').selectOption('georgia');
  await page.reload();
  await expect(page.getByLabel('Your name *')).toHaveValue('Bilal');
  await expect(page.getByLabel('Your question *')).toHaveValue('Which universities in Georgia teach medicine in English?');
  await expect(page.getByLabel('Destination country')).toHaveValue('georgia');
});

test('the consultation buttons preselect country and service from the query string', async ({ page }) => {
  await page.goto('/northcyprusStudyAbroad');
  await page.getByRole('link', { name: 'Get Expert Consultation' }).click();
  await expect(page.getByLabel('Destination country')).toHaveValue('north-cyprus');
  // Once taken into the form, the query leaves the address so that a reload keeps later choices.
  await expect(page).toHaveURL(/\/contact$/);

  await page.goto('/workvisa');
  await page.locator('section#italy').getByRole('link', { name: /Ask an adviser/ }).click();
  await expect(page.getByLabel('Destination country')).toHaveValue('italy');
  await expect(page.getByLabel('What do you need help with?')).toHaveValue('work-visa');
});

test('a WhatsApp button on every page uses the number from site settings', async ({ page }) => {
  for (const path of ['/', '/ukStudyAbroad', '/visitvisa']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/920000000000\?text=Hello/);
  }
});
