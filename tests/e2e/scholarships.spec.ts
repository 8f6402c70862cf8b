import { test, expect } from './fixtures';
import { loadContent } from '../../lib/content/load';

const sections = ['Types of Scholarships', 'Government Funded', 'University Scholarships', 'How to Apply', 'Tips'];

test('the Canada article has its five sections, an in-page menu and the scholarship figures', async ({ page }) => {
  await page.goto('/canadaScholarship');
  const menu = page.getByRole('navigation', { name: 'On this page' });
  await expect(menu.getByRole('link')).toHaveText(sections);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(sections);
  const tables = page.getByRole('article').getByRole('table');
  expect(await tables.count()).toBeGreaterThanOrEqual(1);
  const text = (await tables.allTextContents()).join(' ');
  for (const amount of ['50,000', '70,000', '40,000', '17,500', '15,000', '5,000']) expect(text).toContain(amount);
  for (const name of ['Vanier', 'Banting', 'Ontario Trillium', 'Calgary', 'Dalhousie']) expect(text).toContain(name);
  await expect(page.getByRole('columnheader', { name: 'Eligibility' }).first()).toBeVisible();
});

test('menu links scroll to their section, the menu sticks, and the section in view is marked', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/canadaScholarship');
  const menu = page.getByRole('navigation', { name: 'On this page' });
  await expect(menu.getByRole('link', { name: 'Types of Scholarships' })).not.toHaveAttribute('aria-current');
  for (const name of ['How to Apply', 'Government Funded', 'Tips']) {
    await menu.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeInViewport();
    await expect(menu.getByRole('link', { name })).toHaveAttribute('aria-current', 'location');
    await expect(menu).toBeInViewport();
  }
  // Once scrolled past its place, the menu stays at the top of the window.
  const top = await menu.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(40);
  await expect(menu).toHaveAttribute('data-stuck', 'true');
});

test('the in-page menu works from the keyboard', async ({ page }) => {
  await page.goto('/canadaScholarship');
  const link = page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'University Scholarships' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#university-scholarships$/);
  await expect(page.getByRole('heading', { name: 'University Scholarships', level: 2 })).toBeInViewport();
});

const content = loadContent(process.cwd());

/** The UK and USA guides (issue 15): articles whose awards end in a list of official sources. */
const guides = ['/UkScholarship', '/USAScholarship'].map((route) => {
  const entry = content.scholarships.find((s) => s.data.route === route);
  if (!entry) throw new Error(`no scholarship file has the route ${route}`);
  // The menu: every `##` heading of the body, in order, then the official-sources list when there is one.
  const headings = [...entry.body.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim());
  return { route, entry, menu: entry.data.sources ? [...headings, entry.data.sources.heading] : headings };
});

for (const { route, entry, menu: sections } of guides) {
  test(`${route}: an article whose in-page menu reaches every section`, async ({ page }) => {
    expect(entry.data.layout).toBe('article');
    expect(sections.length).toBeGreaterThan(4);
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.data.title);
    const menu = page.getByRole('navigation', { name: 'On this page' });
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
    await page.getByRole('searchbox', { name: 'Search the site' }).fill(term);
    const result = page.locator('#site-search-results').locator(`a[href="${route}"]`);
    await expect(result).toContainText(entry.data.title);
    await expect(result.locator('mark').first()).toHaveText(new RegExp(term, 'i'));
  });
}
