import fs from 'node:fs';
import os from 'node:os';
import { formatProblem } from '@/lib/content/problem';
import path from 'node:path';
import type { Edition } from '@/lib/editions';
import { loadContent } from '@/lib/content/load';
import { ContentError } from '@/lib/content/parse';

const MINIMAL = path.join(__dirname, 'fixtures', 'minimal');

/**
 * A throwaway copy of the minimal fixture site, with some files edited, added (new path) or
 * removed (null). Returns the copy's root, to hand to loadContent.
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


/**
 * Runs `body` as a build made on `day` would (SITE_DATE), then restores the environment; for a
 * body that returns a promise, once it has settled. The one place tests set the build day.
 */
export function onDay<T>(day: string, body: () => Promise<T>): Promise<T>;
export function onDay<T>(day: string, body: () => T): T;
export function onDay<T>(day: string, body: () => T | Promise<T>): T | Promise<T> {
  const before = process.env.SITE_DATE;
  const restore = () => {
    if (before === undefined) delete process.env.SITE_DATE;
    else process.env.SITE_DATE = before;
  };
  process.env.SITE_DATE = day;
  let result: T | Promise<T>;
  try {
    result = body();
  } catch (error) {
    restore();
    throw error;
  }
  if (result instanceof Promise) return result.finally(restore);
  restore();
  return result;
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
