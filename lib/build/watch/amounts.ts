/**
 * Whether an amount is written on a page, in any of the ways official pages write it: "£1,483",
 * "1483", "GBP 1,483", "AUD 2,000", "$185", "€105", "105 €", "1 483" (a no-break, thin or narrow
 * no-break space between the thousands), "1.483" and "1.483,50 €" (European).
 *
 * The page's text is cut into numbers first and each number is read whole, so 1,483 is never
 * found inside 11,483, 1,4830 or 21483: matching digits inside a longer run is what would hide a
 * changed fee. The currency mark is not required: a page may give the amount bare ("1483") or in a
 * table whose heading names the currency.
 *
 * Decimals count: "£1,483.00" is 1483, but "£1,483.50" is not 1483. A figure may hold pence
 * (`amount: 1483.5`), so an editor can always write what the page says, and the watch never passes
 * an amount the page does not give.
 *
 * An ordinary space is not a thousands separator here: text from neighbouring table cells is
 * joined by one ("1 483" would be two numbers on most pages), so "1 483" is read as 1 and 483.
 */

/** A run of digit groups joined by single separators: the candidates for one written number. */
const NUMBER = /\d+(?:[.,\u00a0\u2009\u202f]\d+)*/g;
/** Separators that only ever group thousands. */
const SPACES = new Set(['\u00a0', '\u2009', '\u202f']);

/**
 * The whole part of a number written with thousands grouped by one separator ("1,483", "1.483",
 * "1 483") or not at all ("1483"); null when the groups are not thousands ("1,4830", "01,483").
 */
function wholeNumber(groups: string[], separators: string[]): number | null {
  const [first = '', ...rest] = groups;
  if (rest.length === 0) return Number(first);
  const oneSeparator = separators.every((s) => s === separators[0]);
  const thousands = first.length <= 3 && !first.startsWith('0') && rest.every((g) => g.length === 3);
  return oneSeparator && thousands ? Number(groups.join('')) : null;
}

/**
 * Every value a written number may stand for. "1,483" is 1483 (thousands) or 1.483 (a decimal
 * comma); "1.483,50" is 1483.5; "2023,1,483" is none, since it is neither. An amount matches
 * when it is one of them.
 */
export function readings(written: string): number[] {
  const groups = written.split(/[.,\u00a0\u2009\u202f]/);
  const separators = [...written.matchAll(/[.,\u00a0\u2009\u202f]/g)].map((m) => m[0]);
  const values: number[] = [];
  const whole = wholeNumber(groups, separators);
  if (whole !== null) values.push(whole);
  // The last separator as a decimal point or comma, the groups before it a whole number.
  const decimal = separators.at(-1);
  if (decimal !== undefined && !SPACES.has(decimal)) {
    const before = separators.slice(0, -1);
    const integer = before.includes(decimal) ? null : wholeNumber(groups.slice(0, -1), before);
    if (integer !== null) values.push(Number(`${integer}.${groups.at(-1) ?? ''}`));
  }
  return values;
}

/** The numbers written in a text, as written ("1,483.50", "105"). */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(NUMBER)].map((m) => m[0]);
}

/** The amounts of `amounts` that no number of the text stands for. */
export function missingAmounts(text: string, amounts: readonly number[]): number[] {
  const found = new Set(numbersIn(text).flatMap(readings));
  return amounts.filter((amount) => !found.has(amount));
}
