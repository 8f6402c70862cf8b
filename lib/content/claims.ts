/**
 * The consultancy's marketing claims ("98% success rate", "750+ partner institutions"), each with
 * the evidence behind it when staff record it: the count, the total, the period and what it covers.
 * The build checks a claim against its counts; a claim without evidence is shown as the
 * consultancy's own figure, and the production build lists it.
 */
import { z } from 'zod';
import { link, text } from './fields/primitives';
import type { ClaimName } from './claim-names';
import { fill } from '../fill-label';

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
    value: text.optional().describe('The claim as pages show it: 98%, 750+. Leave it out for a count of years since founding (yearsSinceFounded).'),
    yearsSinceFounded: z
      .boolean()
      .optional()
      .describe('Yes for a number of years counted from `founded` on the day the site is built, so it never goes stale; then leave value out.'),
    yearFounded: z.boolean().optional().describe('Yes for the year of `founded` itself ("established 2008"), written once there; then leave value out.'),
    evidence: evidence.optional().describe('The counts behind it. Without them the page marks the claim as the consultancy\'s own figure.'),
  })
  .superRefine((c, context) => {
    const ways = [c.value !== undefined, c.yearsSinceFounded === true, c.yearFounded === true].filter(Boolean).length;
    // A claim is a value, not a reference: {{claim:…}} inside one would be shown as written.
    if (c.value !== undefined && /\{\{/.test(c.value)) context.addIssue({ code: 'custom', path: ['value'], message: 'refers to another claim or figure; a claim writes its own value (98%, 750+)' });
    if (ways !== 1) context.addIssue({ code: 'custom', path: ['value'], message: 'expected one of value, yearsSinceFounded: true or yearFounded: true' });
    const problem = c.evidence && c.value ? claimMismatch(c.value, c.evidence) : null;
    if (problem) context.addIssue({ code: 'custom', path: ['evidence'], message: problem });
  });

type ClaimInput = z.infer<typeof claim>;
/** A claim as pages read it: its value written, or counted on the build day. */
export type Claim = Omit<ClaimInput, 'value' | 'yearsSinceFounded' | 'yearFounded'> & { value: string };

/** Every claim of content/site.md, each with its evidence when recorded. */
export const claims = z.strictObject({
  founded: claim,
  yearsOfGuidance: claim,
  partnerInstitutions: claim,
  partnerUniversities: claim,
  countries: claim,
  visaSuccessRate: claim,
  studentsHelped: claim,
} satisfies Record<ClaimName, typeof claim>);

/** Each claim with its value: a count of years since `founded` is counted in the build day's year. */
export function resolveClaims(written: z.infer<typeof claims>, founded: number, day: string): Record<ClaimName, Claim> {
  const years = Number(day.slice(0, 4)) - founded;
  const one = ({ value, yearsSinceFounded, yearFounded, ...rest }: ClaimInput): Claim => ({
    ...rest,
    value: yearsSinceFounded === true ? String(years) : yearFounded === true ? String(founded) : (value ?? ''),
  });
  return {
    founded: one(written.founded),
    yearsOfGuidance: one(written.yearsOfGuidance),
    partnerInstitutions: one(written.partnerInstitutions),
    partnerUniversities: one(written.partnerUniversities),
    countries: one(written.countries),
    visaSuccessRate: one(written.visaSuccessRate),
    studentsHelped: one(written.studentsHelped),
  };
}

/** The words of a note on counted evidence (content/labels.md, trust): the counts, or that the figure is the consultancy's own. */
export type EvidenceWords = { claimOwn: string; claimCount: string; claimCounted: string };

/** "127 of 130 student visas granted, January to December 2025", or the consultancy's-own-figure line. */
export function evidenceNote(evidence: ClaimEvidence | undefined, words: EvidenceWords): string {
  if (!evidence) return words.claimOwn;
  const { count, total, covers, period } = evidence;
  return total === undefined
    ? fill(words.claimCount, { count: count.toLocaleString('en-GB'), covers, period })
    : fill(words.claimCounted, { count: count.toLocaleString('en-GB'), total: total.toLocaleString('en-GB'), covers, period });
}
