/**
 * The dated change (dated-change-expected.ts) on the built site, for the day it was built for.
 * Pages on other days are rendered in Jest (tests/unit/dated-change.test.tsx).
 */
import { expect, type Page } from '@playwright/test';
import { datedChangeOn } from './dated-change-expected';

export { lastChange } from './dated-change-expected';

/**
 * On the site at `origin`, built for `day`: the guide's stat card shows the value in force then,
 * with the coming one under it before the day; /fee-changes lists the change, as coming before
 * the day and as made after it.
 */
export async function expectDatedChange(page: Page, origin: string, day: string) {
  const { before, route, statLabel, value, coming, feeChangesRoute, line, comingWord } = datedChangeOn(day);
  await page.goto(`${origin}${route}`);
  const card = page.locator('.stat').filter({ hasText: statLabel });
  await expect(card).toContainText(value);
  if (before) await expect(card).toContainText(coming);
  else await expect(card).not.toContainText(coming);

  await page.goto(`${origin}${feeChangesRoute}`);
  const item = page.getByRole('main').getByRole('listitem').filter({ hasText: line });
  await expect(item).toHaveCount(1);
  const startsComing = new RegExp(`^${comingWord.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s`);
  if (before) await expect(item).toHaveText(startsComing);
  else await expect(item).not.toHaveText(startsComing);
}
