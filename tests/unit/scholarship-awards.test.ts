/**
 * @jest-environment node
 */
import { loadContent, fixtureSite, problemsOf } from './content-fixture';
import { uncheckedAwards } from '@/lib/content/freshness';
import { formatProblem } from '@/lib/content/problem';

const SCHOLARSHIP = 'content/scholarships/testland.md';

const AWARDS = `awards:
  - name: Big Award
    source: { label: Big Award (official), href: "https://awards.testland.gov/big" }
  - name: Small Award
    source: { label: Small Award (official), href: "https://awards.testland.gov/small" }
    checked: { date: 2026-11-01, by: Adviser A }
sources: { heading: Official Sources, unchecked: Not yet checked, checked: Checked on }
`;

/** The fixture's scholarship article with the frontmatter lines above added. */
const withAwards = (lines: string) => fixtureSite({ [SCHOLARSHIP]: (t) => t.replace('layout: article\n', `layout: article\n${lines}`) });

describe('scholarship awards and their adviser check', () => {
  it('lists each award no adviser has checked, with the official page to check it against', () => {
    const content = loadContent(withAwards(AWARDS));
    expect(uncheckedAwards(content, new Date('2026-11-22')).map(formatProblem)).toEqual([
      'content/scholarships/testland.md: awards[0] (Big Award): not yet checked by an adviser against https://awards.testland.gov/big',
    ]);
  });

  it('lists a check again once it is more than a year old', () => {
    const content = loadContent(withAwards(AWARDS));
    expect(uncheckedAwards(content, new Date('2027-10-31'))).toHaveLength(1);
    expect(uncheckedAwards(content, new Date('2027-11-02')).map(formatProblem)).toEqual([
      expect.stringContaining('awards[0] (Big Award): not yet checked'),
      'content/scholarships/testland.md: awards[1] (Small Award): checked.date: 2026-11-01 is more than 12 months old; re-check it against https://awards.testland.gov/small',
    ]);
  });

  it('a page without awards has nothing to list', () => {
    expect(uncheckedAwards(loadContent(fixtureSite()), new Date('2026-11-22'))).toEqual([]);
  });

  it('awards without the words of the sources list, or a check dated in the future, fail with one line', () => {
    expect(problemsOf(withAwards(AWARDS.replace(/^sources: .*\n/m, '')))).toEqual([
      'content/scholarships/testland.md: sources: expected sources (heading, unchecked and checked labels) when awards are listed',
    ]);
    expect(problemsOf(withAwards(AWARDS.replace('2026-11-01', '2999-01-01')))).toEqual([
      'content/scholarships/testland.md: awards[1].checked.date: 2999-01-01 is in the future; record only dates that have passed',
    ]);
  });
});

describe('the site’s own scholarship guides', () => {
  const content = loadContent(process.cwd());

  it('the UK and USA guides are articles whose every award is listed until an adviser checks it', () => {
    const guides = content.scholarships.filter((s) => ['/UkScholarship', '/USAScholarship'].includes(s.data.route));
    expect(guides.map((g) => g.data.layout)).toEqual(['article', 'article']);
    const listed = uncheckedAwards(content, new Date()).map(formatProblem);
    for (const guide of guides) {
      expect(guide.data.awards.length).toBeGreaterThan(0);
      for (const award of guide.data.awards.filter((a) => !a.checked)) {
        expect(listed).toContainEqual(expect.stringContaining(`${guide.file}: awards[${guide.data.awards.indexOf(award)}] (${award.name})`));
      }
    }
  });
});
