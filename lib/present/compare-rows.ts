/**
 * Rows of the country comparison, computed on the server from the country figures. Each column
 * shows the figure of the same name; a country that does not give it gets a blank cell.
 */
import type { SiteContent } from '../content/load';
import { figureSortValue, formatFigure, type Figure, type Money } from '../content/figures';
import { formatRupees, pkrEstimate, toPkr, type Rates } from '../content/rupees';
import { byColumn, compareColumns, type CompareColumn } from '../content/compare-columns';

export { compareColumns, type CompareColumn };

export type CompareCell = { text: string; estimate: string | null; sort: number | null };
export type CompareRow = {
  id: string;
  name: string;
  route: string;
  cells: Record<CompareColumn, CompareCell>;
  /**
   * Lowest yearly tuition plus living costs in rupees, null when the guide gives no yearly tuition.
   * Without living costs it is incomplete: shown, but never ranked or filtered as a full budget.
   */
  budget: { pkr: number; text: string; complete: boolean } | null;
};

const yearly = (f: Figure | undefined): Money | null => (f?.kind === 'money' && f.period === 'year' ? f : null);

export function ratesOf(content: SiteContent): Rates {
  return content.exchangeRates.data.rates;
}

/** A yearly budget in rupees from the lowest tuition and living figures. */
export function yearlyBudgetPkr(figures: Record<string, Figure>, rates: Rates): CompareRow['budget'] {
  const tuition = yearly(figures.tuition);
  if (!tuition) return null;
  const tuitionPkr = toPkr(tuition.min, tuition.currency, rates);
  if (tuitionPkr === null) return null;
  const living = yearly(figures.livingCost);
  const livingPkr = living ? toPkr(living.min, living.currency, rates) : null;
  const pkr = tuitionPkr + (livingPkr ?? 0);
  return { pkr, text: `≈ ${formatRupees(pkr)}`, complete: livingPkr !== null };
}

export function compareRows(content: SiteContent): CompareRow[] {
  const rates = ratesOf(content);
  const pkrOf = (m: Money) => toPkr(m.min, m.currency, rates);
  const byMenu = [...content.countries].sort((a, b) => (a.data.menu?.order ?? 99) - (b.data.menu?.order ?? 99));
  return byMenu.map((entry) => {
    const figures = entry.data.figures;
    const cell = (column: CompareColumn): CompareCell => {
      const f = figures[column];
      if (!f) return { text: '', estimate: null, sort: null };
      return { text: formatFigure(f), estimate: f.kind === 'money' ? pkrEstimate(f, rates) : null, sort: figureSortValue(f, pkrOf) };
    };
    const cells = byColumn(cell);
    return { id: entry.id, name: entry.data.name, route: entry.data.route, cells, budget: yearlyBudgetPkr(figures, rates) };
  });
}

/** Where each country guide links to compare it with the others, if the site has a comparison page. */
export function compareLink(content: SiteContent): { href: string; label: string } | null {
  for (const page of content.pages) {
    if (page.data.template === 'compare') return { href: page.data.route, label: page.data.countryLinkLabel };
  }
  return null;
}
