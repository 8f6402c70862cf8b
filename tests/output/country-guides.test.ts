/**
 * The country guides as built (moved from tests/e2e/countries.spec.ts): each guide's heading, stat
 * cards, overview figures, consultation link, FAQ, tabs as the HTML gives them, its brochure (the
 * download's label and the PDF's text), galleries, testimonials and the printable brochure. What
 * needs scripts stays in the browser: switching tabs (countries.spec.ts) and the image fallback.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { within } from '@testing-library/dom';
import { consultationTarget, contentFolder, countryFiles, figureParts, mappingAt, officialValues, readContentFile, siteMenu, textAt } from '../e2e/content-files';
import { nameContaining, OUT, page, shown, textContentOf } from './site-output';

// Expected figures and copy come from the content files as written (../e2e/content-files), not
// from the loader or the presenters that build the pages.
const files = new Map(countryFiles().map((file) => [file.file, file]));
const words = (text: string) => text.replace(/\s+/g, ' ').trim();
const label = (dotted: string) => textAt('content/labels.md', dotted);
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const site = readContentFile('content/site.md').data;
const contact = isRecord(site.contact) ? site.contact : {};
const testimonials = list(readContentFile('content/testimonials.md').data.testimonials);

const countries = contentFolder('content/countries').map(({ file: name, data }) => {
  const file = files.get(name);
  if (!file) throw new Error(`${name}: not read`);
  const buttons = list(isRecord(data.cta) ? data.cta.buttons : []);
  const button = (action: string) => buttons.find((b) => b.action === action)?.label;
  return {
    data,
    file: name,
    id: file.id,
    path: file.route,
    title: String(data.title),
    tabs: list(isRecord(data.guide) ? data.guide.tabs : []).map((t) => String(t.label)),
    faq: data.faqs !== undefined,
    consultation: String(button('consultation') ?? ''),
    consultationHref: consultationTarget({ country: file }),
    brochure: button('brochure') === undefined ? undefined : String(button('brochure')),
    stats: file.stats,
    /** Whether the file records a change of a figure (a list of values): the guide then lists its fee changes. */
    changes: Object.values(isRecord(data.figures) ? data.figures : {}).some((value) => Array.isArray(value) && officialValues(value, name).length > 1),
    /** Figures the body refers to (`{{tuition}}`), as the page must show them in its overview. */
    bodyFigures: [...matter(fs.readFileSync(path.join(process.cwd(), name), 'utf8')).content.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].flatMap(([, figureName = '']) => {
      const figure = file.figures[figureName];
      return figure ? [figureParts(figure).text] : [];
    }),
  };
});

/** The selectable text of each PDF, words separated by single spaces (read by ./pdf-text.ts under tsx). */
function pdfTexts(pdfs: string[]): Record<string, string> {
  const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
  const result = spawnSync(process.execPath, [tsx, '--tsconfig', path.resolve('tsconfig.json'), path.resolve('tests/output/pdf-text.ts'), ...pdfs], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`reading the brochures failed: ${result.stderr}`);
  const texts: unknown = JSON.parse(result.stdout);
  if (texts === null || typeof texts !== 'object') throw new Error('pdf-text.ts printed no texts');
  return Object.fromEntries(Object.entries(texts).map(([file, text]) => [file, String(text).replace(/\s+/g, ' ')]));
}

const withBrochure = countries.filter((c) => c.brochure);
const brochureText = pdfTexts(withBrochure.map((c) => path.join(OUT, 'brochures', `${c.id}.pdf`)));

describe.each(withBrochure)('$title: its brochure', (country) => {
  test('Download Brochure links the PDF with its size in the label, and the PDF carries the figures the page shows', () => {
    // Named after the country's file, as the printable page is.
    const href = `/brochures/${country.id}.pdf`;
    const file = path.join(OUT, href);
    const bytes = fs.statSync(file).size;
    // The size as the button writes it: whole kilobytes ("45 KB"); a brochure stays under a megabyte.
    expect(bytes).toBeLessThan(1024 * 1024);
    const name = `${country.brochure} ${label('brochure.fileDetails').replace('{size}', `${Math.round(bytes / 1024)} KB`)}`;
    const cta = shown(country.path).querySelector<HTMLElement>('.cta-band');
    if (!cta) throw new Error(`${country.path}: no call to action`);
    const link = within(cta).getByRole('link', { name });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('download')).toBe('');
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = brochureText[file] ?? '';
    expect(text).toContain(words(country.title));
    for (const card of country.stats) {
      expect(text).toContain(words(`${card.label} ${card.text}${card.estimate ? ` ${card.estimate}` : ''}${card.note ? ` ${card.note}` : ''}`));
    }
    expect(text).toContain(words(String(contact.email)));
  });
});

describe.each(countries)('$title', (country) => {
  test('heading, stat cards with rupee estimates, figures in the overview, and a consultation link that carries the country', () => {
    const doc = page(country.path);
    expect(textContentOf(doc.querySelector('main h1'))).toBe(country.title);
    expect(doc.title.startsWith(country.title)).toBe(true);
    const cards = [...doc.querySelectorAll('.section-stats .stat')];
    expect(cards.map((card) => [textContentOf(card.querySelector('dt')), textContentOf(card.querySelector('dd'))])).toEqual(
      country.stats.map((card) => [card.label, `${card.text}${card.estimate ?? ''}${card.note ?? ''}`]),
    );
    const overview = textContentOf(doc.getElementById('overview'));
    for (const figure of country.bodyFigures) expect(overview).toContain(figure);
    // The form's consultation fields, or the booking service when site settings name one.
    const main = shown(country.path).querySelector<HTMLElement>('main');
    if (!main) throw new Error(`${country.path}: no main`);
    expect(within(main).getByRole('link', { name: nameContaining(country.consultation) }).getAttribute('href')).toBe(country.consultationHref);
  });

  if (country.faq) {
    test('FAQ: one answer open at a time (every question shares one name), none open at first', () => {
      const items = [...page(country.path).querySelectorAll('#faq details')];
      expect(items.length).toBeGreaterThan(1);
      // <details name> makes the browser close the open answer when another opens.
      const names = new Set(items.map((item) => item.getAttribute('name')));
      expect(names.size).toBe(1);
      expect([...names][0]).toMatch(/.+/);
      expect(items.filter((item) => item.hasAttribute('open'))).toHaveLength(0);
    });
  }

  if (country.tabs.length > 0) {
    test('guide tabs: the first selected and its section the only one shown; each tab controls a section named by it', () => {
      const body = shown(country.path);
      const tabs = within(body).getAllByRole('tab');
      expect(tabs.map((tab) => textContentOf(tab))).toEqual(country.tabs);
      expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(country.tabs.map((_, i) => String(i === 0)));
      const visible = within(body).getAllByRole('tabpanel');
      expect(visible).toHaveLength(1);
      for (const [i, tab] of tabs.entries()) {
        const panel = body.ownerDocument.getElementById(tab.getAttribute('aria-controls') ?? '');
        expect(panel?.getAttribute('role')).toBe('tabpanel');
        expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
        expect(panel?.hasAttribute('hidden')).toBe(i !== 0);
        expect(textContentOf(panel)).not.toBe('');
      }
      expect(visible[0]?.getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
    });
  } else {
    test('shows only header, stats, overview, benefits, its fee changes (if it records any) and the call to action', () => {
      const doc = page(country.path);
      expect(doc.querySelectorAll('[role="tablist"], #gallery, #faq, #testimonial')).toHaveLength(0);
      const headings = [...doc.querySelectorAll('main h2')].map((h) => textContentOf(h));
      const changes = country.changes ? [label('planner.changesHeading')] : [];
      expect(headings).toHaveLength(3 + changes.length);
      expect(headings[0]).toMatch(/^Why/);
      expect(headings[1]).toMatch(/Benefits/);
      expect(headings.slice(2, 2 + changes.length)).toEqual(changes);
      expect(headings.at(-1)).toMatch(/.+/);
    });
  }
});

test('galleries with a photo search link open it in a new tab', () => {
  const withSearch = countries.filter((c) => isRecord(c.data.gallery) && c.data.gallery.searchLink !== undefined);
  expect(withSearch.length).toBeGreaterThan(0);
  for (const country of withSearch) {
    const gallery = shown(country.path).querySelector<HTMLElement>('#gallery');
    if (!gallery) throw new Error(`${country.path}: no gallery`);
    const link = within(gallery).getByRole('link', { name: /photos/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  }
});

test('the printable brochure is one link away from the download, built from the same content', () => {
  const uk = countries.find((c) => c.id === 'uk');
  if (!uk) throw new Error('content/countries/uk.md is missing');
  const guide = shown('/ukStudyAbroad');
  expect(within(guide).getByRole('link', { name: nameContaining(label('brochure.printable')) }).getAttribute('href')).toBe('/brochures/uk');
  const body = shown('/brochures/uk');
  expect(textContentOf(body.querySelector('main h1'))).toBe(uk.title);
  // The print button is in the static HTML (an island makes it print).
  within(body).getByRole('button', { name: nameContaining(label('brochure.print')) });
  // As in the PDF: after the stat cards, each figure /compare shows (its columns, in content/pages/compare.md)
  // that the file has and no card names.
  const onCards = new Set(list(uk.data.stats).map((s) => s.figure));
  const more = mappingAt('content/pages/compare.md', 'columns').flatMap(([column]) => {
    const figure = files.get(uk.file)?.figures[column];
    return figure && !onCards.has(column) ? [figureParts(figure)] : [];
  });
  const cards = [...uk.stats, ...more];
  expect(cards.length).toBeGreaterThan(0);
  expect([...body.querySelectorAll('.stat-grid .stat dd')].map((dd) => textContentOf(dd))).toEqual(cards.map((card) => `${card.text}${card.estimate ?? ''}${card.note ?? ''}`));
  const main = body.querySelector<HTMLElement>('main');
  if (!main) throw new Error('/brochures/uk: no main');
  const text = main.textContent ?? '';
  expect(uk.tabs.length).toBeGreaterThan(0);
  for (const tab of uk.tabs) expect(text).toContain(tab);
  // How to reach an adviser, as in the PDF: WhatsApp and the office hours too.
  const whatsapp = String(contact.whatsapp);
  expect(within(main).getByRole('link', { name: new RegExp(whatsapp) }).getAttribute('href')).toMatch(new RegExp(`wa\\.me/${whatsapp}`));
  expect(text).toContain(`${label('contact.hours')}: `);
});

test('the USA guide is reachable from the footer but stays out of the Study Abroad menu', () => {
  const usa = readContentFile('content/countries/usa.md').data;
  expect(usa.menu).toBeUndefined();
  expect(usa.footer).toBe(true);
  const body = shown('/');
  // The menu's list is in the static HTML, shown by its button (siteMenu('countries') names it).
  const button = within(body).getByRole('button', { name: nameContaining(siteMenu('countries').label) });
  const menu = body.ownerDocument.getElementById(button.getAttribute('popovertarget') ?? button.getAttribute('aria-controls') ?? 'menu-countries');
  expect(menu?.id).toBe('menu-countries');
  if (!(menu instanceof HTMLElement)) throw new Error('no #menu-countries');
  expect(within(menu).queryAllByRole('link', { hidden: true }).length).toBeGreaterThan(5);
  expect(within(menu).queryAllByRole('link', { name: /USA/, hidden: true })).toHaveLength(0);
  const footer = body.querySelector<HTMLElement>('footer');
  if (!footer) throw new Error('no footer');
  expect(within(footer).getByRole('link', { name: nameContaining(String(usa.title)) }).getAttribute('href')).toBe('/usaStudyAbroad');
});

test('every guide with a tabbed guide shows its own testimonial, marked as a sample while it is one', () => {
  const quotesShown = new Set<string>();
  // France has only header, stats, overview, benefits and call to action (spec §2.6), so no testimonial.
  const tabbed = countries.filter((c) => c.tabs.length > 0);
  for (const country of tabbed) {
    const testimonial = testimonials.find((t) => t.id === country.data.testimonial);
    if (!testimonial) throw new Error(`${country.id}: its content file names no testimonial`);
    const section = page(country.path).getElementById('testimonial');
    expect(textContentOf(section?.querySelector('blockquote'))).toBe(words(String(testimonial.quote)));
    const caption = textContentOf(section?.querySelector('figcaption'));
    expect(caption).toContain(String(testimonial.author));
    if (testimonial.sample === true) expect(caption).toContain('Sample testimonial');
    quotesShown.add(String(testimonial.quote));
  }
  // No two guides share one.
  expect(quotesShown.size).toBe(tabbed.length);
});
