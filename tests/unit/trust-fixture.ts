/**
 * Trust details the real content cannot carry until staff record them: credentials with their
 * registers, counts behind the success rate, a counsellor's certificate, and five real, consented
 * reviews (one of them a 3), written into a copy of the project's content so a test can see each
 * shown once it is filled in (tests/unit/trust-pages.test.tsx).
 */
import path from 'node:path';
import { editFrontmatter } from '../../scripts/photo-copy';

export const TRUST_FIXTURE = {
  credentials: [
    { issuer: 'icef', identifier: 'ICEF-FIXTURE-0001', verify: 'https://www.icef.com/agency/fixture-0001', expires: '2999-12-31' },
    { issuer: 'secp', identifier: '0000001', verify: 'https://eservices.secp.gov.pk/eServices/NameSearch?q=0000001' },
  ],
  /** 127 of 130 is 97.7%, which rounds to the content's 98%. */
  successEvidence: { count: 127, total: 130, covers: 'student visas granted', period: 'January to December 2025' },
  certificate: { issuer: 'pier-qeac', identifier: 'Q0001', verify: 'https://www.pieronline.org/qeac/fixture' },
  ratings: [5, 4, 5, 3, 5],
  /** What each of those reviews says of its writer. */
  review: { date: '2026-01-15', programme: 'BSc Computer Science', intake: 'September 2025' },
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Writes the trust details into the content under `dir`. */
export function applyTrustFixture(dir: string) {
  editFrontmatter(path.join(dir, 'content/site.md'), (data) => {
    const claims = isRecord(data.claims) ? data.claims : {};
    const rate = isRecord(claims.visaSuccessRate) ? claims.visaSuccessRate : {};
    data.credentials = TRUST_FIXTURE.credentials.map((c) => ({ ...c }));
    data.claims = { ...claims, visaSuccessRate: { ...rate, evidence: { ...TRUST_FIXTURE.successEvidence } } };
  });
  editFrontmatter(path.join(dir, 'content/pages/team.md'), (data) => {
    const [first, ...rest] = Array.isArray(data.members) ? data.members.filter(isRecord) : [];
    if (!first) throw new Error('content/pages/team.md has no members');
    data.members = [{ ...first, certificates: [{ ...TRUST_FIXTURE.certificate }] }, ...rest];
  });
  editFrontmatter(path.join(dir, 'content/testimonials.md'), (data) => {
    const list = Array.isArray(data.testimonials) ? data.testimonials.filter(isRecord) : [];
    let next = 0;
    data.testimonials = list.map((t) => {
      const rating = typeof t.rating === 'number' ? TRUST_FIXTURE.ratings[next] : undefined;
      if (rating === undefined) return t;
      next += 1;
      return { ...t, rating, sample: false, consent: true, ...TRUST_FIXTURE.review };
    });
  });
}
