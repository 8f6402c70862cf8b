import { test, expect, labels } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { loadContent } from './site-content';
import { consultationTarget, countryFiles, figureParts, mappingAt, officialValues, readContentFile, siteMenu } from './content-files';

/** The selectable text of a PDF, words separated by single spaces (lines break wherever they are full). */
async function pdfText(body: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

// Expected figures and copy come from the content files themselves, so an editor's change keeps
// these tests green, while a page that stops showing what its file says fails them.
const content = loadContent(process.cwd());
// Stat cards and figures as the country files write them (./content-files), not as the presenter makes them.
const files = new Map(countryFiles().map((file) => [file.file, file]));

const countries = content.countries.map((entry) => {
  const file = files.get(entry.file);
  if (!file) throw new Error(`${entry.file}: not read`);
  const consultation = entry.data.cta.buttons.find((b) => b.action === 'consultation');
  return {
    entry,
    id: entry.id,
    path: entry.data.route,
    title: entry.data.title,
    tabs: entry.data.guide?.tabs.map((t) => t.label) ?? [],
    faq: entry.data.faqs !== undefined,
    consultation: consultation?.label ?? '',
    consultationHref: consultationTarget({ country: file }),
    stats: file.stats,
    /** Whether the file records a change of a figure (a list of values): the guide then lists its fee changes. */
    changes: Object.values(readContentFile(entry.file).data.figures ?? {}).some((value) => Array.isArray(value) && officialValues(value, entry.file).length > 1),
    /** Figures the body refers to (`{{tuition}}`), as the page must show them in its overview. */
    bodyFigures: [...matter(fs.readFileSync(path.join(process.cwd(), entry.file), 'utf8')).content.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].flatMap(([, name = '']) => {
      const figure = file.figures[name];
      return figure ? [figureParts(figure).text] : [];
    }),
  };
});

for (const country of countries) {
  test.describe(country.title, () => {
    const brochureButton = country.entry.data.cta.buttons.find((b) => b.action === 'brochure');
    if (brochureButton) {
      test('Download Brochure downloads a PDF with its size in the label, carrying the figures the page shows', async ({ page }) => {
        await page.goto(country.path);
        // Named after the country's file, as the printable page is.
        const href = `/brochures/${country.id}.pdf`;
        const bytes = fs.statSync(path.join(process.cwd(), 'out', href)).size;
        // The size as the button writes it: whole kilobytes ("45 KB"); a brochure stays under a megabyte.
        expect(bytes).toBeLessThan(1024 * 1024);
        const name = `${brochureButton.label} ${labels.brochure.fileDetails.replace('{size}', `${Math.round(bytes / 1024)} KB`)}`;
        const link = page.getByRole('link', { name, exact: true });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('download', '');
        const response = await page.request.get(href);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        const body = await response.body();
        expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(body.length).toBe(bytes);
        const text = await pdfText(body);
        expect(text).toContain(words(country.title));
        for (const card of country.stats) {
          expect(text).toContain(words(`${card.label} ${card.text}${card.estimate ? ` ${card.estimate}` : ''}${card.note ? ` ${card.note}` : ''}`));
        }
        expect(text).toContain(words(content.site.data.contact.email));
      });
    }

    // One page load for everything the guide page itself must show and do (each part a step of its
    // own in the report): loading a guide is most of such a test's time.
    test('the guide page: heading, stat cards with rupee estimates, overview figures, a consultation link carrying the country, its FAQ and its tabs', async ({ page }) => {
      await page.goto(country.path);
      await test.step('heading, stat cards with rupee estimates, figures in the overview, and a consultation link that carries the country', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(country.title);
        await expect(page).toHaveTitle(new RegExp(`^${country.title}`));
        const cards = page.locator('.section-stats .stat');
        const expected = country.stats;
        await expect(cards).toHaveCount(expected.length);
        for (const [i, card] of expected.entries()) {
          await expect(cards.nth(i).getByRole('term')).toHaveText(card.label);
          await expect(cards.nth(i).getByRole('definition')).toHaveText(`${card.text}${card.estimate ?? ''}${card.note ?? ''}`);
        }
        const overview = (await page.locator('#overview').textContent()) ?? '';
        for (const figure of country.bodyFigures) expect(overview, `figure ${figure}`).toContain(figure);
        // The form's consultation fields, or the booking service when site settings name one.
        await expect(page.getByRole('link', { name: country.consultation })).toHaveAttribute('href', country.consultationHref);
      });
      if (country.faq) {
        await test.step('FAQ: one answer open at a time; clicking the open question closes it', async () => {
          const items = page.locator('#faq details');
          const first = items.nth(0);
          const second = items.nth(1);
          await expect(items.first()).not.toHaveAttribute('open');
          await first.locator('summary').click();
          await expect(first).toHaveAttribute('open');
          await second.locator('summary').click();
          await expect(second).toHaveAttribute('open');
          await expect(first).not.toHaveAttribute('open');
          await second.locator('summary').click();
          await expect(second).not.toHaveAttribute('open');
        });
      }
      if (country.tabs.length > 0) {
        await test.step('guide tabs: the first selected, each tab shows only its own section', async () => {
          const tabs = page.getByRole('tab');
          const [firstTab] = country.tabs;
          const lastTab = country.tabs[country.tabs.length - 1];
          await expect(tabs).toHaveText(country.tabs);
          await expect(page.getByRole('tab', { name: firstTab })).toHaveAttribute('aria-selected', 'true');
          await expect(page.getByRole('tabpanel')).toHaveCount(1);
          for (const label of country.tabs.slice(1)) {
            await page.getByRole('tab', { name: label }).click();
            await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
            await expect(page.getByRole('tabpanel')).toHaveCount(1);
            await expect(page.getByRole('tabpanel')).toHaveAccessibleName(label);
          }
          await page.getByRole('tab', { name: lastTab }).focus();
          await page.keyboard.press('Home');
          await expect(page.getByRole('tab', { name: firstTab })).toBeFocused();
          await expect(page.getByRole('tab', { name: firstTab })).toHaveAttribute('aria-selected', 'true');
        });
      } else {
        await test.step('shows only header, stats, overview, benefits, its fee changes (if it records any) and the call to action', async () => {
          await expect(page.getByRole('tablist')).toHaveCount(0);
          await expect(page.locator('#gallery, #faq, #testimonial')).toHaveCount(0);
          const changes = country.changes ? [labels.planner.changesHeading] : [];
          await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([/^Why/, /Benefits/, ...changes, /.+/]);
        });
      }
    });
  });
}

test('galleries with a photo search link open it in a new tab', async ({ page }) => {
  const withSearch = content.countries.filter((c) => c.data.gallery?.searchLink);
  expect(withSearch.length).toBeGreaterThan(0);
  for (const country of withSearch) {
    await page.goto(country.data.route);
    const link = page.locator('#gallery').getByRole('link', { name: /photos/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
});

test('an image that fails to load is replaced by a local placeholder', async ({ page }) => {
  await page.route('**/images/gallery/**', (route) => route.abort());
  const australia = content.countries.find((c) => c.data.route === '/australiaStudyAbroad');
  await page.goto('/australiaStudyAbroad');
  const gallery = page.locator('#gallery');
  await gallery.scrollIntoViewIfNeeded();
  const images = gallery.getByRole('img');
  await expect(images).toHaveCount(australia?.data.gallery?.images.length ?? -1);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('src', /\/images\/placeholders\/placeholder-\d\.svg$/);
    await expect.poll(() => img.evaluate((el) => (el instanceof HTMLImageElement ? el.naturalWidth : 0))).toBeGreaterThan(0);
  }
});

test('the printable brochure stays one link away from the download, built from the same content', async ({ page }) => {
  const uk = content.countries.find((c) => c.id === 'uk');
  await page.goto('/ukStudyAbroad');
  await page.getByRole('link', { name: labels.brochure.printable }).click();
  await expect(page).toHaveURL(/\/brochures\/uk$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(uk?.data.title ?? '');
  await expect(page.getByRole('button', { name: labels.brochure.print })).toBeVisible();
  const file = countries.find((c) => c.id === 'uk');
  if (!uk || !file) throw new Error('content/countries/uk.md is missing');
  // As in the PDF: after the stat cards, each figure /compare shows (its columns, in content/pages/compare.md)
  // that the file has and no card names.
  const onCards = new Set(uk.data.stats.map((s) => s.name));
  const more = mappingAt('content/pages/compare.md', 'columns').flatMap(([column]) => {
    const figure = files.get(uk.file)?.figures[column];
    return figure && !onCards.has(column) ? [figureParts(figure)] : [];
  });
  const cards = [...file.stats, ...more];
  expect(cards.length).toBeGreaterThan(0);
  await expect(page.locator('.stat-grid .stat dd')).toHaveText(cards.map((card) => `${card.text}${card.estimate ?? ''}${card.note ?? ''}`));
  const text = (await page.getByRole('main').textContent()) ?? '';
  for (const tab of uk.data.guide?.tabs ?? []) expect(text).toContain(tab.label);
  // How to reach an adviser, as in the PDF: WhatsApp and the office hours too.
  const site = content.site.data;
  await expect(page.getByRole('main').getByRole('link', { name: new RegExp(site.contact.whatsapp) })).toHaveAttribute('href', new RegExp(`wa\\.me/${site.contact.whatsapp}`));
  expect(text).toContain(`${labels.contact.hours}: `);
});

test('the USA guide is reachable but stays out of the Study Abroad menu', async ({ page }) => {
  const usa = readContentFile('content/countries/usa.md').data;
  expect(usa.menu, 'content/countries/usa.md has no menu entry').toBeUndefined();
  expect(usa.footer).toBe(true);
  await page.goto('/');
  await page.getByRole('button', { name: siteMenu('countries').label }).click();
  await expect(page.locator('#menu-countries').getByRole('link', { name: /USA/ })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: String(usa.title) })).toHaveAttribute('href', '/usaStudyAbroad');
});

test('every guide with a tabbed guide shows its own testimonial, marked as a sample while it is one', async ({ page }) => {
  // Twelve guides in one test: a busy machine needs more than the default 30 seconds for them all.
  test.setTimeout(90_000);
  const site = loadContent(process.cwd());
  const quotesShown = new Set<string>();
  // France has only header, stats, overview, benefits and call to action (spec §2.6), so no testimonial.
  for (const country of countries.filter((c) => c.tabs.length > 0)) {
    const entry = site.countries.find((c) => c.id === country.id);
    const testimonial = site.testimonials.find((t) => t.id === entry?.data.testimonial);
    if (!testimonial) throw new Error(`${country.id}: its content file names no testimonial`);
    await page.goto(country.path);
    const section = page.locator('#testimonial');
    await expect(section.locator('blockquote')).toHaveText(testimonial.quote);
    await expect(section.locator('figcaption')).toContainText(testimonial.author);
    if (testimonial.sample) await expect(section.locator('figcaption')).toContainText('Sample testimonial');
    quotesShown.add(testimonial.quote);
  }
  // No two guides share one.
  expect(quotesShown.size).toBe(countries.filter((c) => c.tabs.length > 0).length);
});
