/**
 * The consultancy's marketing claims ("98% success rate", "750+ partner institutions"), each with
 * the evidence behind it when staff record it: the count, the total, the period and what it covers.
 * The build checks a claim against its counts; a claim without evidence is shown as the
 * consultancy's own figure, and the production build lists it.
 */
import { z } from 'zod';
import { link, text } from './collections/primitives';
import type { ClaimName } from './claim-names';

export const evidence = z.strictObject({
  count: z.number().int().min(0).describe('How many: for a success rate, the visas granted.'),
  total: z.number().int().min(1).optional().describe('Out of how many: for a success rate, the applications decided. Needed for a percentage.'),
  covers: text.describe('What was counted, in a few words: "student visas granted".'),
  // A bare year is read by YAML as a number; it is still a period.
  period: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), text).describe('When: "January to December 2025", or a year.'),
  source: link.optional().describe('Where the count can be seen, if it is published.'),
});

export type ClaimEvidence = z.infer<typeof evidence>;

/** Why a claim's value disagrees with its counts, or null when it agrees (or states no number). */
export function claimMismatch(value: string, counted: ClaimEvidence): string | null {
  if (counted.total !== undefined && counted.count > counted.total) return `count ${counted.count} is more than total ${counted.total}`;
  const percent = /^(\d+(?:\.(\d+))?)\s*%$/.exec(value.trim());
  if (percent) {
    if (counted.total === undefined) return `a percentage needs a total to be counted against`;
    const decimals = percent[2]?.length ?? 0;
    const counts = ((counted.count / counted.total) * 100).toFixed(decimals);
    return Number(counts) === Number(percent[1]) ? null : `${value} does not match ${counted.count} of ${counted.total}, which is ${counts}%`;
  }
  const atLeast = /^(\d[\d,]*)\s*\+$/.exec(value.trim());
  if (atLeast) {
    const floor = Number((atLeast[1] ?? '').replace(/,/g, ''));
    return counted.count >= floor ? null : `${value} needs a count of at least ${floor}, not ${counted.count}`;
  }
  const exact = /^\d[\d,]*$/.exec(value.trim());
  if (exact && Number(value.replace(/,/g, '')) !== counted.count) return `${value} does not match the count ${counted.count}`;
  return null;
}

export const claim = z
  .strictObject({
    value: text.describe('The claim as pages show it: 98%, 750+, 15.'),
    evidence: evidence.optional().describe('The counts behind it. Without them the page marks the claim as the consultancy\'s own figure.'),
  })
  .superRefine((c, context) => {
    const problem = c.evidence ? claimMismatch(c.value, c.evidence) : null;
    if (problem) context.addIssue({ code: 'custom', path: ['evidence'], message: problem });
  });

export type Claim = z.infer<typeof claim>;

/** Every claim of content/site.md, each with its evidence when recorded. */
export const claims = z.strictObject({
  yearsOfGuidance: claim,
  partnerInstitutions: claim,
  partnerUniversities: claim,
  countries: claim,
  visaSuccessRate: claim,
  studentsHelped: claim,
} satisfies Record<ClaimName, typeof claim>);
