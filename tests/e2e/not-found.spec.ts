import { test, expect, labels } from './fixtures';
import { textAt } from './content-files';

test('an unknown address gets a real 404 page that links onwards', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels.notFound.heading);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: labels.notFound.homeButton })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: labels.notFound.contactButton })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('link', { name: 'United Kingdom' })).toHaveAttribute('href', '/ukStudyAbroad');
  await expect(main.getByRole('link', { name: 'Georgia' })).toHaveAttribute('href', '/georgiaStudyAbroad');
});

test('a path that differs only in letter case brings the visitor to the real page', async ({ page }) => {
  await page.goto('/UKStudyAbroad');
  await expect(page).toHaveURL(/\/ukStudyAbroad$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study in the UK');

  await page.goto('/aboutus');
  await expect(page).toHaveURL(/\/aboutUs$/);

  await page.goto('/HEALTH-INSURANCE');
  await expect(page).toHaveURL(/\/health-Insurance$/);
});

test('an Urdu page asked for in another letter case brings the visitor to it, even from a one-404 host', async ({ page }) => {
  // `serve` (npm start), like GitHub Pages, has one 404 page for the whole site: the English one.
  const ukUrdu = `/ur${textAt('content/countries/uk.md', 'route')}`;
  await page.goto(ukUrdu.replace('uk', 'UK'));
  await expect(page).toHaveURL(new RegExp(`${ukUrdu}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(textAt('content/ur/countries/uk.md', 'title'));
});
