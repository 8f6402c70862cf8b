import { test, expect } from './fixtures';
import { loadContent } from '../../lib/content/load';

type CountryCase = {
  id: string;
  path: string;
  title: string;
  /** Spec §9 figures, written as the spec writes them. */
  figures: string[];
  tabs: string[];
  faq: boolean;
  gallerySearch: boolean;
  consultation: string;
};

const fourTabs = (documents: string) => ['Requirements', 'Application Process', documents, 'Top Universities'];

const countries: CountryCase[] = [
  {
    id: 'uk', path: '/ukStudyAbroad', title: 'Study in the UK', tabs: fourTabs('Visa Documents'), faq: true, gallerySearch: true, consultation: 'Get Free Consultation',
    figures: ['150+', '485,000+', '2-year', '3 for PhD', '£25,000', '20 hours', '£1,334', '£1,023', '28 days', '4,000 characters', 'Oct 15', 'Jan 31', 'Mar 31', 'Jun 30', 'IELTS 6.0-7.0'],
  },
  {
    id: 'australia', path: '/australiaStudyAbroad', title: 'Study in Australia', tabs: fourTabs('Visa Documents'), faq: true, gallerySearch: false, consultation: 'Get Expert Consultation',
    figures: ['AUD 21,041', '48 hours a fortnight', 'subclass 500', 'February', 'July', 'IELTS 6.0-7.0', 'TOEFL 79-100', 'PTE 58-65', 'AUD 20,000-45,000', '22,000-50,000', '20% tuition reduction', 'AUD 10,000'],
  },
  {
    id: 'canada', path: '/canadaStudyAbroad', title: 'Study in Canada', tabs: fourTabs('Visa Documents'), faq: true, gallerySearch: true, consultation: 'Get Expert Consultation',
    figures: ['100+', '800,000+', '260,000', '3 years', 'CAD 35,000', '20 hours', 'IELTS 6.5', 'TOEFL 90', 'IELTS 7.0', 'TOEFL 100', 'TOEFL iBT 92', 'CAD 10,000+', 'C$10,000-C$12,000'],
  },
  { id: 'france', path: '/franceStudyAbroad', title: 'Study in France', tabs: [], faq: false, gallerySearch: false, consultation: 'Get Expert Consultation', figures: ['70+', '370,000+', '3,000 EUR', '1,500+'] },
  { id: 'spain', path: '/spainStudyAbroad', title: 'Study in Spain', tabs: fourTabs('Visa Documents'), faq: true, gallerySearch: false, consultation: 'Get Expert Consultation', figures: ['83', '8,000 EUR', '10,000 EUR', '96%'] },
  { id: 'ireland', path: '/irelandStudyAbroad', title: 'Study in Ireland', tabs: fourTabs('Visa Documents'), faq: true, gallerySearch: false, consultation: 'Get Expert Consultation', figures: ['8 in top 500', '13,000 EUR', '10,000 EUR', '95%', '20 hours/week in term, 40 in holidays'] },
  { id: 'romania', path: '/romaniaStudyAbroad', title: 'Study in Romania', tabs: fourTabs('Documents'), faq: true, gallerySearch: false, consultation: 'Get Expert Consultation', figures: ['56+', '2,500 EUR', '5,000 EUR', '96%'] },
  {
    id: 'belarus', path: '/belarusStudyAbroad', title: 'Study in Belarus', tabs: ['Requirements', 'Application Process', 'Top Universities'], faq: true, gallerySearch: false, consultation: 'Get Expert Consultation',
    figures: ['55+', 'from $2,000', '50+ nationalities', '6-year', '60%', '20 hours'],
  },
  { id: 'russia', path: '/russiaStudyAbroad', title: 'Study in Russia', tabs: fourTabs('Documents'), faq: true, gallerySearch: false, consultation: 'Get Expert Consultation', figures: ['700+', '$2,000', '$4,000', '94%'] },
  { id: 'greek-cyprus', path: '/greekcyprusStudyAbroad', title: 'Study in Greek Cyprus', tabs: fourTabs('Documents'), faq: true, gallerySearch: false, consultation: 'Get Expert Consultation', figures: ['7+', '7,000 EUR', '8,000 EUR', '95%'] },
  { id: 'north-cyprus', path: '/northcyprusStudyAbroad', title: 'Study in North Cyprus', tabs: fourTabs('Documents'), faq: true, gallerySearch: false, consultation: 'Get Expert Consultation', figures: ['5+', '4,000 EUR', '6,000 EUR', '98%'] },
  { id: 'georgia', path: '/georgiaStudyAbroad', title: 'Study in Georgia', tabs: fourTabs('Documents'), faq: true, gallerySearch: true, consultation: 'Get Expert Consultation', figures: ['25+', '15,000+', '$3,000', '150+ English programs'] },
  { id: 'usa', path: '/usaStudyAbroad', title: 'Study in the USA', tabs: fourTabs('Visa Documents'), faq: true, gallerySearch: false, consultation: 'Get Free Consultation', figures: ['4,000+', '1.1M+', '$35,000', '3 years', 'OPT', 'SEVIS', '$350'] },
];

for (const country of countries) {
  test.describe(country.title, () => {
    test('heading, spec figures and a consultation link that carries the country', async ({ page }) => {
      await page.goto(country.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(country.title);
      await expect(page).toHaveTitle(new RegExp(`^${country.title}`));
      // Every panel is in the HTML, so hidden tabs count too.
      const text = (await page.getByRole('main').textContent()) ?? '';
      for (const figure of country.figures) expect(text, `figure ${figure}`).toContain(figure);
      await expect(page.getByRole('link', { name: country.consultation })).toHaveAttribute('href', `/contact?country=${country.id}`);
    });

    if (country.tabs.length > 0) {
      test('guide tabs: Requirements first, each tab shows only its own section', async ({ page }) => {
        await page.goto(country.path);
        const tabs = page.getByRole('tab');
        await expect(tabs).toHaveText(country.tabs);
        await expect(page.getByRole('tab', { name: 'Requirements' })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel')).toHaveCount(1);
        for (const label of country.tabs.slice(1)) {
          await page.getByRole('tab', { name: label }).click();
          await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
          await expect(page.getByRole('tabpanel')).toHaveCount(1);
          await expect(page.getByRole('tabpanel')).toHaveAccessibleName(label);
        }
        await page.getByRole('tab', { name: 'Top Universities' }).focus();
        await page.keyboard.press('Home');
        await expect(page.getByRole('tab', { name: 'Requirements' })).toBeFocused();
        await expect(page.getByRole('tab', { name: 'Requirements' })).toHaveAttribute('aria-selected', 'true');
      });
    } else {
      test('shows only header, stats, overview, benefits and the call to action', async ({ page }) => {
        await page.goto(country.path);
        await expect(page.getByRole('tablist')).toHaveCount(0);
        await expect(page.locator('#gallery, #faq, #testimonial')).toHaveCount(0);
        await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([/^Why/, /Benefits/, /.+/]);
      });
    }

    if (country.faq) {
      test('FAQ: one answer open at a time; clicking the open question closes it', async ({ page }) => {
        await page.goto(country.path);
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
  });
}

test('Canada, Georgia and UK galleries link to an external photo search in a new tab', async ({ page }) => {
  for (const path of ['/canadaStudyAbroad', '/georgiaStudyAbroad', '/ukStudyAbroad']) {
    await page.goto(path);
    const link = page.locator('#gallery').getByRole('link', { name: /photos/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
});

test('an image that fails to load is replaced by a local placeholder', async ({ page }) => {
  await page.route('**/images/gallery/**', (route) => route.abort());
  await page.goto('/australiaStudyAbroad');
  const gallery = page.locator('#gallery');
  await gallery.scrollIntoViewIfNeeded();
  const images = gallery.getByRole('img');
  await expect(images).toHaveCount(4);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('src', /\/images\/placeholders\/placeholder-\d\.svg$/);
    await expect.poll(() => img.evaluate((el) => (el instanceof HTMLImageElement ? el.naturalWidth : 0))).toBeGreaterThan(0);
  }
});

test('Download Brochure opens a print-ready brochure built from the same content', async ({ page }) => {
  await page.goto('/ukStudyAbroad');
  await page.getByRole('link', { name: 'Download Brochure' }).click();
  await expect(page).toHaveURL(/\/brochures\/uk$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study in the UK');
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  const text = (await page.getByRole('main').textContent()) ?? '';
  for (const figure of ['£1,334', 'IELTS 6.0-7.0', 'Top Universities']) expect(text).toContain(figure);
});

test('the USA guide is reachable but stays out of the Study Abroad menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Study Abroad' }).click();
  await expect(page.locator('#menu-countries').getByRole('link', { name: /USA/ })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Study in the USA' })).toHaveAttribute('href', '/usaStudyAbroad');
});

test('every guide with a tabbed guide shows its own testimonial, marked as a sample while it is one', async ({ page }) => {
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
