import { test, expect, labels } from './fixtures';
import { navLabels } from './content-files';

const countryLabels = ['UK', 'Australia', 'Canada', 'France', 'Spain', 'Ireland', 'Romania', 'Belarus', 'Russia', 'Greek Cyprus', 'North Cyprus', 'Georgia'];
const serviceLabels = ['Education Counselling', 'Application Process', 'Visa Guidance', 'Scholarship Guidance', 'Student Accommodation'];

test.describe('header menu at 1280px', () => {
  test('direct links and the two dropdowns', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: labels.layout.mainMenu });
    for (const [name, href] of [['Home', '/'], ['Visit Visa', '/visitvisa'], ['Work Visa', '/workvisa'], ['Contact', '/contact']] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const services = nav.getByRole('button', { name: 'Student Services' });
    const abroad = nav.getByRole('button', { name: 'Study Abroad' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const servicesList = nav.locator('#menu-services');
    await expect(servicesList.getByRole('link')).toHaveText(serviceLabels);
    await expect(servicesList.getByRole('link', { name: 'Student Accommodation' })).toHaveAttribute('href', '/student-accomodation');

    // Opening one closes the other.
    await abroad.click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(servicesList).toBeHidden();
    const countries = nav.locator('#menu-countries');
    await expect(countries.getByRole('link')).toHaveText([...countryLabels, 'Compare all countries']);
    await expect(countries.getByRole('link', { name: 'USA' })).toHaveCount(0);

    // Clicking the open title closes it.
    await abroad.click();
    await expect(countries).toBeHidden();
  });

  test('Escape closes a dropdown and returns focus to its button', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('button', { name: 'Student Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Education Counselling' }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
  });

  test('a click outside closes the dropdown', async ({ page }) => {
    await page.goto('/');
    const abroad = page.getByRole('button', { name: 'Study Abroad' });
    await abroad.click();
    await expect(abroad).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(abroad).toHaveAttribute('aria-expanded', 'false');
  });

  test('following a menu link changes the page and closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Study Abroad' }).click();
    await page.locator('#menu-countries').getByRole('link', { name: 'Canada' }).click();
    await expect(page).toHaveURL(/\/canadaStudyAbroad$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study in Canada');
    await expect(page.getByRole('button', { name: 'Study Abroad' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#menu-countries')).toBeHidden();
  });
});

test.describe('header menu at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens a full-screen overlay; closing returns focus', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: labels.layout.menuButton });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('button', { name: 'Student Services' })).toBeHidden();

    await toggle.click();
    const dialog = page.getByRole('dialog', { name: labels.layout.menuDialog });
    await expect(dialog).toBeVisible();
    // The whole viewport but the scrollbar's gutter (15px in desktop Chromium, none on phones), which
    // stays reserved so that nothing moves when a scrollbar appears or the page's scroll is locked.
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0 });
    expect(box?.width).toBeGreaterThanOrEqual(375 - 15);
    expect(box?.height).toBeGreaterThanOrEqual(739);
    const close = dialog.getByRole('button', { name: labels.layout.closeMenu });
    await expect(close).toBeFocused();

    await close.click();
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('dropdowns work inside the overlay and a link closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: labels.layout.menuButton }).click();
    const dialog = page.getByRole('dialog', { name: labels.layout.menuDialog });
    await dialog.getByRole('button', { name: 'Study Abroad' }).click();
    await dialog.getByRole('link', { name: 'Georgia' }).click();
    await expect(page).toHaveURL(/\/georgiaStudyAbroad$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: labels.layout.menuButton })).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the overlay, and Tab stays inside it from the moment the page is parsed', async ({ page }) => {
    // Not waiting for `load`: the keys come as soon as the page's scripts have run, before hydration.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: labels.layout.menuButton });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: labels.layout.menuDialog });
    await page.keyboard.press('Shift+Tab');
    // The menu's last entry, as content/site.md lists it.
    await expect(dialog.getByRole('link', { name: navLabels().at(-1), exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: labels.layout.closeMenu })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
