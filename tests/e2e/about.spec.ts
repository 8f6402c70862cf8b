import { test, expect, labels } from './fixtures';

test('about us and resources pages have readable placeholder text', async ({ page }) => {
  for (const path of ['/aboutUs', '/resources', '/whoweare']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(((await page.getByRole('main').textContent()) ?? '').length).toBeGreaterThan(300);
  }
});

test('partners: Canada institutions, the partner list and six five-star testimonials', async ({ page }) => {
  await page.goto('/ourpartners');
  await expect(page.getByRole('heading', { name: 'Institutions in Canada', level: 2 })).toBeVisible();
  expect(await page.locator('#canada-institutions .card').count()).toBeGreaterThanOrEqual(4);
  expect(await page.locator('#partner-list li').count()).toBeGreaterThanOrEqual(6);
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(6);
  await expect(page.locator('#testimonials blockquote')).toHaveCount(6);
});

test('timeline presents both founding readings honestly', async ({ page }) => {
  await page.goto('/timeLine');
  const text = (await page.getByRole('main').textContent()) ?? '';
  expect(text).toContain('2008');
  expect(text).toContain('2020');
});

test('team page shows clearly marked sample profiles', async ({ page }) => {
  await page.goto('/team');
  expect(await page.getByText(labels.common.sampleProfile, { exact: true }).count()).toBeGreaterThanOrEqual(1);
});
