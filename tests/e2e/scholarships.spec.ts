/**
 * What the scholarship articles do in a browser: the in-page menu scrolls to each section, sticks
 * and marks the section in view, works from the keyboard, and search finds the guides. Their
 * sections, tables and sources as written: tests/output/scholarships.test.ts.
 */
import { test, expect, labels } from './fixtures';
import { loadContent } from './site-content';

const content = loadContent(process.cwd());
const ON_THIS_PAGE = labels.common.onThisPage;

/** The menu of an article: every `##` heading of its body, in order, then the official-sources list when there is one. */
function articleOf(route: string) {
  const entry = content.scholarships.find((s) => s.data.route === route);
  if (!entry) throw new Error(`no scholarship file has the route ${route}`);
  const headings = [...entry.body.matchAll(/^## (.+)$/gm)].map((m) => (m[1] ?? '').trim());
  return { route, entry, menu: entry.data.sources ? [...headings, entry.data.sources.heading] : headings };
}

const canada = articleOf('/canadaScholarship');

test('menu links scroll to their section, the menu sticks, and the section in view is marked', async ({ page }) => {
  const sections = canada.menu;
  await page.setViewportSize({ width: 1280, height: 700 });
  // Instant scrolling (smooth only without reduced motion): what is under test is where each link lands.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(canada.route);
  const menu = page.getByRole('navigation', { name: ON_THIS_PAGE });
  await expect(menu.getByRole('link', { name: sections[0] })).not.toHaveAttribute('aria-current');
  // Down the page, back up, then to the last section.
  for (const name of [sections[3], sections[1], sections.at(-1)].map(String)) {
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { name, level: 2, exact: true })).toBeInViewport();
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'location');
    await expect(menu).toBeInViewport();
  }
  // Once scrolled past its place, the menu stays at the top of the window.
  const top = await menu.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(40);
  await expect(menu).toHaveAttribute('data-stuck', 'true');
});

test('the in-page menu works from the keyboard', async ({ page }) => {
  const name = String(canada.menu[2]);
  await page.goto(canada.route);
  const link = page.getByRole('navigation', { name: ON_THIS_PAGE }).getByRole('link', { name, exact: true });
  const target = await link.getAttribute('href');
  expect(target).toMatch(/^#.+/);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole('heading', { name, level: 2, exact: true })).toBeInViewport();
});

/** The UK and USA guides (issue 15): articles whose awards end in a list of official sources. */
const guides = ['/UkScholarship', '/USAScholarship'].map(articleOf);


// Both guides in one test: each guide's menu and headings are checked in its static HTML
// (tests/output/scholarships.test.ts); here each link lands on its section and marks it.
test('the UK and USA articles: each in-page menu link scrolls to its section and marks it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const { route, menu: sections } of guides) {
    expect(sections.length).toBeGreaterThan(4);
    await page.goto(route);
    const menu = page.getByRole('navigation', { name: ON_THIS_PAGE });
    for (const name of sections) {
      const link = menu.getByRole('link', { name, exact: true });
      const heading = page.getByRole('article').getByRole('heading', { name, level: 2, exact: true });
      const target = await link.getAttribute('href');
      await link.click();
      await expect(page, route).toHaveURL(new RegExp(`${target}$`));
      await expect(heading).toBeInViewport();
      await expect(link).toHaveAttribute('aria-current', 'location');
      await expect(menu).toBeInViewport();
    }
  }
});

test('the UK and USA articles are found by search for their first award', async ({ page }) => {
  await page.goto('/');
  for (const { route, entry } of guides) {
    const term = entry.data.awards[0]?.name.split(' ')[0];
    if (!term) throw new Error(`${entry.file} lists no awards`);
    await page.getByRole('searchbox', { name: labels.search.headerLabel }).fill(term);
    const result = page.locator('#site-search-results').locator(`a[href="${route}"]`);
    await expect(result).toContainText(entry.data.title);
    await expect(result.locator('mark').first()).toHaveText(new RegExp(term, 'i'));
  }
});
