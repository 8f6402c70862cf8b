/**
 * Figures that contradict each other: a living cost below the money the same country's visa asks
 * to be shown (a family would plan on less than the visa demands). A warning naming the file and
 * field; a production build refuses it. News reports of a newer value than the headline are the
 * staff's warnings only (`reportedValues`): the official amount stays the headline meanwhile.
 */
import type { SiteContent } from './load';
import { warning, type MoneyTopic, type Problem } from './problem';

/** A warning a family's money depends on: the build log prints it in full, first. */
const moneyWarning = (topic: MoneyTopic, file: string, field: string, message: string): Problem => ({ ...warning(file, field, message), topic });
import { formatFigure, type Money } from './figures';
import { formatMoney } from '../money-format';

/** What the low or high end of a yearly or monthly amount comes to in a year; null for a one-off amount. */
function perYear(m: Money, end: 'min' | 'max'): number | null {
  if (m.period === 'year') return m[end];
  if (m.period === 'month') return m[end] * 12;
  return null;
}

export function figureContradictions(content: SiteContent): Problem[] {
  return content.countries.flatMap((country) => {
    const lines: Problem[] = [];
    const costs = country.data.costs;
    const funds = costs?.funds?.living;
    const fundsName = costs?.funds?.livingFigure;
    const living = costs?.items.find((item) => item.kind === 'living');
    if (funds && fundsName && living) {
      const required = perYear(funds, 'max');
      for (const named of living.figures) {
        const m = Object.hasOwn(country.data.figures, named.name) ? country.data.figures[named.name] : undefined;
        if (m?.kind !== 'money' || m.currency !== funds.currency || named.name === fundsName) continue;
        // The lowest living cost a family may plan on must still cover the year the visa asks for.
        const counted = perYear(m, 'min');
        if (required !== null && counted !== null && counted < required) {
          lines.push(moneyWarning('contradiction', country.file, `figures.${named.name}`, `${formatMoney(m)} is below the money to show for the visa (${formatMoney(funds)}, figures.${fundsName}); a living cost cannot be less than the visa asks for a year of living`));
        }
      }
    }
    return lines;
  });
}

/**
 * Values only a news report gives, newer than the value shown: listed in every build's warnings
 * until staff confirm them on the official page (or delete them). The headline stays official.
 */
export function reportedValues(content: SiteContent): Problem[] {
  return content.countries.flatMap((country) => {
    const lines: Problem[] = [];
    for (const [name, f] of Object.entries(country.data.figures)) {
      for (const report of f.reports ?? []) {
        if (report.from && (!f.from || report.from > f.from)) {
          lines.push(
            moneyWarning('reported', country.file, `figures.${name}`, `${report.source?.href ?? 'a report'} reports ${formatFigure(report)} from ${report.from}, newer than the value shown (${formatFigure(f)}${f.from ? ` from ${f.from}` : ''}); check ${f.source?.href ?? 'the official page'} and, once it gives the new value, cite it there and remove reported`),
          );
        }
      }
    }
    return lines;
  });
}
