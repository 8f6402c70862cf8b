/**
 * @jest-environment node
 *
 * The cost planner's arithmetic and its address, and the cost model's checks: each refusal is one
 * line naming the file and the field.
 */
import { choiceFromQuery, choiceToQuery, defaultChoice, planFor, type PlanDestination } from '@/lib/cost-plan';
import { formatPkrRange } from '@/lib/money-format';
import { fixtureSite, problemsOf, loadContent } from './content-fixture';
import { planDestinations } from '@/lib/present/cost-planner';
import { feeChanges } from '@/lib/present/fee-changes';

const gbp = (min: number, max = min, period: 'year' | 'month' | 'one-off' = 'year') => ({ min, max, currency: 'GBP' as const, period });

const destination: PlanDestination = {
  id: 'uk',
  name: 'United Kingdom',
  route: '/ukStudyAbroad',
  courseYears: { undergraduate: 3, postgraduate: 1 },
  bands: [
    { key: 'elsewhere', label: 'Outside London' },
    { key: 'london', label: 'London' },
  ],
  items: [
    { label: 'Tuition', amounts: [{ level: null, band: null, amount: gbp(20000, 30000) }, { level: 'postgraduate', band: null, amount: gbp(18000) }], source: null, effect: null, read: null, checked: null, coming: null, wholeVisa: null },
    { label: 'Living', amounts: [{ level: null, band: 'elsewhere', amount: gbp(1000, 1000, 'month') }, { level: null, band: 'london', amount: gbp(1300, 1300, 'month') }], source: null, effect: null, read: null, checked: null, coming: null, wholeVisa: null },
    { label: 'Visa fee', amounts: [{ level: null, band: null, amount: gbp(500, 500, 'one-off') }], source: null, effect: null, read: null, checked: null, coming: null, wholeVisa: null },
    { label: 'Health cover', amounts: [], source: null, effect: null, read: null, checked: null, coming: null, wholeVisa: null },
  ],
  tuitionItem: 0,
  livingItem: 1,
  funds: { livingMonths: 9, living: null, firstYearTuition: true, heldDays: 28, source: { label: 'GOV.UK', href: 'https://www.gov.uk/student-visa/money' }, effect: null, read: null, checked: null },
};
const rates = { GBP: 400 };

describe('a plan', () => {
  const plan = planFor(destination, defaultChoice(destination), rates);

  it('keeps a range a range: totals add the lows and the highs', () => {
    // 3 years: tuition 20–30k a year, living 12k a year, visa 500 once.
    expect(plan.firstYear).toEqual({ min: 20000 + 12000 + 500, max: 30000 + 12000 + 500 });
    expect(plan.course).toEqual({ min: 60000 + 36000 + 500, max: 90000 + 36000 + 500 });
    expect(plan.coursePkr).toEqual({ min: 96500 * 400, max: 126500 * 400 });
  });

  it('leaves an item without a figure out of every total, and names it', () => {
    expect(plan.missing).toEqual(['Health cover']);
    expect(plan.lines[3]?.course).toBeNull();
  });

  it('works out the money to show from living costs and the first year of tuition', () => {
    expect(plan.funds).toEqual({ amount: { min: 9000 + 20000, max: 9000 + 30000 }, pkr: { min: 29000 * 400, max: 39000 * 400 }, safe: null, heldDays: 28, livingMonths: 9, firstYearTuition: true });
  });

  it('or from a fixed living amount the visa sets, where the rules give one', () => {
    const fixed = { ...destination, funds: { livingMonths: null, living: gbp(22000), firstYearTuition: true, heldDays: null, source: { label: 'IRCC', href: 'https://www.canada.ca/' }, effect: null, read: null, checked: null } };
    expect(planFor(fixed, defaultChoice(fixed), rates).funds?.amount).toEqual({ min: 22000 + 20000, max: 22000 + 30000 });
  });

  it('prices by city band and by level', () => {
    const london = planFor(destination, { ...defaultChoice(destination), band: 'london', level: 'postgraduate', years: 1 }, rates);
    expect(london.firstYear).toEqual({ min: 18000 + 15600 + 500, max: 18000 + 15600 + 500 });
  });

  it('says what a 10% fall of the rupee would add: a tenth of the rupee total, over nine tenths', () => {
    expect(plan.fallPkr?.min).toBeCloseTo((96500 * 400) / 9);
  });

  it('rounds rupees to what one day’s rate can carry', () => {
    expect(formatPkrRange({ min: 38_600_000, max: 50_600_000 })).toBe('PKR 38.6–50.6 million');
    expect(formatPkrRange({ min: 187_345, max: 187_345 })).toBe('PKR 190,000');
  });
});

describe('the plan in the address', () => {
  it('round-trips a choice', () => {
    const choice = { destination: 'uk', level: 'postgraduate' as const, band: 'london', years: 2 };
    expect(choiceFromQuery(choiceToQuery(choice), [destination])).toEqual(choice);
  });

  it('falls back part by part on what a destination does not offer, and ignores an unknown destination', () => {
    expect(choiceFromQuery('destination=uk&level=phd&city=paris&years=40', [destination])).toEqual({ destination: 'uk', level: 'undergraduate', band: 'elsewhere', years: 3 });
    expect(choiceFromQuery('destination=mars', [destination])).toBeNull();
  });
});

describe('the cost model in a country file', () => {
  const COUNTRY = 'content/countries/testland.md';
  const withCosts = (costs: string, figures = '') => ({
    [COUNTRY]: (text: string) =>
      text.replace('figures:\n', `figures:\n${figures}`).replace(/\nstats:/, `\ncosts:\n${costs}\nstats:`),
  });

  it('loads, and the planner and the fee history read it', () => {
    const root = fixtureSite(
      withCosts(
        `  courseYears: { undergraduate: 3, postgraduate: 2 }
  tuition: { figure: tuition }
  visaFee: { figure: visaFee }`,
        '  visaFee: [{ amount: 363, currency: EUR, period: one-off }, { amount: 490, currency: EUR, period: one-off, from: 2023-10-04 }, { amount: 524, currency: EUR, period: one-off, from: 2025-04-09 }]\n',
      ),
    );
    const content = loadContent(root);
    const [planned] = planDestinations(content);
    expect(planned?.items.map((i) => i.label)).toEqual([content.labels.planner.items.tuition, content.labels.planner.items.living, content.labels.planner.items.visaFee, content.labels.planner.items.health]);
    expect(feeChanges(content).map((c) => c.date)).toEqual(['2025-04-09', '2023-10-04']);
    expect(feeChanges(content)[0]?.text).toContain('€490 → €524');
  });

  it("carries the source and the dates of each item's value in force, and of the funds, to the planner", () => {
    const content = loadContent(
      fixtureSite(
        withCosts(
          `  courseYears: { undergraduate: 3, postgraduate: 2 }
  tuition: { figure: tuition }
  visaFee: { figure: visaFee }
  health: { source: { label: Testland health, href: "https://example.org/health" } }
  funds: { living: visaFunds, firstYearTuition: false, source: { label: Testland visas, href: "https://example.org/visa" } }`,
          `  visaFee: { amount: 100, currency: EUR, period: one-off, source: { label: Testland visas, href: "https://example.org/visa" } }
  visaFunds: [{ amount: 8000, currency: EUR, period: year }, { amount: 9000, currency: EUR, period: year, from: 2024-07-01, source: { label: Testland visas, href: "https://example.org/visa" }, read: 2025-01-10, checked: { date: 2026-01-15, by: Ayesha } }]
`,
        ),
      ),
    );
    const [planned] = planDestinations(content);
    const byLabel = (label: string) => planned?.items.find((i) => i.label === label);
    expect(byLabel(content.labels.planner.items.visaFee)).toMatchObject({ source: { href: 'https://example.org/visa' }, effect: null, read: null, checked: null });
    expect(byLabel(content.labels.planner.items.health)).toMatchObject({ source: { href: 'https://example.org/health' }, effect: null, checked: null, amounts: [] });
    expect(planned?.funds).toMatchObject({ living: { min: 9000 }, effect: '2024-07-01', read: '2025-01-10', checked: '2026-01-15' });
  });

  it('records a change of an item priced by city band, band by band', () => {
    const content = loadContent(
      fixtureSite(
        withCosts(
          `  courseYears: { undergraduate: 3, postgraduate: 1 }
  cityBands: [{ key: elsewhere, label: Elsewhere }, { key: capital, label: Capital }]
  tuition: { figure: tuition }
  living:
    bands: [{ band: elsewhere, figure: livingElsewhere }, { band: capital, figure: livingCapital }]`,
          `  livingElsewhere: [{ amount: 1023, currency: EUR, period: month }, { amount: 1136, currency: EUR, period: month, from: 2025-01-02 }]
  livingCapital: [{ amount: 1334, currency: EUR, period: month }, { amount: 1483, currency: EUR, period: month, from: 2025-01-02 }]
`,
        ),
      ),
    );
    expect(feeChanges(content).map((c) => [c.date, c.text])).toEqual([
      ['2025-01-02', `${content.labels.planner.items.living} (Capital): €1,334 per month → €1,483 per month from 2 January 2025`],
      ['2025-01-02', `${content.labels.planner.items.living} (Elsewhere): €1,023 per month → €1,136 per month from 2 January 2025`],
    ]);
  });

  it.each([
    ['a currency with no rate', '  tuition: { figure: fee }', '  fee: { amount: 100, currency: GBP, period: year }\n', `${COUNTRY}: costs.tuition: is in GBP, which content/exchange-rates.md has no rate for`],
    ['a range that runs backwards in a timeline', '  tuition: { figure: fee }', '  fee: [{ min: 900, max: 100, currency: EUR, period: year }, { amount: 1000, currency: EUR, period: year, from: 2025-01-01 }]\n', `${COUNTRY}: figures.fee[0].max: expected max above min`],
    ['a missing city band', '  cityBands: [{ key: london, label: London }, { key: elsewhere, label: Elsewhere }]\n  living: { bands: [{ band: london, figure: tuition }] }', '', `${COUNTRY}: costs.living.bands: missing city band "elsewhere"`],
    ['a city band keyed constructor that no cityBands declares', '  cityBands: [{ key: london, label: London }, { key: elsewhere, label: Elsewhere }]\n  living: { bands: [{ band: london, figure: tuition }, { band: elsewhere, figure: tuition }, { band: constructor, figure: tuition }] }', '', `${COUNTRY}: costs.living.bands[2].band: "constructor" is a name every JavaScript object already has; choose another key`],
    ['a city band given twice', '  cityBands: [{ key: london, label: London }, { key: elsewhere, label: Elsewhere }]\n  living: { bands: [{ band: london, figure: tuition }, { band: london, figure: tuition }, { band: elsewhere, figure: tuition }] }', '', `${COUNTRY}: costs.living.bands[1].band: city band "london" is given twice`],
    ['two city bands with one key', '  cityBands: [{ key: london, label: London }, { key: london, label: Outside London }]\n  living: { bands: [{ band: london, figure: tuition }] }', '', `${COUNTRY}: costs.cityBands[1].key: "london" is used by an earlier city band`],
    ['an unknown period', '  tuition: { figure: fee }', '  fee: { amount: 100, currency: EUR, period: week }\n', `${COUNTRY}: figures.fee.period:`],
    ['a source on a cost item that has a figure', '  tuition: { figure: tuition, source: { label: Fees, href: "https://example.org/fees" } }', '', `${COUNTRY}: costs.tuition.source: the source of an amount belongs to its figure's value`],
    ['a whole-visa charge on a one-off amount', '  health: { figure: fee, wholeVisa: { monthsBefore: 1, monthsAfter: [{ courseMonths: 12, months: 4 }] } }', '  fee: { amount: 100, currency: EUR, period: one-off }\n', `${COUNTRY}: costs.health.wholeVisa: expected the figure to be a yearly amount`],
    ['a fixed funds amount in a currency with no rate', '  funds: { living: fee, firstYearTuition: false, source: { label: Visas, href: "https://example.org/visa" } }', '  fee: { amount: 100, currency: GBP, period: year }\n', `${COUNTRY}: costs.funds.living: is in GBP, which content/exchange-rates.md has no rate for`],
    ['the old newer field beside the funds', '  living: { figure: tuition }\n  funds: { livingMonths: 9, firstYearTuition: true, source: { label: Visas, href: "https://example.org/visa" }, newer: { amount: 900, effect: 2025-01-01, source: { label: Visas, href: "https://example.org/visa" } } }', '', `${COUNTRY}: costs.funds.newer: unknown field`],
    ['the old history field on a cost item', '  tuition: { figure: tuition, history: [{ amount: 100, until: 2023-01-01 }] }', '', `${COUNTRY}: costs.tuition.history: unknown field`],
  ])('refuses %s, in one line naming file and field', (_, costs, figures, expected) => {
    const problems = problemsOf(fixtureSite(withCosts(`  courseYears: { undergraduate: 3, postgraduate: 1 }\n${costs}`, figures)));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });
});

describe('English minimums in a country file', () => {
  const COUNTRY = 'content/countries/testland.md';
  const withMinimums = (minimums: string) => fixtureSite({ [COUNTRY]: (text: string) => text.replace(/\nstats:/, `\nenglishMinimums: ${minimums}\nstats:`) });

  it('are read per test, and a test left out stays unknown', () => {
    const content = loadContent(withMinimums('{ ielts: 6.5, toefl: 90 }'));
    expect(content.countries[0]?.data.englishMinimums).toEqual({ ielts: 6.5, toefl: 90 });
  });

  it.each([
    ['an IELTS band between halves', '{ ielts: 6.3 }', 'englishMinimums.ielts'],
    ['a PTE score off its scale', '{ pte: 95 }', 'englishMinimums.pte'],
    ['a test the filter does not know', '{ cambridge: 170 }', 'englishMinimums.cambridge'],
  ])('refuse %s, in one line naming the field', (_, minimums, field) => {
    const problems = problemsOf(withMinimums(minimums));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${COUNTRY}: ${field}`);
  });
});
