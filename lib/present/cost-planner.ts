/**
 * The cost model of every destination as the planner's island takes it (plain data, small), and
 * the fee changes that the guides and the changes page list. Both read the countries' `costs:`.
 */
import type { SiteContent } from '../content/load';
import { costKinds, type CostItem, type Costs } from '../content/costs';
import { formatMoney, type Money } from '../content/figures';
import { planFor, defaultChoice, type PlanDestination, type PlanItem, type Plan, type Rates } from '../cost-plan';
import { fill, formatDate } from '../fill-label';

type Country = SiteContent['countries'][number];

const asAmount = (m: Money) => ({ min: m.min, max: m.max, currency: m.currency, period: m.period });

function planItem(item: CostItem, label: string): PlanItem {
  const amounts: PlanItem['amounts'] = [];
  if (item.bands) for (const [band, m] of Object.entries(item.bands)) amounts.push({ level: null, band, amount: asAmount(m) });
  if (item.money) amounts.push({ level: null, band: null, amount: asAmount(item.money) });
  if (item.postgraduate) amounts.push({ level: 'postgraduate', band: null, amount: asAmount(item.postgraduate) });
  return { label, amounts, source: item.source ?? null, checked: Boolean(item.checked) };
}

export function itemLabel(item: CostItem, content: SiteContent): string {
  return item.kind === 'other' ? (item.label ?? '') : content.labels.planner.items[item.kind];
}

/** One destination's plan data: every standard item (those the file leaves out as "ask an adviser"), then its others. */
export function planDestination(country: Country, content: SiteContent): PlanDestination | null {
  const costs = country.data.costs;
  if (!costs) return null;
  const words = content.labels.planner.items;
  const items: PlanItem[] = [];
  let tuitionItem: number | null = null;
  let livingItem: number | null = null;
  for (const kind of costKinds) {
    const item = costs.items.find((i) => i.kind === kind);
    if (kind === 'tuition') tuitionItem = items.length;
    if (kind === 'living') livingItem = items.length;
    items.push(item ? planItem(item, words[kind]) : { label: words[kind], amounts: [], source: null, checked: false });
  }
  for (const item of costs.items.filter((i) => i.kind === 'other')) items.push(planItem(item, itemLabel(item, content)));
  return {
    id: country.id,
    name: country.data.name,
    route: country.data.route,
    courseYears: costs.courseYears,
    bands: costs.cityBands ?? [],
    items,
    tuitionItem,
    livingItem,
    funds: costs.funds
      ? {
          livingMonths: costs.funds.livingMonths ?? null,
          living: costs.funds.living ? asAmount(costs.funds.living) : null,
          firstYearTuition: costs.funds.firstYearTuition,
          heldDays: costs.funds.heldDays ?? null,
          source: costs.funds.source,
          checked: Boolean(costs.funds.checked),
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

export type FeeChange = {
  country: string;
  countryRoute: string;
  /** "Student visa fee: £490 → £524 from 9 April 2025" */
  text: string;
  date: string;
  source: { label: string; href: string } | null;
};

/** Every recorded change of every cost item, newest first: "£470 → £776 per year from 6 February 2024". */
export function feeChanges(content: SiteContent, only?: string): FeeChange[] {
  const words = content.labels.planner;
  const changes = content.countries
    .filter((country) => only === undefined || country.id === only)
    .flatMap((country) =>
      (country.data.costs?.items ?? []).flatMap((item) => {
        const current = item.money;
        if (!current || !item.history?.length || !item.effect) return [];
        const history = item.history;
        const valueOf = (i: number): Money => {
          const entry = history[i];
          if (!entry) return current;
          const min = entry.amount ?? entry.min ?? 0;
          return { ...current, min, max: entry.amount ?? entry.max ?? min };
        };
        return history.map((entry, i) => ({
          country: country.data.name,
          countryRoute: country.data.route,
          date: entry.until,
          text: fill(words.change, { item: itemLabel(item, content), from: formatMoney(valueOf(i)), to: formatMoney(valueOf(i + 1)), date: formatDate(entry.until) }),
          source: entry.source ?? item.source ?? null,
        }));
      }),
    );
  return changes.sort((a, b) => b.date.localeCompare(a.date));
}

/** A newer official amount waiting for an adviser: shown beside the item, never counted. */
export function newerAmounts(costs: Costs | null, content: SiteContent): string[] {
  const words = content.labels.planner;
  return (costs?.items ?? []).flatMap((item) => {
    const newer = item.newer;
    const base = item.money ?? Object.values(item.bands ?? {})[0];
    if (!newer || !base) return [];
    const bands = costs?.cityBands ?? [];
    const amount = newer.bands
      ? bands
          .flatMap((b) => {
            const amount = newer.bands?.find((x) => x.band === b.key)?.amount;
            return amount === undefined ? [] : [`${formatMoney({ ...base, min: amount, max: amount, qualifier: undefined })} (${b.label})`];
          })
          .join(', ')
      : formatMoney({ ...base, min: newer.amount ?? 0, max: newer.amount ?? 0, qualifier: undefined });
    return [`${itemLabel(item, content)}: ${fill(words.newer, { source: newer.source.label, amount, date: formatDate(newer.effect) })}`];
  });
}
