import { test, expect } from './fixtures';
import { withClaimValue } from './content-files';

import { loadContent } from '../../lib/content/load';
import type { VisaRecord } from '../../lib/content/schemas';
import { slugify } from '../../lib/content/markdown';
import { showMoney } from '../../lib/present/money';
import { fill, formatDate } from '../../lib/fill-label';
import { consultationHref } from '../../lib/present/site-links';
import { enquiryOptions } from '../../lib/present/enquiry-options';

// Expected figures come from the visa records, shown through the page's own formatter.
const content = loadContent(process.cwd());
const labels = content.labels.visa;
const pendingOf = (kind: string) => {
  const page = content.pages.find((p) => p.data.template === 'visa' && p.data.visaKind === kind);
  return (page?.data.template === 'visa' ? page.data.figurePending : undefined) ?? labels.figurePending;
};

type VisaRow = [name: string, id: string, type: string, processing: string, stay: string, cost: string];

const rowsOf = (records: VisaRecord[], kind: string): VisaRow[] =>
  records.map((r) => {
    const pending = pendingOf(kind);
    const cost = r.cost ? showMoney(r.cost, content) : null;
    return [r.name, slugify(r.name), r.visaType ?? pending, r.processingTime ?? pending, r.stayDuration ?? pending, cost ? `${cost.text}${cost.estimate ?? ''}` : pending];
  });

const visitRecords = content.visitVisas.map((e) => e.data);
const workRecords = content.workVisas.map((e) => e.data);
const visitRows = rowsOf(visitRecords, 'visit');
const workRows = rowsOf(workRecords, 'work');

const pages = content.pages.flatMap((entry) => {
  if (entry.data.template !== 'visa') return [];
  const page = entry.data;
  const records = page.visaKind === 'visit' ? visitRecords : workRecords;
  const button = (action: string) => page.cta.buttons.find((b) => b.action === action)?.label ?? '';
  return [{
    path: page.route, kind: page.visaKind, records, rows: page.visaKind === 'visit' ? visitRows : workRows,
    services: page.services.items.map((i) => withClaimValue(i.title, i.claim)),
    benefits: page.benefits.items.map((i) => withClaimValue(i.title, i.claim)),
    consult: button('consultation'), call: button('call'),
    // Every record's notes are on the page, in its overview tab.
    notes: records.flatMap((r) => r.notes),
  }];
});

test('both visa pages are in the content', () => {
  expect(pages.map((p) => p.kind).sort()).toEqual(['visit', 'work']);
});

for (const visa of pages) {
  test.describe(visa.path, () => {
    test('service cards, benefits and the comparison table with each record\'s figures', async ({ page }) => {
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
      // Instant scrolling (smooth only without reduced motion): what is under test is where each link lands.
      await page.emulateMedia({ reducedMotion: 'reduce' });
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

    test('each record says whether a person checked its fees, links its official source, and offers an enquiry', async ({ page }) => {
      await page.goto(visa.path);
      for (const record of visa.records) {
        const id = slugify(record.name);
        const section = page.locator(`section#${id}`);
        const meta = section.locator('.record-meta');
        if (record.checked) {
          await expect(meta).toContainText(formatDate(record.checked.date));
        } else {
          await expect(meta).toContainText(labels.notChecked);
          await expect(meta).not.toContainText(/\d{4}/);
        }
        await expect(meta.getByRole('link', { name: record.source.label })).toHaveAttribute('href', record.source.href);
        await expect(section.getByRole('link', { name: fill(labels.askAdviser, { country: record.name, kind: visa.kind }) })).toHaveAttribute(
          'href',
          `/contact?country=${id}&service=${visa.kind}-visa`,
        );
      }
    });

    test('the call-to-action buttons call the office and open the enquiry with the visa kind', async ({ page }) => {
      await page.goto(visa.path);
      await expect(page.getByRole('link', { name: visa.call })).toHaveAttribute('href', `tel:${content.site.data.contact.phone}`);
      // The form's consultation fields, or the booking service when site settings name one.
      const service = `${visa.kind}-visa`;
      const serviceName = enquiryOptions(content).services.find((option) => option.id === service)?.label;
      await expect(page.getByRole('link', { name: visa.consult })).toHaveAttribute(
        'href',
        consultationHref(content.site.data, { service }, { service: serviceName, note: content.labels.booking.note }),
      );
    });
  });
}
