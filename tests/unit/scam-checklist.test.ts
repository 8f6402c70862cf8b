/**
 * The scam checklist (issue 21, item 3): register links nobody has opened are build warnings, and
 * `{count}` in its words is the number of signs it lists.
 */
import { loadContent, fixtureSite } from './content-fixture';
import { formatProblem } from '@/lib/content/problem';
import { contentWarnings, uncheckedRegisters } from '@/lib/content/freshness';

describe('the scam checklist', () => {
  const signs = Array.from({ length: 9 }, (_, i) => `    - { sign: Sign ${i + 1}, action: Do ${i + 1}. }`).join('\n');
  const checklist = (registers: string) =>
    fixtureSite({
      'content/pages/checklist.md': `---\ntemplate: checklist\nroute: /checklist\ntitle: "{count} signs"\ndescription: "The {count} signs."\nheading: "Spot {count} signs"\nsigns:\n  heading: Signs\n  items:\n${signs}\nregisters:\n  heading: Registers\n  items:\n${registers}\n---\n`,
    });

  test('a register link nobody has checked is a build warning; a checked one is not', () => {
    const content = loadContent(
      checklist('    - { issuer: secp, href: "https://eservices.secp.gov.pk/eServices/" }\n    - { issuer: icef, href: "https://www.icef.com/icef-agency-status/", checked: { date: 2026-11-20, by: Ayesha } }'),
    );
    const expected = [
      "content/pages/checklist.md: registers.items[0] (secp): not yet checked; open https://eservices.secp.gov.pk/eServices/, confirm it is the register's search, then write checked: { date: YYYY-MM-DD, by: your name }",
    ];
    expect(uncheckedRegisters(content).map(formatProblem)).toEqual(expected);
    expect(contentWarnings(content, new Date()).map(formatProblem).filter((line) => line.includes('registers.'))).toEqual(expected);
  });

  test('{count} in the title, description and heading is the number of signs listed', () => {
    const content = loadContent(checklist('    - { issuer: secp, href: "https://eservices.secp.gov.pk/eServices/" }'));
    const page = content.pages.find((p) => p.file === 'content/pages/checklist.md');
    expect(page?.data).toMatchObject({ title: '9 signs', description: 'The 9 signs.', heading: 'Spot 9 signs' });
    expect(content.routes.byPath.get('/checklist')?.title).toBe('9 signs');
  });
});
