/*
 * Figures as timelines, on the site built for today (or SITE_DATE), as built (moved from
 * tests/e2e/dated-values.spec.ts): the dated change shows as coming before its day, /fee-changes
 * lists it and its Atom feed carries it, and the Urdu guide shows the same amounts in force as the
 * English one. (The page on the day after the change: tests/unit/dated-change.test.tsx.)
 */
import { within } from '@testing-library/dom';
import { figureOf, officialValues, readContentFile, siteDay, textAt } from '../e2e/content-files';
import { formatFigure } from '@/lib/content/figures';
import { formatAmountOnly } from '@/lib/money-format';
import { formatDate } from '@/lib/fill-label';
import { nameContaining, page, readOutput, shown, textContentOf } from './site-output';

const UK = 'content/countries/uk.md';
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const uk = readContentFile(UK).data;
const figures = isRecord(uk.figures) ? uk.figures : {};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The UK Graduate route's last dated change (as tests/e2e/dated-change.ts reads it for the browser): before, after and its day. */
function lastChange() {
  const values = officialValues(figures.postStudyWork, `${UK}: figures.postStudyWork`);
  const to = values.at(-1);
  const from = values.at(-2);
  if (!to?.from || !from) throw new Error(`${UK}: figures.postStudyWork has no dated change; this test reads one`);
  return { from: from.figure, to: to.figure, day: to.from };
}

test('a dated change: the value in force on the stat card, the coming one under it before its day, and /fee-changes lists it', () => {
  const { from, to, day: changeDay } = lastChange();
  const before = siteDay() < changeDay;
  const statLabel = (Array.isArray(uk.stats) ? uk.stats.filter(isRecord) : []).find((s) => s.figure === 'postStudyWork')?.label;
  if (typeof statLabel !== 'string') throw new Error(`${UK}: no stat card shows figures.postStudyWork`);
  const cards = [...page(String(uk.route)).querySelectorAll('.stat')].filter((card) => textContentOf(card).includes(statLabel));
  expect(cards).toHaveLength(1);
  const card = textContentOf(cards[0]);
  expect(card).toContain(formatFigure(figureOf(figures.postStudyWork, UK, siteDay())));
  const coming = textAt('content/labels.md', 'country.figureComing').replace('{date}', formatDate(changeDay)).replace('{value}', formatFigure(to));
  if (before) expect(card).toContain(coming);
  else expect(card).not.toContain(coming);

  const line = textAt('content/labels.md', 'planner.change').replace('{item}', statLabel).replace('{from}', formatFigure(from)).replace('{to}', formatFigure(to)).replace('{date}', formatDate(changeDay));
  const items = [...page(textAt('content/pages/fee-changes.md', 'route')).querySelectorAll('main li')].filter((li) => textContentOf(li).includes(line));
  expect(items).toHaveLength(1);
  const startsComing = new RegExp(`^${escape(textAt('content/labels.md', 'planner.changeComing'))}\\s`);
  expect(startsComing.test(textContentOf(items[0]))).toBe(before);
});

test('the Urdu guide shows the amounts in force that the English guide shows, in its questions, not the ones they replaced', () => {
  const london = figureOf(figures.visaFundsLondon, `${UK}: figures.visaFundsLondon`);
  const [replaced] = officialValues(figures.visaFundsLondon, `${UK}: figures.visaFundsLondon`);
  if (london.kind !== 'money' || replaced?.figure.kind !== 'money' || replaced.figure.min === london.min) throw new Error(`${UK}: figures.visaFundsLondon has no earlier amount; this test reads one`);
  // Amounts keep Western digits in both editions: "£1,483" with English or Urdu words around it.
  const amount = formatAmountOnly(london.min, london.max, london.currency);
  const old = formatAmountOnly(replaced.figure.min, replaced.figure.max, replaced.figure.currency);
  for (const route of [String(uk.route), `/ur${String(uk.route)}`]) {
    // The questions state the money to show (only the fee changes list may name the amount it replaced).
    const faq = textContentOf(page(route).getElementById('faq'));
    expect(faq).toContain(amount);
    expect(faq).not.toContain(old);
  }
});

test('/fee-changes links its Atom feed for feed readers, and the feed lists the dated change', () => {
  const route = textAt('content/pages/fee-changes.md', 'route');
  const href = within(shown(route)).getByRole('link', { name: nameContaining(textAt('content/labels.md', 'common.subscribe')) }).getAttribute('href') ?? '';
  expect(href).toMatch(/^\/.+\.xml$/);
  expect(page(route).querySelector('head link[rel="alternate"][type="application/atom+xml"]')?.getAttribute('href')).toBe(href);
  // Served as application/atom+xml by each host's config: tests/output/hosting-config.test.ts.
  const feed = readOutput(href.slice(1));
  expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  expect(feed).toContain(`uk/postStudyWork/${lastChange().day}`);
});
