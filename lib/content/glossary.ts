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

const LETTERS = /[\p{L}\p{N}]+/gu;
const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name in capitals (CAS) matches only in capitals; any other matches in any case, and in the plural ("residence permits"). */
function namePattern(name: string, flags: string): RegExp {
  const capitals = name === name.toUpperCase();
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}${capitals ? '' : 's?'}(?![\\p{L}\\p{N}])`, `${capitals ? 'u' : 'iu'}${flags}`);
}

/** A name of a term; its pattern is built the first time the name's words are all found, as few are. */
type IndexedName = { term: number; name: string; pattern?: RegExp };
/** Names by their words, one level per word (lower case): the names that end at a node, and the words that go on. */
type WordNode = { next: Map<string, WordNode>; names: IndexedName[] };

/**
 * A glossary's names in a tree of their words, each name's pattern built once. A text is read word
 * by word, and from each word only as deep as its words follow a name's, so the work grows with
 * the text's words, not with words times terms (2,500 terms once took the check from 3 s to 73 s);
 * a name whose words all match is then confirmed by its pattern. `work` counts the steps and the
 * patterns tried, for the test that holds it down. A name that starts with no letter or digit is
 * tried over the whole text.
 */
type GlossaryIndex = { root: WordNode; elsewhere: IndexedName[]; work: number };

const indexes = new WeakMap<readonly GlossaryTerm[], GlossaryIndex>();
const wordNode = (): WordNode => ({ next: new Map(), names: [] });

/** The index of a glossary, built once per glossary a load reads. */
export function glossaryIndex(terms: readonly GlossaryTerm[]): GlossaryIndex {
  const known = indexes.get(terms);
  if (known) return known;
  const index: GlossaryIndex = { root: wordNode(), elsewhere: [], work: 0 };
  terms.forEach((term, i) => {
    for (const name of namesOf(term)) {
      if (!/^[\p{L}\p{N}]/u.test(name)) {
        index.elsewhere.push({ term: i, name });
        continue;
      }
      let node = index.root;
      for (const [word] of name.matchAll(LETTERS)) {
        const key = word.toLowerCase();
        const next = node.next.get(key) ?? wordNode();
        node.next.set(key, next);
        node = next;
      }
      node.names.push({ term: i, name });
    }
  });
  indexes.set(terms, index);
  return index;
}

/** The terms (by their place in the glossary) a text names. */
function termsNamed(index: GlossaryIndex, text: string): Set<number> {
  const named = new Set<number>();
  // Sticky, the pattern is tried where the name's first word is; over the whole text for a name starting with no word.
  const confirm = (names: IndexedName[], at: number | null) => {
    for (const name of names) {
      if (named.has(name.term)) continue;
      index.work++;
      name.pattern ??= namePattern(name.name, at === null ? 'g' : 'y');
      name.pattern.lastIndex = at ?? 0;
      if (name.pattern.test(text)) named.add(name.term);
    }
  };
  const words = [...text.matchAll(LETTERS)];
  for (const [i, start] of words.entries()) {
    let node = index.root;
    for (let j = i; j < words.length; j++) {
      index.work++;
      const lower = (words[j]?.[0] ?? '').toLowerCase();
      // A name in the plural: "residence permits" ends with the name's "permit" and an s.
      const singular = lower.endsWith('s') ? node.next.get(lower.slice(0, -1)) : undefined;
      if (singular) confirm(singular.names, start.index);
      const next = node.next.get(lower);
      if (!next) break;
      confirm(next.names, start.index);
      node = next;
    }
  }
  confirm(index.elsewhere, null);
  return named;
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
  const index = glossaryIndex(terms);
  const found: Problem[] = [];
  for (const { where, english, translated } of texts) {
    const inEnglish = termsNamed(index, english);
    const kept = termsNamed(index, translated);
    for (const i of [...new Set([...inEnglish, ...kept])].sort((a, b) => a - b)) {
      const term = terms[i];
      if (!term) continue;
      const nameKept = kept.has(i);
      const agreed = [term.urdu, ...(term.forms ?? [])].some((form) => translated.includes(form));
      if (!agreed) found.push(glossaryWarning(file, where, `names ${term.english} without the glossary's "${term.urdu}"${term.keepEnglish ? ` (${term.short ?? term.english})` : ''}`));
      else if (term.keepEnglish && !nameKept) found.push(glossaryWarning(file, where, `writes "${term.urdu}" without the English name beside it, (${term.short ?? term.english}), as the glossary agrees`));
      else if (!term.keepEnglish && nameKept) found.push(glossaryWarning(file, where, `keeps the English name ${term.english} beside "${term.urdu}"; the glossary agrees the Urdu alone`));
    }
  }
  return found;
}
