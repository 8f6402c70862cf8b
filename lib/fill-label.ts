import { ORIGINAL, type Edition } from './editions';

/** Fills a label's `{name}` placeholders (content/labels.md); the schema has checked the names. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** "22 November 2026" from "2026-11-22"; in Urdu "22 نومبر، 2026" (Intl's words, Western digits). */
export function formatDate(iso: string, edition: Edition = ORIGINAL): string {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString(edition.intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The calendar day `days` after an ISO day (before it for a negative count). */
export function addDays(isoDay: string, days: number): string {
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whether a string is a real calendar day written YYYY-MM-DD (`2024-13-45` is not rolled over). */
export function isCalendarDay(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
