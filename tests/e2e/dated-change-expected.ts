/**
 * A figure with a change dated to come: the UK Graduate route (figures.postStudyWork), whose 18
 * months apply from 1 January 2027, and what its pages say about it on a given day. Expectations
 * come from the file as written (content-files.ts), so the checks keep working when staff add the
 * next change. Read by the browser test of the built site (dated-change.ts, for the day it was
 * built for) and by tests/unit/dated-change.test.tsx (pages rendered on a day either side).
 */
import { figureOf, officialValues, readContentFile, textAt } from './content-files';
import { formatFigure } from '@/lib/content/figures';
import { formatDate } from '@/lib/fill-label';

export const DATED = { file: 'content/countries/uk.md', figure: 'postStudyWork' } as const;

const data = readContentFile(DATED.file).data;
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const raw = isRecord(data.figures) ? data.figures[DATED.figure] : undefined;

/** The figure's last dated change: the value before it, the value it brings and its day. */
export function lastChange() {
  const values = officialValues(raw, `${DATED.file}: figures.${DATED.figure}`);
  const to = values.at(-1);
  const from = values.at(-2);
  if (!to?.from || !from) throw new Error(`${DATED.file}: figures.${DATED.figure} has no dated change; this test reads one`);
  return { from: from.figure, to: to.figure, day: to.from };
}

/** `day` moved by a number of days, YYYY-MM-DD. */
function shift(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The day after the change, when it shows as made. */
export const dayAfterChange = (): string => shift(lastChange().day, 1);
/** The day before the change, when it shows as coming. */
export const dayBeforeChange = (): string => shift(lastChange().day, -1);

/**
 * What the pages say of the change on a site built for `day`: the guide's stat card (at `route`,
 * labelled `statLabel`) shows `value`, with `coming` under it before the day only; /fee-changes
 * (`feeChangesRoute`) has one list item with `line`, which starts with `comingWord` before the day only.
 */
export function datedChangeOn(day: string) {
  const { from, to, day: changeDay } = lastChange();
  const statLabel = (Array.isArray(data.stats) ? data.stats.filter(isRecord) : []).find((s) => s.figure === DATED.figure)?.label;
  if (typeof statLabel !== 'string') throw new Error(`${DATED.file}: no stat card shows figures.${DATED.figure}`);
  return {
    before: day < changeDay,
    route: String(data.route),
    statLabel,
    value: formatFigure(figureOf(raw, DATED.file, day)),
    coming: textAt('content/labels.md', 'country.figureComing').replace('{date}', formatDate(changeDay)).replace('{value}', formatFigure(to)),
    feeChangesRoute: textAt('content/pages/fee-changes.md', 'route'),
    line: textAt('content/labels.md', 'planner.change')
      .replace('{item}', statLabel)
      .replace('{from}', formatFigure(from))
      .replace('{to}', formatFigure(to))
      .replace('{date}', formatDate(changeDay)),
    comingWord: textAt('content/labels.md', 'planner.changeComing'),
  };
}
