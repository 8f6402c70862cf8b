/**
 * @jest-environment node
 *
 * The PDF brochure: a real PDF under the size budget, whose selectable text carries the country's
 * current figures as its page shows them (read from content here, never retyped), and which a
 * production build never writes with sample data.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadContent, fixtureSite, problemsOf, realDetails } from './content-fixture';
import { BROCHURE_MAX_BYTES } from '@/lib/present/brochure-links';
import { brochurePdfFile, generatedDir } from '@/lib/pipeline/generated';
import { editions } from '@/lib/editions';
import matter from 'gray-matter';
import { brochureContent } from '@/lib/present/brochure-content';
import { figureDisplay, rupeeNote } from '@/lib/present/money';
import { showFigure, statCards } from '@/lib/content/figures';
import { compareColumns } from '@/lib/content/compare-columns';
import { addressLines } from '@/lib/present/site-links';
import { fill } from '@/lib/fill-label';
import { STAGES } from '@/lib/pipeline/stages';
import { contentStage } from '@/lib/pipeline/stages/content';
import { brochuresStage } from '@/lib/pipeline/stages/brochures';

// Each case starts Node with tsx and renders a PDF: seconds each on a busy machine.
jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

const readSchema = z.object({
  bytes: z.number(),
  head: z.string(),
  pages: z.number(),
  text: z.string(),
  info: z.record(z.string(), z.unknown()),
  fonts: z.array(z.string()),
  images: z.number(),
});
type Read = z.infer<typeof readSchema>;

function tsx(script: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  // --tsconfig: a fixture copy has none, and the JSX settings come from the project's.
  return spawnSync(process.execPath, [TSX, '--tsconfig', path.join(ROOT, 'tsconfig.json'), path.join(ROOT, script), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, SITE_ENV: '', ENQUIRY_ENDPOINT: '', ...env },
  });
}

/** What a reader of the PDF gets: run in a child process (ES-module-only libraries, see the helper). */
function readBrochure(cwd: string, mode: 'render' | 'read', target: string, env: Record<string, string> = {}, edition = 'en'): Read {
  const result = tsx('tests/unit/fixtures/brochure-text.ts', [mode, target, edition], cwd, env);
  if (result.status !== 0) throw new Error(result.stderr);
  return readSchema.parse(JSON.parse(result.stdout));
}

/** Line breaks in a PDF fall wherever the line is full: compare text with spaces collapsed. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** With realDetails: the fixture country offers a brochure. */
const withBrochureButton = {
  'content/countries/testland.md': (t: string) =>
    t.replace('- { label: Get Free Consultation, action: consultation }', '- { label: Get Free Consultation, action: consultation }\n    - { label: Download Brochure, action: brochure }'),
};

describe('the UK brochure, rendered from today’s content', () => {
  const content = loadContent(ROOT);
  const uk = content.countries.find((c) => c.id === 'uk');
  if (!uk) throw new Error('content/countries/uk.md is missing');
  let read: Read;
  let text: string;
  beforeAll(() => {
    read = readBrochure(ROOT, 'render', 'uk');
    text = words(read.text);
  });

  it('is a PDF under the size budget, with its title and author set', () => {
    expect(read.head).toBe('%PDF-');
    expect(read.bytes).toBeLessThan(BROCHURE_MAX_BYTES);
    expect(read.info.Title).toBe(fill(content.labels.brochure.documentTitle, { country: uk.data.title }));
    expect(read.info.Author).toBe(content.site.data.name);
  });

  it('carries every key figure the page shows, with its rupee estimate and the rates note', () => {
    expect(text).toContain(words(uk.data.title));
    for (const card of statCards(uk.data.stats, figureDisplay(content))) {
      expect(text).toContain(words(`${card.label} ${card.text}${card.estimate ? ` ${card.estimate}` : ''}`));
    }
    const note = rupeeNote(content);
    expect(text).toContain(words(`${note.before}${note.source.label}${note.after}`));
  });

  it('carries the requirements, the application steps and the consultancy’s contact details', () => {
    const tabs = uk.data.guide?.tabs ?? [];
    const requirements = tabs.find((t) => t.key === 'requirements');
    expect(requirements?.items?.length).toBeGreaterThan(0);
    for (const item of requirements?.items ?? []) expect(text).toContain(words(item));
    for (const step of tabs.find((t) => t.key === 'process')?.steps ?? []) expect(text).toContain(words(step.title));
    const site = content.site.data;
    for (const detail of [site.contact.email, site.contact.phoneDisplay, addressLines(site).join(', '), site.url]) expect(text).toContain(words(detail));
    expect(text).toContain(new URL(uk.data.route, site.url).href);
  });

  it('says on its pages that it shows sample data, as the site does, while the content has samples', () => {
    expect(text).toContain(words(content.labels.brochure.sampleNotice));
    expect(read.text).toContain('(sample number)');
  });

  it('lists, for every country, each figure /compare shows for it, stat card or not', () => {
    for (const country of content.countries) {
      const shown = brochureContent(content, country, 'preview').figures.items;
      for (const column of compareColumns) {
        const figure = country.data.figures[column];
        if (figure) expect(shown).toContainEqual(expect.objectContaining(showFigure(figure, figureDisplay(content))));
      }
    }
  });
});

describe('SITE_ENV=production', () => {
  it('the brochure step refuses sample content on its own, with one line naming the file, and writes nothing', () => {
    // In `npm run build` the content check runs first and stops the build already (launch.test.ts);
    // the step refuses too, so it can never be the way sample details reach a family.
    const root = fixtureSite(withBrochureButton);
    const result = tsx('scripts/brochures.ts', [], root, { SITE_ENV: 'production' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^content\/countries\/testland\.md: brochure: SITE_ENV=production does not write brochures with sample data \(\d+ thing\(s\) to supply; npm run check:content lists them\)$/),
    ]);
    expect(fs.existsSync(brochurePdfFile(root, 'testland'))).toBe(false);
  });

  it('the build checks content before it writes brochures', () => {
    const names = STAGES.map((stage) => stage.name);
    expect(names.indexOf(contentStage.name)).toBeGreaterThan(-1);
    expect(names.indexOf(contentStage.name)).toBeLessThan(names.indexOf(brochuresStage.name));
    expect(brochuresStage.needs).toContain('content');
  });

  it('with real details it writes the brochure, without the preview notice', () => {
    const root = fixtureSite({ ...realDetails, ...withBrochureButton });
    const result = tsx('scripts/brochures.ts', [], root, { SITE_ENV: 'production', ENQUIRY_ENDPOINT: 'https://forms.horizon-study.pk/enquiry' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const content = loadContent(root);
    const read = readBrochure(root, 'read', brochurePdfFile(root, 'testland'));
    expect(read.head).toBe('%PDF-');
    const text = words(read.text);
    expect(text).toContain('info@horizon-study.pk');
    expect(text).not.toContain(words(content.labels.brochure.sampleNotice));
  });
});

describe('Urdu and emoji in an English country file', () => {
  const URDU = 'اسپین میں تعلیم';
  const titled = (title: string) => ({
    ...withBrochureButton,
    'content/countries/testland.md': (t: string) => withBrochureButton['content/countries/testland.md'](t).replace(/^title: .*$/m, `title: ${title}`),
  });

  it('a title with Urdu and an emoji renders: the Urdu is selectable text in Vazirmatn, the emoji an image', () => {
    const read = readBrochure(fixtureSite(titled(`Study in Testland — ${URDU} 🎓`)), 'render', 'testland');
    expect(read.head).toBe('%PDF-');
    // PDF text comes out in visual order: the Urdu words right to left, each word's letters as typed.
    const line = read.text.split('\n').find((l) => l.startsWith('Study in Testland'));
    expect(line?.split(/\s+/).slice(4)).toEqual(URDU.split(' ').reverse());
    expect(read.fonts).toEqual(expect.arrayContaining(['Vazirmatn-Bold']));
    // Twemoji's mortarboard: one image and its transparency mask.
    expect(read.images).toBe(2);
  });

  it('an English brochure embeds no Urdu font and no image', () => {
    const read = readBrochure(fixtureSite(withBrochureButton), 'render', 'testland');
    expect(read.fonts.filter((f) => f.startsWith('Vazirmatn'))).toEqual([]);
    expect(read.images).toBe(0);
  });

  it('a character no font or emoji image draws fails with one line naming the file', () => {
    const result = tsx('tests/unit/fixtures/brochure-text.ts', ['render', 'testland'], fixtureSite(titled('Study in Testland 中文')));
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'content/countries/testland.md: brochure: no embedded font or emoji image draws "中", "文"; write it another way or add a font in lib/pipeline/pdf-fonts.ts',
    ]);
  });
});

describe('links to brochures in content', () => {
  const linking = (target: string) => ({
    ...withBrochureButton,
    'content/pages/contact.md': (t: string) => t.replace(/\n---\n/, `\n---\n[Our Testland brochure](${target})\n`),
  });

  it('a country’s PDF and printable page may be linked to, as the /resources index does', () => {
    expect(() => loadContent(fixtureSite(linking('/brochures/testland.pdf')))).not.toThrow();
    expect(() => loadContent(fixtureSite(linking('/brochures/testland')))).not.toThrow();
  });

  it('a link to a brochure no country offers fails, naming the file', () => {
    expect(problemsOf(fixtureSite(linking('/brochures/nowhere.pdf')))).toContain('content/pages/contact.md: body: links to /brochures/nowhere.pdf, but no page has that route');
  });
});

describe('the Urdu UK brochure, from content/ur/countries/uk.md', () => {
  // Read as plain YAML, not through the loader under test.
  const frontmatter = (file: string) => matter(fs.readFileSync(path.join(ROOT, file), 'utf8')).data;
  const urdu = z.object({ title: z.string() }).parse(frontmatter('content/ur/countries/uk.md'));
  const english = z.object({ figures: z.object({ tuition: z.object({ amount: z.number(), currency: z.string() }) }) }).parse(frontmatter('content/countries/uk.md'));
  let read: Read;
  beforeAll(() => {
    read = readBrochure(ROOT, 'render', 'uk', {}, 'ur');
  });

  it('is a PDF in Urdu, titled with the Urdu title, drawn in Vazirmatn', () => {
    expect(read.head).toBe('%PDF-');
    expect(read.bytes).toBeLessThan(BROCHURE_MAX_BYTES);
    expect(read.info.Language).toBe('ur-PK');
    expect(String(read.info.Title)).toContain(urdu.title);
    expect(read.fonts).toEqual(expect.arrayContaining(['Vazirmatn-Regular', 'Vazirmatn-Bold']));
  });

  it('shows the Urdu title right to left and the tuition from the English file', () => {
    // PDF text comes out in visual order: the Urdu words right to left, each word's letters as typed.
    expect(read.text.split('\n')).toContain(urdu.title.split(' ').reverse().join(' '));
    const { amount, currency } = english.figures.tuition;
    expect(read.text).toContain(new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount));
  });

  it('is written beside the English ones, under /ur/', () => {
    expect(brochurePdfFile(ROOT, 'uk', editions.ur)).toBe(path.join(generatedDir(ROOT), 'ur', 'brochures', 'uk.pdf'));
  });
});
