import { test, expect } from './fixtures';

const countries = ['United Kingdom', 'Australia', 'Canada', 'France', 'Spain', 'Ireland', 'Romania', 'Belarus', 'Russia', 'Greek Cyprus', 'North Cyprus', 'Georgia', 'United States'];

test('one row per country, each linking to its guide, all in the static HTML', async ({ page, request }) => {
  const html = await (await request.get('/compare')).text();
  for (const name of countries) expect(html).toContain(`>${name}</a>`);
  await page.goto('/compare');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(countries.length + 1);
  await expect(page.getByRole('rowheader').getByRole('link')).toHaveText(countries);
  await expect(page.getByRole('rowheader').getByRole('link', { name: 'Australia' })).toHaveAttribute('href', '/australiaStudyAbroad');
  await expect(page.getByRole('row', { name: /United Kingdom/ })).toContainText('£25,000/year');
});

test('sorting by a column, both ways, announced with aria-sort', async ({ page }) => {
  await page.goto('/compare');
  const header = page.getByRole('columnheader', { name: /Universities/ });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const firstCells = page.getByRole('row').nth(1).getByRole('cell').first();
  await expect(firstCells).toHaveText('5+');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('row').nth(1).getByRole('rowheader')).toHaveText('United States');

  const country = page.getByRole('columnheader', { name: /Country/ });
  await country.getByRole('button').click();
  await expect(page.getByRole('rowheader').first()).toHaveText('Australia');
});

test('the budget filter keeps countries whose yearly tuition and living costs fit, in one currency', async ({ page }) => {
  await page.goto('/compare');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByLabel('Yearly tuition and living costs up to').fill('15000');
  await expect(page.getByRole('rowheader').getByRole('link')).toHaveText(['France', 'Romania', 'Greek Cyprus', 'North Cyprus']);
  await expect(page.getByRole('status')).toContainText('4 of 13 countries fit EUR 15,000 a year');
  await expect(page.getByRole('row', { name: /France/ })).toContainText('tuition only');
  await page.getByLabel('Currency').selectOption('USD');
  await expect(page.getByRole('rowheader').getByRole('link')).toHaveText(['Belarus', 'Russia', 'Georgia']);
  await page.getByRole('button', { name: 'Show all countries' }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(countries.length + 1);
});

test('linked from the Study Abroad menu and from every country guide', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Study Abroad' }).click();
  await expect(page.locator('#menu-countries').getByRole('link', { name: 'Compare all countries' })).toHaveAttribute('href', '/compare');
  await page.goto('/georgiaStudyAbroad');
  await expect(page.getByRole('main').getByRole('link', { name: 'Compare with other countries' })).toHaveAttribute('href', '/compare');
});
