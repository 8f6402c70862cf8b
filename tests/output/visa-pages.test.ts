/**
 * The visit- and work-visa pages as built (moved from tests/e2e/visa.spec.ts and the hero picture of
 * tests/e2e/layout-fixes.spec.ts): service cards, benefits, the comparison table with each record's
 * figures, each record's checked date, source and enquiry link, the call to action, the country
 * buttons' anchors and the tabs as the HTML gives them. Scrolling to a section and the tabs shared
 * by every section need a browser (visa.spec.ts).
 */
import { within } from '@testing-library/dom';
import { consultationTarget, contentFolder, figureOf, figureParts, textAt, withClaimValue } from '../e2e/content-files';
import { nameContaining, page, shown, textContentOf } from './site-output';

/**
 * Expected rows, figures and links come from the visa records and the visa pages' files, read as
 * plain YAML (./content-files), not through the loader or the presenters that build the pages: an
 * editor's change keeps these tests green, a page that stops showing its files fails them.
 */
const labels = 'content/labels.md';
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const textIn = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const titlesOf = (items: unknown): string[] =>
  listOf(isRecord(items) ? items.items : []).flatMap((item) => (isRecord(item) && typeof item.title === 'string' ? [withClaimValue(item.title, textIn(item.claim) ?? undefined)] : []));

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
      const name = textIn(data.name);
      const source = isRecord(data.source) ? data.source : {};
      if (!name || typeof data.order !== 'number') throw new Error(`${file}: no name or order`);
      const cost = data.cost === null || data.cost === undefined ? null : figureParts(figureOf(data.cost, `${file}: cost`));
      const row: VisaRow = [
        name,
        idOf(name),
        textIn(data.visaType) ?? pending,
        textIn(data.processingTime) ?? pending,
        textIn(data.stayDuration) ?? pending,
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
  const title = textIn(data.title);
  const route = textIn(data.route);
  if (!title || !route) throw new Error(`${file}: no title or route`);
  const records = recordsOf(kind, textIn(data.figurePending) ?? textAt(labels, 'visa.figurePending'));
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
const heroImages = new Map(contentFolder('content/pages').flatMap(({ data }) => (data.template === 'visa' && isRecord(data.hero) && isRecord(data.hero.image) ? [[String(data.route), String(data.hero.image.src)]] : [])));

test('both visa pages are in the content', () => {
  expect(pages.map((p) => p.kind).sort()).toEqual(['visit', 'work']);
});

describe.each(pages)('$path', (visa) => {
  test('opens with its hero picture', () => {
    const src = heroImages.get(visa.path);
    expect(src).toBeDefined();
    const hero = page(visa.path).querySelector('.page-hero');
    expect(hero?.querySelector('h1')).not.toBeNull();
    expect(hero?.querySelector(`img[src="${src}"]`)).not.toBeNull();
  });

  test("service cards, benefits and the comparison table with each record's figures", () => {
    const body = shown(visa.path);
    for (const title of [...visa.services, ...visa.benefits]) within(body).getByRole('heading', { name: nameContaining(title), level: 3 });
    const table = within(body).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(visa.rows.length + 1);
    for (const [i, [name, , ...figures]] of visa.rows.entries()) {
      const row = rows[i + 1];
      if (!row) throw new Error(`no row ${i + 1}`);
      expect(within(row).getAllByRole('cell').map((cell) => textContentOf(cell))).toEqual(figures);
      expect(textContentOf(within(row).getByRole('rowheader'))).toBe(name);
    }
    const text = body.querySelector('main')?.textContent ?? '';
    for (const note of visa.notes) expect(text).toContain(note);
  });

  test("each country button leads to its record's section, whose tabs start on Overview", () => {
    const doc = page(visa.path);
    const buttons = [...doc.querySelectorAll('.country-buttons a')];
    expect(buttons.map((a) => [textContentOf(a), a.getAttribute('href')])).toEqual(visa.rows.map(([name, id]) => [name, `#${id}`]));
    for (const [, id] of visa.rows) {
      const section = doc.querySelector(`section#${id}`);
      expect(section?.querySelector('h2')).not.toBeNull();
      const sectionTabs = [...(section?.querySelectorAll('[role="tab"]') ?? [])];
      expect(sectionTabs.map((tab) => [textContentOf(tab), tab.getAttribute('aria-selected')])).toEqual([
        [tabs.overview, 'true'],
        [tabs.requirements, 'false'],
        [tabs.process, 'false'],
      ]);
      for (const tab of sectionTabs) expect(doc.getElementById(tab.getAttribute('aria-controls') ?? '')?.getAttribute('aria-labelledby')).toBe(tab.id);
    }
  });

  test('each record says whether a person checked its fees, links its official source, and offers an enquiry', () => {
    const body = shown(visa.path);
    const askAdviser = textAt(labels, 'visa.askAdviser').replace('{kind}', textAt(labels, `visa.kinds.${visa.kind}`));
    for (const record of visa.records) {
      const section = body.querySelector<HTMLElement>(`section#${record.id}`);
      const meta = section?.querySelector<HTMLElement>('.record-meta');
      if (!section || !meta) throw new Error(`${visa.path}: no section #${record.id} with its record's details`);
      if (record.checked) {
        expect(textContentOf(meta)).toContain(record.checked);
      } else {
        expect(textContentOf(meta)).toContain(textAt(labels, 'visa.notChecked'));
        expect(textContentOf(meta)).not.toMatch(/\d{4}/);
      }
      expect(within(meta).getByRole('link', { name: nameContaining(record.source.label) }).getAttribute('href')).toBe(record.source.href);
      expect(within(section).getByRole('link', { name: nameContaining(askAdviser.replace('{country}', record.name)) }).getAttribute('href')).toBe(`/contact?country=${record.id}&service=${visa.kind}-visa`);
    }
  });

  test('the call-to-action buttons call the office and open the enquiry with the visa kind', () => {
    const body = shown(visa.path);
    expect(within(body).getByRole('link', { name: nameContaining(visa.call) }).getAttribute('href')).toBe(`tel:${textAt('content/site.md', 'contact.phone')}`);
    // The form's consultation fields with the visa page's service (its kind), or the booking
    // service when site settings name one, told the page's title.
    expect(within(body).getByRole('link', { name: nameContaining(visa.consult) }).getAttribute('href')).toBe(consultationTarget({ service: { id: `${visa.kind}-visa`, name: visa.title } }));
  });
});
