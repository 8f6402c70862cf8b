/**
 * @jest-environment node
 *
 * The glossary check's work grows with the words it reads, not with words times terms (issue 44):
 * a 2,500-term glossary once took `npm run check:content` from 3 s to 73 s, each term's pattern
 * built and run on every field of every translation. Here the real translations are checked
 * against the real glossary and against it with 2,500 more terms, in the same run.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { glossaryIndex, glossarySchema, glossaryWarnings, type GlossaryTerm, type TranslatedText } from '@/lib/content/glossary';

const ROOT = path.resolve(__dirname, '../..');
const URDU = path.join(ROOT, 'content/ur');

/** Each text of a frontmatter, by its path (`benefits.items[0].title`). */
function textsOf(value: unknown, at: string, found = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') found.set(at, value);
  else if (Array.isArray(value)) value.forEach((item, i) => textsOf(item, `${at}[${i}]`, found));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) textsOf(item, at === '' ? key : `${at}.${key}`, found);
  return found;
}

/** Every text of the real Urdu translations beside the English text at the same path, bodies included. */
function realTexts(): TranslatedText[] {
  const texts: TranslatedText[] = [];
  for (const file of fs.readdirSync(URDU, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.md') || file === 'glossary.md') continue;
    const urdu = matter(fs.readFileSync(path.join(URDU, file), 'utf8'));
    const english = matter(fs.readFileSync(path.join(ROOT, 'content', file), 'utf8'));
    const englishTexts = textsOf(english.data, '');
    for (const [where, translated] of textsOf(urdu.data, '')) {
      const original = englishTexts.get(where);
      if (original !== undefined) texts.push({ where: `${file}: ${where}`, english: original, translated });
    }
    texts.push({ where: `${file}: body`, english: english.content, translated: urdu.content });
  }
  return texts;
}

/** The real glossary, and a term the translations write otherwise, so that there are warnings to compare. */
const realTerms = (): GlossaryTerm[] => [
  ...glossarySchema.parse(matter(fs.readFileSync(path.join(URDU, 'glossary.md'), 'utf8')).data).terms,
  { english: 'Student visa', urdu: 'طالب علم کا ویزا', keepEnglish: false, note: 'Written otherwise on every page.' },
];

/** Words the English pages use often: each extra term starts with one, so it is a candidate all over the texts, and no page names it whole. */
const COMMON = ['Student', 'Visa', 'University', 'Health', 'Study', 'Work', 'The', 'Graduate', 'Immigration', 'Confirmation'];
const extraTerms = (count: number): GlossaryTerm[] =>
  Array.from({ length: count }, (_, i) => ({ english: `${COMMON[i % COMMON.length] ?? 'Student'} Scheme ${i}`, short: `SCH${i}`, urdu: `اسکیم ${i}`, keepEnglish: true, note: 'A term no page names.' }));

/** The warnings for the texts, and how long they took: the first call builds the glossary's index. */
function timed(terms: GlossaryTerm[], texts: TranslatedText[]) {
  const started = process.hrtime.bigint();
  const warnings = glossaryWarnings('content/ur/x.md', terms, texts);
  return { warnings, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

test('2,500 more terms add little work to checking every real translation, and change no warning', () => {
  const texts = realTexts();
  expect(texts.length).toBeGreaterThan(1000);
  const small = realTerms();
  const large = [...realTerms(), ...extraTerms(2500)];
  // The small glossary before and after the large one, so that a slow moment of the machine falls on both.
  const first = timed(small, texts);
  const big = timed(large, texts);
  const again = timed(small, texts);
  expect(big.warnings).toEqual(first.warnings);
  expect(first.warnings.length).toBeGreaterThan(0);
  // Timed as a ratio in the same run: with a pattern per term per field, the large glossary took about 100 times as long.
  expect(big.ms).toBeLessThan(10 * Math.max(first.ms, again.ms, 5));
  // And the work counted, steps through the words and patterns tried: one reading with the large glossary
  // against one of the two with the small.
  expect(glossaryIndex(large).work).toBeLessThan(1.5 * (glossaryIndex(small).work / 2));
});
