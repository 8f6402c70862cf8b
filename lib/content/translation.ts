/**
 * A translation laid over its English file. A translated file (content/ur/countries/uk.md) holds
 * words only, at the same field paths as the original (content/countries/uk.md): its lists have
 * the same items in the same order, and every figure, link, date, picture, route and key comes
 * from the original. So a fee changed in English is changed in Urdu too, and a translation can
 * never show a number the original does not.
 *
 * Numbers inside words are referred to, never typed:
 * - `{{tuition}}` shows a figure of the original's `figures:` map, formatted for the edition;
 * - `{{#2}}` shows the second number of the original's text in the same field ("4,000" in "up to
 *   4,000 characters"), so "20 hours" edited to "25 hours" in English reads 25 in Urdu as well;
 * - `{{claim:name}}` shows a claim of content/site.md, as in English;
 * - `{{code:I-20}}` shows a code the English text of the same field writes (a form, a visa class),
 *   whole: a code typed as `I-{{#1}}` breaks when the English gains a number before it.
 *
 * The checks here name the translation's own file and field, one line each, as every content
 * problem does; the merged data is then parsed by the original's schema.
 */
import type { Edition } from '../editions';
import { figureNamed, formatFigureInProse, readFiguresOn, type Figures } from './figures';
import { inspectMarkdown } from './markdown';
import { formatPath } from './field-path';
import { addressesIn, hasNumeral, sameAddress, statedNumbers, withoutAddresses } from './stated';

export type TranslationProblem = { where: string; message: string };

export type { Reviewed } from './reviewed';

/** A number as the original writes it: "4,000", "6.0", "2008". */
const NUMBER = /\d+(?:[.,]\d+)*/g;
const REFERENCE = /\{\{\s*([^{}\s]*)\s*\}\}/g;
/** Latin letters joined to a number reference (`I-{{#1}}`, `DS-{{#2}}`): a code split in two. */
const SPLIT_CODE = /[A-Za-z]+[-/]?\{\{\s*#\d+\s*\}\}/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Whether the English text writes the code whole, not as part of a longer word or number. */
function writesCode(original: string, code: string): boolean {
  for (let at = original.indexOf(code); at !== -1; at = original.indexOf(code, at + 1)) {
    const before = original[at - 1] ?? ' ';
    const after = original[at + code.length] ?? ' ';
    if (!LETTER_OR_DIGIT.test(before) && !LETTER_OR_DIGIT.test(after)) return true;
  }
  return false;
}
/** The translation's own record, beside the words: who reviewed it, and when. */
export const REVIEWED_FIELD = 'reviewed';

/**
 * Where a Markdown link or picture goes, `](…)`: an address, not words. Its digits (`%20`, a
 * date in a URL) are neither typed numbers nor counted, and the body's link check compares it.
 */
const LINK_TARGET = /\]\([^)\s]*(?:\s+"[^"]*")?\)/g;

/** The text without references and link targets: what is left is the words a reader sees. */
const wordsOnly = (text: string) => text.replace(REFERENCE, ' ').replace(LINK_TARGET, '] ');

/** The numbers of an original text, in order, leaving out `{{references}}` and link targets. */
export function numbersIn(original: string): string[] {
  return [...wordsOnly(original).matchAll(NUMBER)].map((m) => m[0]);
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

export type OverlayOptions = {
  edition: Edition;
  /** The load's day: figures in the text are the values in force then. */
  day: string;
  /** Whether the original's field at this path holds words (a translation may set only those). */
  isWords: (where: string) => boolean;
  problem: (where: string, message: string) => void;
  /** Hears each figure a translated text shows through `{{name}}`, so the page knows which figures it shows. */
  shown?: (name: string) => void;
};

/**
 * The translated text of one field, checked against the original's and with its references
 * filled in: figures in the edition's own format, `{{#n}}` with the original's numbers. Claims
 * stay as `{{claim:name}}` for the loader's claims pass, as in an original file.
 */
export function translateText(original: string, translated: string, where: string, known: Figures, options: Pick<OverlayOptions, 'edition' | 'problem' | 'shown'>): string {
  const linked = checkLinks(original, translated, where, options.problem);
  const numbered = checkNumbers(original, translated, where, known, options.problem);
  // Refused: the English text stands in, so what follows (a text figure's own check) adds no second line about it.
  if (linked || numbered) return original;
  const numbers = numbersIn(original);
  const split = SPLIT_CODE.exec(translated);
  if (split) options.problem(where, `splits a code into letters and a number reference (${split[0]}); write the code whole, as {{code:…}} with the code the English text writes (for example {{code:I-20}})`);
  return translated.replace(REFERENCE, (whole, name: string) => {
    if (name.startsWith('claim:')) return whole;
    if (name.startsWith('code:')) {
      const code = name.slice('code:'.length);
      if (code !== '' && writesCode(wordsOnly(original), code)) return code;
      options.problem(where, `refers to the code "${code}", which the English text of this field does not write`);
      return whole;
    }
    if (name.startsWith('#')) {
      const index = Number(name.slice(1));
      const number = Number.isInteger(index) && index >= 1 ? numbers[index - 1] : undefined;
      if (number === undefined) {
        options.problem(where, `refers to ${whole}, but the English text has ${numbers.length === 0 ? 'no numbers' : `${numbers.length} number(s): ${numbers.join(', ')}`}`);
        return whole;
      }
      return number;
    }
    const figure = figureNamed(known, name);
    if (!figure) {
      options.problem(where, `refers to the figure "${name}", which the English file does not have (it has: ${Object.keys(known).join(', ') || 'none'})`);
      return whole;
    }
    options.shown?.(name);
    return formatFigureInProse(figure, options.edition);
  });
}

/** Something that may be a Markdown link: `](`, an autolink `<…>`, an address. Anything else needs no parse. */
const MAY_LINK = /\]|<|https?:|www\.|@|mailto:|tel:/i;

const linkTargets = (text: string): string[] => {
  if (!MAY_LINK.test(text)) return [];
  const found = inspectMarkdown(text);
  return 'targets' in found ? [...new Set([...found.targets, ...found.images])] : [];
};

/** Every address a text links to or shows: its Markdown links and pictures, and any URL-shaped text (a link's words, a title, raw HTML, www., a domain). */
const addressesOf = (text: string): string[] => [...linkTargets(text), ...addressesIn(text)];

/**
 * A translation holds words: every address comes from the English file. In any field, body
 * included, an address the English text of that field does not have is refused, linked or only
 * written (a "verify here" link to another host on the page that warns about fraud, a URL as a
 * link's words or title, `<a href>` in a plain-text field that reaches the .ics).
 */
function checkLinks(original: string, translated: string, where: string, problem: OverlayOptions['problem']): boolean {
  const own = addressesOf(translated);
  if (own.length === 0) return false;
  const allowed = new Set(addressesOf(original).map(sameAddress));
  const englishText = where === 'body' ? 'the English body' : 'the English text of this field';
  const added = new Map<string, string>();
  for (const address of own) if (!allowed.has(sameAddress(address))) added.set(sameAddress(address), address);
  // One line per address: the link Markdown makes of "www.x" is "http://www.x", and "javascript:a(1)" reads as text up to its bracket.
  const lines = [...added].filter(([key]) => ![...added.keys()].some((other) => other !== key && other.includes(key)));
  for (const [, address] of lines) problem(where, `links to ${address.slice(0, 60)}, which ${englishText} does not: links come from the English file`);
  return added.size > 0;
}

/** The English text's numbers as a translation refers to them: "{{#1}} = 18, {{#2}} = 3", or that it has none. */
function referable(numbers: string[]): string {
  return numbers.length === 0 ? 'the English text has no numbers of its own' : `the English text's numbers are ${numbers.map((n, i) => `{{#${i + 1}}} = ${n}`).join(', ')}`;
}

/**
 * A translation states no number its English text does not (docs/translations.md). It types no
 * numeral of any script (digits are always referred to: {{name}}, {{#n}}); and a number word,
 * Urdu or English, or a Roman numeral must name a number the English text of the field states, in
 * digits or in words ("three years" may be تین سال, "a year" ایک سال; 18 months never چھتیس ماہ).
 * Both texts are read normalised (lib/content/stated.ts), so a mark or joiner hides nothing.
 */
function checkNumbers(original: string, translated: string, where: string, known: Figures, problem: OverlayOptions['problem']): boolean {
  const words = withoutAddresses(wordsOnly(translated));
  const numbers = numbersIn(original);
  if (hasNumeral(words)) {
    const names = Object.keys(known);
    problem(where, `types a digit; refer to a figure as {{name}}${names.length ? ` (${names.slice(0, 6).join(', ')}${names.length > 6 ? ', …' : ''})` : ''}; ${referable(numbers)}`);
    return true;
  }
  const stated = statedNumbers(words);
  if (stated.length === 0) return false;
  const english = new Set(statedNumbers(wordsOnly(original), { article: true }).map((n) => n.value));
  const extra = stated.find((n) => !english.has(n.value));
  if (extra) problem(where, `writes the number word "${extra.written}" (${extra.value}), which the English text of this field does not state; its numbers come from the English file: ${referable(numbers)}`);
  return extra !== undefined;
}

/**
 * The original's frontmatter with the translation laid over it, field by field. A field the
 * original lacks, a list of another length, or a value that is not words is a problem named at
 * the translation's path; whatever the translation leaves out stays as the original wrote it.
 */
export function overlayFrontmatter(original: unknown, translated: unknown, options: OverlayOptions): { data: unknown; figures: Figures } {
  if (!isRecord(original) || !isRecord(translated)) return { data: original, figures: {} };
  const words = Object.fromEntries(Object.entries(translated).filter(([key]) => key !== REVIEWED_FIELD));
  // Text figures ("2 years (3 for PhD)") may be translated; the merged map then formats every reference.
  const figureWords = isRecord(words.figures) ? { figures: words.figures } : {};
  const withFigures = overlayValue(original, figureWords, [], options, {});
  const merged = readFiguresOn(isRecord(withFigures) ? withFigures.figures ?? {} : {}, options.day);
  let known: Figures = {};
  if ('figures' in merged) known = merged.figures;
  else {
    // Named once, at the figure; the text that refers to it then reads the English figure, not "no such figure".
    for (const { path, message } of merged.problems) options.problem(formatPath(['figures', ...path]), message);
    const english = readFiguresOn(original.figures ?? {}, options.day);
    known = 'figures' in english ? english.figures : {};
  }
  const rest = Object.fromEntries(Object.entries(words).filter(([key]) => key !== 'figures'));
  return { data: overlayValue(withFigures, rest, [], options, known), figures: known };
}

function overlayValue(original: unknown, translated: unknown, path: (string | number)[], options: OverlayOptions, known: Figures): unknown {
  const where = formatPath(path);
  if (typeof original === 'string') {
    if (typeof translated !== 'string') {
      options.problem(where, 'expected the translated text of the English field');
      return original;
    }
    if (!options.isWords(where)) {
      options.problem(where, 'is not words (a route, link, key, date or name the page needs as written): it comes from the English file; remove it here');
      return original;
    }
    return translateText(original, translated, where, known, options);
  }
  if (Array.isArray(original)) {
    if (!Array.isArray(translated)) {
      options.problem(where, `expected a list of ${original.length} item(s), like the English file's`);
      return original;
    }
    if (translated.length !== original.length) {
      options.problem(where, `has ${translated.length} item(s); the English list has ${original.length}: translate each item, in the same order`);
      return original;
    }
    return original.map((item, i) => overlayValue(item, translated[i], [...path, i], options, known));
  }
  if (isRecord(original)) {
    if (!isRecord(translated)) {
      options.problem(where, 'expected the translated fields of the English one, each under its own name');
      return original;
    }
    const merged: Record<string, unknown> = { ...original };
    for (const [key, value] of Object.entries(translated)) {
      if (value === null || value === undefined) continue;
      if (!Object.hasOwn(original, key)) {
        options.problem(formatPath([...path, key]), 'the English file has no such field: a translation holds only the fields it translates');
        continue;
      }
      merged[key] = overlayValue(original[key], value, [...path, key], options, known);
    }
    return merged;
  }
  // A number, a yes/no or a date is the original's own, never a translation's.
  options.problem(where, 'is not words: numbers, yes/no values and dates come from the English file; remove it here');
  return original;
}

/**
 * The translated body: checked like a text field, and its links must be links the English body
 * has (a translation may drop or reorder a link, never add one of its own).
 */
export function translateBody(original: string, translated: string, known: Figures, options: Pick<OverlayOptions, 'edition' | 'problem' | 'shown'>): string {
  return translateText(original, translated, 'body', known, options);
}
