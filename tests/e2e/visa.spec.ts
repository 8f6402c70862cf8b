import { test, expect } from './fixtures';
import { pages, tabs } from './visa-files';

/**
 * What the visa pages do in a browser: a country button scrolls to its section, and one tab choice
 * is shared by every section (a script). What the pages show (cards, the table's figures, each
 * record's details and links) is checked in their static HTML: tests/output/visa-pages.test.ts.
 *
 * Expected rows, figures and links come from the visa records and the visa pages' files, read as
 * plain YAML (./visa-files.ts), not through the loader or the presenters that build the pages: an
 * editor's change keeps these tests green, a page that stops showing its files fails them.
 */
// Both pages in one test each: the same components, so what differs is only each page's records.
test('on both visa pages, each country button scrolls its section into view', async ({ page }) => {
  // Instant scrolling (smooth only without reduced motion): what is under test is where each link lands.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const visa of pages) {
    await page.goto(visa.path);
    for (const [name, id] of visa.rows) {
      await page.locator('.country-buttons').getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`section#${id}`).getByRole('heading', { level: 2 })).toBeInViewport();
    }
  }
});

test('on both visa pages, one tab selection, Overview first, is shared by every country section', async ({ page }) => {
  for (const visa of pages) {
    await page.goto(visa.path);
    const overviewTabs = page.getByRole('tab', { name: tabs.overview });
    await expect(overviewTabs).toHaveCount(visa.rows.length);
    for (const tab of await overviewTabs.all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: tabs.requirements }).first().click();
    for (const tab of await page.getByRole('tab', { name: tabs.requirements }).all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: tabs.requirements })).toHaveCount(visa.rows.length);
    await page.getByRole('tab', { name: tabs.requirements }).last().press('ArrowRight');
    await expect(page.getByRole('tabpanel', { name: tabs.process })).toHaveCount(visa.rows.length);
  }
});
