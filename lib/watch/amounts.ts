/**
 * Whether an amount is written on a page, as an amount: money beside its currency, a percentage
 * with its sign, a count as a number.
 *
 * Money counts only where the page writes it as money: with a currency sign or code beside the
 * number ("£1,529", "GBP 1,529", "AUD2,000", "AUD 2,000", "A$2,000", "$22,895", "CAD 22,895",
 * "C$150", "€105", "105 €", "105 euros", "150,00 $"), as the other end of a range that has one
 * ("£1,136–1,483"), or alone in a table cell under a heading that names the currency ("Fee (£)").
 * Anything else is not the fee: "paragraph 524", "ST 12.3", a year or a date would otherwise keep
 * £524 "unchanged" after the fee rose.
 *
 * The page's text is cut into numbers first and each number is read whole, so 1,483 is never
 * found inside 11,483, 1,4830 or 21483: matching digits inside a longer run is what would hide a
 * changed fee. Thousands may be grouped by a comma, a point ("1.483") or a no-break, thin or
 * narrow no-break space ("1 483"), never by an ordinary space: text from neighbouring table
 * cells is joined by one.
 *
 * Decimals count: "£1,483.00" is 1483, but "£1,483.50" is not 1483. A figure may hold pence
 * (`amount: 1483.5`), so an editor can always write what the page says, and the watch never passes
 * an amount the page does not give.
 */
import { currencyCodes } from '../money-format';
import type { PageText } from './page-text';

/** How a target's amounts are written: money, a percentage, or a count. */
export type Measure = 'money' | 'percent' | 'count';

/** A run of digit groups joined by single separators: the candidates for one written number. */
const NUMBER = /\d+(?:[.,\u00a0\u2009\u202f]\d+)*/g;
/** Separators that only ever group thousands. */
const SPACES = new Set(['\u00a0', '\u2009', '\u202f']);
/** At most one space of any kind between a number and its currency or sign. */
const GAP = '[ \\u00a0\\u2009\\u202f]?';

/**
 * A currency sign or code. Every sign ends in one of £ $ €, so "A$", "C$", "US$" and "CA$" are
 * found by their last character; a code stands apart from any letter ("CAD", not "ACADEMY").
 */
const CURRENCY = `(?:[£$€]|(?<![A-Za-z])(?:${currencyCodes.join('|')})(?![A-Za-z]))`;
/** A currency written out after the number ("60 euros"). */
const CURRENCY_WORD = '(?:[Ee]uros?|[Pp]ounds?(?: sterling)?|[Dd]ollars?)(?![A-Za-z])';
const CURRENCY_BEFORE = new RegExp(`${CURRENCY}${GAP}$`);
/** After the number, and not the sign of the next one: in "ST 12.3 £1,529" the £ is 1,529's. */
const CURRENCY_AFTER = new RegExp(`^${GAP}(?:${CURRENCY}|${CURRENCY_WORD})(?!${GAP}\\d)`);
const PERCENT_AFTER = new RegExp(`^${GAP}(?:%|per ?cent(?![a-z]))`);
/** Between the two ends of a range: a dash, with a space or none on either side. */
const RANGE = new RegExp(`^${GAP}[-\u2013\u2014]${GAP}$`);
/** How far before or after a number its currency is looked for: "US$ " or " pounds sterling". */
const REACH = 16;

/** A heading that names a currency: "Fee (£)", "Amount in GBP", "Cost, euros". */
const NAMES_CURRENCY = new RegExp(`${CURRENCY}|(?<![A-Za-z])${CURRENCY_WORD}`);

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

type Written = { written: string; start: number; end: number };

const writtenIn = (text: string): Written[] => [...text.matchAll(NUMBER)].map((m) => ({ written: m[0], start: m.index, end: m.index + m[0].length }));

/** The numbers written in a text, as written ("1,483.50", "105"). */
export const numbersIn = (text: string): string[] => writtenIn(text).map((n) => n.written);

/**
 * The numbers a text writes as money: with a currency beside them, or at the other end of a range
 * from one that has it ("£1,136–1,483", "1.136–1.483 €").
 */
export function moneyIn(text: string): string[] {
  const numbers = writtenIn(text);
  const money = numbers.map((n) => CURRENCY_BEFORE.test(text.slice(Math.max(0, n.start - REACH), n.start)) || CURRENCY_AFTER.test(text.slice(n.end, n.end + REACH)));
  const ranged = (i: number, j: number) => {
    const [a, b] = [numbers[Math.min(i, j)], numbers[Math.max(i, j)]];
    return a !== undefined && b !== undefined && RANGE.test(text.slice(a.end, b.start));
  };
  const withRanges = money.map((is, i) => is || (money[i - 1] === true && ranged(i - 1, i)) || (money[i + 1] === true && ranged(i, i + 1)));
  return numbers.filter((_, i) => withRanges[i]).map((n) => n.written);
}

/** The percentages a text writes: "98%", "98 %", "98 per cent". */
export const percentagesIn = (text: string): string[] => writtenIn(text).filter((n) => PERCENT_AFTER.test(text.slice(n.end, n.end + REACH))).map((n) => n.written);

/** A table cell that holds one number and nothing else, under a heading that names a currency. */
function moneyCell(cell: PageText['cells'][number]): string[] {
  const numbers = numbersIn(cell.text);
  const bare = numbers.length === 1 && numbers[0] === cell.text;
  return bare && cell.headings.some((heading) => NAMES_CURRENCY.test(heading)) ? numbers : [];
}

/** The numbers the page writes as `measure`, as written. */
function writtenAs(page: PageText, measure: Measure): string[] {
  switch (measure) {
    case 'money':
      return [...moneyIn(page.text), ...page.cells.flatMap(moneyCell)];
    case 'percent':
      return percentagesIn(page.text);
    case 'count':
      return numbersIn(page.text);
  }
}

/** The amounts of `amounts` that the page does not write as `measure`. */
export function missingAmounts(page: PageText, amounts: readonly number[], measure: Measure): number[] {
  const found = new Set(writtenAs(page, measure).flatMap(readings));
  return amounts.filter((amount) => !found.has(amount));
}
