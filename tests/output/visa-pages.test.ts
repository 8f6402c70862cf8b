/**
 * The visit- and work-visa pages as built (moved from tests/e2e/visa.spec.ts and the hero picture of
 * tests/e2e/layout-fixes.spec.ts): service cards, benefits, the comparison table with each record's
 * figures, each record's checked date, source and enquiry link, the call to action, the country
 * buttons' anchors and the tabs as the HTML gives them. Scrolling to a section and the tabs shared
 * by every section need a browser (visa.spec.ts).
 */
import { within } from '@testing-library/dom';
import { consultationTarget, contentFolder, textAt } from '../e2e/content-files';
import { isRecord, labels, pages, tabs } from '../e2e/visa-files';
import { nameContaining, page, shown, textContentOf } from './site-output';

/**
 * Expected rows, figures and links come from the visa records and the visa pages' files, read as
 * plain YAML (../e2e/visa-files.ts), not through the loader or the presenters that build the pages:
 * an editor's change keeps these tests green, a page that stops showing its files fails them.
 */
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

describe.each(pages.flatMap((visa) => [{ edition: 'en', path: visa.path }, { edition: 'ur', path: `/ur${visa.path}` }]))('$path', ({ edition, path }) => {
  test("names the comparison table's scrolling box in its edition's words, with the table's heading", () => {
    const folder = edition === 'en' ? 'content' : `content/${edition}`;
    const file = contentFolder('content/pages').find(({ data }) => data.route === path.replace(/^\/ur/, ''))?.file ?? '';
    const heading = textAt(file.replace(/^content/, folder), 'comparison.heading');
    const name = textAt(`${folder}/labels.md`, 'visa.tableLabel').replace('{table}', heading);
    expect(within(shown(path)).getByRole('region', { name }).getAttribute('tabindex')).toBe('0');
  });
});
