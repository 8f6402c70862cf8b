/**
 * A copy of the project in which one country page (the UK guide) shows photographs where the real
 * site has drawings: a hero and a gallery of generated photo-like JPEGs, as staff would add them
 * from a phone, for the bench (scripts/bench-photos.ts). `editFrontmatter` also writes the content
 * changes some tests make (tests/e2e/editor-changes.ts, tests/unit/trust-fixture.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { copyProject } from './project-copy';
import { makePhoto } from './photo-fixture';
import { translationFileOf } from '../lib/content/entry';
import { editions } from '../lib/editions';

export const PHOTO_COUNTRY_FILE = 'content/countries/uk.md';

type Options = { prefix: string; hero: [number, number]; gallery: [number, number]; galleryCount: number };

/** Rewrites one content file's frontmatter, keeping its body (its YAML comments go). */
export function editFrontmatter(file: string, edit: (data: Record<string, unknown>) => void) {
  const raw = fs.readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`${file}: no frontmatter`);
  const loaded: unknown = yaml.load(match[1] ?? '', { schema: yaml.CORE_SCHEMA });
  if (typeof loaded !== 'object' || loaded === null || Array.isArray(loaded)) throw new Error(`${file}: frontmatter is not a mapping`);
  const data: Record<string, unknown> = Object.fromEntries(Object.entries(loaded));
  edit(data);
  fs.writeFileSync(file, `---\n${yaml.dump(data, { lineWidth: -1 })}---\n${match[2] ?? ''}`);
}

export async function photoCopy({ prefix, hero, gallery, galleryCount }: Options): Promise<{ dir: string; photoBytes: number[] }> {
  const dir = copyProject(prefix);
  const photoDir = path.join(dir, 'public/images/photos');
  fs.mkdirSync(photoDir, { recursive: true });
  const photoBytes: number[] = [];
  const write = async (name: string, [width, height]: [number, number], seed: number) => {
    const jpeg = await makePhoto(width, height, seed);
    fs.writeFileSync(path.join(photoDir, name), jpeg);
    photoBytes.push(jpeg.length);
    return `/images/photos/${name}`;
  };
  const heroSrc = await write('uk-hero.jpg', hero, 1);
  const gallerySrcs: string[] = [];
  for (let i = 1; i <= galleryCount; i++) gallerySrcs.push(await write(`uk-gallery-${i}.jpg`, gallery, 100 + i));

  editFrontmatter(path.join(dir, PHOTO_COUNTRY_FILE), (data) => {
    data.hero = { src: heroSrc, alt: 'Students crossing a university quadrangle in London (test photograph)' };
    const current = data.gallery;
    const base = typeof current === 'object' && current !== null ? Object.fromEntries(Object.entries(current)) : {};
    data.gallery = { ...base, images: gallerySrcs.map((src, i) => ({ src, alt: `Student life in the UK, photograph ${i + 1} (test photograph)` })) };
  });
  // A translation keeps the original's list lengths (the build refuses another), so the Urdu guide
  // gets one item per new photograph, its caption left in English as a translator would find it.
  const translation = translationFileOf(PHOTO_COUNTRY_FILE, editions.ur);
  if (translation && fs.existsSync(path.join(dir, translation))) {
    editFrontmatter(path.join(dir, translation), (data) => {
      const current = data.gallery;
      const base = typeof current === 'object' && current !== null ? Object.fromEntries(Object.entries(current)) : {};
      data.gallery = { ...base, images: gallerySrcs.map(() => ({})) };
    });
  }
  return { dir, photoBytes };
}
