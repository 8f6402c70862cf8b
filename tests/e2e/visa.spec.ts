import { test, expect } from './fixtures';

type VisaRow = [name: string, id: string, type: string, processing: string, stay: string, cost: string];

const visitRows: VisaRow[] = [
  ['USA', 'usa', 'B1/B2', '3-5 weeks', 'up to 6 months, extendable', '$185-$220'],
  ['UK', 'uk', 'Standard Visitor', '3 weeks, or priority 5-10 days', 'up to 6 months', '£100-£190'],
  ['Canada', 'canada', 'Temporary Resident Visa', '2-4 weeks', 'up to 6 months', 'CAD $100-$185'],
  ['Romania', 'romania', 'Confirmed by an adviser', 'Confirmed by an adviser', 'Confirmed by an adviser', 'Confirmed by an adviser'],
  ['Italy', 'italy', 'Confirmed by an adviser', 'Confirmed by an adviser', 'Confirmed by an adviser', 'Confirmed by an adviser'],
  ['France', 'france', 'Schengen short stay', '2-3 weeks', 'up to 90 days', '€80-€140'],
  ['North Cyprus', 'north-cyprus', 'tourist visa or on arrival', '1-2 weeks', 'up to 90 days', '$20-$50'],
  ['Turkey', 'turkey', 'e-Visa', '1-3 days', 'up to 90 days', '$20-$60'],
  ['Belarus', 'belarus', 'Confirmed by an adviser', '2-3 weeks', 'up to 30 days visa-free, or 90 days with visa', '$60-$120'],
  ['Russia', 'russia', 'tourist visa', '2-4 weeks', 'up to 30 days', '$160-$280'],
];

const workRows: VisaRow[] = [
  ['UK', 'uk', 'Skilled Worker', '3-8 weeks', 'up to 5 years', '£719-£1,423'],
  ['Romania', 'romania', 'D/AM', '2-3 months', '1 year, renewable', '€120-€180'],
  ['Italy', 'italy', 'D-Visa', '2-3 months', '1-2 years', '€116-€200'],
  ['France', 'france', 'Talent Passport / Work Permit', '2-3 months', '1-4 years', '€99-€225'],
  ['North Cyprus', 'north-cyprus', 'work permit', '1-2 months', '1 year', '$200-$400'],
  ['Turkey', 'turkey', 'work permit', '1-2 months', '1 year', '$190-$350'],
  ['Belarus', 'belarus', 'Type B or D', '1-2 months', '1 year', '$165-$280'],
  ['Russia', 'russia', 'work visa', '1-2 months', '1 year', '$160-$320'],
];

const pages = [
  {
    path: '/visitvisa', kind: 'visit', rows: visitRows,
    services: ['Document Preparation', 'Embassy Liaison', 'Application Review', 'Interview Preparation'],
    benefits: ['98% Success Rate', 'Fast Processing', 'Expert Guidance', 'Secure Process'],
    consult: 'Get Free Consultation', call: 'Call Us Now',
    notes: ['€30,000', '5 days'],
  },
  {
    path: '/workvisa', kind: 'work', rows: workRows,
    services: ['Employer Coordination', 'Documentation Support', 'Qualification Assessment', 'Settlement Support'],
    benefits: ['Employer Network', 'Legal Expertise', 'Global Reach', 'End-to-End Support'],
    consult: 'Get Career Consultation', call: 'Speak to Expert',
    notes: ['8 days', '5 days', 'criminal'],
  },
];

for (const visa of pages) {
  test.describe(visa.path, () => {
    test('service cards, benefits and the comparison table with the spec\'s figures', async ({ page }) => {
      await page.goto(visa.path);
      for (const title of [...visa.services, ...visa.benefits]) await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
      const table = page.getByRole('table');
      await expect(table.getByRole('row')).toHaveCount(visa.rows.length + 1);
      for (const [i, [name, , ...figures]] of visa.rows.entries()) {
        await expect(table.getByRole('row').nth(i + 1).getByRole('cell')).toHaveText(figures);
        await expect(table.getByRole('row').nth(i + 1).getByRole('rowheader')).toHaveText(name);
      }
      const text = (await page.getByRole('main').textContent()) ?? '';
      for (const note of visa.notes) expect(text).toContain(note);
    });

    test('each country button scrolls its section into view', async ({ page }) => {
      await page.goto(visa.path);
      for (const [name, id] of visa.rows) {
        await page.locator('.country-buttons').getByRole('link', { name }).click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect(page.locator(`section#${id}`).getByRole('heading', { level: 2 })).toBeInViewport();
      }
    });

    test('one tab selection, Overview first, is shared by every country section', async ({ page }) => {
      await page.goto(visa.path);
      const overviewTabs = page.getByRole('tab', { name: 'Overview' });
      await expect(overviewTabs).toHaveCount(visa.rows.length);
      for (const tab of await overviewTabs.all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('tab', { name: 'Requirements' }).first().click();
      for (const tab of await page.getByRole('tab', { name: 'Requirements' }).all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Requirements' })).toHaveCount(visa.rows.length);
      await page.getByRole('tab', { name: 'Requirements' }).last().press('ArrowRight');
      await expect(page.getByRole('tabpanel', { name: 'Process' })).toHaveCount(visa.rows.length);
    });

    test('each record shows when its fees were checked, an official source and an enquiry link', async ({ page }) => {
      await page.goto(visa.path);
      for (const [name, id] of visa.rows) {
        const section = page.locator(`section#${id}`);
        await expect(section.getByText(/Fees last checked \d{1,2} \w+ \d{4}/)).toBeVisible();
        await expect(section.getByRole('link', { name: /official|gov|Ministry|mfa|visa/i }).first()).toHaveAttribute('href', /^https:\/\//);
        await expect(section.getByRole('link', { name: `Ask an adviser about a ${name} ${visa.kind} visa` })).toHaveAttribute(
          'href',
          `/contact?country=${id}&service=${visa.kind}-visa`,
        );
      }
    });

    test('closing buttons call the office and open the enquiry with the visa kind', async ({ page }) => {
      await page.goto(visa.path);
      await expect(page.getByRole('link', { name: visa.call })).toHaveAttribute('href', 'tel:+920000000000');
      await expect(page.getByRole('link', { name: visa.consult })).toHaveAttribute('href', `/contact?service=${visa.kind}-visa`);
    });
  });
}
