/**
 * The day a build publishes for: the day each figure's value in force is picked for. It is today
 * (UTC) unless `SITE_DATE=YYYY-MM-DD` names another, so a preview or a test can show the site as
 * it will read on a day to come, or as it read on a day gone.
 */
import { isCalendarDay } from './collections/primitives';

export const SITE_DATE_VARIABLE = 'SITE_DATE';

export function buildDay(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const set = env[SITE_DATE_VARIABLE]?.trim();
  if (!set) return new Date().toISOString().slice(0, 10);
  if (!isCalendarDay(set)) throw new Error(`${SITE_DATE_VARIABLE}: expected a real date written YYYY-MM-DD, got "${set}"`);
  return set;
}

/** The build day as a Date at midnight UTC, for the checks that count days and months from it. */
export function buildDate(env: Readonly<Record<string, string | undefined>> = process.env): Date {
  return new Date(`${buildDay(env)}T00:00:00Z`);
}
