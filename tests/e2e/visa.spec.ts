import { test, expect } from './fixtures';
import { consultationTarget, contentFolder, figureOf, figureParts, textAt, withClaimValue } from './content-files';

/**
 * Expected rows, figures and links come from the visa records and the visa pages' files, read as
 * plain YAML (./content-files), not through the loader or the presenters that build the pages: an
 * editor's change keeps these tests green, a page that stops showing its files fails them.
 */
const labels = 'content/labels.md';
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const titlesOf = (items: unknown): string[] =>
  listOf(isRecord(items) ? items.items : []).flatMap((item) => (isRecord(item) && typeof item.title === 'string' ? [withClaimValue(item.title, textOf(item.claim) ?? undefined)] : []));

/** A destination's anchor and `?country=`: its name in lower case without accents, words joined by hyphens ("North Cyprus" → north-cyprus). */
const idOf = (name: string) =>
  name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
/** "22 November 2026": how the pages write a day. */
const dayText = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

type VisaRow = [name: string, id: string, type: string, processing: string, stay: string, cost: string];

/** A kind's records in the order their files give (`order`), each with what its row and section show. */
function recordsOf(kind: string, pending: string) {
  return contentFolder(`content/${kind}-visa`)
    .map(({ file, data }) => {
      const name = textOf(data.name);
      const source = isRecord(data.source) ? data.source : {};
      if (!name || typeof data.order !== 'number') throw new Error(`${file}: no name or order`);
      const cost = data.cost === null || data.cost === undefined ? null : figureParts(figureOf(data.cost, `${file}: cost`));
      const row: VisaRow = [
        name,
        idOf(name),
        textOf(data.visaType) ?? pending,
        textOf(data.processingTime) ?? pending,
        textOf(data.stayDuration) ?? pending,
        cost ? `${cost.text}${cost.estimate ?? ''}` : pending,
      ];
      // YAML read the plain way turns 2026-11-22 into a Date.
      const checkedDay = isRecord(data.checked) ? data.checked.date : undefined;
      const checked = checkedDay === undefined ? null : dayText(checkedDay instanceof Date ? checkedDay.toISOString() : String(checkedDay));
      return {
        order: data.order,
        name,
        id: idOf(name),
        row,
        checked,
        source: { label: String(source.label), href: String(source.href) },
        notes: listOf(data.notes).map(String),
      };
    })
    .sort((a, b) => a.order - b.order);
}

const pages = contentFolder('content/pages').flatMap(({ file, data }) => {
  if (data.template !== 'visa') return [];
  const kind = String(data.visaKind);
  const title = textOf(data.title);
  const route = textOf(data.route);
  if (!title || !route) throw new Error(`${file}: no title or route`);
  const records = recordsOf(kind, textOf(data.figurePending) ?? textAt(labels, 'visa.figurePending'));
  const button = (action: string) => {
    const found = listOf(isRecord(data.cta) ? data.cta.buttons : []).find((b) => isRecord(b) && b.action === action);
    return isRecord(found) ? String(found.label) : '';
  };
  return [{
    path: route, kind, title, records, rows: records.map((r) => r.row),
    services: titlesOf(data.services),
    benefits: titlesOf(data.benefits),
    consult: button('consultation'), call: button('call'),
    // Every record's notes are on the page, in its overview tab.
    notes: records.flatMap((r) => r.notes),
  }];
});

const tabs = { overview: textAt(labels, 'visa.tabs.overview'), requirements: textAt(labels, 'visa.tabs.requirements'), process: textAt(labels, 'visa.tabs.process') };

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
      const overviewTabs = page.getByRole('tab', { name: tabs.overview });
      await expect(overviewTabs).toHaveCount(visa.rows.length);
      for (const tab of await overviewTabs.all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('tab', { name: tabs.requirements }).first().click();
      for (const tab of await page.getByRole('tab', { name: tabs.requirements }).all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: tabs.requirements })).toHaveCount(visa.rows.length);
      await page.getByRole('tab', { name: tabs.requirements }).last().press('ArrowRight');
      await expect(page.getByRole('tabpanel', { name: tabs.process })).toHaveCount(visa.rows.length);
    });

    test('each record says whether a person checked its fees, links its official source, and offers an enquiry', async ({ page }) => {
      await page.goto(visa.path);
      const askAdviser = textAt(labels, 'visa.askAdviser').replace('{kind}', textAt(labels, `visa.kinds.${visa.kind}`));
      for (const record of visa.records) {
        const { id } = record;
        const section = page.locator(`section#${id}`);
        const meta = section.locator('.record-meta');
        if (record.checked) {
          await expect(meta).toContainText(record.checked);
        } else {
          await expect(meta).toContainText(textAt(labels, 'visa.notChecked'));
          await expect(meta).not.toContainText(/\d{4}/);
        }
        await expect(meta.getByRole('link', { name: record.source.label })).toHaveAttribute('href', record.source.href);
        await expect(section.getByRole('link', { name: askAdviser.replace('{country}', record.name) })).toHaveAttribute(
          'href',
          `/contact?country=${id}&service=${visa.kind}-visa`,
        );
      }
    });

    test('the call-to-action buttons call the office and open the enquiry with the visa kind', async ({ page }) => {
      await page.goto(visa.path);
      await expect(page.getByRole('link', { name: visa.call })).toHaveAttribute('href', `tel:${textAt('content/site.md', 'contact.phone')}`);
      // The form's consultation fields with the visa page's service (its kind), or the booking
      // service when site settings name one, told the page's title.
      await expect(page.getByRole('link', { name: visa.consult })).toHaveAttribute('href', consultationTarget({ service: { id: `${visa.kind}-visa`, name: visa.title } }));
    });
  });
}
