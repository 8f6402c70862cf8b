/**
 * The Urdu edition as built (docs/translations.md): right to left, in Urdu words over the English
 * files' figures, linked to its English twins both ways, with its own brochure. The Urdu words come
 * from content/ur/, the figures from the English files, read as plain YAML; only the formatter that
 * writes a figure the Urdu way is shared with the site.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';
import { formatFigure } from '@/lib/content/figures';
import { editions } from '@/lib/editions';
import { contentFolder, figureOf, readContentFile, textAt, urduPagePaths } from '../e2e/content-files';
import { accessibleName, byName, landmarks } from './page-parts';
import { OUT, page, pageRoutes, textOf } from './site-output';

const UK_FILE = 'content/countries/uk.md';
const UK = textAt(UK_FILE, 'route');
const UK_URDU = `/ur${UK}`;
const englishUk = readContentFile(UK_FILE).data;
const urduUk = readContentFile(`content/ur/countries/uk.md`).data;
const englishWords = (key: string) => textAt('content/labels.md', key);
const urduWords = (key: string) => textAt('content/ur/labels.md', key);

test('the Urdu UK guide is right to left, in Urdu, and shows the tuition figure of the English file', () => {
  const doc = page(UK_URDU);
  expect(doc.documentElement.getAttribute('lang')).toBe('ur');
  expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
  expect(doc.querySelector('h1')?.textContent).toBe(textAt('content/ur/countries/uk.md', 'title'));
  // A translation's stat cards hold only their labels, in the English file's order.
  const stats = z.array(z.object({ figure: z.string() })).parse(englishUk.stats);
  const labels = z.array(z.object({ label: z.string() })).parse(urduUk.stats);
  const label = labels[stats.findIndex((stat) => stat.figure === 'tuition')]?.label;
  if (!label) throw new Error('the UK guide has no tuition stat card');
  const figures = z.record(z.string(), z.unknown()).parse(englishUk.figures);
  const tuition = figureOf(figures.tuition, `${UK_FILE}: figures.tuition`);
  const card = Array.from(doc.querySelectorAll('.stat')).filter((stat) => textOf(stat).includes(label));
  expect(card).toHaveLength(1);
  // The English file's amount, written the Urdu way ("£25,000 سالانہ").
  expect(card[0]?.textContent).toContain(formatFigure(tuition, editions.ur));
});

/** The language switch's links on a page: by the other edition's name, as addresses. */
function switchLinks(route: string, words: (key: string) => string): string[] {
  const [header] = landmarks(page(route), 'banner');
  return byName(header ?? page(route), 'nav', words('layout.languageSwitch')).flatMap((nav) => Array.from(nav.querySelectorAll('a[href]')).map((link) => `${accessibleName(link)} ${link.getAttribute('href')}`));
}

test('the language switch leads to the same page in the other language, and exists only where that page does', () => {
  const routes = pageRoutes();
  expect(switchLinks(UK, englishWords)).toEqual([`${editions.ur.name} ${UK_URDU}`]);
  expect(switchLinks(UK_URDU, urduWords)).toEqual([`${editions.en.name} ${UK}`]);
  expect(routes).toContain(UK_URDU);
  // A page nobody has translated offers no switch.
  const translated = new Set(urduPagePaths());
  const untranslated = contentFolder('content/pages').map(({ file }) => textAt(file, 'route')).filter((route) => !translated.has(`/ur${route}`));
  expect(untranslated.length).toBeGreaterThan(0);
  for (const route of untranslated) expect(switchLinks(route, englishWords)).toEqual([]);
});

test('links on Urdu pages lead to Urdu twins where they exist', () => {
  const doc = page('/ur');
  const [header] = landmarks(doc, 'banner');
  const logo = readContentFile('content/ur/site.md').data.logo;
  const logoAlt = z.object({ alt: z.string() }).safeParse(logo).data?.alt ?? textAt('content/site.md', 'logo.alt');
  expect(header && byName(header, 'a', logoAlt)[0]?.getAttribute('href')).toBe('/ur');
  const contactRoute = textAt('content/pages/contact.md', 'route');
  expect(doc.querySelectorAll(`a[href^="/ur${contactRoute}"]`).length).toBeGreaterThan(0);
  expect(doc.querySelectorAll(`main a[href="${contactRoute}"]`)).toHaveLength(0);
});

/** What a reader of a built PDF gets, read in a child process (unpdf ships only as an ES module; see the helper). */
function readPdf(file: string): { head: string; text: string } {
  const root = path.resolve(__dirname, '../..');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'tests/unit/fixtures/brochure-text.ts'), 'read', file], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return z.object({ head: z.string(), text: z.string() }).parse(JSON.parse(result.stdout));
}

test('the Urdu UK guide’s brochure button downloads the Urdu PDF, in Urdu with the English file’s tuition', () => {
  const buttons = z.object({ cta: z.object({ buttons: z.array(z.object({ label: z.string(), action: z.string().optional() })) }) });
  // A translation's buttons hold only their labels, in the English file's order.
  const label = buttons.parse(urduUk).cta.buttons[buttons.parse(englishUk).cta.buttons.findIndex((button) => button.action === 'brochure')]?.label ?? '';
  expect(label).not.toBe('');
  const link = Array.from(page(UK_URDU).querySelectorAll('main a[href]')).filter((a) => accessibleName(a).startsWith(label));
  expect(link.map((a) => a.getAttribute('href'))).toEqual(['/ur/brochures/uk.pdf']);
  expect(link[0]?.getAttribute('download')).toBe('');
  // The PDF's type and size, in the Urdu label's words.
  const details = urduWords('brochure.fileDetails');
  expect(link[0]?.textContent).toContain(details.slice(0, details.indexOf('{size}')));

  const pdf = readPdf(path.join(OUT, 'ur/brochures/uk.pdf'));
  expect(pdf.head).toBe('%PDF-');
  // PDF text comes out in visual order: an Urdu line's words right to left, each word as typed.
  const title = textAt('content/ur/countries/uk.md', 'title');
  expect(pdf.text.split('\n')).toContain(title.split(' ').reverse().join(' '));
  const tuition = z.object({ amount: z.number(), currency: z.string() }).parse(z.record(z.string(), z.unknown()).parse(englishUk.figures).tuition);
  expect(pdf.text).toContain(new Intl.NumberFormat('en-GB', { style: 'currency', currency: tuition.currency, maximumFractionDigits: 0 }).format(tuition.amount));
});
