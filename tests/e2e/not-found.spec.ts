import { test, expect, labels } from './fixtures';
import { textAt } from './content-files';

// What the 404 page says and links to is checked in tests/output/not-found.test.ts; here, that the
// server answers with it, and what its script does.
test('an unknown address answers 404 with the not-found page, and one that differs only in letter case brings the visitor to the real page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels.notFound.heading);

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
