/**
 * A figure's dated change on the day before it and the day after it (was the variant site's
 * tests/e2e/variant/dated-values.spec.ts, a second full build for the day after): the project's own
 * content, its pages rendered for each day. Expectations come from the file as written
 * (tests/e2e/dated-change-expected.ts). The built site, for the day it was built for, is checked by
 * tests/e2e/dated-values.spec.ts.
 */
import { renderRoute, textOf } from './render-route';
import { datedChangeOn, dayAfterChange, dayBeforeChange } from '../e2e/dated-change-expected';

jest.setTimeout(60_000);

const root = process.cwd();

describe.each([
  ['the day before it', dayBeforeChange()],
  ['the day after it', dayAfterChange()],
])('a dated change, on %s', (_, day) => {
  const expected = datedChangeOn(day);

  test(`the guide's stat card shows the value in force, ${expected.before ? 'with the coming one under it' : 'and no longer a coming one'}`, async () => {
    const { document } = await renderRoute({ root, day, path: expected.route });
    const cards = [...document.querySelectorAll('.stat')].filter((card) => textOf(card).includes(expected.statLabel));
    expect(cards).toHaveLength(1);
    expect(textOf(cards[0])).toContain(expected.value);
    if (expected.before) expect(textOf(cards[0])).toContain(expected.coming);
    else expect(textOf(cards[0])).not.toContain(expected.coming);
  });

  test(`/fee-changes lists it once, ${expected.before ? 'as coming' : 'as made'}`, async () => {
    const { document } = await renderRoute({ root, day, path: expected.feeChangesRoute });
    const items = [...document.querySelectorAll('main li')].filter((item) => textOf(item).includes(expected.line));
    expect(items).toHaveLength(1);
    expect(textOf(items[0]).startsWith(`${expected.comingWord} `)).toBe(expected.before);
  });
});
