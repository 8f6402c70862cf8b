import fs from 'node:fs';
import os from 'node:os';
import { formatProblem } from '@/lib/content/problem';
import path from 'node:path';
import { editions, type Edition, type EditionCode } from '@/lib/editions';
import { cachedSite, loadSite, type SiteContent } from '@/lib/content/load';
import { ContentError } from '@/lib/content/problem';

const MINIMAL = path.join(__dirname, 'fixtures', 'minimal');

/**
 * A throwaway copy of the minimal fixture site, with some files edited, added (new path) or
 * removed (null). Returns the copy's root, to hand to loadContent (or loadSite).
 */
export function fixtureSite(edits: Record<string, ((text: string) => string) | string | null> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.cpSync(MINIMAL, root, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(root, file);
    if (edit === null) {
      fs.rmSync(target);
    } else if (typeof edit === 'string') {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, edit);
    } else {
      fs.writeFileSync(target, edit(fs.readFileSync(target, 'utf8')));
    }
  }
  return root;
}

export function read(file: string): string {
  return fs.readFileSync(path.join(MINIMAL, file), 'utf8');
}

/** The problem lines a broken fixture produces (and a failure if it loads). */
export function problemsOf(root: string, edition?: Edition): string[] {
  try {
    loadContent(root, edition);
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
  throw new Error('expected the content to be rejected');
}

/** Edits that give the fixture the details a real consultancy would have: a production build accepts it. */
export const realDetails = {
  'content/site.md': (t: string) =>
    t
      .replace('https://fixture.example.com', 'https://www.horizon-study.pk')
      .replace('test@example.com', 'info@horizon-study.pk')
      .replace('"+920000000000"', '"+923001234567"')
      .replace('"+92 000 0000000"', '"+92 300 1234567"')
      .replace('"920000000000"', '"923001234567"')
      .replace('social: []', 'social: [{ label: Facebook, href: "https://www.facebook.com/horizonstudyabroad" }]'),
  'content/testimonials.md': (t: string) => t.replace('sample: true', 'sample: false, consent: true').replace('Sample Student', 'Ayesha K.'),
  'content/exchange-rates.md': (t: string) => t.replace('sample: true', 'sample: false'),
  'content/visit-visa/testland.md': (t: string) => t.replace('https://example.org', 'https://visas.testland.gov'),
  'content/work-visa/testland.md': (t: string) => t.replace('https://example.org', 'https://visas.testland.gov'),
};


/** The day the tests read a site on unless `onDay` names another: the day the baseline export is built for. */
export const FIXTURE_DAY = '2026-11-27';
let readingDay = FIXTURE_DAY;

/**
 * The site under `root` (a fixture copy, or the project) in `edition`, read on `day`: by default
 * the day `onDay` names, FIXTURE_DAY outside it. The day is loadSite's argument, never the environment.
 */
export function loadContent(root: string, edition?: Edition, day: string = readingDay): SiteContent {
  return loadSite({ root, edition, day });
}

/** The project's own content in an edition, loaded once per test file for FIXTURE_DAY, as a build on that day reads it. */
export function getContent(code: EditionCode = 'en'): SiteContent {
  return cachedSite({ root: path.resolve(__dirname, '../..'), edition: editions[code], day: FIXTURE_DAY });
}

/**
 * Runs `body` with `day` as the day loadContent and problemsOf read on (a build made on that day),
 * then goes back to the day before; the body is handed the day too.
 */
export function onDay<T>(day: string, body: (day: string) => T): T {
  const before = readingDay;
  readingDay = day;
  try {
    return body(day);
  } finally {
    readingDay = before;
  }
}

/**
 * A throwaway copy of the project's own content/ (no pictures: a picture that is not there is the
 * image stage's problem, not the loader's), with `edit` run on the copy's root. Returns the root.
 */
export function projectContentCopy(edit: (root: string) => void = () => {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'project-content-'));
  fs.cpSync(path.join(__dirname, '../../content'), path.join(root, 'content'), { recursive: true });
  edit(root);
  return root;
}
