/**
 * Every change of every figure that has a timeline, told in words: "Student visa fee: £490 → £524
 * from 9 April 2025". Values gone, in force and still to come are all in the timelines of the
 * countries' `figures:`, so the guides, /fee-changes and its feed list the same changes.
 */
import type { SiteContent } from '../content/load';
import { formatFigure, timelineOf, type DatedValue, type Figure } from '../content/figures';

export { timelineOf };
import { fill, formatDate } from '../fill-label';
import type { CostItem } from '../content/costs';
import { lastChanged } from './last-modified';

type Country = SiteContent['countries'][number];

export type FeeChange = {
  /** Stable across builds and editions: country, figure and day, as in `uk/visaFee/2025-04-09`. */
  id: string;
  country: string;
  countryRoute: string;
  /** What changed: "Student visa fee", "Living costs (London)". */
  item: string;
  /** "Student visa fee: £490 → £524 from 9 April 2025" */
  text: string;
  /** The day the new value takes effect (YYYY-MM-DD). */
  date: string;
  /** Done: in force on the build day; coming: dated after it; reported: only a report gives it so far. */
  status: 'done' | 'coming' | 'reported';
  /**
   * The day the change became news, for its feed entry: its own day once it has come; for one still
   * to come, the day it was recorded (read on its source, else its file's last change), so no
   * entry is dated in the future.
   */
  recorded: string;
  source: { label: string; href: string } | null;
};

/** What a cost item is called: its own label, or the planner's word for its kind. */
export function itemLabel(item: CostItem, content: SiteContent): string {
  return item.kind === 'other' ? (item.label ?? '') : content.labels.planner.items[item.kind];
}

/**
 * The figures of a country whose changes are worth telling, each with what a family calls it: the
 * cost items' figures first (per city band and level), then the money to show, then the stat cards'.
 */
export function labelledFigures(country: Country, content: SiteContent): { name: string; label: string; figure: Figure }[] {
  const words = content.labels.planner;
  const found = new Map<string, string>();
  const costs = country.data.costs;
  for (const item of costs?.items ?? []) {
    const label = itemLabel(item, content);
    for (const named of item.figures) {
      const band = named.band === null ? undefined : costs?.cityBands?.find((b) => b.key === named.band)?.label;
      const level = named.level === null ? undefined : words.levels[named.level];
      const qualifier = [band, level].filter(Boolean).join(', ');
      if (!found.has(named.name)) found.set(named.name, qualifier ? `${label} (${qualifier})` : label);
    }
  }
  const fundsFigure = costs?.funds?.livingFigure;
  if (fundsFigure && !found.has(fundsFigure)) found.set(fundsFigure, words.fundsHeading);
  for (const stat of country.data.stats) if (!found.has(stat.name)) found.set(stat.name, stat.label);
  return [...found].flatMap(([name, label]) => {
    const figure = Object.hasOwn(country.data.figures, name) ? country.data.figures[name] : undefined;
    return figure ? [{ name, label, figure }] : [];
  });
}


/** The official value a change on `day` would replace: the last one in force before it (one to come soon included). */
function replaced(figure: Figure, day: string): DatedValue {
  return timelineOf(figure).filter((v) => (v.from ?? '') < day).at(-1) ?? figure;
}

/**
 * The day a change not yet in force was recorded: the day its value was read on its source, else
 * the day its country file last changed in git, never after the build day.
 */
function recordedDay(value: DatedValue, file: string, { root, day }: SiteContent): string {
  const recorded = value.read ?? lastChanged(root, file) ?? day;
  return recorded < day ? recorded : day;
}

/** Every change of every labelled figure, newest first (changes still to come lead); `only` keeps one country's. */
export function feeChanges(content: SiteContent, only?: string): FeeChange[] {
  const words = content.labels.planner;
  const changes = content.countries
    .filter((country) => only === undefined || country.id === only)
    .flatMap((country) =>
      labelledFigures(country, content).flatMap(({ name, label, figure }) => {
        const values = timelineOf(figure);
        const coming = new Set(figure.upcoming ?? []);
        const reported = figure.reportedChange;
        // A reported change is told beside the official amount it would replace, as the guide's figure is.
        const heard: FeeChange[] = reported?.from
          ? [
              {
                id: `${country.id}/${name}/${reported.from}/reported`,
                country: country.data.name,
                countryRoute: country.data.route,
                item: label,
                date: reported.from,
                status: 'reported',
                recorded: recordedDay(reported, country.file, content),
                text: fill(words.change, { item: label, from: formatFigure(replaced(figure, reported.from), content.edition), to: formatFigure(reported, content.edition), date: formatDate(reported.from, content.edition) }),
                source: reported.source ?? null,
              },
            ]
          : [];
        return [...heard, ...values.slice(1).flatMap((next, i): FeeChange[] => {
          const previous = values[i];
          if (!previous || !next.from) return [];
          return [
            {
              id: `${country.id}/${name}/${next.from}`,
              country: country.data.name,
              countryRoute: country.data.route,
              item: label,
              date: next.from,
              status: coming.has(next) ? 'coming' : 'done',
              recorded: coming.has(next) ? recordedDay(next, country.file, content) : next.from,
              text: fill(words.change, { item: label, from: formatFigure(previous, content.edition), to: formatFigure(next, content.edition), date: formatDate(next.from, content.edition) }),
              source: next.source ?? null,
            },
          ];
        })];
      }),
    );
  return changes.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}
