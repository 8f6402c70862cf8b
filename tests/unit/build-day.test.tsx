/**
 * The build day is an argument of the load, not the environment or the clock: one process reads
 * the same fixture site on two days, with SITE_DATE unset and untouched, and each read picks the
 * figures in force on its own day, counts its claims then and prints that day's year in the footer.
 * Expected values are the ones this test writes into the fixture, not the code's.
 */
import { render, screen } from '@testing-library/react';
import { Footer } from '@/components/layout/Footer';
import { loadSite } from '@/lib/content/load';
import { fixtureSite, read } from './content-fixture';

const COUNTRY = 'content/countries/testland.md';
const BEFORE = '2026-12-31';
const AFTER = '2027-01-02';
const root = fixtureSite({
  [COUNTRY]: (text: string) =>
    text
      .replace(
        'figures:\n',
        `figures:
  workRights:
    - { text: "20 hours a week", source: { label: Rules, href: "https://example.org/rules" } }
    - { text: "24 hours a week", from: 2027-01-01, source: { label: Rules, href: "https://example.org/rules" } }
`,
      )
      .replace('  - { figure: tuition, label: Tuition }', '  - { figure: tuition, label: Tuition }\n  - { figure: workRights, label: Work rights }'),
});
/** The founding year as content/site.md writes it. */
const founded = Number(/^founded: (\d{4})$/m.exec(read('content/site.md'))?.[1]);

describe('the day a site is read on is an argument', () => {
  const environment = process.env.SITE_DATE;
  const before = loadSite({ root, day: BEFORE });
  const after = loadSite({ root, day: AFTER });

  it('leaves the environment alone', () => {
    expect(process.env.SITE_DATE).toBe(environment);
    expect([before.day, after.day]).toEqual([BEFORE, AFTER]);
  });

  it('picks the figure in force on each day, in one process', () => {
    const workRights = (content: typeof before) => content.countries[0]?.data.figures.workRights;
    expect(workRights(before)).toMatchObject({ kind: 'text', text: '20 hours a week' });
    expect(workRights(before)?.upcoming?.map((v) => v.kind === 'text' && v.text)).toEqual(['24 hours a week']);
    expect(workRights(after)).toMatchObject({ kind: 'text', text: '24 hours a week', from: '2027-01-01' });
    const card = (content: typeof before) => content.countries[0]?.data.stats.find((s) => s.name === 'workRights')?.figure;
    expect(card(before)).toMatchObject({ text: '20 hours a week' });
    expect(card(after)).toMatchObject({ text: '24 hours a week' });
  });

  it('prints the year of each day in the footer', () => {
    const { unmount } = render(<Footer content={before} />);
    expect(screen.getByText(new RegExp(`^© ${founded}–2026 `))).toBeInTheDocument();
    unmount();
    render(<Footer content={after} />);
    expect(screen.getByText(new RegExp(`^© ${founded}–2027 `))).toBeInTheDocument();
  });
});
