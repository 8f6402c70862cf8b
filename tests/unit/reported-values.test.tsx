/**
 * A value only a report gives (`reported: true`) stays beside the official headline, never in its
 * place: the guide's stat card, its prose, the planner (with the amount to hold to be safe) and
 * /compare show it, marked as reported, with the report linked, from 90 days before its day. The
 * expected words and amounts are read from the fixture's and the real content's files, apart
 * from the code under test.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { render, screen, within } from '@testing-library/react';
import type { SiteContent } from '@/lib/content/load';
import { loadContent, fixtureSite, onDay, problemsOf } from './content-fixture';
import { pickInForce, type DatedValue } from '@/lib/content/figures';
import { figureDisplay } from '@/lib/present/money';
import { statCards } from '@/lib/content/figures';
import { planDestinations } from '@/lib/present/cost-planner';
import { compareRows } from '@/lib/present/compare-rows';
import { defaultChoice, planFor } from '@/lib/cost-plan';
import { editions } from '@/lib/editions';
import { StatGrid } from '@/components/sections/StatGrid';
import { PlanTable } from '@/components/planner/PlanTable';
import { FeeChangeList } from '@/components/planner/FeeChangeList';
import { ALL_WARNINGS_COMMAND, formatWarning, warningLines, type Problem } from '@/lib/content/problem';
import { checkContent, contentCheckReport } from '@/lib/pipeline/stages/content';
import { buildSettings } from '@/lib/settings';
import { sinceWritten } from '@/lib/present/news-since';
import { articleUpdated } from '@/lib/content/collections/news-since';
import { feeChanges } from '@/lib/present/fee-changes';
import { feeChangesFeed } from '@/lib/present/feeds/fee-changes';

const COUNTRY = 'content/countries/testland.md';
const REPORT = 'https://news.example.org/visa-funds-rise';

/** A file's frontmatter as written, read with js-yaml apart from the loader. */
function frontmatter(root: string, file: string): unknown {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return yaml.load(text.split(/^---$/m)[1] ?? '', { schema: yaml.CORE_SCHEMA });
}
/** The value at a path of parsed YAML, or undefined. */
const at = (data: unknown, ...keys: (string | number)[]): unknown =>
  keys.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? Reflect.get(value, key) : undefined), data);
const labelsOf = (root: string, file = 'content/labels.md') => frontmatter(root, file);
const label = (labels: unknown, group: string, key: string) => {
  const value = at(labels, group, key);
  if (typeof value !== 'string') throw new Error(`labels: ${group}.${key} missing`);
  return value;
};
const reportedWords = (labels: unknown, date: string, value: string) =>
  label(labels, 'country', 'figureReported').replace('{date}', date).replace('{value}', value);

/** A money figure with an official value and a reported rise 60 days after the build day. */
const site = () =>
  fixtureSite({
    [COUNTRY]: (text: string) =>
      text
        .replace(
          'figures:\n',
          `figures:
  livingCost:
    - { amount: 9000, currency: EUR, period: year, source: { label: Testland rules, href: "https://rules.testland.gov/funds" } }
    - { amount: 9500, currency: EUR, period: year, from: 2027-01-26, reported: true, source: { label: Testland Times report, href: "${REPORT}" } }
`,
        )
        .concat('\nThe visa asks you to show {{livingCost}}.\n')
        .replace(/\nstats:\n/, `\ncosts:\n  courseYears: { undergraduate: 3, postgraduate: 1 }\n  tuition: { figure: tuition }\n  funds: { living: livingCost, firstYearTuition: true, source: { label: Testland rules, href: "https://rules.testland.gov/funds" } }\nstats:\n  - { figure: livingCost, label: Money to show, icon: wallet }\n`),
  });

describe('a reported value beside the official headline', () => {
  const rise = (from: string): DatedValue => ({ kind: 'money', min: 9500, max: 9500, currency: 'EUR', period: 'year', from, reported: true });
  const official: DatedValue = { kind: 'money', min: 9000, max: 9000, currency: 'EUR', period: 'year', from: '2025-01-01' };

  it('is told from 90 days before its day, and after it until the official text gives it', () => {
    expect(pickInForce([official, rise('2027-03-01')], '2026-12-01')?.reportedChange?.from).toBe('2027-03-01');
    expect(pickInForce([official, rise('2026-06-01')], '2026-12-01')?.reportedChange?.from).toBe('2026-06-01');
    // More than 90 days ahead: not yet; older than the headline: the official text has moved past it.
    expect(pickInForce([official, rise('2027-03-02')], '2026-12-01')?.reportedChange).toBeUndefined();
    expect(pickInForce([rise('2024-06-01'), official], '2026-12-01')?.reportedChange).toBeUndefined();
    // The headline stays the official amount either way.
    expect(pickInForce([official, rise('2026-06-01')], '2026-12-01')).toMatchObject({ min: 9000 });
  });

  describe('on a fixture guide and its plan, built on 2026-11-27', () => {
    const root = site();
    const labels = labelsOf(root);
    const content = onDay('2026-11-27', () => loadContent(root));
    const expected = reportedWords(labels, '26 January 2027', '€9,500 per year');

    it('the stat card keeps the official amount and shows the report beside it, linked', () => {
      render(<StatGrid stats={statCards(content.countries[0]!.data.stats, figureDisplay(content))} label="At a glance" newTabLabel="opens in a new tab" />);
      const card = screen.getByText('Money to show').closest('div');
      expect(card).not.toBeNull();
      expect(within(card!).getByText('€9,000 per year')).toBeTruthy();
      const note = within(card!).getByText(expected, { exact: false });
      expect(within(note).getByRole('link', { name: /Testland Times report/ }).getAttribute('href')).toBe(REPORT);
    });

    it('the planner names the amount to hold to be safe, the higher of the two', () => {
      const [destination] = planDestinations(content);
      const plan = planFor(destination!, defaultChoice(destination!), content.exchangeRates.data.rates);
      const tuition = plan.lines[destination!.tuitionItem!]!.amount!;
      expect(plan.funds?.amount.min).toBe(9000 + tuition.min);
      expect(plan.funds?.safe?.amount.min).toBe(9500 + tuition.min);
      render(<PlanTable destination={destination!} plan={plan} words={content.labels.planner} edition="en" newTabLabel="opens in a new tab" headingLevel={3} />);
      const safe = screen.getByText(label(labels, 'planner', 'fundsSafe'), { exact: false });
      expect(safe.textContent).toContain('€9,500');
      expect(within(safe).getByRole('link', { name: /Testland Times report/ }).getAttribute('href')).toBe(REPORT);
    });

    it('/compare and the prose show it too', () => {
      const cells = compareRows(content).flatMap((row) => Object.values(row.cells));
      expect(cells.some((cell) => cell.reported?.text === expected)).toBe(true);
      // Prose keeps the official amount first and names the reported one with its day.
      const body = content.countries[0]!.body;
      expect(body).toMatch(/€9,000 per year \(.*26 January 2027.*€9,500 per year.*\)/);
    });

    it('is not shown on a build more than 90 days before its day', () => {
      // A build on 2026-10-01 refuses records dated after it: the fixture's checks and rates are moved back.
      const before = (text: string) => text.replaceAll('2026-11-01', '2026-09-01');
      const earlyRoot = site();
      for (const file of ['content/exchange-rates.md', 'content/visit-visa/testland.md', 'content/work-visa/testland.md']) fs.writeFileSync(path.join(earlyRoot, file), before(fs.readFileSync(path.join(earlyRoot, file), 'utf8')));
      const early = onDay('2026-10-01', () => loadContent(earlyRoot));
      expect(statCards(early.countries[0]!.data.stats, figureDisplay(early)).some((card) => card.reported)).toBe(false);
    });
  });
});

describe('the real UK guide, in English and in Urdu, built on 2026-11-27', () => {
  const root = path.resolve(__dirname, '../..');
  /** The UK London living-cost values as the content file writes them. */
  const timeline = at(frontmatter(root, 'content/countries/uk.md'), 'figures', 'visaFundsLondon');
  const london = (Array.isArray(timeline) ? timeline : []).map((v: unknown) => ({
    amount: at(v, 'amount'),
    from: typeof at(v, 'from') === 'string' ? String(at(v, 'from')) : undefined,
    reported: at(v, 'reported') === true,
    source: { href: at(v, 'source', 'href') },
  }));
  const official = london.filter((v) => !v.reported && (v.from ?? '') <= '2026-11-27').at(-1)!;
  const reported = london.filter((v) => v.reported).at(-1)!;

  it.each(['en', 'ur'] as const)('%s: the guides list each reported change beside the official ones, marked, with its report linked', (code) => {
    const content: SiteContent = onDay('2026-11-27', () => loadContent(root, editions[code]));
    const labels = labelsOf(root, code === 'en' ? 'content/labels.md' : 'content/ur/labels.md');
    const australia = at(frontmatter(root, 'content/countries/australia.md'), 'figures', 'visaFee');
    const report = (Array.isArray(australia) ? australia : []).find((v: unknown) => at(v, 'reported') === true);
    const changes = onDay('2026-11-27', () => feeChanges(content, 'australia'));
    render(<FeeChangeList changes={changes} withCountry={false} labels={{ coming: 'Coming', reported: label(labels, 'planner', 'changeReported') }} newTabLabel="opens in a new tab" />);
    const item = screen.getByText(label(labels, 'planner', 'changeReported')).closest('li');
    expect(item?.textContent).toContain(`AUD ${Number(at(report, 'amount')).toLocaleString('en-GB')}`);
    expect(within(item!).getByRole('link').getAttribute('href')).toBe(at(report, 'source', 'href'));
  });

  it.each(['en', 'ur'] as const)('%s: the planner headlines the amount in the Immigration Rules and shows the reported one beside it', (code) => {
    const content: SiteContent = onDay('2026-11-27', () => loadContent(root, editions[code]));
    const uk = planDestinations(content).find((d) => d.id === 'uk')!;
    const plan = planFor(uk, { ...defaultChoice(uk), band: 'london' }, content.exchangeRates.data.rates);
    const living = plan.lines[uk.livingItem!]!;
    expect(living.amount?.min).toBe(official.amount);
    expect(living.source?.href).toContain('immigration-rules-appendix-student');
    expect(living.reported?.amount.min).toBe(reported.amount);
    expect(living.reported?.note.source?.href).toBe(reported.source?.href);
    // London's dates are London's own.
    expect(living.effect).toBe(official.from);
    const labels = labelsOf(root, code === 'en' ? 'content/labels.md' : 'content/ur/labels.md');
    expect(living.reported?.note.text.startsWith(label(labels, 'country', 'figureReported').split('{')[0]!)).toBe(true);
    expect(plan.funds?.safe?.amount.min).toBeGreaterThan(plan.funds!.amount.min);
  });
});

describe('news that stays true', () => {
  const ARTICLE = 'content/news/testland-funds-rise.md';
  const article = `---
title: "Testland's money to show rises"
description: "Testland asks students to show more money from 1 January 2026."
date: 2026-01-01
destinations: [testland]
aboutFigures: [{ country: testland, figure: livingCost }]
sources:
  - { label: "Testland rules", href: "https://rules.testland.gov/funds" }
---
Testland now asks for €9,000 a year.
`;

  const withArticle = (text: string) => {
    const base = site();
    fs.mkdirSync(path.join(base, 'content/news'), { recursive: true });
    fs.writeFileSync(path.join(base, ARTICLE), text);
    return base;
  };

  it('shows a figure it names that moved since, with the day and source, and moves the feed entry once that day has come', () => {
    // The fixture guide with the reported rise (from 26 January 2027), and the article above.
    const root = withArticle(article);
    const before = onDay('2026-11-27', () => loadContent(root));
    const entry = before.news.find((n) => n.id === 'testland-funds-rise')!;
    const lines = sinceWritten(entry.data, before);
    const labels = labelsOf(root);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.text).toContain(reportedWords(labels, '26 January 2027', '€9,500 per year'));
    expect(lines[0]!.source?.href).toBe(REPORT);
    expect(articleUpdated(entry.data, before.countries, '2026-11-27')).toBe('2026-01-01');
    // On the reported day the entry's updated moves to it.
    const after = onDay('2027-01-26', () => loadContent(root));
    expect(articleUpdated(after.news.find((n) => n.id === 'testland-funds-rise')!.data, after.countries, '2027-01-26')).toBe('2027-01-26');
  });

  it('refuses a figure the country does not give, in one line', () => {
    const problems = problemsOf(withArticle(article.replace('figure: livingCost', 'figure: livingCosts')));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${ARTICLE}: aboutFigures[0].figure: content/countries/testland.md has no figure "livingCosts"`);
  });

  it('/fee-changes.xml dates no entry in the future: a change to come is dated the day it was recorded', () => {
    const content = onDay('2026-11-27', () => loadContent(path.resolve(__dirname, '../..')));
    const changes = onDay('2026-11-27', () => feeChanges(content));
    expect(changes.some((c) => c.status === 'coming')).toBe(true);
    for (const change of changes) expect(change.recorded <= '2026-11-27').toBe(true);
    const xml = onDay('2026-11-27', () => feeChangesFeed(content))!.xml;
    for (const [, updated] of xml.matchAll(/<updated>([^<]+)<\/updated>/g)) expect(updated!.slice(0, 10) <= '2026-11-27').toBe(true);
  });
});

describe('a build log a person can read', () => {
  const line = (topic: string | undefined, n: number): Problem => ({ file: `content/countries/c${n}.md`, field: 'figures.fee', message: `message ${n}`, severity: 'warning', ...(topic ? { topic } : {}) });

  it('prints what a family’s money depends on in full and first, and counts the rest by topic', () => {
    const warnings = [line('before launch', 1), line('reported', 2), line('before launch', 3), line('not yet read', 4), line('contradiction', 5), line(undefined, 6)];
    const lines = warningLines(warnings);
    expect(lines.slice(0, 2)).toEqual([formatWarning(warnings[1]!), formatWarning(warnings[4]!)]);
    expect(lines).toContain(`warning: before launch: 2 lines; ${ALL_WARNINGS_COMMAND} lists them`);
    // A topic with one line keeps it whole.
    expect(lines).toContain(formatWarning(warnings[3]!));
    expect(lines).toHaveLength(5);
    expect(warningLines(warnings, true)).toEqual(warnings.map(formatWarning));
  });

  it('the real content prints at most 15 warning lines, every reported value among them in full', () => {
    const root = path.resolve(__dirname, '../..');
    const check = onDay('2026-11-27', () => checkContent(root, buildSettings({ NODE_ENV: "test" }), '2026-11-27'));
    const lines = contentCheckReport(check).stderr;
    expect(lines.length).toBeLessThanOrEqual(15);
    const reported = check.warnings.filter((w) => w.topic === 'reported');
    expect(reported.length).toBeGreaterThan(0);
    for (const w of reported) expect(lines).toContain(formatWarning(w));
  });
});

describe('the planner prices each city band with its own dates, and holds to be safe what may be in force by the time a family applies', () => {
  const bands = fixtureSite({
    [COUNTRY]: (text: string) =>
      text
        .replace(
          'figures:\n',
          `figures:
  livingElsewhere:
    - { amount: 1000, currency: EUR, period: month, source: { label: Testland rules, href: "https://rules.testland.gov/funds" } }
  livingCapital:
    - { amount: 1200, currency: EUR, period: month }
    - { amount: 1300, currency: EUR, period: month, from: 2026-02-01, source: { label: Testland capital rules, href: "https://rules.testland.gov/capital" }, read: 2026-03-01 }
    - { amount: 1400, currency: EUR, period: month, from: 2027-01-15, source: { label: Testland capital rules, href: "https://rules.testland.gov/capital" } }
`,
        )
        .replace(/\nstats:\n/, `\ncosts:\n  courseYears: { undergraduate: 3, postgraduate: 1 }\n  cityBands: [{ key: elsewhere, label: Elsewhere }, { key: capital, label: Capital }]\n  tuition: { figure: tuition }\n  living:\n    bands: [{ band: elsewhere, figure: livingElsewhere }, { band: capital, figure: livingCapital }]\n  funds: { livingMonths: 9, firstYearTuition: true, source: { label: Testland rules, href: "https://rules.testland.gov/funds" } }\nstats:\n`),
  });
  const content = onDay('2026-11-27', () => loadContent(bands));
  const [destination] = planDestinations(content);
  const capital = planFor(destination!, { ...defaultChoice(destination!), band: 'capital' }, content.exchangeRates.data.rates);
  const elsewhere = planFor(destination!, defaultChoice(destination!), content.exchangeRates.data.rates);

  it("shows the capital's own source and dates, in its line and under the money to show", () => {
    const living = capital.lines[destination!.livingItem!]!;
    expect([living.source?.href, living.effect, living.read]).toEqual(['https://rules.testland.gov/capital', '2026-02-01', '2026-03-01']);
    expect(elsewhere.lines[destination!.livingItem!]!.effect).toBeNull();
    render(<PlanTable destination={destination!} plan={capital} words={content.labels.planner} edition="en" newTabLabel="opens in a new tab" headingLevel={3} />);
    expect(document.querySelector('.plan-funds .plan-read')?.textContent).toContain('1 March 2026');
  });

  it('counts an official amount due within 90 days in the amount to hold to be safe', () => {
    const tuition = capital.lines[destination!.tuitionItem!]!.amount!.min;
    expect(capital.funds?.amount.min).toBe(9 * 1300 + tuition);
    expect(capital.funds?.safe?.amount.min).toBe(9 * 1400 + tuition);
    expect(elsewhere.funds?.safe).toBeNull();
  });
});
