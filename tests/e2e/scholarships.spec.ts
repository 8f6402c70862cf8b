import { test, expect } from './fixtures';

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

test('USA and UK scholarship pages hold their placeholder text', async ({ page }) => {
  for (const path of ['/USAScholarship', '/UkScholarship']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Scholarships in the');
    await expect(page.getByRole('main').getByRole('link', { name: /adviser|contact/i }).first()).toHaveAttribute('href', '/contact');
  }
});
