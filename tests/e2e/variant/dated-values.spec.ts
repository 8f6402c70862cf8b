/*
 * The variant site is built for the day after the UK's dated change (SITE_DATE, ./site.ts): the new
 * value is the headline with no edit, and /fee-changes lists the change as made.
 */
import type { ChildProcess } from 'node:child_process';
import { test } from '../fixtures';
import { dayAfterChange, expectDatedChange } from '../dated-change';
import { serveVariant } from './site';

let server: ChildProcess | null = null;
let origin = '';

test.beforeAll(async () => {
  ({ server, origin } = await serveVariant());
});

test.afterAll(() => {
  server?.kill();
});

test('after its day, a dated change is the headline and /fee-changes lists it as made', async ({ page }) => {
  await expectDatedChange(page, origin, dayAfterChange());
});
