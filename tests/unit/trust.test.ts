/**
 * Trust a family can check: credentials only with the issuer's register and not expired, claims
 * that agree with their counts, testimonials with consent, and ratings only from real reviews.
 */
import fs from 'node:fs';
import { formatProblem } from '@/lib/content/problem';
import path from 'node:path';
import matter from 'gray-matter';
import { loadContent, fixtureSite, problemsOf, realDetails } from './content-fixture';
import { launchProblems } from '@/lib/content/launch';
import { contentWarnings, unevidencedClaims } from '@/lib/content/freshness';
import { claimMismatch } from '@/lib/content/claims';
import { organizationJsonLd } from '@/lib/present/seo';
import { claimNote, ratingSummary, shownRating } from '@/lib/present/trust';

const withCredentials = (yaml: string) => fixtureSite({ 'content/site.md': (t) => t.replace('whatsappButton:', `credentials:\n${yaml}\nwhatsappButton:`) });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('credentials', () => {
  test('a verification link to a host other than the register fails with one line naming the file and field', () => {
    const problems = problemsOf(withCredentials('  - { issuer: icef, identifier: "123", verify: "https://icef-verify.example.com/123" }'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/site\.md: credentials\[0\]\.verify: expected a link to the icef register \(icef\.com\)/);
  });

  test('a look-alike host does not pass for the register, a subdomain of it does', () => {
    expect(problemsOf(withCredentials('  - { issuer: secp, identifier: "1", verify: "https://secp.gov.pk.example.net/x" }'))[0]).toContain('credentials[0].verify');
    expect(loadContent(withCredentials('  - { issuer: secp, identifier: "1", verify: "https://eservices.secp.gov.pk/x" }')).site.data.credentials).toHaveLength(1);
  });

  test('an expired credential fails; one that lapses within 30 days is a warning', () => {
    expect(problemsOf(withCredentials('  - { issuer: icef, identifier: "1", verify: "https://www.icef.com/a/1", expires: 2020-01-31 }'))).toEqual([
      'content/site.md: credentials[0].expires: 2020-01-31 has passed; renew it and write the new date, or remove the credential',
    ]);
    const soon = inDays(10);
    const content = loadContent(withCredentials(`  - { issuer: icef, identifier: "1", verify: "https://www.icef.com/a/1", expires: ${soon} }`));
    expect(contentWarnings(content, new Date()).map(formatProblem).filter((w) => w.includes('expires'))).toEqual([
      `content/site.md: credentials[0] (icef): expires ${soon}, within 30 days; renew it and write the new date, or remove it before then`,
    ]);
  });

  test("a counsellor's certificate cannot be listed as the firm's", () => {
    expect(problemsOf(withCredentials('  - { issuer: british-council, identifier: "1", verify: "https://www.britishcouncil.org/x" }'))[0]).toMatch(
      /credentials\[0\]\.issuer: british-council belongs to a person, not the firm/,
    );
  });

  test('the organisation\'s structured data carries the identifiers only when they are filled in', () => {
    const filled = loadContent(withCredentials('  - { issuer: icef, identifier: "ICEF-1", verify: "https://www.icef.com/a/1" }'));
    const ld = organizationJsonLd(filled.site.data, { testimonials: filled.testimonials, trust: filled.labels.trust });
    expect(ld.identifier).toEqual([{ '@type': 'PropertyValue', propertyID: filled.labels.trust.issuers.icef.name, value: 'ICEF-1' }]);
    expect(ld.hasCredential).toEqual([expect.objectContaining({ identifier: 'ICEF-1', url: 'https://www.icef.com/a/1' })]);
    const empty = loadContent(fixtureSite());
    const none = organizationJsonLd(empty.site.data, { testimonials: empty.testimonials, trust: empty.labels.trust });
    expect(none).not.toHaveProperty('identifier');
    expect(none).not.toHaveProperty('hasCredential');
  });
});

describe('claims', () => {
  test('a percentage must match its counts, rounded as written', () => {
    expect(claimMismatch('98%', { count: 127, total: 130, covers: 'visas granted', period: '2025' })).toBeNull();
    expect(claimMismatch('86%', { count: 112, total: 130, covers: 'visas granted', period: '2025' })).toBeNull();
    expect(claimMismatch('86.2%', { count: 112, total: 130, covers: 'visas granted', period: '2025' })).toBeNull();
    expect(claimMismatch('98%', { count: 112, total: 130, covers: 'visas granted', period: '2025' })).toBe('98% does not match 112 of 130, which is 86%');
    expect(claimMismatch('98%', { count: 10, covers: 'visas granted', period: '2025' })).toMatch(/needs a total/);
    expect(claimMismatch('750+', { count: 762, covers: 'institutions', period: '2026' })).toBeNull();
    expect(claimMismatch('750+', { count: 700, covers: 'institutions', period: '2026' })).toMatch(/at least 750/);
  });

  test('a claim whose percentage disagrees with its counts fails the build with one line', () => {
    const root = fixtureSite({
      'content/site.md': (t) => t.replace('visaSuccessRate: { value: 98% }', 'visaSuccessRate: { value: 98%, evidence: { count: 112, total: 130, covers: student visas granted, period: 2025 } }'),
    });
    expect(problemsOf(root)).toEqual(['content/site.md: claims.visaSuccessRate.evidence: 98% does not match 112 of 130, which is 86%']);
  });

  test('with evidence the note gives the counts; without, it says the figure is the consultancy\'s own, and the build lists it', () => {
    const root = fixtureSite({
      'content/site.md': (t) => t.replace('visaSuccessRate: { value: 98% }', 'visaSuccessRate: { value: 98%, evidence: { count: 127, total: 130, covers: student visas granted, period: January to December 2025 } }'),
    });
    const content = loadContent(root);
    const { trust } = content.labels;
    expect(claimNote('visaSuccessRate', content.site.data, trust)).toBe('127 of 130 student visas granted, January to December 2025');
    expect(claimNote('partnerInstitutions', content.site.data, trust)).toBe(trust.claimOwn);
    const listed = unevidencedClaims(content).map(formatProblem);
    expect(listed.some((w) => w.startsWith('content/site.md: claims.partnerInstitutions:'))).toBe(true);
    expect(listed.some((w) => w.startsWith('content/site.md: claims.visaSuccessRate:'))).toBe(false);
  });

  test('{claim} in a badge without claim: names the missing field', () => {
    const root = fixtureSite({ 'content/home.md': (t) => t.replace('{ label: Located in Pakistan, icon: map-pin }', '{ label: "{claim} partners", icon: map-pin }') });
    expect(problemsOf(root)).toEqual([expect.stringMatching(/^content\/home\.md: trust\.badges\[0\]\.label: shows \{claim\} but names no claim/)]);
  });
});

describe('testimonials and ratings', () => {
  const real = (rating: number, consent = true) => `  - { id: r${rating}-${String(consent)}-${Math.random().toString(36).slice(2, 6)}, quote: Good., author: Student, rating: ${rating}, sample: false, consent: ${String(consent)} }`;

  test('a production build refuses a real testimonial without consent', () => {
    const root = fixtureSite({ ...realDetails, 'content/testimonials.md': (t) => t.replace('sample: true', 'sample: false').replace('Sample Student', 'Ayesha K.') });
    expect(launchProblems(loadContent(root), { enquiryEndpoint: 'https://forms.example/f' }).map(formatProblem)).toEqual([
      'content/testimonials.md: testimonials[0].consent: "one" is a real student\'s words; record their written consent as consent: true, or remove it',
    ]);
  });

  test('an average needs five real, consented ratings; samples and unconsented ones never count, and a 3 stays a 3', () => {
    const withRatings = (lines: string[]) => loadContent(fixtureSite({ 'content/testimonials.md': (t) => t.replace('---\n', `---\n`).replace(/\n---\s*$/, `\n${lines.join('\n')}\n---\n`) })).testimonials;
    expect(ratingSummary(withRatings([real(5), real(5), real(4), real(3)]))).toBeNull();
    expect(ratingSummary(withRatings([real(5), real(5), real(4), real(3), real(5, false)]))).toBeNull();
    expect(ratingSummary(withRatings([real(5), real(5), real(4), real(3), real(4)]))).toEqual({ average: 4.2, count: 5 });
  });

  test('stars show only on a real, consented testimonial: a sample or an unconsented one shows none, whatever its rating', () => {
    const lines = [real(4), real(5, false), '  - { id: sample-five, quote: Good., author: Student, rating: 5, sample: true, consent: true }'];
    const shown = loadContent(fixtureSite({ 'content/testimonials.md': (t) => t.replace(/\n---\s*$/, `\n${lines.join('\n')}\n---\n`) })).testimonials.slice(-3).map(shownRating);
    expect(shown).toEqual([4, null, null]);
  });

  test('no aggregateRating from sample testimonials, however many and however rated', () => {
    const samples = Array.from({ length: 6 }, (_, i) => `  - { id: s${i}, quote: Good., author: Student, rating: 5, sample: true, consent: true }`);
    const content = loadContent(fixtureSite({ 'content/testimonials.md': (t) => t.replace(/\n---\s*$/, `\n${samples.join('\n')}\n---\n`) }));
    expect(organizationJsonLd(content.site.data, { testimonials: content.testimonials, trust: content.labels.trust })).not.toHaveProperty('aggregateRating');
  });

  test("the site's own aggregateRating follows content/testimonials.md: the real, consented ratings when five or more, none otherwise", () => {
    const raw: unknown = matter(fs.readFileSync(path.join(process.cwd(), 'content/testimonials.md'), 'utf8')).data.testimonials;
    const entries = Array.isArray(raw) ? raw.filter((t): t is Record<string, unknown> => t !== null && typeof t === 'object') : [];
    const ratings = entries.filter((t) => t.sample === false && t.consent === true && typeof t.rating === 'number').map((t) => Number(t.rating));
    const content = loadContent(process.cwd());
    const ld = organizationJsonLd(content.site.data, { testimonials: content.testimonials, trust: content.labels.trust });
    if (ratings.length < 5) expect(ld).not.toHaveProperty('aggregateRating');
    else expect(ld.aggregateRating).toMatchObject({ reviewCount: ratings.length, ratingValue: Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 });
  });
});
