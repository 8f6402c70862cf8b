/**
 * The translators' glossary of an edition (content/ur/glossary.md): each official term with the
 * words every page of the edition uses for it, and whether the English name stays beside them.
 * A translated field whose English names a term, but which leaves out the agreed words, is a
 * warning naming the file, the field and the term: the translation still builds, and staff see
 * which sentence to bring in line.
 */
import { z } from 'zod';
import type { Edition } from '../editions';
import { warning, type Problem } from './problem';

const words = z.string().trim().min(1);

export const glossaryTerm = z.strictObject({
  english: words.describe('The official name as the English pages write it, matched as a whole word; a name in capitals only in capitals.'),
  short: words.optional().describe('Its abbreviation, when the English pages use that too (CAS, IHS).'),
  urdu: words.describe('The words every page of the edition uses for the term.'),
  forms: z.array(words).optional().describe('Other forms of the same words that grammar asks for (رہائشی اجازت نامے before a postposition), each accepted as the agreed words.'),
  keepEnglish: z.boolean().describe('Yes when the official name stays beside the translated words, in brackets; no when they are clear alone.'),
  note: words.describe('What the term is, in a sentence, for the translator.'),
});

export const glossarySchema = z.strictObject({ terms: z.array(glossaryTerm) });

export type GlossaryTerm = z.infer<typeof glossaryTerm>;

/** Where an edition keeps its glossary: content/ur/glossary.md; none for the original. */
export const glossaryFileOf = (edition: Edition): string | null => (edition.folder === null ? null : `${edition.folder}/glossary.md`);

/** A name in capitals (CAS) matches only in capitals; any other matches in any case, and in the plural ("residence permits"). */
function namePattern(name: string): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const capitals = name === name.toUpperCase();
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}${capitals ? '' : 's?'}(?![\\p{L}\\p{N}])`, capitals ? 'u' : 'iu');
}

const glossaryWarning = (file: string, where: string, message: string): Problem => ({ ...warning(file, where, message), topic: 'glossary' });

const namesOf = (term: GlossaryTerm) => [term.english, ...(term.short ? [term.short] : [])];

/** One field of a translation beside the English it translates. */
export type TranslatedText = { where: string; english: string; translated: string };

/**
 * The terms each field leaves out of line: English naming a term whose agreed words the
 * translation lacks; with keepEnglish, a translation without the English name beside them;
 * without it, a translation that keeps the English name.
 */
export function glossaryWarnings(file: string, terms: readonly GlossaryTerm[], texts: readonly TranslatedText[]): Problem[] {
  const found: Problem[] = [];
  for (const { where, english, translated } of texts) {
    for (const term of terms) {
      const names = namesOf(term).map(namePattern);
      const inEnglish = names.some((name) => name.test(english));
      const nameKept = names.some((name) => name.test(translated));
      if (!inEnglish && !nameKept) continue;
      const agreed = [term.urdu, ...(term.forms ?? [])].some((form) => translated.includes(form));
      if (!agreed) found.push(glossaryWarning(file, where, `names ${term.english} without the glossary's "${term.urdu}"${term.keepEnglish ? ` (${term.short ?? term.english})` : ''}`));
      else if (term.keepEnglish && !nameKept) found.push(glossaryWarning(file, where, `writes "${term.urdu}" without the English name beside it, (${term.short ?? term.english}), as the glossary agrees`));
      else if (!term.keepEnglish && nameKept) found.push(glossaryWarning(file, where, `keeps the English name ${term.english} beside "${term.urdu}"; the glossary agrees the Urdu alone`));
    }
  }
  return found;
}
