/**
 * The inbox's figures, pure: the time to first reply (median and 90th percentile) and how much of
 * the office's working time has passed since an enquiry came in. Times are ISO instants (UTC); the
 * office's days and hours are read in its own time zone (content/site.md, office).
 */
import { minutesOf, todayAt, weekdayOf } from '../../../../lib/booking';
import { addDays } from '../../../../lib/fill-label';

/** The days over which reply times are summarised: replies given in the last 30 days. */
export const FIGURES_WINDOW_DAYS = 30;

export type OfficeHours = { days: string[]; opens: string; closes: string; timeZone: string };

/**
 * The nearest-rank percentile: the smallest value such that at least `p` per cent of the values
 * are at or below it (so always one of the values, never an average of two). Null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

/**
 * The median as the middle value, or the mean of the two middle values for an even count (the
 * usual definition; it is the one figure here that may be no one's actual reply time).
 */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export type ReplyTime = { created_at: string; answered_at: string };

/** Median and 90th percentile of the clock time from enquiry to first reply, in milliseconds. */
export function replyTimeFigures(replies: readonly ReplyTime[]): { count: number; median: number | null; p90: number | null } {
  const times = replies.map((reply) => Math.max(0, Date.parse(reply.answered_at) - Date.parse(reply.created_at)));
  return { count: times.length, median: median(times), p90: percentile(times, 90) };
}

/** Minutes east of UTC of `timeZone` at the instant `at` (Asia/Karachi: +300). */
function offsetMinutes(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((asUtc - (at - (at % 1000))) / 60_000);
}

/** The instant (ms) of a wall-clock time `minutes` after midnight on `day` (YYYY-MM-DD) in `timeZone`. */
export function instantAt(day: string, minutes: number, timeZone: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date, 0, minutes);
  // Twice: the offset at the first guess may differ from the offset at the answer across a clock change.
  let at = wall - offsetMinutes(timeZone, wall) * 60_000;
  at = wall - offsetMinutes(timeZone, at) * 60_000;
  return at;
}

/** The length of one working day, in milliseconds (closes − opens). */
export function workingDayMs(office: OfficeHours): number {
  return (minutesOf(office.closes) - minutesOf(office.opens)) * 60_000;
}

/**
 * The office's working time between two instants, in milliseconds: the parts of [from, to] that
 * fall on an office day between opening and closing, in the office's time zone.
 */
export function workingMsBetween(from: Date, to: Date, office: OfficeHours, enough = Infinity): number {
  if (to.getTime() <= from.getTime()) return 0;
  let total = 0;
  const last = todayAt(office.timeZone, to);
  for (let day = todayAt(office.timeZone, from); day <= last; day = addDays(day, 1)) {
    if (!office.days.includes(weekdayOf(day))) continue;
    const opens = instantAt(day, minutesOf(office.opens), office.timeZone);
    const closes = instantAt(day, minutesOf(office.closes), office.timeZone);
    total += Math.max(0, Math.min(closes, to.getTime()) - Math.max(opens, from.getTime()));
    // An enquiry open for months need not be counted day by day once it is past the mark.
    if (total > enough) return total;
  }
  return total;
}

/** Whether an enquiry that came in at `created` has waited more than one working day by `now`. */
export function olderThanOneWorkingDay(created: Date, now: Date, office: OfficeHours): boolean {
  const day = workingDayMs(office);
  return workingMsBetween(created, now, office, day) > day;
}

/** A duration in whole hours and minutes, rounded to the minute. */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  const total = Math.round(ms / 60_000);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
