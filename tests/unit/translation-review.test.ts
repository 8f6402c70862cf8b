/**
 * What keeps a reviewed translation true (issue 36): the glossary's agreed words for official
 * terms, a review recorded against the English words it read (stale once they change), and codes
 * referred to whole (`{{code:I-20}}`), never split into letters and a number.
 */
import { formatProblem, formatWarning } from '@/lib/content/problem';
import { loadContent, fixtureSite, problemsOf } from './content-fixture';
import { glossaryWarnings, type GlossaryTerm } from '@/lib/content/glossary';
import { translationWarnings } from '@/lib/content/translated-pages';
import { editions } from '@/lib/editions';

const URDU_FILE = 'content/ur/countries/testland.md';
const ENGLISH_FILE = 'content/countries/testland.md';
const GLOSSARY_FILE = 'content/ur/glossary.md';

const surcharge: GlossaryTerm = { english: 'Immigration Health Surcharge', short: 'IHS', urdu: 'امیگریشن ہیلتھ سرچارج', keepEnglish: true, note: 'A UK government charge, not insurance.' };
const schengen: GlossaryTerm = { english: 'Schengen', urdu: 'شینگن', keepEnglish: false, note: 'One short-stay visa for many European countries.' };
const cas: GlossaryTerm = { english: 'Confirmation of Acceptance for Studies', short: 'CAS', urdu: 'داخلے کی تصدیق', keepEnglish: true, note: "The university's confirmation of a place." };

const glossaryFile = ['---', 'terms:', `  - { english: ${surcharge.english}, short: ${surcharge.short}, urdu: ${surcharge.urdu}, keepEnglish: true, note: "A UK charge, not insurance." }`, '---', ''].join('\n');

/** The fixture's Urdu country with `extra` frontmatter lines. */
const translation = (extra = '') => ['---', 'title: ٹیسٹ لینڈ میں تعلیم', extra, '---', 'ٹیسٹ لینڈ کی ٹیوشن {{tuition}} ہے۔'].filter((line) => line !== '').join('\n');

const lines = (root: string, production = false) => translationWarnings(loadContent(root, editions.ur), production).map(formatWarning);

/** The problem lines of the Urdu edition of a fixture that must be refused. */
const urduProblems = (root: string) => problemsOf(root, editions.ur);

describe('the glossary check', () => {
  const english = 'Pay the Immigration Health Surcharge with your application.';

  test('warns, naming the file, the field and the term, when a field names a term without its agreed words', () => {
    const found = glossaryWarnings(URDU_FILE, [surcharge], [{ where: 'costs.health.label', english, translated: 'درخواست کے ساتھ ہیلتھ انشورنس ادا کریں۔' }]);
    expect(found.map(formatWarning)).toEqual([`warning: glossary: ${URDU_FILE}: costs.health.label: names Immigration Health Surcharge without the glossary's "امیگریشن ہیلتھ سرچارج" (IHS)`]);
  });

  test('accepts the agreed words with the English name beside them, by name or abbreviation', () => {
    expect(glossaryWarnings(URDU_FILE, [surcharge], [{ where: 'a', english, translated: 'امیگریشن ہیلتھ سرچارج (Immigration Health Surcharge) ادا کریں۔' }])).toEqual([]);
    expect(glossaryWarnings(URDU_FILE, [surcharge], [{ where: 'a', english: 'Pay the IHS.', translated: 'امیگریشن ہیلتھ سرچارج (IHS) ادا کریں۔' }])).toEqual([]);
  });

  test('warns when the English name is left out though the glossary keeps it, or kept though it does not', () => {
    const [without] = glossaryWarnings(URDU_FILE, [surcharge], [{ where: 'a', english, translated: 'امیگریشن ہیلتھ سرچارج ادا کریں۔' }]).map(formatProblem);
    expect(without).toBe(`${URDU_FILE}: a: writes "امیگریشن ہیلتھ سرچارج" without the English name beside it, (IHS), as the glossary agrees`);
    const [kept] = glossaryWarnings(URDU_FILE, [schengen], [{ where: 'b', english: 'A Schengen visa.', translated: 'شینگن (Schengen) ویزا۔' }]).map(formatProblem);
    expect(kept).toBe(`${URDU_FILE}: b: keeps the English name Schengen beside "شینگن"; the glossary agrees the Urdu alone`);
  });

  test('warns when an Urdu field keeps the English name alone, though its English does not name the term', () => {
    expect(glossaryWarnings(URDU_FILE, [cas], [{ where: 'c', english: 'Your university sends it.', translated: 'یونیورسٹی CAS بھیجتی ہے۔' }])).toHaveLength(1);
  });

  test('accepts a form the glossary lists for grammar, and matches a lower-case name in the plural', () => {
    const permit: GlossaryTerm = { english: 'residence permit', urdu: 'رہائشی اجازت نامہ', forms: ['رہائشی اجازت نامے'], keepEnglish: false, note: 'Permission to live in the country.' };
    expect(glossaryWarnings(URDU_FILE, [permit], [{ where: 'e', english: 'Apply for your residence permit.', translated: 'رہائشی اجازت نامے کے لیے درخواست دیں۔' }])).toEqual([]);
    expect(glossaryWarnings(URDU_FILE, [permit], [{ where: 'f', english: 'Residence permits take a month.', translated: 'رہائش کی اجازت میں ایک مہینہ لگتا ہے۔' }])).toHaveLength(1);
  });

  test('matches a name in capitals only in capitals, and only as a whole word', () => {
    expect(glossaryWarnings(URDU_FILE, [cas], [{ where: 'd', english: 'Casual work and a cash deposit.', translated: 'جز وقتی کام۔' }])).toEqual([]);
  });

  test('runs over every translated field through the loader, and a bad glossary fails the build in one line', () => {
    const root = fixtureSite({
      [GLOSSARY_FILE]: glossaryFile,
      [ENGLISH_FILE]: (text) => text.replace('tagline: A country for tests.', 'tagline: Pay the Immigration Health Surcharge.'),
      [URDU_FILE]: translation('tagline: ہیلتھ انشورنس ادا کریں۔'),
    });
    expect(lines(root)).toContain(`warning: glossary: ${URDU_FILE}: tagline: names Immigration Health Surcharge without the glossary's "امیگریشن ہیلتھ سرچارج" (IHS)`);
    const bad = fixtureSite({ [GLOSSARY_FILE]: glossaryFile.replace('keepEnglish: true', 'keepEnglish: yes'), [URDU_FILE]: translation() });
    expect(urduProblems(bad)).toEqual([`${GLOSSARY_FILE}: terms[0].keepEnglish: expected boolean, got string`]);
  });
});

describe('a review is recorded against the English words it read', () => {
  const revisionNow = (root: string) => loadContent(root, editions.ur).countries[0]?.translation?.englishRevision ?? '';
  const reviewedAgainst = (revision: string) => translation(`reviewed: { date: 2026-11-27, by: Ayesha Khan, english: ${revision} }`);

  test('is quiet while the English words are those it read', () => {
    const revision = revisionNow(fixtureSite({ [URDU_FILE]: translation() }));
    const root = fixtureSite({ [URDU_FILE]: reviewedAgainst(revision) });
    expect(lines(root, true).filter((line) => line.includes('reviewed'))).toEqual([]);
  });

  test('marks the translation stale, in every build, once a sentence of the English changes', () => {
    const revision = revisionNow(fixtureSite({ [URDU_FILE]: translation() }));
    const root = fixtureSite({ [URDU_FILE]: reviewedAgainst(revision), [ENGLISH_FILE]: (text) => text.replace('description: It is cheap.', 'description: It costs little to live there.') });
    const now = revisionNow(root);
    expect(now).not.toBe(revision);
    expect(lines(root, false)).toContain(
      `warning: translation: ${URDU_FILE}: reviewed.english: stale: the English words have changed since Ayesha Khan reviewed this translation against ${revision}; re-translate what changed, then write english: ${now} with the new date`,
    );
  });

  test('stays current when only a figure, a link or a picture of the English changes: those come from the English file', () => {
    const revision = revisionNow(fixtureSite({ [URDU_FILE]: translation() }));
    const root = fixtureSite({ [URDU_FILE]: reviewedAgainst(revision), [ENGLISH_FILE]: (text) => text.replace('tuition: { amount: 5000,', 'tuition: { amount: 6500,') });
    expect(revisionNow(root)).toBe(revision);
  });

  test('refuses a revision that is not one the build names', () => {
    expect(urduProblems(fixtureSite({ [URDU_FILE]: reviewedAgainst('latest') }))).toEqual([
      expect.stringMatching(new RegExp(`^${URDU_FILE}: reviewed\\.english: expected the English file's revision the build names`)),
    ]);
  });
});

describe('a code is referred to whole', () => {
  const withCode = (text: string) => text.replace('tagline: A country for tests.', 'tagline: Bring your Form I-20 and pay the SEVIS fee.');

  test('{{code:I-20}} shows the code the English field writes', () => {
    const root = fixtureSite({ [ENGLISH_FILE]: withCode, [URDU_FILE]: translation('tagline: "اپنا فارم {{code:I-20}} ساتھ لائیں۔"') });
    expect(loadContent(root, editions.ur).countries[0]?.data.tagline).toBe('اپنا فارم I-20 ساتھ لائیں۔');
  });

  test('a code the English field does not write is refused', () => {
    const root = fixtureSite({ [ENGLISH_FILE]: withCode, [URDU_FILE]: translation('tagline: "فارم {{code:I-2}} لائیں۔"') });
    expect(urduProblems(root)).toEqual([`${URDU_FILE}: tagline: refers to the code "I-2", which the English text of this field does not write`]);
  });

  test('letters joined to a number reference (I-{{#1}}) are refused, since a new number in the English would change them', () => {
    const root = fixtureSite({ [ENGLISH_FILE]: withCode, [URDU_FILE]: translation('tagline: "فارم I-{{#1}} لائیں۔"') });
    expect(urduProblems(root)).toEqual([expect.stringMatching(new RegExp(`^${URDU_FILE}: tagline: splits a code into letters and a number reference \\(I-\\{\\{#1\\}\\}\\); write the code whole`))]);
  });
});
