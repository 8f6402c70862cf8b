/**
 * The cost model of every destination as the planner's island takes it (plain data, small), and
 * the fee changes that the guides and the changes page list. Both read the countries' `costs:`.
 */
import type { SiteContent } from '../content/load';
import { costKinds, type CostItem } from '../content/costs';
import { formatFigure, type Money } from '../content/figures';
import { planFor, defaultChoice, type AmountDates, type PlanDestination, type PlanItem, type Plan, type ReportedAmount } from '../cost-plan';
import type { Rates } from '../money-format';
import { reportedNote } from '../content/figures';
import { figureDisplay } from './money';
import { fill, formatDate } from '../fill-label';
import { itemLabel } from './fee-changes';

type Country = SiteContent['countries'][number];

const asAmount = (m: Money) => ({ min: m.min, max: m.max, currency: m.currency, period: m.period });

/** The amounts dated to come for an item, in words: "From 1 January 2027: £1,200 per year (London)". */
function comingAmounts(item: CostItem, bands: { key: string; label: string }[], content: SiteContent): string | null {
  const words = content.labels.country;
  const lines = [
    ...bands.flatMap((band) => {
      const m = item.bands && Object.hasOwn(item.bands, band.key) ? item.bands[band.key] : undefined;
      return (m?.upcoming ?? []).map((next) => `${fill(words.figureComing, { date: formatDate(next.from ?? '', content.edition), value: formatFigure(next, content.edition) })} (${band.label})`);
    }),
    ...[item.money, item.postgraduate].flatMap((m) => (m?.upcoming ?? []).map((next) => fill(words.figureComing, { date: formatDate(next.from ?? '', content.edition), value: formatFigure(next, content.edition) }))),
  ];
  return lines.length > 0 ? lines.join('; ') : null;
}

/** Where an amount in force is published and when: its own figure value's, so each band shows its own. */
function datesOf(m: Money, fallback: CostItem['source']): AmountDates {
  return { source: m.source ?? fallback ?? null, effect: m.from ?? null, read: m.read ?? null, checked: m.checked?.date ?? null };
}

/** The value a report gives beside an amount, with its note in the edition's words; null when none is to be told. */
function reportedAmount(m: Money, content: SiteContent): ReportedAmount | null {
  const reported = m.reportedChange;
  const note = reportedNote(m, figureDisplay(content));
  return reported?.kind === 'money' && note ? { amount: asAmount(reported), note } : null;
}

/** The money values that may be in force by the time a family applies: to come within the horizon, or reported. */
function soonAmounts(m: Money): ReturnType<typeof asAmount>[] {
  return (m.soon ?? []).flatMap((v) => (v.kind === 'money' ? [asAmount(v)] : []));
}

function planItem(item: CostItem, label: string, bands: { key: string; label: string }[], content: SiteContent): PlanItem {
  const amounts: PlanItem['amounts'] = [];
  const entry = (level: PlanItem['amounts'][number]['level'], band: string | null, m: Money) =>
    amounts.push({ level, band, amount: asAmount(m), dates: datesOf(m, item.source), reported: reportedAmount(m, content), soon: soonAmounts(m) });
  if (item.bands) for (const [band, m] of Object.entries(item.bands)) entry(null, band, m);
  if (item.money) entry(null, null, item.money);
  if (item.postgraduate) entry('postgraduate', null, item.postgraduate);
  // Without an amount ("ask an adviser") the item's own source is shown; with one, each amount's dates are.
  const shown = item.money ?? item.postgraduate ?? Object.values(item.bands ?? {})[0] ?? null;
  const dates = shown ? datesOf(shown, item.source) : { source: item.source ?? null, effect: null, read: null, checked: null };
  return { label, amounts, ...dates, coming: comingAmounts(item, bands, content), wholeVisa: item.wholeVisa ?? null };
}

/** One destination's plan data: every standard item (those the file leaves out as "ask an adviser"), then its others. */
export function planDestination(country: Country, content: SiteContent): PlanDestination | null {
  const costs = country.data.costs;
  if (!costs) return null;
  const words = content.labels.planner.items;
  const bands = costs.cityBands ?? [];
  const items: PlanItem[] = [];
  let tuitionItem: number | null = null;
  let livingItem: number | null = null;
  for (const kind of costKinds) {
    const item = costs.items.find((i) => i.kind === kind);
    if (kind === 'tuition') tuitionItem = items.length;
    if (kind === 'living') livingItem = items.length;
    items.push(item ? planItem(item, words[kind], bands, content) : { label: words[kind], amounts: [], source: null, effect: null, read: null, checked: null, coming: null, wholeVisa: null });
  }
  for (const item of costs.items.filter((i) => i.kind === 'other')) items.push(planItem(item, itemLabel(item, content), bands, content));
  const fundsLiving = costs.funds?.living ?? null;
  const livingShown = costs.items.find((i) => i.kind === 'living');
  const livingDates = fundsLiving ?? livingShown?.money ?? Object.values(livingShown?.bands ?? {})[0] ?? null;
  return {
    id: country.id,
    name: country.data.name,
    route: country.data.route,
    courseYears: costs.courseYears,
    bands,
    items,
    tuitionItem,
    livingItem,
    funds: costs.funds
      ? {
          livingMonths: costs.funds.livingMonths ?? null,
          living: fundsLiving ? asAmount(fundsLiving) : null,
          livingReported: fundsLiving ? reportedAmount(fundsLiving, content) : null,
          livingSoon: fundsLiving ? soonAmounts(fundsLiving) : [],
          firstYearTuition: costs.funds.firstYearTuition,
          heldDays: costs.funds.heldDays ?? null,
          source: fundsLiving?.source ?? costs.funds.source,
          effect: livingDates?.from ?? null,
          read: livingDates?.read ?? null,
          checked: livingDates?.checked?.date ?? null,
        }
      : null,
  };
}

/** Every destination with a cost model, in menu order (as /compare lists them). */
export function planDestinations(content: SiteContent): PlanDestination[] {
  const byMenu = [...content.countries].sort((a, b) => (a.data.menu?.order ?? 99) - (b.data.menu?.order ?? 99));
  return byMenu.flatMap((country) => planDestination(country, content) ?? []);
}

export function ratesFor(content: SiteContent): Rates {
  return content.exchangeRates.data.rates;
}

/** Each destination's plan with its default choices: the tables in the planner's static HTML. */
export function defaultPlans(content: SiteContent): { destination: PlanDestination; plan: Plan }[] {
  const rates = ratesFor(content);
  return planDestinations(content).map((destination) => ({ destination, plan: planFor(destination, defaultChoice(destination), rates) }));
}

/** The planner's route, from the page that uses its template; null when the site has none. */
export function plannerRoute(content: SiteContent): string | null {
  return content.pages.find((p) => p.data.template === 'planner')?.data.route ?? null;
}

export function plannerHref(content: SiteContent, countryId: string): string | null {
  const route = plannerRoute(content);
  return route ? `${route}?destination=${encodeURIComponent(countryId)}` : null;
}
