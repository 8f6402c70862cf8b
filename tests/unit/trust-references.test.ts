/**
 * Claims outside content/site.md's badges (issue 21, item 4): a country's percentage with its
 * counts, and `{{claim:name}}` references in any text. Expected values are read from the
 * fixture's own files, not from the code under test.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { formatProblem } from '@/lib/content/problem';
import { getContent, loadContent, fixtureSite, problemsOf, read } from './content-fixture';
import { unevidencedClaims } from '@/lib/content/freshness';
import { figureDisplay } from '@/lib/present/money';
import { statCards } from '@/lib/content/figures';
import { compareRows } from '@/lib/present/compare-rows';
import { claimNoteLines, figureClaimLines } from '@/lib/present/trust';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const recordAt = (value: unknown, key: string): Record<string, unknown> => {
  const found = isRecord(value) ? value[key] : undefined;
  if (!isRecord(found)) throw new Error(`fixture: no ${key}`);
  return found;
};
/** Each claim's value as the fixture's content/site.md writes it. */
const siteClaims = (): Record<string, string> =>
  Object.fromEntries(Object.entries(recordAt(matter(read('content/site.md')).data, 'claims')).map(([name, claim]) => [name, String(recordAt({ claim }, 'claim').value)]));
/** The fixture's trust labels: the own-figure line, the note line and the claim names. */
const labelWords = () => {
  const trust = recordAt(matter(read('content/labels.md')).data, 'trust');
  const names = recordAt(trust, 'claimNames');
  return { claimOwn: String(trust.claimOwn), claimLine: String(trust.claimLine), claimName: (name: string) => String(names[name]) };
};

/** The fixture's country with a visa success rate: on a stat card, or (`inWords`) in its body instead. */
const withRate = (rate: string, inWords = false) =>
  fixtureSite({
    'content/countries/testland.md': (t) => {
      const withFigure = t.replace('  tuition: { amount: 5000', `  visaSuccess: ${rate}\n  tuition: { amount: 5000`);
      return inWords
        ? withFigure.replace('Testland is a fixture with tuition {{tuition}}.', 'Testland is a fixture with tuition {{tuition}}, and {{visaSuccess}} of our students get their visa.')
        : withFigure.replace('  - { figure: tuition, label: Tuition }', '  - { figure: tuition, label: Tuition }\n  - { figure: visaSuccess, label: Visa success rate for our students }');
    },
  });

describe("a country's percentage and its counts", () => {
  test('a percentage that disagrees with its counts fails in one line naming the file and field', () => {
    expect(problemsOf(withRate('{ percent: 95, evidence: { count: 112, total: 130, covers: student visas granted, period: 2025 } }'))).toEqual([
      'content/countries/testland.md: figures.visaSuccess.evidence: 95% does not match 112 of 130, which is 86%',
    ]);
  });

  test('with counts the stat card and the /compare cell show them; without, both say it is our own figure and production lists it', () => {
    const counted = loadContent(withRate('{ percent: 86, evidence: { count: 112, total: 130, covers: student visas granted, period: January to December 2025 } }'));
    const country = counted.countries[0];
    if (!country) throw new Error('no fixture country');
    const card = statCards(country.data.stats, figureDisplay(counted)).find((c) => c.label === 'Visa success rate for our students');
    expect(card).toMatchObject({ text: '86%', note: '112 of 130 student visas granted, January to December 2025' });
    expect(compareRows(counted)[0]?.cells.visaSuccess).toMatchObject({ text: '86%', note: '112 of 130 student visas granted, January to December 2025' });
    expect(unevidencedClaims(counted).map(formatProblem).filter((line) => line.startsWith('content/countries/'))).toEqual([]);

    const bare = loadContent(withRate('{ percent: 95 }'));
    const own = labelWords().claimOwn;
    const bareCountry = bare.countries[0];
    if (!bareCountry) throw new Error('no fixture country');
    expect(statCards(bareCountry.data.stats, figureDisplay(bare)).find((c) => c.label === 'Visa success rate for our students')?.note).toBe(own);
    expect(compareRows(bare)[0]?.cells.visaSuccess.note).toBe(own);
    expect(statCards(bareCountry.data.stats, figureDisplay(bare)).find((c) => c.label === 'Tuition')?.note).toBeNull();
    expect(unevidencedClaims(bare).map(formatProblem).filter((line) => line.startsWith('content/countries/'))).toEqual([
      "content/countries/testland.md: figures.visaSuccess: 95% has no evidence (count, total, period); pages mark it as the consultancy's own figure",
    ]);
  });
});

describe("a country's rate in its words", () => {
  const inWords = (rate: string) => withRate(rate, true);

  test('is noted under the page as a claim is: its counts, or that it is our own figure', () => {
    const words = labelWords();
    const bare = loadContent(inWords('{ percent: 95 }'));
    const country = bare.countries[0];
    expect(country?.body).toContain('95% of our students');
    expect(figureClaimLines(country?.figureClaims, bare)).toEqual([words.claimLine.replace('{claim}', words.claimName('visaSuccessRate').replace('{value}', '95%')).replace('{note}', words.claimOwn)]);
    const counted = loadContent(inWords('{ percent: 86, evidence: { count: 112, total: 130, covers: student visas granted, period: 2025 } }'));
    expect(figureClaimLines(counted.countries[0]?.figureClaims, counted)[0]).toMatch(/112 of 130 student visas granted, 2025$/);
  });

  test('a figure that is not a rate, and a rate shown only on its stat card, add no line', () => {
    const content = loadContent(withRate('{ percent: 95 }'));
    expect(figureClaimLines(content.countries[0]?.figureClaims, content)).toEqual([]);
  });
});

describe('{{claim:name}} in any text', () => {
  const withReference = (heading: string, body = 'Helping body.') =>
    fixtureSite({
      'content/services/helping.md': (t) => t.replace('hero: { heading: We help you }', `hero: { heading: "${heading}" }`).replace(/\n---\n[\s\S]*$/, `\n---\n${body}\n`),
    });

  test("is replaced by the claim's value from content/site.md, in fields and bodies, and the page notes each claim it shows", () => {
    const claims = siteClaims();
    const content = loadContent(withReference('{{claim:yearsOfGuidance}} years of help', 'We work with {{ claim:partnerUniversities }} universities in {{claim:countries}} countries.'));
    const service = content.services.find((s) => s.file === 'content/services/helping.md');
    expect(service?.data.hero.heading).toBe(`${claims.yearsOfGuidance} years of help`);
    expect(service?.body).toBe(`We work with ${claims.partnerUniversities} universities in ${claims.countries} countries.\n`);
    expect(service?.claims).toEqual(['yearsOfGuidance', 'partnerUniversities', 'countries']);
    const words = labelWords();
    const line = words.claimLine.replace('{claim}', words.claimName('yearsOfGuidance').replace('{value}', String(claims.yearsOfGuidance))).replace('{note}', words.claimOwn);
    expect(claimNoteLines(service?.claims, content.site.data, content.labels.trust)[0]).toBe(line);
  });

  test('works beside {{figure}} references in a country file', () => {
    const content = loadContent(fixtureSite({ 'content/countries/testland.md': (t) => t.replace('Testland is a fixture with tuition {{tuition}}.', 'In {{claim:countries}} countries, tuition {{tuition}}.') }));
    expect(content.countries[0]?.body).toMatch(new RegExp(`^In ${siteClaims().countries} countries, tuition from €5,000 per year\\.`));
  });

  test('an unknown claim name fails in one line naming the file, the field and the known names', () => {
    expect(problemsOf(withReference('{{claim:yearsOfGuidence}} years of help'))).toEqual([
      `content/services/helping.md: hero.heading: unknown claim "yearsOfGuidence" (known: ${Object.keys(siteClaims()).join(', ')})`,
    ]);
    expect(problemsOf(withReference('Help', 'For {{claim:years}} years.'))).toEqual([expect.stringMatching(/^content\/services\/helping\.md: body: unknown claim "years" \(known: /)]);
  });
});

describe('{{claim:name}} in a translated edition', () => {
  const claimValue = (file: string, name: string) => String(recordAt(recordAt(matter(fs.readFileSync(path.resolve(__dirname, '../..', file), 'utf8')).data, 'claims'), name).value);

  test("a file without a translation shows the original's words, the site's own translated words stay the edition's", () => {
    const english = claimValue('content/site.md', 'studentsHelped');
    const urdu = claimValue('content/ur/site.md', 'studentsHelped');
    expect(urdu).not.toBe(english);
    const content = getContent('ur');
    // content/pages/who-we-are.md has no Urdu translation: its English sentence keeps the English claim.
    const page = content.pages.find((entry) => entry.file === 'content/pages/who-we-are.md');
    expect(page?.translation).toBeUndefined();
    expect(page?.body).toContain(`**${english} of students**`);
    expect(page?.body).not.toContain(urdu);
    expect(content.site.data.claims.studentsHelped.value).toBe(urdu);
  });
});
