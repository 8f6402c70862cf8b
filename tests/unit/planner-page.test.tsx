/**
 * The cost planner page drawn from this project's content, its island used as a visitor uses it
 * (moved from tests/e2e/planner.spec.ts, where each sum cost a page load): each city band's
 * totals, the money to show, the days amounts took effect, and the UK health surcharge. Expected
 * amounts are worked out from the raw UK file (tests/e2e/plan-files.ts), apart from lib/cost-plan.ts.
 */
import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadContent } from './content-fixture';
import { pageView, TemplatedPageView } from '@/app/page-templates';
import { bandFigure, bands, changeOf, costs, filled, firstYear, funds, fundsToShow, longDate, pounds, record, route, wholeVisa, wholeVisaMonths, word } from '../e2e/plan-files';

const content = loadContent(process.cwd());
const plannerEntry = content.pages.find((entry) => entry.data.template === 'planner');

/** The planner page opened at `query`, as from a shared address; its island's form. */
function openPlanner(query: string): HTMLElement {
  if (!plannerEntry) throw new Error('content/pages has no planner page');
  window.history.replaceState(null, '', `${route}?${query}`);
  const { container } = render(<TemplatedPageView view={pageView(plannerEntry, content)} />);
  const planner = container.querySelector<HTMLElement>('#planner');
  if (!planner) throw new Error('the planner page has no #planner');
  return planner;
}

/** The plan's row of a cost item, by the item's label. */
function row(planner: HTMLElement, label: string): HTMLElement {
  const found = Array.from(planner.querySelectorAll<HTMLElement>('.plan-table tbody tr')).find((tr) => tr.querySelector('th')?.textContent?.startsWith(label));
  if (!found) throw new Error(`the plan has no ${label} row`);
  return found;
}
const text = (element: Element | null) => element?.textContent ?? '';
/** The plan's first-year total: the second number cell of its footer. */
const firstYearTotal = (planner: HTMLElement) => text(planner.querySelectorAll('.plan-table tfoot td')[1] ?? null);

test('each city band chosen in the planner: the first-year total and the money to show, worked out from the UK file', async () => {
  expect(bands.length).toBeGreaterThan(1);
  const [firstBand] = bands;
  const planner = openPlanner(`destination=uk&level=undergraduate&city=${String(firstBand?.key)}`);
  for (const band of bands) {
    const key = String(band.key);
    await userEvent.selectOptions(within(planner).getByLabelText(word('city')), key);
    expect(firstYearTotal(planner)).toContain(pounds(firstYear(key)));
    expect(text(planner.querySelector('.plan-funds'))).toContain(pounds(fundsToShow(key)));
    expect(text(planner.querySelector('.plan-funds'))).toContain(filled(word('fundsHeld'), { days: String(funds.heldDays) }));
  }
});

test('each item shows the day its amount took effect and the day it was read where the file gives them, and no such line where it gives none', () => {
  const [firstBand] = bands;
  const planner = openPlanner(`destination=uk&level=undergraduate&city=${String(firstBand?.key)}`);
  const effectPrefix = word('effect').split('{date}')[0] ?? '';
  const showsEffect = (where: Element | null, effect: string | null | undefined) => {
    if (!effect) expect(text(where)).not.toContain(effectPrefix);
    else expect(text(where)).toContain(filled(word('effect'), { date: longDate(effect) }));
  };
  const living = changeOf(bandFigure(String(firstBand?.key))).current;
  const livingRow = row(planner, word('items.living'));
  showsEffect(livingRow, living?.from);
  if (living?.read) expect(text(livingRow)).toContain(filled(word('readOn'), { date: longDate(living.read) }));
  expect(text(livingRow)).toContain(word('notChecked'));
  showsEffect(planner.querySelector('.plan-funds'), living?.from);
  showsEffect(row(planner, word('items.visaFee')), changeOf(record(costs.visaFee).figure).current?.from);
});

test('the UK health surcharge is one payment before the first year, for the whole visa, whose months the row states', () => {
  const years = Number(record(costs.courseYears).postgraduate);
  const upFront = wholeVisa(record(costs.health), years);
  const planner = openPlanner(`destination=uk&level=postgraduate&years=${years}`);
  // The same one payment in the first year and for the whole course.
  const health = row(planner, word('items.health'));
  expect(text(health)).toContain(filled(word('wholeVisa'), { months: String(wholeVisaMonths(record(costs.health), years)) }));
  const cells = health.querySelectorAll('td');
  expect(text(cells[1] ?? null)).toContain(pounds(upFront));
  expect(text(cells[2] ?? null)).toContain(pounds(upFront));
});
