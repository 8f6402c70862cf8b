/**
 * @jest-environment node
 *
 * The second round of attacks (issue 37), each thrown at a copy of the real content: a translation
 * that adds a link or restates a fact in words, cost items that crash or mislead, and lines that
 * were silent or misleading. Every attack ends in problem lines naming the file and the field an
 * editor must change (or, for the few that are fine to publish, in content that shows no harm).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SiteContent } from '@/lib/content/load';
import { loadContent } from './content-fixture';
import { ContentError } from '@/lib/content/problem';
import { formatProblem } from '@/lib/content/problem';
import { editions, type Edition } from '@/lib/editions';
import { feeChanges } from '@/lib/present/fee-changes';
import { FIELD_MAX, shareText, whatsappLink } from '@/lib/browser/enquiry';

const ROOT = path.resolve(__dirname, '../..');
type Edits = Record<string, (text: string) => string | null>;

/** A copy of content/ (public/ linked) with each file's text edited, or written when it did not exist. */
function site(edits: Edits): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-'));
  fs.cpSync(path.join(ROOT, 'content'), path.join(root, 'content'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'public'), path.join(root, 'public'));
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(root, file);
    const after = edit(fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '');
    if (after === null) fs.rmSync(target);
    else {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, after);
    }
  }
  return root;
}

/** Replaces `from` in a file's text, failing loudly when the file no longer has it (so the attack still lands). */
const swap = (from: string | RegExp, to: string) => (text: string) => {
  if (typeof from === 'string' ? !text.includes(from) : !from.test(text)) throw new Error(`the attack's anchor is gone: ${String(from)}`);
  return text.replace(from, to);
};

function problems(edits: Edits, edition: Edition = editions.en): string[] {
  try {
    loadContent(site(edits), edition);
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}

const SCAM_UR = 'content/ur/pages/scam-checklist.md';
const SITE_UR = 'content/ur/site.md';
const UK = 'content/countries/uk.md';
const UK_UR = 'content/ur/countries/uk.md';
const PHISH = 'https://secp-verify.evil.example/check';
/** The first `action:` of the Urdu scam checklist's signs, replaced whole. */
const firstAction = (value: string) => swap(/^(\s+action: ).*$/m, `$1${JSON.stringify(value)}`);

describe('a translation holds words: it cannot add a link, in any field', () => {
  test.each([
    ['a Markdown link', `[یہاں تصدیق کریں](${PHISH})`],
    ['a bare address', `یہاں تصدیق کریں: ${PHISH}`],
    ['an autolink', `یہاں تصدیق کریں <${PHISH}>`],
    ['a picture', `![تصدیق](${PHISH})`],
  ])('%s in the scam checklist', (_kind, value) => {
    expect(problems({ [SCAM_UR]: firstAction(value) }, editions.ur)).toEqual([`${SCAM_UR}: signs.items[0].action: links to ${PHISH}, which the English text of this field does not: links come from the English file`]);
  });

  test("a claim's value in content/ur/site.md", () => {
    expect(problems({ [SITE_UR]: swap('    value: ہزاروں', `    value: "[ہزاروں](${PHISH})"`) }, editions.ur)).toEqual([
      `${SITE_UR}: claims.studentsHelped.value: links to ${PHISH}, which the English text of this field does not: links come from the English file`,
    ]);
  });
});

describe('a translation cannot restate a fact in words', () => {
  test('a claim of one hundred percent', () => {
    expect(problems({ [SITE_UR]: swap('claims:\n', 'claims:\n  visaSuccessRate:\n    value: سو فیصد\n') }, editions.ur)).toEqual([
      expect.stringMatching(new RegExp(`^${SITE_UR}: claims\\.visaSuccessRate\\.value: writes the number word "سو"`)),
    ]);
  });

  test("a figure's text with a score in words", () => {
    expect(problems({ [UK_UR]: swap('english: { text: "IELTS {{#1}} تا {{#2}}" }', 'english: { text: "IELTS نو" }') }, editions.ur)).toEqual([
      expect.stringMatching(new RegExp(`^${UK_UR}: figures\\.english\\.text: writes the number word "نو"`)),
    ]);
  });
});

describe('a translation states no number and shows no address of its own (issue 44)', () => {
  test('the UK guide cannot say 36 months where the English says 18, in any spelling', () => {
    for (const months of ['چھتیس', 'چھ\u200Cتیس', 'thirty-six']) {
      expect(problems({ [UK_UR]: swap('{ text: "{{#1}} ماہ (PhD کے لیے {{#2}} سال)" }', `{ text: "${months} ماہ (PhD کے لیے {{#2}} سال)" }`) }, editions.ur)).toEqual([
        expect.stringMatching(new RegExp(`^${UK_UR}: figures\\.postStudyWork\\[1\\]\\.text: writes the number word "${months}" \\(36\\), which the English text of this field does not state`)),
      ]);
    }
  });

  test("an event's plain-text description cannot carry a link into the Urdu calendar", () => {
    const EVENT_UR = 'content/ur/events/study-in-the-uk-seminar-lahore.md';
    expect(problems({ [EVENT_UR]: swap(/^description: .*$/m, `description: '<a href="${PHISH}">رجسٹریشن</a>'`) }, editions.ur)).toEqual([
      `${EVENT_UR}: description: links to ${PHISH}, which the English text of this field does not: links come from the English file`,
    ]);
  });
});

describe('cost items that crashed or misled the build are refused where they are written', () => {
  test('a city band keyed constructor', () => {
    const lines = problems({ [UK]: (t) => swap('{ key: elsewhere, label: Outside London }', '{ key: constructor, label: Outside London }')(t).replace('band: elsewhere,', 'band: constructor,') });
    expect(lines[0]).toBe(`${UK}: costs.cityBands[0].key: "constructor" is a name every JavaScript object already has; choose another key`);
  });

  test('two city bands with one key', () => {
    expect(problems({ [UK]: swap('{ key: london, label: London }', '{ key: elsewhere, label: London }') })[0]).toBe(`${UK}: costs.cityBands[1].key: "elsewhere" is used by an earlier city band: expected each key once`);
  });

  test('an http source, and a source on this site', () => {
    for (const href of ['http://www.gov.uk/tb-test-visa', '/no-such-page']) {
      expect(problems({ [UK]: swap('href: "https://www.gov.uk/tb-test-visa"', `href: "${href}"`) })).toEqual([`${UK}: costs.other[0].source.href: expected the official page's full https:// address`]);
    }
  });

  test('a value dated before the one it follows (an older "newer" amount)', () => {
    const lines = problems({ [UK]: swap('from: 2025-04-09, source: { label: "The Immigration and Nationality (Fees) Regulations 2018, Schedule 1"', 'from: 2023-01-01, source: { label: "The Immigration and Nationality (Fees) Regulations 2018, Schedule 12025"') });
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^${UK}: figures\\.visaFee`))]);
  });

  test("a postgraduate-only item keeps its history on /fee-changes", () => {
    // The visa fee has earlier amounts (figures.visaFee in uk.md): given for postgraduates only, they must all still be told.
    const visaFeeChanges = (content: SiteContent) => feeChanges(content, 'uk').filter((change) => change.id.startsWith('uk/visaFee/'));
    const before = visaFeeChanges(loadContent(site({})));
    const postgraduateOnly = visaFeeChanges(loadContent(site({ [UK]: swap('  visaFee:\n    figure: visaFee\n', '  visaFee:\n    postgraduate: visaFee\n') })));
    expect(before.length).toBeGreaterThan(0);
    expect(postgraduateOnly.map((change) => change.id)).toEqual(before.map((change) => change.id));
  });
});

describe('every line true, none silent', () => {
  test('a claim that refers to another claim', () => {
    expect(problems({ 'content/site.md': swap('partnerInstitutions: { value: 750+ }', 'partnerInstitutions: { value: "{{claim:partnerUniversities}}" }') })[0]).toBe(
      'content/site.md: claims.partnerInstitutions.value: refers to another claim or figure; a claim writes its own value (98%, 750+)',
    );
  });

  test('an empty translated text figure is one line, at the figure', () => {
    expect(problems({ [UK_UR]: swap('english: { text: "IELTS {{#1}} تا {{#2}}" }', 'english: { text: "" }') }, editions.ur)).toEqual([`${UK_UR}: figures.english[0].text: expected non-empty text`]);
  });

  test('a stray translation, and a renamed one', () => {
    expect(problems({ 'content/ur/countries/atlantis.md': () => '---\ntitle: اٹلانٹس\n---\n' }, editions.ur)).toEqual([
      'content/ur/countries/atlantis.md: translates content/countries/atlantis.md, which does not exist: name a translation after its English file, or remove it',
    ]);
    const irland = fs.readFileSync(path.join(ROOT, 'content/ur/countries/ireland.md'), 'utf8');
    expect(problems({ 'content/ur/countries/ireland.md': () => null, 'content/ur/countries/irland.md': () => irland }, editions.ur)).toEqual([
      'content/ur/countries/irland.md: translates content/countries/irland.md, which does not exist: name a translation after its English file, or remove it',
    ]);
  });

  test('a review dated in the future', () => {
    expect(problems({ [UK_UR]: swap(/reviewed: \{ date: \d{4}-\d{2}-\d{2}/, 'reviewed: { date: 2099-01-01') }, editions.ur)[0]).toMatch(new RegExp(`^${UK_UR}: reviewed\\.date: 2099-01-01 is in the future`));
  });

  test('a route differing only in letter case names the clash first', () => {
    const lines = problems({ 'content/pages/how-we-work.md': swap(/^route: .*$/m, 'route: /Contact') });
    expect(lines[0]).toBe('content/pages/how-we-work.md: route: /Contact differs only in letter case from /contact of content/pages/contact.md');
    expect(lines.length).toBeLessThanOrEqual(5);
  });
});

describe('what goes into an address is capped', () => {
  test('a 20,000-character cost label or city band label is refused', () => {
    expect(problems({ [UK]: swap('label: Tuberculosis (TB) test, required for applicants from Pakistan', `label: ${'x'.repeat(20_000)}`) })).toEqual([
      `${UK}: costs.other[0].label: expected at most 120 characters: the label goes into shared plan links`,
    ]);
    expect(problems({ [UK]: swap('{ key: london, label: London }', `{ key: london, label: ${'L'.repeat(500)} }`) })).toEqual([
      `${UK}: costs.cityBands[1].label: expected at most 60 characters: the label goes into shared plan links`,
    ]);
  });

  test('a shared plan never passes what an enquiry may hold, and its WhatsApp link stays far below 16 KB, in Urdu too', () => {
    const long = 'ب'.repeat(20_000);
    expect(shareText(long).length).toBe(FIELD_MAX.message);
    expect(whatsappLink('920000000000', long).length).toBeLessThan(16 * 1024);
    expect(shareText('short')).toBe('short');
  });
});
