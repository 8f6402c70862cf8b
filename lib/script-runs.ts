/**
 * One script inside text of another. Urdu inside English text: the runs of Arabic-script text in a
 * string, so a page can mark each with `lang="ur" dir="rtl"`. The language lets the Urdu font (app/urdu.css) and a screen reader's
 * Urdu voice apply; the direction keeps the words of a run in right-to-left order beside English.
 *
 * A run starts and ends with an Arabic-script character (Urdu letters, marks, digits, `،` `؟` `۔`)
 * and takes in the spaces, digits and punctuation between two of them, so `اسپین میں تعلیم` is
 * one run; Latin letters and emoji end it.
 */
const URDU_RUN = /\p{Script_Extensions=Arabic}(?:[\p{Script_Extensions=Arabic}\s\u200C\u200D\p{N}\p{P}]*\p{Script_Extensions=Arabic})?/gu;

/** The text split at each match of `pattern` that `accept` keeps, in order; one unmatched run for text with none. */
function splitRuns(text: string, pattern: RegExp, accept: (match: string) => boolean = () => true): { text: string; matched: boolean }[] {
  const runs: { text: string; matched: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (!accept(match[0])) continue;
    if (match.index > at) runs.push({ text: text.slice(at, match.index), matched: false });
    runs.push({ text: match[0], matched: true });
    at = match.index + match[0].length;
  }
  if (at < text.length || runs.length === 0) runs.push({ text: text.slice(at), matched: false });
  return runs;
}

export type TextRun = { text: string; urdu: boolean };

/** The text split into runs, in order; one run `{ urdu: false }` for text with no Urdu. */
export const urduRuns = (text: string): TextRun[] => splitRuns(text, URDU_RUN).map((run) => ({ text: run.text, urdu: run.matched }));

/** What marks a run of Urdu, in HTML and in Markdown output alike. */
export const URDU_ATTRIBUTES = { lang: 'ur', dir: 'rtl' } as const;

/**
 * English inside Urdu text, the other way round: Latin letters and digits with the spaces and
 * joining marks between them (`IELTS 6.5`, `GOV.UK`, `B1/B2`), for `lang="en" dir="ltr"`. A run
 * starts and ends with a letter or digit, so brackets and full stops around it stay with the Urdu
 * and mirror with it; digits alone are not English.
 */
const LATIN_RUN = /[\p{Script=Latin}\p{Nd}](?:[\p{Script=Latin}\p{Nd}\p{M} \u00A0.,:'’\-/&+_@#]*[\p{Script=Latin}\p{Nd}])?/gu;
const LATIN_LETTER = /\p{Script=Latin}/u;

export type LatinRun = { text: string; latin: boolean };

/** The text split into runs, in order; one run `{ latin: false }` for text with no Latin letters. */
export const latinRuns = (text: string): LatinRun[] => splitRuns(text, LATIN_RUN, (run) => LATIN_LETTER.test(run)).map((run) => ({ text: run.text, latin: run.matched }));

/** What marks a run of English in another language's text. */
export const LATIN_ATTRIBUTES = { lang: 'en', dir: 'ltr' } as const;

/**
 * The text without its bracketed English glosses ("اسٹڈی پرمٹ (study permit)" → "اسٹڈی پرمٹ"), for
 * where no markup can mark them, such as an <option>: a screen reader would read them by Urdu rules.
 */
export const withoutLatinGlosses = (text: string) => text.replace(/\s*\((?=[^()]*\p{Script=Latin})[\p{Script=Latin}\p{Nd}\p{M} .,:'’\-/&+]+\)/gu, '');

/**
 * What an <option> shows on a page in `lang`: on a page of another language than English its
 * bracketed English glosses go ("لندن (London)" → "لندن"), since an option holds no markup to
 * mark them lang="en" and a screen reader would read them by Urdu rules.
 */
export const optionText = (text: string, lang: string) => (lang.startsWith('en') ? text : withoutLatinGlosses(text));
