/**
 * Search in each edition: the Urdu pages' search box and /ur/search find Urdu pages, the English
 * ones English pages. Words and titles are read from the content files (content/ur/...).
 */
import { test, expect, labels } from './fixtures';
import { textAt } from './content-files';

const URDU_LABELS = 'content/ur/labels.md';
const urduSearchLabel = textAt(URDU_LABELS, 'search.headerLabel');
/** The UK guide in Urdu: its title's first word, and its address (its English route under /ur). */
const ukTitle = textAt('content/ur/countries/uk.md', 'title');
const ukWord = ukTitle.split(/\s+/)[0] ?? '';
const ukUrdu = `/ur${textAt('content/countries/uk.md', 'route')}`;
/** A result link's name is its title, then its excerpt (which may quote the title too). */
const startsWithTitle = new RegExp(`^${ukTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const hrefsOf = (page: import('@playwright/test').Page, list: string) =>
  page.locator(list).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

test('the search box of an Urdu page finds the Urdu page whose title has the word, and only Urdu pages; Enter opens /ur/search, which lists the same', async ({ page }) => {
  await page.goto('/ur/ukStudyAbroad');
  const box = page.getByRole('searchbox', { name: urduSearchLabel });

  await test.step('results as the visitor types', async () => {
    await box.fill(ukWord);
    const results = page.locator('#site-search-results');
    // Other pages may share the title's first words (the UK seminar); the guide is among the results.
    await expect(results.getByRole('link', { name: startsWithTitle }).and(page.locator(`[href="${ukUrdu}"]`))).toBeVisible();
    const hrefs = await hrefsOf(page, '#site-search-results');
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/ur(\/|$)/);
  });

  await test.step('Enter opens the Urdu /ur/search with the query', async () => {
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/ur/search\\?q=${encodeURIComponent(ukWord)}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textAt(URDU_LABELS, 'search.title'));
    const pageBox = page.getByRole('searchbox', { name: textAt(URDU_LABELS, 'search.pageLabel') });
    await expect(pageBox).toHaveValue(ukWord);
    await expect(page.locator('#search-page-results').getByRole('link', { name: startsWithTitle }).and(page.locator(`[href="${ukUrdu}"]`))).toBeVisible();
    for (const href of await hrefsOf(page, '#search-page-results')) expect(href).toMatch(/^\/ur(\/|$)/);
  });
});

test('the English search still finds English pages only', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: labels.search.headerLabel });
  await box.fill('visa');
  const results = page.locator('#site-search-results');
  await expect(results.getByRole('link').first()).toBeVisible();
  for (const href of await hrefsOf(page, '#site-search-results')) expect(href).not.toMatch(/^\/ur(\/|$)/);
  // The Urdu title's word is in no English page's main text.
  await box.fill(ukWord);
  await expect(page.locator('#site-search-status')).toHaveText(labels.search.noResults.replace('{query}', ukWord));
  await page.goto(`/search?q=${encodeURIComponent('visa')}`);
  await expect(page.locator('#search-page-results').getByRole('link').first()).toBeVisible();
  for (const href of await hrefsOf(page, '#search-page-results')) expect(href).not.toMatch(/^\/ur(\/|$)/);
});
