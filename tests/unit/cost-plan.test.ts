/**
 * @jest-environment node
 *
 * The cost planner's arithmetic and its address, and the cost model's checks: each refusal is one
 * line naming the file and the field.
 */
import { choiceFromQuery, choiceToQuery, defaultChoice, formatPkrRange, planFor, type PlanDestination } from '@/lib/cost-plan';
import { fixtureSite, problemsOf } from './content-fixture';
import { loadContent } from '@/lib/content/load';
import { planDestinations, feeChanges } from '@/lib/present/cost-planner';

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
    { label: 'Tuition', amounts: [{ level: null, band: null, amount: gbp(20000, 30000) }, { level: 'postgraduate', band: null, amount: gbp(18000) }], source: null, effect: null, checked: null },
    { label: 'Living', amounts: [{ level: null, band: 'elsewhere', amount: gbp(1000, 1000, 'month') }, { level: null, band: 'london', amount: gbp(1300, 1300, 'month') }], source: null, effect: null, checked: null },
    { label: 'Visa fee', amounts: [{ level: null, band: null, amount: gbp(500, 500, 'one-off') }], source: null, effect: null, checked: null },
    { label: 'Health cover', amounts: [], source: null, effect: null, checked: null },
  ],
  tuitionItem: 0,
  livingItem: 1,
  funds: { livingMonths: 9, living: null, firstYearTuition: true, heldDays: 28, source: { label: 'GOV.UK', href: 'https://www.gov.uk/student-visa/money' }, effect: null, checked: null },
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
    expect(plan.funds).toEqual({ amount: { min: 9000 + 20000, max: 9000 + 30000 }, pkr: { min: 29000 * 400, max: 39000 * 400 }, heldDays: 28, livingMonths: 9, firstYearTuition: true });
  });

  it('or from a fixed living amount the visa sets, where the rules give one', () => {
    const fixed = { ...destination, funds: { livingMonths: null, living: gbp(22000), firstYearTuition: true, heldDays: null, source: { label: 'IRCC', href: 'https://www.canada.ca/' }, effect: null, checked: null } };
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
  visaFee: { figure: visaFee, effect: 2025-04-09, history: [{ amount: 363, until: 2023-10-04 }, { amount: 490, until: 2025-04-09 }] }`,
        '  visaFee: { amount: 524, currency: EUR, period: one-off }\n',
      ),
    );
    const content = loadContent(root);
    const [planned] = planDestinations(content);
    expect(planned?.items.map((i) => i.label)).toEqual([content.labels.planner.items.tuition, content.labels.planner.items.living, content.labels.planner.items.visaFee, content.labels.planner.items.health]);
    expect(feeChanges(content).map((c) => c.date)).toEqual(['2025-04-09', '2023-10-04']);
    expect(feeChanges(content)[0]?.text).toContain('€490 → €524');
  });

  it('carries the effect and checked dates of each item, and of the funds, to the planner', () => {
    const content = loadContent(
      fixtureSite(
        withCosts(
          `  courseYears: { undergraduate: 3, postgraduate: 2 }
  tuition: { figure: tuition, source: { label: Testland ministry, href: "https://example.org/fees" }, effect: 2025-09-01, checked: { date: 2026-01-15, by: Ayesha } }
  visaFee: { figure: visaFee, source: { label: Testland visas, href: "https://example.org/visa" } }
  funds: { living: visaFunds, firstYearTuition: false, source: { label: Testland visas, href: "https://example.org/visa" }, effect: 2024-07-01 }`,
          '  visaFee: { amount: 100, currency: EUR, period: one-off }\n  visaFunds: { amount: 9000, currency: EUR, period: year }\n',
        ),
      ),
    );
    const [planned] = planDestinations(content);
    const byLabel = (label: string) => planned?.items.find((i) => i.label === label);
    expect(byLabel(content.labels.planner.items.tuition)).toMatchObject({ effect: '2025-09-01', checked: '2026-01-15' });
    expect(byLabel(content.labels.planner.items.visaFee)).toMatchObject({ effect: null, checked: null });
    expect(byLabel(content.labels.planner.items.health)).toMatchObject({ effect: null, checked: null, amounts: [] });
    expect(planned?.funds).toMatchObject({ effect: '2024-07-01', checked: null });
  });

  it('records a change of an item priced by city band, band by band', () => {
    const content = loadContent(
      fixtureSite(
        withCosts(
          `  courseYears: { undergraduate: 3, postgraduate: 1 }
  cityBands: [{ key: elsewhere, label: Elsewhere }, { key: capital, label: Capital }]
  tuition: { figure: tuition }
  living:
    bands: [{ band: elsewhere, figure: livingElsewhere }, { band: capital, figure: livingCapital }]
    effect: 2025-01-02
    history: [{ bands: [{ band: elsewhere, amount: 1023 }, { band: capital, amount: 1334 }], until: 2025-01-02 }]`,
          '  livingElsewhere: { amount: 1136, currency: EUR, period: month }\n  livingCapital: { amount: 1483, currency: EUR, period: month }\n',
        ),
      ),
    );
    expect(feeChanges(content).map((c) => [c.date, c.text])).toEqual([
      ['2025-01-02', `${content.labels.planner.items.living} (Elsewhere): €1,023 per month → €1,136 per month from 2 January 2025`],
      ['2025-01-02', `${content.labels.planner.items.living} (Capital): €1,334 per month → €1,483 per month from 2 January 2025`],
    ]);
  });

  const banded = (history: string, effect = '2025-01-02') => `  cityBands: [{ key: elsewhere, label: Elsewhere }, { key: capital, label: Capital }]
  living: { bands: [{ band: elsewhere, figure: tuition }, { band: capital, figure: tuition }], effect: ${effect}, history: [${history}] }`;

  it.each([
    ['a currency with no rate', '  tuition: { figure: fee }', '  fee: { amount: 100, currency: GBP, period: year }\n', `${COUNTRY}: costs.tuition: is in GBP, which content/exchange-rates.md has no rate for`],
    ['a range that runs backwards', '  tuition: { figure: tuition, effect: 2025-01-01, history: [{ min: 900, max: 100, until: 2024-01-01 }] }', '', `${COUNTRY}: costs.tuition.history[0].max: expected max above min (the range runs backwards)`],
    ['a missing city band', '  cityBands: [{ key: london, label: London }, { key: elsewhere, label: Elsewhere }]\n  living: { bands: [{ band: london, figure: tuition }] }', '', `${COUNTRY}: costs.living.bands: missing city band "elsewhere"`],
    ['an unknown period', '  tuition: { figure: fee }', '  fee: { amount: 100, currency: EUR, period: week }\n', `${COUNTRY}: figures.fee.period:`],
    ['a history entry after the current amount took effect', '  tuition: { figure: tuition, effect: 2024-01-01, history: [{ amount: 100, until: 2025-01-01 }] }', '', `${COUNTRY}: costs.tuition.history[0].until: is after the current amount took effect (2024-01-01)`],
    ['a banded history entry after the current amount took effect', banded('{ bands: [{ band: elsewhere, amount: 1 }, { band: capital, amount: 2 }], until: 2025-06-01 }'), '', `${COUNTRY}: costs.living.history[0].until: is after the current amount took effect (2025-01-02)`],
    ['a banded history entry without one of the bands', banded('{ bands: [{ band: elsewhere, amount: 1 }], until: 2024-06-01 }'), '', `${COUNTRY}: costs.living.history[0].bands: missing city band "capital"`],
    ['one amount in the history of an item priced by city', banded('{ amount: 1, until: 2024-06-01 }'), '', `${COUNTRY}: costs.living.history[0]: expected bands with the earlier amount for each of elsewhere, capital`],
    ['bands in the history of an item with one figure', '  tuition: { figure: tuition, effect: 2025-01-01, history: [{ bands: [{ band: capital, amount: 1 }], until: 2024-01-01 }] }', '', `${COUNTRY}: costs.tuition.history[0].bands: expected amount (or min and max): the item has no city bands`],
    ['a fixed funds amount in a currency with no rate', '  funds: { living: fee, firstYearTuition: false, source: { label: Visas, href: "https://example.org/visa" } }', '  fee: { amount: 100, currency: GBP, period: year }\n', `${COUNTRY}: costs.funds.living: is in GBP, which content/exchange-rates.md has no rate for`],
    ['a newer funds amount where the funds count months of the living item', '  living: { figure: tuition }\n  funds: { livingMonths: 9, firstYearTuition: true, source: { label: Visas, href: "https://example.org/visa" }, newer: { amount: 900, effect: 2025-01-01, source: { label: Visas, href: "https://example.org/visa" } } }', '', `${COUNTRY}: costs.funds.newer: expected newer only beside living (a figure)`],
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
