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

/** The cells of the Markdown tables of a text: header cells (the row above a |---| line) and body cells. */
function tableCells(markdown: string): { headers: string[]; cells: string[] } {
  const lines = markdown.split('\n');
  const separator = (line = '') => /^\|[\s|:-]+\|$/.test(line);
  const split = (line: string) => line.replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim());
  const headers: string[] = [];
  const cells: string[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith('|') || separator(line)) return;
    (separator(lines[i + 1]) ? headers : cells).push(...split(line));
  });
  return { headers, cells };
}

const canada = articleOf('/canadaScholarship');

test('the Canada article has its sections, an in-page menu and the scholarship figures of its tables', async ({ page }) => {
  const sections = canada.menu;
  expect(sections.length).toBeGreaterThan(3);
  await page.goto(canada.route);
  const menu = page.getByRole('navigation', { name: ON_THIS_PAGE });
  await expect(menu.getByRole('link')).toHaveText(sections);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(sections);
  const tables = page.getByRole('article').getByRole('table');
  expect(await tables.count()).toBeGreaterThanOrEqual(1);
  const text = (await tables.allTextContents()).join(' ');
  const { headers, cells } = tableCells(canada.entry.body);
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) expect(text).toContain(cell);
  for (const header of new Set(headers)) await expect(page.getByRole('columnheader', { name: header }).first()).toBeVisible();
});

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


for (const { route, entry, menu: sections } of guides) {
  test(`${route}: an article whose in-page menu reaches every section`, async ({ page }) => {
    expect(entry.data.layout).toBe('article');
    expect(sections.length).toBeGreaterThan(4);
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.data.title);
    const menu = page.getByRole('navigation', { name: ON_THIS_PAGE });
    await expect(menu.getByRole('link')).toHaveText(sections);
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(sections);
    for (const name of sections) {
      const link = menu.getByRole('link', { name, exact: true });
      const heading = page.getByRole('article').getByRole('heading', { name, level: 2, exact: true });
      const target = await link.getAttribute('href');
      expect(target, `menu link for ${name}`).toMatch(/^#.+/);
      await expect(heading).toHaveAttribute('id', target!.slice(1));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(heading).toBeInViewport();
      await expect(link).toHaveAttribute('aria-current', 'location');
      await expect(menu).toBeInViewport();
    }
  });

  test(`${route}: each award links its official page and says it is not yet checked by an adviser`, async ({ page }) => {
    const { awards, sources } = entry.data;
    expect(awards.length).toBeGreaterThan(0);
    if (!sources) throw new Error(`${entry.file} lists awards without their sources labels`);
    await page.goto(route);
    const list = page.getByRole('region', { name: sources.heading }).getByRole('listitem');
    await expect(list).toHaveCount(awards.length);
    for (const [i, award] of awards.entries()) {
      const item = list.nth(i);
      await expect(item).toContainText(award.name);
      await expect(item.getByRole('link', { name: award.source.label })).toHaveAttribute('href', award.source.href);
      await expect(item).toContainText(award.checked ? `${sources.checked} ${award.checked.date}` : sources.unchecked);
    }
  });

  test(`${route}: found by search for its first award`, async ({ page }) => {
    const term = entry.data.awards[0]?.name.split(' ')[0];
    if (!term) throw new Error(`${entry.file} lists no awards`);
    await page.goto('/');
    await page.getByRole('searchbox', { name: labels.search.headerLabel }).fill(term);
    const result = page.locator('#site-search-results').locator(`a[href="${route}"]`);
    await expect(result).toContainText(entry.data.title);
    await expect(result.locator('mark').first()).toHaveText(new RegExp(term, 'i'));
  });
}
