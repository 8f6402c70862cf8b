/**
 * `{{claim:name}}` in any text of any content file: the value of that claim of content/site.md,
 * written there once. "{{claim:yearsOfGuidance}} years of guidance" reads "15 years of guidance"
 * on the page, and the page lists beside it the claim's counts, or that it is the consultancy's
 * own figure (components/sections/ClaimNotes.tsx), as a badge naming the claim does.
 *
 * References are replaced in the raw frontmatter and body before the schema runs, so every field
 * and every collection gets them, and `{{figure}}` references of a country file are left alone.
 */
import { CLAIM_NAMES, type ClaimName } from './claim-names';
import type { Claim } from './claims';

export const claimReferencePattern = /\{\{\s*claim:\s*([^{}\s]*)\s*\}\}/g;

export type SiteClaims = Record<ClaimName, Claim>;

const isClaimName = (name: string): name is ClaimName => CLAIM_NAMES.some((known) => known === name);

export const unknownClaimMessage = (name: string) => `unknown claim "${name}" (known: ${CLAIM_NAMES.join(', ')})`;

/** One text with every `{{claim:name}}` replaced by the claim's value; unknown names are reported and left as written. */
export function resolveClaimText(text: string, claims: SiteClaims, onUnknown: (name: string) => void, onShown: (name: ClaimName) => void): string {
  return text.replace(claimReferencePattern, (whole, name: string) => {
    if (!isClaimName(name)) {
      onUnknown(name);
      return whole;
    }
    onShown(name);
    return claims[name].value;
  });
}

/** Every string of a parsed-YAML value resolved, each unknown name reported with the path of its string. */
export function resolveClaimsDeep(
  value: unknown,
  claims: SiteClaims,
  onUnknown: (path: (string | number)[], name: string) => void,
  onShown: (name: ClaimName) => void,
  path: (string | number)[] = [],
): unknown {
  if (typeof value === 'string') return resolveClaimText(value, claims, (name) => onUnknown(path, name), onShown);
  if (Array.isArray(value)) return value.map((item, i) => resolveClaimsDeep(item, claims, onUnknown, onShown, [...path, i]));
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveClaimsDeep(item, claims, onUnknown, onShown, [...path, key])]));
  }
  return value;
}
