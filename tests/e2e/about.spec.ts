import { test, expect, labels } from './fixtures';
import { loadContent } from './site-content';
import { brochurePdfHref, offersBrochure } from '../../lib/present/brochure-links';
import { fill } from '../../lib/fill-label';
import { mappingAt, readContentFile, textAt } from './content-files';

test('about us and resources pages have readable placeholder text', async ({ page }) => {
  for (const path of ['/aboutUs', '/resources', '/whoweare']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(((await page.getByRole('main').textContent()) ?? '').length).toBeGreaterThan(300);
  }
});

test('partners: Canada institutions, the partner list, and testimonials whose stars only a real, consented one shows', async ({ page }) => {
  // Read as written, apart from the site's code: the page's testimonials, and which are real with consent and a rating.
  const ids = mappingAt('content/pages/our-partners.md', 'testimonials').find(([key]) => key === 'ids')?.[1];
  const shown = Array.isArray(ids) ? ids.map(String) : [];
  const raw = readContentFile('content/testimonials.md').data.testimonials;
  const entries = (Array.isArray(raw) ? raw : []).filter((t): t is Record<string, unknown> => t !== null && typeof t === 'object');
  const rated = entries.filter((t) => shown.includes(String(t.id)) && t.sample === false && t.consent === true && typeof t.rating === 'number');
  await page.goto('/ourpartners');
  // Both lists are titled as examples, as content/pages/our-partners.md writes them.
  await expect(page.getByRole('heading', { name: textAt('content/pages/our-partners.md', 'institutions.heading'), level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: textAt('content/pages/our-partners.md', 'partners.heading'), level: 2 })).toBeVisible();
  expect(await page.locator('#canada-institutions .card').count()).toBeGreaterThanOrEqual(4);
  expect(await page.locator('#partner-list li').count()).toBeGreaterThanOrEqual(6);
  await expect(page.locator('#testimonials blockquote')).toHaveCount(shown.length);
  // A sample testimonial shows no stars, whatever its rating.
  const stars = new RegExp(`^${textAt('content/labels.md', 'trust.rated').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{rating\\}', '\\d')}$`);
  await expect(page.locator('#testimonials').getByRole('img', { name: stars })).toHaveCount(rated.length);
});

test('timeline presents both founding readings honestly', async ({ page }) => {
  await page.goto('/timeLine');
  const text = (await page.getByRole('main').textContent()) ?? '';
  expect(text).toContain(String(readContentFile('content/site.md').data.founded));
  expect(text).toContain('2020');
});

test('team page shows clearly marked sample profiles', async ({ page }) => {
  await page.goto('/team');
  expect(await page.getByText(labels.common.sampleProfile, { exact: true }).count()).toBeGreaterThanOrEqual(1);
});

test('resources lists every country brochure, each PDF downloadable with its printable page beside it', async ({ page, request }) => {
  const content = loadContent(process.cwd());
  const resources = content.pages.find((p) => p.data.route === '/resources');
  const list = resources?.data.template === 'basic' ? resources.data.brochureList : undefined;
  expect(list, 'content/pages/resources.md has a brochureList').toBeTruthy();
  const offering = content.countries.filter((c) => offersBrochure(c.data));
  expect(offering.length).toBeGreaterThan(0);

  await page.goto('/resources');
  const section = page.getByRole('region', { name: list!.heading });
  await expect(section.getByRole('listitem')).toHaveCount(offering.length);
  for (const country of offering) {
    const pdf = section.getByRole('link', { name: fill(labels.brochure.documentTitle, { country: country.data.name }) });
    await expect(pdf).toHaveAttribute('href', brochurePdfHref(country.id));
    await expect(pdf).toHaveAttribute('download', '');
    const response = await request.get(brochurePdfHref(country.id));
    expect(response.headers()['content-type']).toContain('application/pdf');
  }
  await expect(section.getByRole('link', { name: labels.brochure.printable })).toHaveCount(offering.length);
});
