/**
 * Rows of the country comparison, computed on the server from the country figures. Each column
 * shows the figure of the same name; a country that does not give it gets a blank cell.
 */
import type { SiteContent } from '../content/load';
import { figureSortValue, showFigure, type Money, type ShownFigure } from '../content/figures';
import { formatRupees, toPkr, type Rates } from '../money-format';
import { defaultChoice, planFor } from '../cost-plan';
import { figureDisplay } from './money';
import { englishTests, type EnglishTest } from '../content/costs';

export { englishTests, type EnglishTest };
import { planDestination } from './cost-planner';
import { byColumn, compareColumns, type CompareColumn } from '../content/compare-columns';

export { compareColumns, type CompareColumn };

/** One cell: the figure as shown (text, rupee estimate, note, a reported value) and the value it sorts by. */
export type CompareCell = ShownFigure & { sort: number | null };
export type CompareRow = {
  id: string;
  name: string;
  route: string;
  cells: Record<CompareColumn, CompareCell>;
  /**
   * The first year's cost in rupees from the country's cost model (the cost planner's default plan,
   * lowest figures), null without tuition. Without living costs it is incomplete: shown, but never
   * ranked or filtered as a full budget.
   */
  budget: { pkr: number; text: string; complete: boolean } | null;
  /** The lowest score the guide gives for each English test; a test left out is "ask an adviser". */
  english: Partial<Record<EnglishTest, number>>;
};

export function ratesOf(content: SiteContent): Rates {
  return content.exchangeRates.data.rates;
}

/** The first year of a destination's default plan, in rupees (lowest figures). */
export function firstYearBudget(country: SiteContent['countries'][number], content: SiteContent): CompareRow['budget'] {
  const destination = planDestination(country, content);
  if (!destination) return null;
  const plan = planFor(destination, defaultChoice(destination), ratesOf(content));
  const tuition = destination.tuitionItem === null ? null : plan.lines[destination.tuitionItem];
  const living = destination.livingItem === null ? null : plan.lines[destination.livingItem];
  if (!tuition?.amount || !plan.firstYearPkr) return null;
  return { pkr: plan.firstYearPkr.min, text: `≈ ${formatRupees(plan.firstYearPkr.min, undefined, content.edition)}`, complete: Boolean(living?.amount) };
}

export function compareRows(content: SiteContent): CompareRow[] {
  const rates = ratesOf(content);
  const pkrOf = (m: Money) => toPkr(m.min, m.currency, rates);
  const display = figureDisplay(content);
  const byMenu = [...content.countries].sort((a, b) => (a.data.menu?.order ?? 99) - (b.data.menu?.order ?? 99));
  return byMenu.map((entry) => {
    const figures = entry.data.figures;
    const cell = (column: CompareColumn): CompareCell => {
      const f = figures[column];
      if (!f) return { text: '', estimate: null, note: null, reported: null, sort: null };
      return { ...showFigure(f, display), sort: figureSortValue(f, pkrOf) };
    };
    const cells = byColumn(cell);
    return { id: entry.id, name: entry.data.name, route: entry.data.route, cells, budget: firstYearBudget(entry, content), english: entry.data.englishMinimums ?? {} };
  });
}

/** Where each country guide links to compare it with the others, if the site has a comparison page. */
export function compareLink(content: SiteContent): { href: string; label: string } | null {
  for (const page of content.pages) {
    if (page.data.template === 'compare') return { href: page.data.route, label: page.data.countryLinkLabel };
  }
  return null;
}
