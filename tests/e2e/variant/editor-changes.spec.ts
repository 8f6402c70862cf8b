/*
 * The content editor's changes reach the built pages: the variant site (./site.ts) was built from
 * exactly the content the CMS spec (../cms.spec.ts) checks the editor writes.
 */
import { loadContent } from '../site-content';
import { formatMoney } from '@/lib/money-format';
import { test, expect } from '../fixtures';
import { EDITOR_CHANGES, raisedTuition as raised, serveVariantForSpec, variantDir } from './site';

const origin = serveVariantForSpec();

test('the site built from the editor\'s changes shows the new fee and the new country', async ({ page }) => {
  const { raisedTuition, newCountry } = EDITOR_CHANGES;
  const uk = loadContent(variantDir()).countries.find((entry) => entry.file === raisedTuition.file);
  const tuition = uk?.data.figures.tuition;
  if (!uk || tuition?.kind !== 'money') throw new Error(`${raisedTuition.file} has no money figure "tuition"`);
  expect(tuition.max).toBe(raised(process.cwd()).after);
  await page.goto(`${origin()}${uk.data.route}`);
  await expect(page.getByText(formatMoney(tuition).replace(/ per year$/, '')).first()).toBeVisible();

  await page.goto(`${origin()}${newCountry.route}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newCountry.title);
  await expect(page).toHaveTitle(new RegExp(newCountry.name));
  await expect(page.locator('header').getByRole('link', { name: newCountry.name, includeHidden: true })).toHaveAttribute('href', newCountry.route);
  await page.goto(`${origin()}/compare`);
  await expect(page.getByRole('table').getByRole('rowheader', { name: new RegExp(newCountry.name) })).toBeVisible();
});
