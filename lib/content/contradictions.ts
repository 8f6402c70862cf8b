/**
 * Figures that contradict each other or the day: a living cost below the money the same country's
 * visa asks to be shown (a family would plan on less than the visa demands), and a news report of a
 * value newer than the headline that no official page yet confirms (the headline may be out of
 * date). Each is a warning naming the file and field; a production build refuses them.
 */
import type { SiteContent } from './load';
import { formatFigure, formatMoney, type Money } from './figures';

/** The most a yearly or monthly amount comes to in a year; null for a one-off amount. */
function yearlyMax(m: Money): number | null {
  if (m.period === 'year') return m.max;
  if (m.period === 'month') return m.max * 12;
  return null;
}

export function figureContradictions(content: SiteContent): string[] {
  return content.countries.flatMap((country) => {
    const lines: string[] = [];
    const costs = country.data.costs;
    const funds = costs?.funds?.living;
    const fundsName = costs?.funds?.livingFigure;
    const living = costs?.items.find((item) => item.kind === 'living');
    if (funds && fundsName && living) {
      const required = yearlyMax(funds);
      for (const named of living.figures) {
        const m = Object.hasOwn(country.data.figures, named.name) ? country.data.figures[named.name] : undefined;
        if (m?.kind !== 'money' || m.currency !== funds.currency || named.name === fundsName) continue;
        const counted = yearlyMax(m);
        if (required !== null && counted !== null && counted < required) {
          lines.push(`${country.file}: figures.${named.name}: ${formatMoney(m)} is below the money to show for the visa (${formatMoney(funds)}, figures.${fundsName}); a living cost cannot be less than the visa asks for a year of living`);
        }
      }
    }
    for (const [name, f] of Object.entries(country.data.figures)) {
      for (const report of f.reports ?? []) {
        if (report.from && (!f.from || report.from > f.from)) {
          lines.push(
            `${country.file}: figures.${name}: ${report.source?.href ?? 'a report'} reports ${formatFigure(report)} from ${report.from}, newer than the value shown (${formatFigure(f)}${f.from ? ` from ${f.from}` : ''}); check ${f.source?.href ?? 'the official page'} and, once it gives the new value, cite it there and remove reported`,
          );
        }
      }
    }
    return lines;
  });
}
