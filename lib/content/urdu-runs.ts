/**
 * Urdu inside English text: the runs of Arabic-script text in a string, so a page can mark each
 * with `lang="ur" dir="rtl"`. The language lets the Urdu font (app/urdu.css) and a screen reader's
 * Urdu voice apply; the direction keeps the words of a run in right-to-left order beside English.
 *
 * A run starts and ends with an Arabic-script character (Urdu letters, marks, digits, `،` `؟` `۔`)
 * and takes in the spaces, digits and punctuation between two of them, so `اسپین میں تعلیم` is
 * one run; Latin letters and emoji end it.
 */
const URDU_RUN = /\p{Script_Extensions=Arabic}(?:[\p{Script_Extensions=Arabic}\s\u200C\u200D\p{N}\p{P}]*\p{Script_Extensions=Arabic})?/gu;

export type TextRun = { text: string; urdu: boolean };

/** The text split into runs, in order; one run `{ urdu: false }` for text with no Urdu. */
export function urduRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const match of text.matchAll(URDU_RUN)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), urdu: false });
    runs.push({ text: match[0], urdu: true });
    at = match.index + match[0].length;
  }
  if (at < text.length || runs.length === 0) runs.push({ text: text.slice(at), urdu: false });
  return runs;
}

/** What marks a run of Urdu, in HTML and in Markdown output alike. */
export const URDU_ATTRIBUTES = { lang: 'ur', dir: 'rtl' } as const;
