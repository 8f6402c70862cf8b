/*
 * The header menu in use: its dropdowns, the overlay at phone width, focus and navigation. Which
 * links it lists, in which order, is read from the exported pages in tests/output/menu.test.ts.
 */
import { test, expect, labels } from './fixtures';
import { menuLinks, navLabels, siteMenu } from './content-files';

const services = siteMenu('services');
const countries = siteMenu('countries');
const firstLink = (menu: 'countries' | 'services') => menuLinks(menu)[0]?.label ?? '';

test.describe('header menu at 1280px', () => {
  test('the two dropdowns: one open at a time, closed by its title, by Escape (focus back on its button) and by a click outside', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: labels.layout.mainMenu });
    const servicesButton = nav.getByRole('button', { name: services.label });
    const countriesButton = nav.getByRole('button', { name: countries.label });
    const servicesList = nav.locator('#menu-services');
    const countriesList = nav.locator('#menu-countries');

    await test.step('opening one closes the other; clicking the open title closes it', async () => {
      await expect(servicesButton).toHaveAttribute('aria-expanded', 'false');
      await servicesButton.click();
      await expect(servicesButton).toHaveAttribute('aria-expanded', 'true');
      await expect(servicesList.getByRole('link', { name: firstLink('services') })).toBeVisible();
      await countriesButton.click();
      await expect(servicesButton).toHaveAttribute('aria-expanded', 'false');
      await expect(servicesList).toBeHidden();
      await expect(countriesList.getByRole('link', { name: firstLink('countries') })).toBeVisible();
      await countriesButton.click();
      await expect(countriesList).toBeHidden();
    });

    await test.step('Escape closes a dropdown and returns focus to its button', async () => {
      await servicesButton.focus();
      await page.keyboard.press('Enter');
      await expect(servicesButton).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(servicesList.getByRole('link', { name: firstLink('services') })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(servicesButton).toHaveAttribute('aria-expanded', 'false');
      await expect(servicesButton).toBeFocused();
    });

    await test.step('a click outside closes the dropdown', async () => {
      await countriesButton.click();
      await expect(countriesButton).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('heading', { level: 1 }).click();
      await expect(countriesButton).toHaveAttribute('aria-expanded', 'false');
    });
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

  test('the menu button opens a full-screen overlay; Tab stays inside it from the moment the page is parsed; Escape or its close button closes it and returns focus', async ({ page }) => {
    // Not waiting for `load`: the keys come as soon as the page's scripts have run, before hydration.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: labels.layout.menuButton });
    const dialog = page.getByRole('dialog', { name: labels.layout.menuDialog });
    const close = dialog.getByRole('button', { name: labels.layout.closeMenu });

    await test.step('Tab stays inside the overlay, and Escape closes it', async () => {
      await toggle.click();
      await page.keyboard.press('Shift+Tab');
      // The menu's last entry, as content/site.md lists it.
      await expect(dialog.getByRole('link', { name: navLabels().at(-1), exact: true })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    await test.step('once loaded, the overlay covers the screen, its close button takes the focus, and closing returns it', async () => {
      await page.waitForLoadState('load');
      await expect(page.getByRole('button', { name: services.label })).toBeHidden();
      await toggle.click();
      await expect(dialog).toBeVisible();
      // The whole viewport but the scrollbar's gutter (15px in desktop Chromium, none on phones), which
      // stays reserved so that nothing moves when a scrollbar appears or the page's scroll is locked.
      const box = await dialog.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0 });
      expect(box?.width).toBeGreaterThanOrEqual(375 - 15);
      expect(box?.height).toBeGreaterThanOrEqual(739);
      await expect(close).toBeFocused();
      await close.click();
      await expect(dialog).toBeHidden();
      await expect(toggle).toBeFocused();
    });
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
});
