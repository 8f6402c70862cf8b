import { test, expect, labels, TEST_ENQUIRY_ENDPOINT } from './fixtures';
import { HONEYPOT_FIELD, inputMaxLength } from '@/lib/browser/enquiry';
import { loadContent } from './site-content';
import { officeSlots, withClaimValue } from './content-files';

const content = loadContent(process.cwd());
const home = content.home.data;
const site = content.site.data;
const contact = content.pages.flatMap((entry) => (entry.data.template === 'contact' ? [entry.data] : []))[0];
if (!contact) throw new Error('content/pages has no contact page');
const uk = content.countries.find((entry) => entry.data.route === '/ukStudyAbroad')?.data;
if (!uk) throw new Error('no country file has the route /ukStudyAbroad');
// The header as site settings give it: the countries menu's button, and the plain links.
const countriesMenu = site.nav.find((item) => 'menu' in item && item.menu === 'countries');
const lastMenuCountry = content.countries
  .flatMap((entry) => (entry.data.menu ? [entry.data.menu] : []))
  .sort((a, b) => a.order - b.order)
  .at(-1);
const plainLinks = site.nav.flatMap((item) => ('href' in item ? [item.label] : []));

test.use({ javaScriptEnabled: false });

test('home page is complete and readable without JavaScript', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.heading);
  await expect(page.getByText(home.banner)).toBeVisible();
  for (const card of home.services.cards) await expect(page.getByRole('heading', { name: card.name })).toBeVisible();
  for (const badge of home.trust.badges) await expect(page.getByText(withClaimValue(badge.label, badge.claim), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: home.testimonials.heading })).toBeVisible();
  await expect(page.locator('.rotator-slide').first()).toBeVisible();
});

test('contact page is complete and readable without JavaScript', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.banner);
  await expect(page.getByRole('main').getByRole('link', { name: site.contact.email })).toBeVisible();
  // The enquiry form is a plain form that posts to the endpoint without JavaScript.
  await expect(page.getByLabel(contact.form.labels.name)).toBeVisible();
  await expect(page.locator('form.enquiry-form')).toHaveAttribute('action', TEST_ENQUIRY_ENDPOINT);
  await expect(page.locator('form.enquiry-form')).toHaveAttribute('method', 'post');
  // Posted without JavaScript, the form still carries the honeypot the form service filters on,
  // and the browser holds every field to its maximum.
  await expect(page.locator(`form.enquiry-form input[name="${HONEYPOT_FIELD}"]`)).toHaveValue('');
  for (const field of ['name', 'phone', 'email', 'message'] as const) {
    await expect(page.locator(`form.enquiry-form [name="${field}"]`)).toHaveAttribute('maxlength', String(inputMaxLength(field)));
  }
  // The consultation fields are plain controls too, posted with the rest.
  if (!site.booking) {
    const { appointment } = contact.form;
    await expect(page.getByRole('group', { name: appointment.legend })).toBeVisible();
    await expect(page.getByRole('group', { name: appointment.mode }).getByRole('radio')).toHaveCount(site.appointmentModes.length + 1);
    await expect(page.getByLabel(appointment.date)).toHaveAttribute('type', 'date');
    await expect(page.getByLabel(appointment.time).locator('option')).toHaveCount(officeSlots().length + 1);
  }
});

test('the menu still opens without JavaScript, on focus', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: countriesMenu?.label }).focus();
  await expect(page.getByRole('link', { name: lastMenuCountry?.label, exact: true })).toBeVisible();
});

test('country guide tabs and FAQ answers are all readable without JavaScript', async ({ page }) => {
  await page.goto(uk.route);
  const tabs = uk.guide?.tabs ?? [];
  expect(tabs.length).toBeGreaterThan(1);
  // Every tab's panel is on the page, each under its own heading.
  for (const tab of tabs.slice(1)) await expect(page.getByRole('heading', { name: tab.label, level: 3 })).toBeVisible();
  const firstQuestion = page.locator('.faq summary').first();
  await firstQuestion.click();
  await expect(page.locator('.faq details').first().locator('.faq-answer')).toBeVisible();
});

for (const width of [375, 800, 1280]) {
  test(`the header shows the logo, every menu link and search side by side without overlap at ${width}px, without JavaScript`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(uk.route);
    const logo = page.getByRole('link', { name: site.logo.alt });
    const menu = page.getByRole('navigation', { name: labels.layout.mainMenu });
    const search = page.getByRole('searchbox', { name: labels.search.headerLabel });
    expect(plainLinks.length).toBeGreaterThan(0);
    for (const name of plainLinks) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(search).toBeVisible();
    const [logoBox, menuBox, searchBox] = await Promise.all([logo.boundingBox(), menu.boundingBox(), search.boundingBox()]);
    if (!logoBox || !menuBox || !searchBox) throw new Error('header parts not laid out');
    expect(logoBox.width).toBeGreaterThanOrEqual(150);
    const overlap = (a: typeof logoBox, b: typeof logoBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap(logoBox, menuBox)).toBe(false);
    expect(overlap(menuBox, searchBox)).toBe(false);
    expect(overlap(logoBox, searchBox)).toBe(false);
  });
}
