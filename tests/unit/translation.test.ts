/**
 * Translations laid over their English files (docs/translations.md): words only, figures and
 * numbers referred to, lists as long as the original's. Each refusal is one line naming the
 * translation's file and field; a good translation reads in Urdu with the original's figures.
 */
import { formatProblem } from '@/lib/content/problem';
import { loadContent, fixtureSite, problemsOf } from './content-fixture';
import { formatFigure } from '@/lib/content/figures';
import { numbersIn, translateText } from '@/lib/content/translation';
import { translatedPages, translationWarnings } from '@/lib/content/translated-pages';
import { editions } from '@/lib/editions';

const URDU_FILE = 'content/ur/countries/testland.md';
const ENGLISH_FILE = 'content/countries/testland.md';

/** A valid translation of the fixture's country, with `extra` frontmatter lines and an optional body. */
const translation = (extra = '', body = 'ٹیسٹ لینڈ کی ٹیوشن {{tuition}} ہے۔') => {
  const tagline = extra.startsWith('tagline:') ? '' : 'tagline: امتحانات کا ملک۔';
  return ['---', 'title: ٹیسٹ لینڈ میں تعلیم', tagline, extra, '---', body].filter((line) => line !== '').join('\n');
};

/** The problem lines of the Urdu edition of a fixture that must be refused. */
const urduProblems = (root: string) => problemsOf(root, editions.ur);

describe('a translation is refused, in one line naming its file and field, when it', () => {
  test('types a digit where a figure belongs', () => {
    const root = fixtureSite({ [URDU_FILE]: translation('description: ٹیوشن 5000 یورو ہے۔') });
    const [line, ...rest] = urduProblems(root);
    expect(rest).toEqual([]);
    expect(line).toMatch(new RegExp(`^${URDU_FILE}: description: types a digit; refer to a figure as \\{\\{name\\}\\} \\(universities, internationalStudents, tuition\\)`));
  });

  test('types an Urdu digit too', () => {
    const root = fixtureSite({ [URDU_FILE]: translation('description: ٹیوشن ۵۰۰۰ یورو ہے۔') });
    expect(urduProblems(root)).toEqual([expect.stringMatching(new RegExp(`^${URDU_FILE}: description: types a digit`))]);
  });

  test('refers to a figure the English file does not have', () => {
    const root = fixtureSite({ [URDU_FILE]: translation('description: "ٹیوشن {{fees}} ہے۔"') });
    expect(urduProblems(root)).toEqual([`${URDU_FILE}: description: refers to the figure "fees", which the English file does not have (it has: universities, internationalStudents, tuition)`]);
  });

  test("refers to a number the English text of the field does not have", () => {
    const root = fixtureSite({ [URDU_FILE]: translation('tagline: "{{#1}} ملک"') });
    expect(urduProblems(root)).toEqual([`${URDU_FILE}: tagline: refers to {{#1}}, but the English text has no numbers`]);
  });

  test('has a list of another length than the English one', () => {
    const root = fixtureSite({ [URDU_FILE]: translation('benefits:\n  items:\n    - { title: سستا }\n    - { title: اچھا }') });
    expect(urduProblems(root)).toEqual([`${URDU_FILE}: benefits.items: has 2 item(s); the English list has 1: translate each item, in the same order`]);
  });

  test('sets something that is not words: a route, a link, a number', () => {
    const root = fixtureSite({ [URDU_FILE]: translation('route: /ur-testland\nmenu: { order: 2 }') });
    expect(urduProblems(root)).toEqual([
      `${URDU_FILE}: route: is not words (a route, link, key, date or name the page needs as written): it comes from the English file; remove it here`,
      `${URDU_FILE}: menu.order: is not words: numbers, yes/no values and dates come from the English file; remove it here`,
    ]);
  });

  test('names a field the English file does not have', () => {
    const root = fixtureSite({ [URDU_FILE]: translation('subtitle: ایک ذیلی عنوان') });
    expect(urduProblems(root)).toEqual([`${URDU_FILE}: subtitle: the English file has no such field: a translation holds only the fields it translates`]);
  });

  test('links, in its body, to a page the English body does not link to', () => {
    const root = fixtureSite({ [URDU_FILE]: translation('', 'ہم سے [رابطہ](/contact) کریں۔') });
    expect(urduProblems(root)).toEqual([`${URDU_FILE}: body: links to /contact, which the English body does not: links come from the English file`]);
  });

  test('records its review without a date', () => {
    const root = fixtureSite({ [URDU_FILE]: translation('reviewed: { by: Ayesha }') });
    expect(urduProblems(root)).toEqual([
      `${URDU_FILE}: reviewed.date: expected a date written YYYY-MM-DD; reviewed is { date: YYYY-MM-DD, by: the reviewer's name, english: the revision the build names }, set once a fluent reader has checked the translation`,
      expect.stringMatching(new RegExp(`^${URDU_FILE}: reviewed\\.english: `)),
    ]);
  });
});

/** The revision of the fixture's English words, as the loader names it, for a translation's `reviewed.english`. */
function englishRevisionOf(files: Parameters<typeof fixtureSite>[0]): string {
  const revision = loadContent(fixtureSite({ [URDU_FILE]: translation(), ...files }), editions.ur).countries[0]?.translation?.englishRevision;
  if (!revision) throw new Error('the fixture has a translated country');
  return revision;
}

describe('a good translation', () => {
  const withThreeKinds = (text: string) => text.replace('tagline: A country for tests.', 'tagline: A country for 3 kinds of tests.');
  const root = fixtureSite({
    [URDU_FILE]: translation(`reviewed: { date: 2026-11-20, by: Ayesha Khan, english: ${englishRevisionOf({ [ENGLISH_FILE]: withThreeKinds })} }\nbenefits:\n  items:\n    - { title: سستا }`),
    // A number inside the English words, which the Urdu refers to as {{#1}}.
    [ENGLISH_FILE]: withThreeKinds,
  });
  const withNumber = fixtureSite({
    [ENGLISH_FILE]: (text) => text.replace('tagline: A country for tests.', 'tagline: A country for 3 kinds of tests.'),
    [URDU_FILE]: translation('tagline: "امتحانات کی {{#1}} قسموں کا ملک۔"'),
  });

  test("shows its words over the English file's figures, formatted in Urdu, and keeps what it leaves out in English", () => {
    const english = loadContent(root).countries[0];
    const urdu = loadContent(root, editions.ur).countries[0];
    if (!english || !urdu) throw new Error('the fixture has a country');
    expect(urdu.data.title).toBe('ٹیسٹ لینڈ میں تعلیم');
    expect(urdu.data.figures).toEqual(english.data.figures);
    const tuition = english.data.figures.tuition;
    if (!tuition) throw new Error('the fixture has a tuition figure');
    expect(urdu.body).toContain(`ٹیوشن ${formatFigure(tuition, editions.ur)} ہے`);
    expect(formatFigure(tuition, editions.ur)).not.toBe(formatFigure(tuition));
    expect(urdu.data.benefits.items[0]?.title).toBe('سستا');
    expect(urdu.data.benefits.items[0]?.description).toBe(english.data.benefits.items[0]?.description);
    expect(urdu.translation).toMatchObject({ file: URDU_FILE, reviewed: { date: '2026-11-20', by: 'Ayesha Khan' } });
    expect(urdu.translation?.untranslated).toEqual(expect.arrayContaining(['description', 'benefits.items[0].description', 'overviewTitle']));
  });

  test("{{#n}} shows the English field's own number, so a number changed in English changes in Urdu", () => {
    const english = loadContent(withNumber).countries[0];
    const urdu = loadContent(withNumber, editions.ur).countries[0];
    expect(numbersIn(english?.data.tagline ?? '')).toEqual(['3']);
    expect(urdu?.data.tagline).toBe('امتحانات کی 3 قسموں کا ملک۔');
  });

  test("is published in Urdu, links its English twin's pages where they have twins, and the untranslated pages are listed", () => {
    const urdu = loadContent(root, editions.ur);
    expect(translatedPages(urdu).map((page) => page.path)).toEqual(['/testlandStudyAbroad']);
    expect(urdu.countries[0]?.data.route).toBe('/ur/testlandStudyAbroad');
    const [untranslated, ...production] = translationWarnings(urdu, true).map(formatProblem);
    expect(untranslated).toMatch(/^اردو \(ur\): \d+ page\(s\) not translated, so not published in ur: \/, /);
    expect(untranslated).not.toContain('/testlandStudyAbroad');
    expect(production).toEqual([expect.stringMatching(new RegExp(`^${URDU_FILE}: \\d+ field\\(s\\) still in English: `))]);
  });

  test('an unreviewed translation is listed for production only', () => {
    const unreviewed = loadContent(fixtureSite({ [URDU_FILE]: translation() }), editions.ur);
    expect(translationWarnings(unreviewed, false).map(formatProblem).some((line) => line.includes('reviewed'))).toBe(false);
    const revision = unreviewed.countries[0]?.translation?.englishRevision ?? '';
    expect(revision).toMatch(/^[a-p]{10}$/);
    expect(translationWarnings(unreviewed, true).map(formatProblem)).toContain(`${URDU_FILE}: reviewed: not yet reviewed by a fluent reader; once one has, write reviewed: { date: YYYY-MM-DD, by: their name, english: ${revision} }`);
  });

  test('an edition nobody has started translating lists nothing', () => {
    expect(translationWarnings(loadContent(fixtureSite(), editions.ur), true)).toEqual([]);
  });
});

/** The lines the overlay writes for one translated field beside its English text. */
function fieldProblems(english: string, translated: string): string[] {
  const lines: string[] = [];
  translateText(english, translated, 'description', {}, { edition: editions.ur, problem: (where, message) => lines.push(`${where}: ${message}`) });
  return lines;
}

describe('a translation states no number its English text does not (issue 44), however it is written', () => {
  const english = 'You can stay for 18 months after your course, or 3 years after a PhD.';
  test.each([
    ['an Urdu number word', 'چھتیس ماہ', 'چھتیس', 36],
    ['a fraction word', 'ڈیڑھ سال', 'ڈیڑھ', 1.5],
    ['an English number word', 'thirty-six months', 'thirty-six', 36],
    ['a number of words', 'ایک ہزار دن', 'ایک ہزار', 1000],
    ['a tatweel inside the word', 'چھـــتیس ماہ', 'چھـــتیس', 36],
    ['a vowel mark inside the word', 'چھَتیس ماہ', 'چھَتیس', 36],
    ['a zero-width non-joiner inside the word', 'چھ\u200Cتیس ماہ', 'چھ\u200Cتیس', 36],
    ['Arabic presentation forms', 'ﭼﮭﺘﯿﺲ ماہ', 'ﭼﮭﺘﯿﺲ', 36],
    ['a Roman numeral', 'XXXVI ماہ', 'XXXVI', 36],
    ['a shadda that makes a number of "this very"', 'اسّی فیصد', 'اسّی', 80],
  ])('%s (%s)', (_kind, translated, written, value) => {
    expect(fieldProblems(english, translated)).toEqual([
      `description: writes the number word "${written}" (${value}), which the English text of this field does not state; its numbers come from the English file: the English text's numbers are {{#1}} = 18, {{#2}} = 3`,
    ]);
  });

  test.each([
    ['full-width digits', '３６ ماہ'],
    ['mathematical digits', '𝟑𝟔 ماہ'],
    ['a vulgar fraction', '½ سال'],
    ['Devanagari digits', '३६ ماہ'],
  ])('types a numeral of any script: %s', (_kind, translated) => {
    expect(fieldProblems(english, translated)).toEqual([expect.stringMatching(/^description: types a digit; /)]);
  });

  test.each([
    ['the reference', '{{#1}} ماہ، یا PhD کے بعد {{#2}} سال'],
    ['the same numbers in words', 'اٹھارہ ماہ، یا PhD کے بعد تین سال'],
    ['"a" as ایک before a measure', 'ایک PhD کے بعد {{#2}} سال'],
    ['ایک that counts nothing', 'ہر ایک کورس کے بعد، ایک ساتھ'],
    ['words that only look like numbers', 'اسی طرح بہتر تعلیم، ڈیٹا بیس کے سوا'],
  ])('but may write %s', (_kind, translated) => {
    expect(fieldProblems(english, translated)).toEqual([]);
  });

  test('a figure of the English file written as a word: 18 months, never چھتیس ماہ', () => {
    const root = fixtureSite({
      [ENGLISH_FILE]: (text) => text.replace('figures:\n', 'figures:\n  postStudyWork: { text: "18 months" }\n'),
      [URDU_FILE]: translation('figures:\n  postStudyWork: { text: چھتیس ماہ }'),
    });
    expect(urduProblems(root)).toEqual([expect.stringMatching(new RegExp(`^${URDU_FILE}: figures\\.postStudyWork\\.text: writes the number word "چھتیس" \\(36\\)`))]);
  });
});

describe('a translation shows no address its English text does not (issue 44), in any form', () => {
  const english = 'Check the register on [GOV.UK](https://www.gov.uk/check) before you pay.';
  test.each([
    ['raw HTML in a plain-text field', '<a href="https://evil.example/pay">یہاں</a> ادائیگی کریں', 'https://evil.example/pay'],
    ['a link whose words are an address', '[https://evil.example/check](https://www.gov.uk/check)', 'https://evil.example/check'],
    ['an address in a link title', '[GOV.UK](https://www.gov.uk/check "https://evil.example/check")', 'https://evil.example/check'],
    ['www.', 'تصدیق: www.evil.example', 'http://www.evil.example'],
    ['a bare domain with a path', 'تصدیق: evil.example/check', 'evil.example/check'],
    ['javascript:', '[GOV.UK](javascript:alert(1))', 'javascript:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD4', 'data:text/html;base64,PHNjcmlwdD4'],
    ['full-width letters', 'ｈｔｔｐｓ：／／ｅｖｉｌ．ｅｘａｍｐｌｅ／ｐａｙ２', 'https://evil.example/pay2'],
    ['a zero-width space inside', 'evil\u200B.example/check', 'evil.example/check'],
  ])('%s', (_kind, translated, address) => {
    expect(fieldProblems(english, translated)).toEqual([`description: links to ${address}, which the English text of this field does not: links come from the English file`]);
  });

  test('but may keep the English link, and name the site', () => {
    expect(fieldProblems(english, 'ادائیگی سے پہلے [GOV.UK](https://www.gov.uk/check) پر رجسٹر دیکھیں۔')).toEqual([]);
    expect(fieldProblems(english, 'ادائیگی سے پہلے GOV.UK پر رجسٹر دیکھیں۔')).toEqual([]);
  });
});
