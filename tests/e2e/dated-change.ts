/**
 * A figure with a change dated to come, checked on a site built before its day and on one built
 * after it: the UK Graduate route (figures.postStudyWork), whose 18 months apply from 1 January
 * 2027. Expectations come from the file as written (content-files.ts), for the day each site was
 * built for, so the test keeps working when staff add the next change.
 */
import { expect, type Page } from '@playwright/test';
import { figureOf, officialValues, readContentFile, textAt } from './content-files';
import { formatFigure } from '@/lib/content/figures';
import { formatDate } from '@/lib/fill-label';

export const DATED = { file: 'content/countries/uk.md', figure: 'postStudyWork' } as const;

const data = readContentFile(DATED.file).data;
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const raw = isRecord(data.figures) ? data.figures[DATED.figure] : undefined;
const route = String(data.route);
const statLabel = (Array.isArray(data.stats) ? data.stats.filter(isRecord) : []).find((s) => s.figure === DATED.figure)?.label;

/** The figure's last dated change: the value before it, the value it brings and its day. */
export function lastChange() {
  const values = officialValues(raw, `${DATED.file}: figures.${DATED.figure}`);
  const to = values.at(-1);
  const from = values.at(-2);
  if (!to?.from || !from) throw new Error(`${DATED.file}: figures.${DATED.figure} has no dated change; this test reads one`);
  return { from: from.figure, to: to.figure, day: to.from };
}

/** The day after the change: what the variant site is built for (tests/e2e/variant/site.ts). */
export function dayAfterChange(): string {
  const next = new Date(`${lastChange().day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * On the site at `origin`, built for `day`: the guide's stat card shows the value in force then,
 * with the coming one under it before the day; /fee-changes lists the change, as coming before
 * the day and as made after it.
 */
export async function expectDatedChange(page: Page, origin: string, day: string) {
  const { from, to, day: changeDay } = lastChange();
  const before = day < changeDay;
  if (typeof statLabel !== 'string') throw new Error(`${DATED.file}: no stat card shows figures.${DATED.figure}`);
  await page.goto(`${origin}${route}`);
  const card = page.locator('.stat').filter({ hasText: statLabel });
  await expect(card).toContainText(formatFigure(figureOf(raw, DATED.file, day)));
  const coming = textAt('content/labels.md', 'country.figureComing').replace('{date}', formatDate(changeDay)).replace('{value}', formatFigure(to));
  if (before) await expect(card).toContainText(coming);
  else await expect(card).not.toContainText(coming);

  const line = textAt('content/labels.md', 'planner.change')
    .replace('{item}', statLabel)
    .replace('{from}', formatFigure(from))
    .replace('{to}', formatFigure(to))
    .replace('{date}', formatDate(changeDay));
  await page.goto(`${origin}${textAt('content/pages/fee-changes.md', 'route')}`);
  const item = page.getByRole('main').getByRole('listitem').filter({ hasText: line });
  await expect(item).toHaveCount(1);
  const comingWord = textAt('content/labels.md', 'planner.changeComing');
  const startsComing = new RegExp(`^${comingWord.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s`);
  if (before) await expect(item).toHaveText(startsComing);
  else await expect(item).not.toHaveText(startsComing);
}
