/**
 * What a text states, read as a reader sees it: the numbers it writes (digits of any script,
 * English and Urdu number words, Roman numerals) and the addresses it shows (any URL-shaped text).
 * A translation may state no number and show no address its English text does not
 * (lib/content/translation.ts, docs/translations.md), so both are read after one normalisation that
 * undoes what a reader cannot see: compatibility forms (full-width and mathematical digits, Arabic
 * presentation forms), tatweel, vowel and other marks, joiners, direction controls, and the
 * Arabic letters that look like Urdu ones.
 */

/** Shown as nothing: soft hyphen, Arabic letter mark, tatweel, zero-width space and joiners, direction marks and controls, word joiner, BOM; and every mark. */
const UNSEEN = /[\u00AD\u061C\u0640\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|\p{M}/gu;
const JOINER = /[\u200B-\u200D\u2060\uFEFF]/;
const JOINERS = new RegExp(JOINER.source, 'g');
/** Arabic letters a reader takes for the Urdu ones (ي for ی, ك for ک, ه for ہ), and full stops that read as a dot. */
const LOOKALIKE: Record<string, string> = { ي: 'ی', ى: 'ی', ك: 'ک', ه: 'ہ', ة: 'ہ', ە: 'ہ', '۔': '.', '。': '.' };
const LOOKALIKES = new RegExp(`[${Object.keys(LOOKALIKE).join('')}]`, 'g');

/** One character as it reads: its compatibility decomposition without marks or invisible characters, look-alikes folded. */
const readAs = (character: string) => character.normalize('NFKD').replace(UNSEEN, '').replace(LOOKALIKES, (c) => LOOKALIKE[c] ?? c);

/**
 * The text as it reads: compatibility forms decomposed (NFKD: １８ and 𝟏𝟖 become 18, Ⅻ XII), then
 * every mark and invisible character dropped (آ reads ا, ئ reads ی, a vowel mark or tatweel inside
 * a word goes) and look-alike letters folded; with, for each of its characters, where it starts in
 * the text, so a problem can quote what the translator wrote. For checking only: never shown.
 */
function normalise(text: string): { text: string; from: number[] } {
  let out = '';
  const from: number[] = [];
  for (let at = 0; at < text.length; ) {
    const character = String.fromCodePoint(text.codePointAt(at) ?? 0);
    const read = readAs(character);
    out += read;
    for (let unit = 0; unit < read.length; unit++) from.push(at);
    at += character.length;
  }
  return { text: out, from };
}

/** The text as it reads (see normalise): what every check of a translation's numbers and addresses reads. */
export const normaliseText = (text: string): string => normalise(text).text;

// Numbers --------------------------------------------------------------------------------------

type NumberWord = { value: number; kind: 'unit' | 'tens' | 'hundred' | 'scale' | 'quarter' };

/** Urdu's numbers one to ninety-nine each have their own word; then the hundred and the large units. */
const URDU_UNITS = [
  'ایک', 'دو', 'تین', 'چار', 'پانچ', 'چھ', 'سات', 'آٹھ', 'نو', 'دس', 'گیارہ', 'بارہ', 'تیرہ', 'چودہ', 'پندرہ', 'سولہ', 'سترہ', 'اٹھارہ', 'انیس', 'بیس',
  'اکیس', 'بائیس', 'تئیس', 'چوبیس', 'پچیس', 'چھبیس', 'ستائیس', 'اٹھائیس', 'انتیس', 'تیس', 'اکتیس', 'بتیس', 'تینتیس', 'چونتیس', 'پینتیس', 'چھتیس', 'سینتیس', 'اڑتیس', 'انتالیس', 'چالیس',
  'اکتالیس', 'بیالیس', 'تینتالیس', 'چوالیس', 'پینتالیس', 'چھیالیس', 'سینتالیس', 'اڑتالیس', 'انچاس', 'پچاس', 'اکیاون', 'باون', 'ترپن', 'چون', 'پچپن', 'چھپن', 'ستاون', 'اٹھاون', 'انسٹھ', 'ساٹھ',
  'اکسٹھ', 'باسٹھ', 'تریسٹھ', 'چونسٹھ', 'پینسٹھ', 'چھیاسٹھ', 'سڑسٹھ', 'اڑسٹھ', 'انہتر', 'ستر', 'اکہتر', 'بہتر', 'تہتر', 'چوہتر', 'پچھتر', 'چھہتر', 'ستتر', 'اٹھہتر', 'اناسی', 'اسی',
  'اکیاسی', 'بیاسی', 'تراسی', 'چوراسی', 'پچاسی', 'چھیاسی', 'ستاسی', 'اٹھاسی', 'نواسی', 'نوے', 'اکانوے', 'بانوے', 'ترانوے', 'چورانوے', 'پچانوے', 'چھیانوے', 'ستانوے', 'اٹھانوے', 'ننانوے',
];
/** Other spellings in common use, each with its number. */
const URDU_VARIANTS: Record<string, number> = { چھے: 6, چھہ: 6, تیئیس: 23, تریپن: 53, چوون: 54, اٹھتر: 78, انیاسی: 79, اٹھارا: 18, ستانبے: 97 };
/** Halves and quarters: آدھا ½, ڈیڑھ 1½, ڈھائی 2½; سوا adds a quarter to the number after it, پونے takes one away. */
const URDU_FRACTIONS: Record<string, number> = { آدھا: 0.5, آدھی: 0.5, آدھے: 0.5, ڈیڑھ: 1.5, ڈھائی: 2.5 };
const URDU_SCALES: Record<string, number> = { ہزار: 1e3, لاکھ: 1e5, کروڑ: 1e7, ارب: 1e9, کھرب: 1e11 };

const ENGLISH_UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const ENGLISH_TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** A fortnight is two weeks: "a fortnight" may be ہر دو ہفتوں میں. */
const ENGLISH_OTHERS: Record<string, number> = { half: 0.5, once: 1, twice: 2, thrice: 3, dozen: 12, nil: 0, fortnight: 2, fortnightly: 2 };
const ENGLISH_SCALES: Record<string, number> = { thousand: 1e3, lakh: 1e5, lakhs: 1e5, million: 1e6, crore: 1e7, crores: 1e7, billion: 1e9 };

const NUMBER_WORDS = new Map<string, NumberWord>();
const define = (word: string, entry: NumberWord) => NUMBER_WORDS.set(normaliseText(word).toLowerCase(), entry);
URDU_UNITS.forEach((word, i) => define(word, { value: i + 1, kind: 'unit' }));
for (const [word, value] of Object.entries({ ...URDU_VARIANTS, ...URDU_FRACTIONS })) define(word, { value, kind: 'unit' });
for (const [word, value] of Object.entries({ ...URDU_SCALES, ...ENGLISH_SCALES })) define(word, { value, kind: 'scale' });
for (const word of ['سو', 'hundred']) define(word, { value: 100, kind: 'hundred' });
define('سوا', { value: 0.25, kind: 'quarter' });
define('پونے', { value: -0.25, kind: 'quarter' });
ENGLISH_UNITS.forEach((word, i) => define(word, { value: i, kind: 'unit' }));
ENGLISH_TENS.forEach((word, i) => define(word, { value: (i + 2) * 10, kind: 'tens' }));
for (const [word, value] of Object.entries(ENGLISH_OTHERS)) define(word, { value, kind: 'unit' });

/** What a number counts: after one of these, a word that is more often something else reads as a number (بیس سال, اسی فیصد). */
const PERCENT = ['فیصد'];
const MEASURES = [
  ...PERCENT, 'سال', 'سالوں', 'برس', 'برسوں', 'ماہ', 'مہینہ', 'مہینے', 'مہینوں', 'ہفتہ', 'ہفتے', 'ہفتوں', 'دن', 'دنوں', 'گھنٹہ', 'گھنٹے', 'گھنٹوں', 'منٹ', 'حروف', 'الفاظ', 'پوائنٹس',
  'روپے', 'ڈالر', 'پاؤنڈ', 'یورو', 'طلبہ', 'یونیورسٹیاں', 'یونیورسٹیوں',
];
/**
 * Words that are more often something else: ایک "a", "each" (ہر ایک), "the same" (ایک ہی),
 * "together" (ایک ساتھ); اسی "this very" (اسی دن, the same day); بہتر "better"; ستر "a veil"; بیس
 * "base" (ڈیٹا بیس); سوا "besides". Each reads as a number only beside another number word, before
 * a measure of its list, or written with its shadda (اسّی, بہتّر), as a reader would take it.
 */
const HOMOGRAPHS = new Map<string, Set<string>>(
  Object.entries({ ایک: MEASURES, اسی: PERCENT, بہتر: MEASURES, ستر: MEASURES, بیس: MEASURES, سوا: MEASURES }).map(([word, measures]) => [normaliseText(word), new Set(measures.map(normaliseText))]),
);
const SHADDA = '\u0651';

/** Roman numerals written in capitals (XVIII, IV, MMXXVI); two letters at least, and three when they hold L, C, D or M (CV, MD and XL are names). */
const ROMAN = /^M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/;
const ROMAN_VALUE: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
function romanValue(word: string): number | null {
  if (word.length < 2 || !ROMAN.test(word) || (/[LCDM]/.test(word) && word.length < 3)) return null;
  let total = 0;
  for (let i = 0; i < word.length; i++) {
    const here = ROMAN_VALUE[word[i] ?? ''] ?? 0;
    const next = ROMAN_VALUE[word[i + 1] ?? ''] ?? 0;
    total += here < next ? -here : here;
  }
  return total;
}

/** A word of one script (Urdu or Latin letters), or a run of digits with its separators. */
const TOKEN = /(?:(?=\p{Script=Arabic})\p{L})+|(?:(?=\p{Script=Latin})\p{L})+|\p{N}+(?:[.,]\p{N}+)*/gu;
/** What may stand between two number words of one number: spaces, a hyphen ("twenty-five"), or "and" after a hundred. */
const JOINED = /^[\s-]*$/;
const ARTICLE: NumberWord = { value: 1, kind: 'unit' };

/** One number a text states, as written and as a value. */
export type StatedNumber = { written: string; value: number };

/**
 * The numbers a text states: each run of digits, each Roman numeral, and each number written in
 * words, read whole ("ایک ہزار" is 1,000, "ڈیڑھ سو" 150, "twenty-five" 25). Run on normalised text.
 */
function numbersOf(text: string, article: boolean): StatedNumber[] {
  const { text: normalised, from } = normalise(text);
  /** What the text writes from the normalised character `start` to before `end`. */
  const written = (start: number, end: number) => {
    const last = from[end - 1] ?? 0;
    return text.slice(from[start] ?? 0, last + String.fromCodePoint(text.codePointAt(last) ?? 0).length);
  };
  const found: StatedNumber[] = [];
  const tokens = [...normalised.matchAll(TOKEN)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
  let words: { text: string; start: number; end: number; word: NumberWord }[] = [];
  let lastEnd = 0;
  const close = (next: string | undefined) => {
    if (words.length === 0) return;
    const shown = written(words[0]?.start ?? 0, words.at(-1)?.end ?? 0);
    const measures = words.length === 1 ? HOMOGRAPHS.get(words[0]?.text ?? '') : undefined;
    const notANumber = measures !== undefined && !(next !== undefined && measures.has(next)) && !shown.includes(SHADDA);
    if (!notANumber) found.push({ written: shown, value: valueOf(words.map((w) => w.word)) });
    words = [];
  };
  for (const token of tokens) {
    const lower = token.text.toLowerCase();
    if (/^\p{N}/u.test(token.text)) {
      close(lower);
      const value = Number(token.text.replace(/,/g, ''));
      if (Number.isFinite(value)) found.push({ written: written(token.start, token.end), value });
      lastEnd = token.end;
      continue;
    }
    const roman = romanValue(token.text);
    if (roman !== null) {
      close(lower);
      found.push({ written: written(token.start, token.end), value: roman });
      lastEnd = token.end;
      continue;
    }
    // "a year" states one year, as ایک سال does, and "a hundred" a hundred.
    const word = NUMBER_WORDS.get(lower) ?? (article && (lower === 'a' || lower === 'an') ? ARTICLE : undefined);
    const gap = normalised.slice(lastEnd, token.start);
    const previous = words.at(-1)?.word;
    if (lower === 'and' && previous && (previous.kind === 'hundred' || previous.kind === 'scale')) continue;
    if (!word) {
      close(lower);
      lastEnd = token.end;
      continue;
    }
    const joins = previous !== undefined && (JOINED.test(gap) || /^\s+and\s+$/i.test(gap)) && fits(previous, word);
    if (!joins) close(lower);
    words.push({ text: token.text, start: token.start, end: token.end, word });
    lastEnd = token.end;
  }
  close(undefined);
  return found;
}

/** Whether a number word goes on the number before it: a unit after a ten (twenty-five), after a hundred, or a scale after less than itself. */
function fits(previous: NumberWord, word: NumberWord): boolean {
  if (previous.kind === 'quarter') return word.kind !== 'quarter';
  if (word.kind === 'unit') return previous.kind === 'hundred' || previous.kind === 'scale' || (previous.kind === 'tens' && word.value < 10);
  if (word.kind === 'tens') return previous.kind === 'hundred' || previous.kind === 'scale';
  if (word.kind === 'hundred') return previous.kind !== 'hundred';
  if (word.kind === 'scale') return previous.kind !== 'scale' || previous.value < word.value;
  return false;
}

/** The value of number words read as one number: ڈیڑھ سو 150, سوا لاکھ 125,000, پونے دو 1¾, four thousand and twenty 4,020. */
function valueOf(words: NumberWord[]): number {
  let total = 0;
  let current = 0;
  let quarter = 0;
  for (const word of words) {
    if (word.kind === 'quarter') quarter = word.value;
    else if (word.kind === 'unit' || word.kind === 'tens') current += word.value + quarter;
    else if (word.kind === 'hundred') current = (current || 1 + quarter) * 100;
    else {
      total += (current || 1 + quarter) * word.value;
      current = 0;
    }
    if (word.kind !== 'quarter') quarter = 0;
  }
  return total + current + quarter;
}

/**
 * The numbers a text states, each as written and as a value. `article`: count "a" and "an" as
 * one, for an English text whose "a year" a translation may write as ایک سال. A joiner between
 * letters may hide a word or join two, so both readings count.
 */
export function statedNumbers(text: string, { article = false } = {}): StatedNumber[] {
  const joined = numbersOf(text, article);
  if (!JOINER.test(text)) return joined;
  return [...joined, ...numbersOf(text.replace(JOINERS, ' '), article)];
}

/** Whether the text holds a numeral of any script once normalised: a digit, ½, ², ①. */
export const hasNumeral = (text: string) => /\p{N}/u.test(normaliseText(text));

// Addresses ------------------------------------------------------------------------------------

/** What ends an address in text: space, quotes, brackets. */
const ADDRESS_CHARS = `[^\\s<>"'\`()[\\]{}]`;
/**
 * Text a reader or a program takes for an address: any scheme:// address, a scheme that needs no
 * slashes (javascript:, data:, mailto:, tel:), www., a domain (GOV.UK, evil.example/check), and
 * the value of an HTML attribute that links (href, src).
 */
const ADDRESS = new RegExp(
  [
    `(?:href|src|srcset|action|formaction|poster|background|cite)\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`,
    `[a-z][a-z0-9+.-]*:\\/\\/${ADDRESS_CHARS}*`,
    `\\b(?:javascript|vbscript|data|file|blob|filesystem|mailto|tel|sms|intent):${ADDRESS_CHARS}*`,
    `\\bwww\\.${ADDRESS_CHARS}+`,
    `\\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\\.[a-z]{2,}\\b(?:\\/${ADDRESS_CHARS}*)?`,
  ].join('|'),
  'gi',
);

/** The addresses a text shows, as a reader reads them (normalised, without the full stop after them). */
export function addressesIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of normaliseText(text).matchAll(ADDRESS)) {
    const address = (match[1] ?? match[2] ?? match[3] ?? match[0]).replace(/[.,;:!?]+$/, '');
    if (address !== '') found.add(address);
  }
  return [...found];
}

/** The text with every address taken out (found as a reader reads it), for the checks that read its words: an address's digits are no number it states. */
export function withoutAddresses(text: string): string {
  const { text: normalised, from } = normalise(text);
  let out = '';
  let at = 0;
  for (const match of normalised.matchAll(ADDRESS)) {
    const start = from[match.index] ?? text.length;
    const last = from[match.index + match[0].length - 1] ?? start;
    out += `${text.slice(at, start)} `;
    at = last + String.fromCodePoint(text.codePointAt(last) ?? 0).length;
  }
  return out + text.slice(at);
}

/** One address as compared with another: case and a trailing slash aside. */
export const sameAddress = (address: string) => normaliseText(address).toLowerCase().replace(/\/+$/, '');
