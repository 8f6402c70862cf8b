import { test, expect, TEST_ENQUIRY_ENDPOINT } from './fixtures';
import { HONEYPOT_FIELD, inputMaxLength } from '@/lib/enquiry';

test.use({ javaScriptEnabled: false });

test('home page is complete and readable without JavaScript', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The future you imagine is closer than you think.');
  await expect(page.getByText('With you at every step from one point to another')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Education Counselling' })).toBeVisible();
  await expect(page.getByText('750+ Partners Institutions')).toBeVisible();
  await expect(page.getByText('High Visa Success Rate')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hear from those who got there!' })).toBeVisible();
  await expect(page.locator('.rotator-slide').first()).toBeVisible();
});

test('contact page is complete and readable without JavaScript', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get the help you need.');
  await expect(page.getByRole('main').getByRole('link', { name: 'hello@example.com' })).toBeVisible();
  // The enquiry form is a plain form that posts to the endpoint without JavaScript.
  await expect(page.getByLabel('Your name *')).toBeVisible();
  await expect(page.locator('form.enquiry-form')).toHaveAttribute('action', TEST_ENQUIRY_ENDPOINT);
  await expect(page.locator('form.enquiry-form')).toHaveAttribute('method', 'post');
  // Posted without JavaScript, the form still carries the honeypot the form service filters on,
  // and the browser holds every field to its maximum.
  await expect(page.locator(`form.enquiry-form input[name="${HONEYPOT_FIELD}"]`)).toHaveValue('');
  for (const field of ['name', 'phone', 'email', 'message'] as const) {
    await expect(page.locator(`form.enquiry-form [name="${field}"]`)).toHaveAttribute('maxlength', String(inputMaxLength(field)));
  }
});

test('the menu still opens without JavaScript, on focus', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Study Abroad' }).focus();
  await expect(page.getByRole('link', { name: 'Georgia' })).toBeVisible();
});

test('country guide tabs and FAQ answers are all readable without JavaScript', async ({ page }) => {
  await page.goto('/ukStudyAbroad');
  await expect(page.getByRole('heading', { name: 'Top Universities', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Visa Documents', level: 3 })).toBeVisible();
  const firstQuestion = page.locator('.faq summary').first();
  await firstQuestion.click();
  await expect(page.locator('.faq details').first().locator('.faq-answer')).toBeVisible();
});

for (const width of [375, 800, 1280]) {
  test(`the header shows the logo, every menu link and search side by side without overlap at ${width}px, without JavaScript`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/ukStudyAbroad');
    const logo = page.getByRole('link', { name: 'Horizon Study Abroad Consultants' });
    const menu = page.getByRole('navigation', { name: 'Main' });
    const search = page.getByRole('searchbox', { name: 'Search the site' });
    for (const name of ['Home', 'Visit Visa', 'Work Visa', 'Contact']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(search).toBeVisible();
    const [logoBox, menuBox, searchBox] = await Promise.all([logo.boundingBox(), menu.boundingBox(), search.boundingBox()]);
    if (!logoBox || !menuBox || !searchBox) throw new Error('header parts not laid out');
    expect(logoBox.width).toBeGreaterThanOrEqual(150);
    const overlap = (a: typeof logoBox, b: typeof logoBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap(logoBox, menuBox)).toBe(false);
    expect(overlap(menuBox, searchBox)).toBe(false);
    expect(overlap(logoBox, searchBox)).toBe(false);
  });
}
