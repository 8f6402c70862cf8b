/**
 * What reading a content file gives: its entry (id, file, data, body) and, in a translated edition,
 * the translation laid over it. A leaf: the read phase (lib/content/load.ts) makes entries, and the
 * collections, presenters and views read them.
 */
import type { ClaimName } from './claim-names';
import type { Edition } from '../editions';
import type { Figure } from './figures';
import type { Reviewed } from './translation';
import type { GlossaryTerm } from './glossary';
import type { Problem } from './problem';

export type Entry<T> = {
  /** File name without extension: `uk` for content/countries/uk.md. */
  id: string;
  /** Path relative to the project root, as an editor would name it. */
  file: string;
  data: T;
  /** The Markdown body under the frontmatter. */
  body: string;
  /** The claims of content/site.md its text shows through `{{claim:name}}`, in the order first shown: the page notes each. */
  claims?: readonly ClaimName[];
  /** The file's own percentages its words show (a country's visa success rate): the page notes each as it does a claim. */
  figureClaims?: readonly Figure[];
  /** In a translated edition: the translation laid over the original, when the file has one. */
  translation?: Translation;
};

/** The translation a page of an edition shows: its file, and who reviewed it. */
export type Translation = {
  file: string;
  reviewed: Reviewed | null;
  /** Fields of words the translation leaves in English, by path: the production build lists them. */
  untranslated: string[];
  /** The revision of the English words today: a review against another is stale. */
  englishRevision: string;
  /** Fields that name a glossary term without its agreed words. */
  glossary: Problem[];
  /** The figures the translation's own words show through `{{name}}`: the page notes a percentage among them, as the English page does. */
  figures: readonly string[];
};

/** Which edition a load reads: the original (no reading), or a translation laid over each file with the edition's glossary. */
export type Reading = { edition: Edition; glossary: readonly GlossaryTerm[] };

/**
 * What every file of a load is read for: the build day (claims are counted on it, a figure's value
 * in force is picked on it, a record may not be dated after it) and, in a translated edition, its
 * reading. Handed down from loadSite (lib/content/load.ts); nothing here reads the clock.
 */
export type ReadContext = { day: string; reading?: Reading };

/** Where an edition keeps the translation of a file: content/countries/uk.md → content/ur/countries/uk.md. */
export function translationFileOf(relativeFile: string, edition: Edition): string | null {
  if (edition.folder === null || !relativeFile.startsWith('content/')) return null;
  return `${edition.folder}/${relativeFile.slice('content/'.length)}`;
}
