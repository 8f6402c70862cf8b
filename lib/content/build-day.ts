/**
 * The day a build publishes for: the day each figure's value in force is picked for. It is today
 * (UTC) unless `SITE_DATE=YYYY-MM-DD` names another, so a preview or a test can show the site as
 * it will read on a day to come, or as it read on a day gone.
 */
import { isCalendarDay } from './fields/primitives';

export const SITE_DATE_VARIABLE = 'SITE_DATE';

type Env = Readonly<Record<string, string | undefined>>;

/** Why SITE_DATE cannot name the build day, as one line naming it and what was expected; null when it can (or is unset). */
export function siteDateProblem(env: Env = process.env): string | null {
  const set = env[SITE_DATE_VARIABLE]?.trim();
  return !set || isCalendarDay(set) ? null : `${SITE_DATE_VARIABLE}: expected a real date written YYYY-MM-DD, got ${JSON.stringify(set)}`;
}

export function buildDay(env: Env = process.env): string {
  const problem = siteDateProblem(env);
  if (problem) throw new Error(problem);
  return env[SITE_DATE_VARIABLE]?.trim() || new Date().toISOString().slice(0, 10);
}

/** The build day as a Date at midnight UTC, for the checks that count days and months from it. */
export function buildDate(env: Env = process.env): Date {
  return new Date(`${buildDay(env)}T00:00:00Z`);
}
