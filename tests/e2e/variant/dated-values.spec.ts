/*
 * The variant site is built for the day after the UK's dated change (SITE_DATE, ./site.ts): the new
 * value is the headline with no edit, and /fee-changes lists the change as made.
 */
import { test } from '../fixtures';
import { dayAfterChange, expectDatedChange } from '../dated-change';
import { serveVariantForSpec } from './site';

const origin = serveVariantForSpec();

test('after its day, a dated change is the headline and /fee-changes lists it as made', async ({ page }) => {
  await expectDatedChange(page, origin(), dayAfterChange());
});
