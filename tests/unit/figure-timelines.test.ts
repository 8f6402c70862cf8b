/**
 * @jest-environment node
 *
 * Figures as timelines: the value in force on the build day is the headline, a value dated later
 * takes over on its day with no edit, and the earlier ones are the history. Also the checks that
 * tell staff when figures contradict each other, and the UK health surcharge as GOV.UK counts it.
 */
import { FIXTURE_DAY, loadContent, fixtureSite, onDay, problemsOf, realDetails } from './content-fixture';
import { formatProblem } from '@/lib/content/problem';
import { pickInForce, formatFigureInProse, type DatedValue } from '@/lib/content/figures';
import { buildDay } from '@/lib/settings';
import { figureContradictions, reportedValues } from '@/lib/content/contradictions';
import { checkContent, contentCheckReport } from '@/lib/pipeline/stages/content';
import { feeChanges } from '@/lib/present/fee-changes';
import { visaMonths, wholeVisaCharge } from '@/lib/cost-plan';

const COUNTRY = 'content/countries/testland.md';
const withFigures = (figures: string, costs = '') =>
  fixtureSite({
    [COUNTRY]: (text: string) => text.replace('figures:\n', `figures:\n${figures}`).replace(/\nstats:/, `${costs ? `\ncosts:\n${costs}` : ''}\nstats:`),
  });

/** The amount of a money value, to compare timelines by. */
const amountOf = (v: DatedValue | undefined) => (v?.kind === 'money' ? v.min : undefined);

const gbp = (amount: number, from?: string): DatedValue => ({ kind: 'money', min: amount, max: amount, currency: 'GBP', period: 'one-off', ...(from ? { from } : {}) });

describe('the value in force', () => {
  const timeline = [gbp(363), gbp(490, '2023-10-04'), gbp(524, '2025-04-09')];

  it('is the last value that has taken effect: before, on and after a change day', () => {
    expect(amountOf(pickInForce(timeline, '2025-04-08') ?? undefined)).toBe(490);
    expect(amountOf(pickInForce(timeline, '2025-04-09') ?? undefined)).toBe(524);
    expect(amountOf(pickInForce(timeline, '2025-04-10') ?? undefined)).toBe(524);
    expect(amountOf(pickInForce(timeline, '2020-01-01') ?? undefined)).toBe(363);
  });

  it('keeps what it replaced as history and what is dated later as coming', () => {
    const picked = pickInForce(timeline, '2024-01-01');
    expect(picked?.past?.map(amountOf)).toEqual([363]);
    expect(picked?.upcoming?.map(amountOf)).toEqual([524]);
  });

  it('never takes a value only a news report gives', () => {
    const picked = pickInForce([...timeline, { ...gbp(600, '2026-01-01'), reported: true }], '2026-06-01');
    expect(amountOf(picked ?? undefined)).toBe(524);
    expect(picked?.reports?.map(amountOf)).toEqual([600]);
  });

  it('is the day SITE_DATE names, or today', () => {
    expect(buildDay({ SITE_DATE: '2027-01-02' })).toBe('2027-01-02');
    expect(buildDay({}, () => new Date('2026-12-31T23:59:00Z'))).toBe('2026-12-31');
    expect(() => buildDay({ SITE_DATE: '2027-02-30' })).toThrow('SITE_DATE: expected a real date written YYYY-MM-DD, got "2027-02-30"');
  });
});

describe('a figure with a dated change, built on either side of its day', () => {
  const figures = `  postStudyWork:
    - { text: "2 years", source: { label: Rules, href: "https://example.org/rules" }, read: 2025-01-10 }
    - { text: "18 months", from: 2027-01-01, source: { label: Rules, href: "https://example.org/rules" } }
`;
  const stat = (text: string) => text.replace('  - { figure: tuition, label: Tuition }', '  - { figure: tuition, label: Tuition }\n  - { figure: postStudyWork, label: Post-study work }');

  it('shows the old value with the new one and its day before the day, and only the new one after', () => {
    const root = fixtureSite({ [COUNTRY]: (text: string) => stat(text.replace('figures:\n', `figures:\n${figures}`)) });
    const before = onDay('2026-12-31', () => loadContent(root));
    const work = before.countries[0]?.data.figures.postStudyWork;
    expect(work && formatFigureInProse(work)).toBe('2 years; from 1 January 2027: 18 months');
    const after = onDay('2027-01-02', () => loadContent(root));
    const later = after.countries[0]?.data.figures.postStudyWork;
    expect(later && formatFigureInProse(later)).toBe('18 months');
  });

  it('is listed as coming before its day and as done after it', () => {
    const root = fixtureSite({ [COUNTRY]: (text: string) => stat(text.replace('figures:\n', `figures:\n${figures}`)) });
    const coming = onDay('2026-12-31', () => feeChanges(loadContent(root)));
    expect(coming.map((c) => [c.id, c.status])).toEqual([['testland/postStudyWork/2027-01-01', 'coming']]);
    expect(coming[0]?.text).toBe('Post-study work: 2 years → 18 months from 1 January 2027');
    const done = onDay('2027-01-02', () => feeChanges(loadContent(root)));
    expect(done.map((c) => c.status)).toEqual(['done']);
  });
});

describe('a timeline that cannot be read', () => {
  it.each([
    ['values out of order', '  fee: [{ amount: 1, currency: EUR, period: year }, { amount: 2, currency: EUR, period: year, from: 2025-01-01 }, { amount: 3, currency: EUR, period: year, from: 2024-01-01 }]', `${COUNTRY}: figures.fee[2].from: expected a day after the value before (2025-01-01)`],
    ['a later value with no day', '  fee: [{ amount: 1, currency: EUR, period: year }, { amount: 2, currency: EUR, period: year }]', `${COUNTRY}: figures.fee[1].from: missing, expected the day this value takes effect`],
    ['a change of currency', '  fee: [{ amount: 1, currency: EUR, period: year }, { amount: 2, currency: USD, period: year, from: 2024-01-01 }]', `${COUNTRY}: figures.fee[1]: expected the first value's currency and period (EUR, year), got USD, year`],
    ['a change of kind', '  fee: [{ amount: 1, currency: EUR, period: year }, { text: two, from: 2024-01-01 }]', `${COUNTRY}: figures.fee[1]: expected the same kind of figure as the first value (money), got text`],
    ['nothing in force yet', '  fee: [{ amount: 1, currency: EUR, period: year, from: 2099-01-01 }]', `${COUNTRY}: figures.fee.from: no value is in force on`], // a one-value timeline names no index, however it is written
    ['a reading with no source', '  fee: { amount: 1, currency: EUR, period: year, read: 2025-01-01 }', `${COUNTRY}: figures.fee.source: expected the source that was read or checked`],
    ['a reading dated in the future', '  fee: { amount: 1, currency: EUR, period: year, source: { label: Fees, href: "https://example.org/fees" }, read: 2099-01-01 }', `${COUNTRY}: figures.fee.read: 2099-01-01 is in the future`],
    ['a news report with no source', '  fee: [{ amount: 1, currency: EUR, period: year }, { amount: 2, currency: EUR, period: year, from: 2024-01-01, reported: true }]', `${COUNTRY}: figures.fee[1].source: expected the news report that gives this value`],
    ['a changing figure that no stat card or cost item shows', '  fee: [{ amount: 1, currency: EUR, period: year }, { amount: 2, currency: EUR, period: year, from: 2024-01-01 }]', `${COUNTRY}: figures.fee: a figure whose value changes is listed on /fee-changes under the name families see`],
    ['a news report with no day', '  fee: [{ amount: 2, currency: EUR, period: year, reported: true, source: { label: News, href: "https://news.example.org" } }, { amount: 1, currency: EUR, period: year, from: 2024-01-01 }]', `${COUNTRY}: figures.fee[0].from: expected the day the report says this value takes effect`],
  ])('refuses %s, in one line naming file and field', (_, figures, expected) => {
    const problems = problemsOf(withFigures(`${figures}\n`));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });
});

describe('figures that contradict each other', () => {
  const funds = `  courseYears: { undergraduate: 3, postgraduate: 1 }
  tuition: { figure: tuition }
  living: { figure: livingCost }
  funds: { living: visaFunds, firstYearTuition: true, source: { label: Visas, href: "https://example.org/visa" } }`;

  it('warns of a living cost below the money to show, naming file and field, and a production build refuses it', () => {
    const root = withFigures('  livingCost: { min: 8000, max: 9000, currency: EUR, period: year }\n  visaFunds: { amount: 10000, currency: EUR, period: year }\n', funds);
    const lines = figureContradictions(loadContent(root)).map(formatProblem);
    expect(lines).toEqual([`${COUNTRY}: figures.livingCost: €8,000–€9,000 per year is below the money to show for the visa (€10,000 per year, figures.visaFunds); a living cost cannot be less than the visa asks for a year of living`]);
    const preview = checkContent(root, { enquiryEndpoint: null, siteEnv: 'preview' }, FIXTURE_DAY);
    expect(preview.ok).toBe(true);
    expect(contentCheckReport(preview).stderr).toContain(`warning: contradiction: ${lines[0]}`);
    const production = checkContent(fixtureSite({ ...realDetails, [COUNTRY]: (text: string) => text.replace('figures:\n', 'figures:\n  livingCost: { min: 8000, max: 9000, currency: EUR, period: year }\n  visaFunds: { amount: 10000, currency: EUR, period: year }\n').replace(/\nstats:/, `\ncosts:\n${funds}\nstats:`) }), { enquiryEndpoint: 'https://example.org/enquiry', siteEnv: 'production' }, FIXTURE_DAY);
    expect(production.ok).toBe(false);
    expect(!production.ok && production.problems.map((p) => `${p.file}: ${p.field}`)).toEqual([`${COUNTRY}: figures.livingCost`]);
  });

  it('says nothing when the living cost covers the money to show', () => {
    const root = withFigures('  livingCost: { amount: 10000, currency: EUR, period: year }\n  visaFunds: { amount: 10000, currency: EUR, period: year }\n', funds);
    expect(figureContradictions(loadContent(root))).toEqual([]);
  });

  it('warns staff of a news report newer than the headline, which stays the official value, even in production', () => {
    const report = `  fee:
    - { amount: 100, currency: EUR, period: one-off, from: 2024-01-01, source: { label: Fees, href: "https://fees.testland.gov/fees" } }
    - { amount: 150, currency: EUR, period: one-off, from: 2025-06-01, reported: true, source: { label: News, href: "https://news.testland.com/fees" } }
`;
    const root = withFigures(report);
    const fee = loadContent(root).countries[0]?.data.figures.fee;
    expect(fee?.kind === 'money' && fee.min).toBe(100);
    expect(figureContradictions(loadContent(root))).toEqual([]);
    const production = checkContent(fixtureSite({ ...realDetails, [COUNTRY]: (text: string) => text.replace('figures:\n', `figures:\n${report}`) }), { enquiryEndpoint: 'https://example.org/enquiry', siteEnv: 'production' }, FIXTURE_DAY);
    expect(production.ok ? [] : production.problems).toEqual([]);
    expect(production.warnings.map(formatProblem).filter((line) => line.includes('reports €150'))).toHaveLength(1);
    expect(reportedValues(loadContent(root)).map(formatProblem)).toEqual([
      `${COUNTRY}: figures.fee: https://news.testland.com/fees reports €150 from 2025-06-01, newer than the value shown (€100 from 2024-01-01); check https://fees.testland.gov/fees and, once it gives the new value, cite it there and remove reported`,
    ]);
  });
});

describe('the UK health surcharge, paid up front for the whole visa', () => {
  // The visa runs from up to a month before the course to 4 months after a course of 12 months or
  // more, 2 after one of 6 to 12 (GOV.UK, Student visa, "How long you can stay").
  const uk = { monthsBefore: 1, monthsAfter: [{ courseMonths: 12, months: 4 }, { courseMonths: 6, months: 2 }] };

  it("matches GOV.UK's own worked examples, typed from the page", () => {
    // GOV.UK, "Pay for UK healthcare as part of your immigration application: how much you have to
    // pay" (stored copy at the £150 student rate): "£150 per year for a student … for example £300
    // for a 2-year visa"; "£200 per year for all other visa and immigration applications, for
    // example £1,000 for a 5-year visa".
    expect(wholeVisaCharge(150, 24)).toBe(300);
    expect(wholeVisaCharge(200, 60)).toBe(1000);
  });

  it('charges half a year for a part year of 6 months or less and a whole year above that', () => {
    // The Immigration (Health Charge) Order 2015, article 4: a part year of "6 months or less" pays
    // "half of the specified annual amount", one of "more than 6 months" the whole of it (GOV.UK's
    // page says the same in its own words).
    expect(wholeVisaCharge(776, 18)).toBe(1164);
    expect(wholeVisaCharge(776, 19)).toBe(1552);
  });

  it('gives what the universities quote at £776: £1,164 for a 12-month master\'s and £2,716 for a 3-year degree', () => {
    // University of Brighton, 1 February 2024: "£1,164 for a 12-month master's degree or £2,716
    // for a three-year degree".
    expect(wholeVisaCharge(776, visaMonths(12, uk))).toBe(1164);
    expect(wholeVisaCharge(776, visaMonths(36, uk))).toBe(2716);
  });

  it('counts the visa from the course: a month before, and months after by course length', () => {
    expect(visaMonths(12, uk)).toBe(17);
    expect(visaMonths(9, uk)).toBe(12);
    expect(visaMonths(3, uk)).toBe(4);
  });
});

describe('a claim counted from the founding year', () => {
  it('is the years since `founded` on the build day, so it never goes stale', () => {
    const root = fixtureSite({ 'content/site.md': (text: string) => text.replace('yearsOfGuidance: { value: "15" }', 'yearsOfGuidance: { yearsSinceFounded: true }') });
    const founded = loadContent(root).site.data.founded;
    expect(onDay('2026-11-27', () => loadContent(root).site.data.claims.yearsOfGuidance.value)).toBe(String(2026 - founded));
    expect(onDay('2027-01-02', () => loadContent(root).site.data.claims.yearsOfGuidance.value)).toBe(String(2027 - founded));
  });

  it('refuses both a value and a count', () => {
    const root = fixtureSite({ 'content/site.md': (text: string) => text.replace('yearsOfGuidance: { value: "15" }', 'yearsOfGuidance: { value: "15", yearsSinceFounded: true }') });
    expect(problemsOf(root)).toEqual(['content/site.md: claims.yearsOfGuidance.value: expected one of value, yearsSinceFounded: true or yearFounded: true']);
  });
});
