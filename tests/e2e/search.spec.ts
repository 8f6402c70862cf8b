import { test, expect, labels } from './fixtures';
import { fill } from '../../lib/fill-label';

/** The status line's wording for a query with results, as content/labels.md writes it: any count. */
function resultsStatus(query: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const ANY_COUNT = '\u0000';
  return new RegExp([labels.search.oneResult, labels.search.results].map((template) => escape(fill(template, { count: ANY_COUNT, query })).replace(ANY_COUNT, '\\d+')).join('|'));
}

test('the header search loads nothing until it is used, then shows ranked results with title and snippet: Vanier and subclass 500', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: labels.search.headerLabel });

  await test.step('nothing of the index is fetched until the box has the focus', async () => {
    await page.waitForLoadState('networkidle');
    expect(requests.filter((u) => u.includes('/pagefind/'))).toEqual([]);
    await box.focus();
    await expect.poll(() => requests.some((u) => u.includes('/pagefind/pagefind.js'))).toBe(true);
  });

  await test.step('typing shows ranked results with title and snippet', async () => {
    await box.fill('Vanier');
    const results = page.locator('#site-search-results');
    await expect(results.getByRole('link').first()).toHaveAttribute('href', '/canadaScholarship');
    await expect(results.getByRole('link').first()).toContainText('Scholarships in Canada');
    await expect(results.locator('mark').first()).toHaveText(/Vanier/i);

    await box.fill('subclass 500');
    // The Australia guide names the visa; a news article about its charge may rank beside it.
    await expect(results.locator('a[href="/australiaStudyAbroad"]')).toBeVisible();
    await expect(page.locator('#site-search-status')).toHaveText(resultsStatus('subclass 500'));
  });
});

test('keyboard: / focuses search, arrows move through results, Enter opens, Escape closes', async ({ page }) => {
  await page.goto('/ukStudyAbroad');
  await page.keyboard.press('/');
  const box = page.getByRole('searchbox', { name: labels.search.headerLabel });
  await expect(box).toBeFocused();
  await page.keyboard.type('IELTS');
  const links = page.locator('#site-search-results').getByRole('link');
  await expect(links.nth(1)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toBeFocused();
  await expect(page.locator('#site-search-panel')).toBeHidden();

  // The panel opens again on ArrowDown; Enter must wait until focus is on the result, as a reader's eye does.
  await box.press('ArrowDown');
  await expect(links.nth(0)).toBeFocused();
  const target = await links.nth(0).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}$`));
});

test('a search typed before the page\'s scripts have run is kept, and answered once they run', async ({ page }) => {
  // The page's scripts wait at the door until the visitor has typed.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/_islands/**/*.js', async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  await page.goto('/ukStudyAbroad', { waitUntil: 'commit' });
  const box = page.getByRole('searchbox', { name: labels.search.headerLabel });
  await box.click();
  await page.keyboard.type('IELTS');
  await expect.poll(() => held).toBeGreaterThan(0);
  release();
  await expect(box).toHaveValue('IELTS');
  await expect(box).toBeFocused();
  await expect(page.locator('#site-search-results').getByRole('link').first()).toBeVisible();
});

test('the /search page works from a link, keeps the address in step, and finds page content only: not the header or footer, aliases or brochures', async ({ page }) => {
  await page.goto('/search?q=IELTS');
  const box = page.getByRole('searchbox', { name: labels.search.pageLabel });
  const results = page.locator('#search-page-results').getByRole('link');

  await test.step('a query in the address is answered, and a new one goes into the address', async () => {
    await expect(box).toHaveValue('IELTS');
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeGreaterThan(3);
    await box.fill('Medicare');
    await expect(results.first()).toHaveAttribute('href', '/health-Insurance');
    await expect(page).toHaveURL(/\/search\?q=Medicare$/);
  });

  await test.step('neither the lower-case alias of a page nor a brochure is a result', async () => {
    const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).not.toContain('/health-insurance');
    expect(hrefs.some((h) => h?.startsWith('/brochures'))).toBe(false);
  });

  await test.step('words written only in the footer find nothing', async () => {
    // "Country fact sheets" is written only in the footer.
    await box.fill('fact sheets');
    await expect(page.locator('#search-page-status')).toHaveText(fill(labels.search.noResults, { query: 'fact sheets' }));
  });
});
