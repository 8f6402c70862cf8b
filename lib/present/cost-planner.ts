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
  return { label, amounts, source: item.source ?? null, effect: item.effect ?? null, checked: item.checked?.date ?? null };
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
    items.push(item ? planItem(item, words[kind]) : { label: words[kind], amounts: [], source: null, effect: null, checked: null });
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
          effect: costs.funds.effect ?? null,
          checked: costs.funds.checked?.date ?? null,
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

/** A history entry's amount, in the current figure's currency and period; null where it gives none. */
function earlierMoney(current: Money | null, entry: { amount?: number; min?: number; max?: number } | undefined): Money | null {
  const min = entry?.amount ?? entry?.min;
  if (!current || min === undefined) return null;
  return { ...current, min, max: entry?.amount ?? entry?.max ?? min };
}

/**
 * Every recorded change of every cost item, newest first: "£470 → £776 per year from 6 February 2024".
 * An item priced by city band changes band by band: one change per band, named after it.
 */
export function feeChanges(content: SiteContent, only?: string): FeeChange[] {
  const words = content.labels.planner;
  const changes = content.countries
    .filter((country) => only === undefined || country.id === only)
    .flatMap((country) =>
      (country.data.costs?.items ?? []).flatMap((item) => {
        const history = item.history;
        if (!history?.length || !item.effect) return [];
        const label = itemLabel(item, content);
        // Each line the item's changes are told on: the item itself, or each of its city bands.
        const lines: { label: string; current: Money; earlier: (i: number) => Money | null }[] = item.bands
          ? (country.data.costs?.cityBands ?? []).flatMap((band) => {
              const current = item.bands?.[band.key];
              if (!current) return [];
              const earlier = (i: number): Money | null => {
                const amount = history[i]?.bands?.find((b) => b.band === band.key)?.amount;
                return amount === undefined ? null : { ...current, min: amount, max: amount, qualifier: undefined };
              };
              return [{ label: `${label} (${band.label})`, current, earlier }];
            })
          : item.money
            ? [{ label, current: item.money, earlier: (i: number) => earlierMoney(item.money, history[i]) }]
            : [];
        return lines.flatMap((line) =>
          history.flatMap((entry, i) => {
            const from = line.earlier(i);
            const to = i + 1 < history.length ? line.earlier(i + 1) : line.current;
            if (!from || !to) return [];
            return [
              {
                country: country.data.name,
                countryRoute: country.data.route,
                date: entry.until,
                text: fill(words.change, { item: line.label, from: formatMoney(from, content.edition), to: formatMoney(to, content.edition), date: formatDate(entry.until, content.edition) }),
                source: entry.source ?? item.source ?? null,
              },
            ];
          }),
        );
      }),
    );
  return changes.sort((a, b) => b.date.localeCompare(a.date));
}

/** A newer official amount waiting for an adviser: shown beside the item, never counted. */
export function newerAmounts(costs: Costs | null, content: SiteContent): string[] {
  const words = content.labels.planner;
  const itemLines = (costs?.items ?? []).flatMap((item) => {
    const newer = item.newer;
    const base = item.money ?? Object.values(item.bands ?? {})[0];
    if (!newer || !base) return [];
    const bands = costs?.cityBands ?? [];
    const amount = newer.bands
      ? bands
          .flatMap((b) => {
            const amount = newer.bands?.find((x) => x.band === b.key)?.amount;
            return amount === undefined ? [] : [`${formatMoney({ ...base, min: amount, max: amount, qualifier: undefined }, content.edition)} (${b.label})`];
          })
          .join(', ')
      : formatMoney({ ...base, min: newer.amount ?? 0, max: newer.amount ?? 0, qualifier: undefined }, content.edition);
    return [`${itemLabel(item, content)}: ${fill(words.newer, { source: newer.source.label, amount, date: formatDate(newer.effect, content.edition) })}`];
  });
  const funds = costs?.funds;
  const fundsLine =
    funds?.newer && funds.living
      ? [`${words.fundsHeading}: ${fill(words.newer, { source: funds.newer.source.label, amount: formatMoney({ ...funds.living, min: funds.newer.amount, max: funds.newer.amount, qualifier: undefined }, content.edition), date: formatDate(funds.newer.effect, content.edition) })}`]
      : [];
  return [...itemLines, ...fundsLine];
}
