/**
 * @jest-environment node
 *
 * Money is written by one module, lib/money-format.ts: a second formatter elsewhere (as figures,
 * the cost plan, the rupee estimates and the presenters each once had) drifts from it, and a page
 * then writes one amount two ways.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const HOME = 'lib/money-format.ts';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The money formatters a text defines: functions named for money, rupees, amounts or ranges, and `pkrEstimate`. */
function moneyFormatters(text: string): string[] {
  const name = /\b(?:function|const|let)\s+((?:format|write)\w*(?:Money|Rupees?|Pkr|Range|Amount|Currency)\w*|pkrEstimate)\b/g;
  return [...text.matchAll(name)].map((match) => match[1] ?? '');
}

describe('money formatting', () => {
  it('sees a money formatter where one is defined', () => {
    expect(moneyFormatters('export function formatMoney(m: Money) {}\nfunction formatPkrRange(r) {}\nconst pkrEstimate = () => null;')).toEqual(['formatMoney', 'formatPkrRange', 'pkrEstimate']);
    expect(moneyFormatters('export function formatDate(iso: string) {}\nfunction showFigure(f) {}')).toEqual([]);
  });

  it(`has one home, ${HOME}: no other file defines a money formatter`, () => {
    expect(moneyFormatters(fs.readFileSync(path.join(ROOT, HOME), 'utf8'))).toEqual(expect.arrayContaining(['formatMoney', 'formatRupees', 'formatPkrRange', 'formatRange', 'pkrEstimate']));
    const elsewhere = ['lib', 'components', 'app', 'scripts']
      .flatMap(sourceFiles)
      .filter((file) => file !== HOME)
      .flatMap((file) => moneyFormatters(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((found) => `${file}: ${found}`));
    expect(elsewhere).toEqual([]);
  });
});
