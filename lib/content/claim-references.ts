/**
 * `{{claim:name}}` in any text of any content file: the value of that claim of content/site.md,
 * written there once. "{{claim:yearsOfGuidance}} years of guidance" reads "15 years of guidance"
 * on the page, and the page lists beside it the claim's counts, or that it is the consultancy's
 * own figure (components/sections/ClaimNotes.tsx), as a badge naming the claim does.
 *
 * The read phase checks each reference names a claim (`unknownClaims`: the names are fixed, so no
 * other file is needed); the loader's claims pass then replaces every reference in every text of
 * every resolved file (`withClaims`), from the claims of the site as loaded for the day and edition.
 * `{{figure}}` references of a country file are left alone.
 */
import { CLAIM_NAMES, type ClaimName } from './claim-names';
import type { Claim } from './claims';

export const claimReferencePattern = /\{\{\s*claim:\s*([^{}\s]*)\s*\}\}/g;

export type SiteClaims = Record<ClaimName, Claim>;

const isClaimName = (name: string): name is ClaimName => CLAIM_NAMES.some((known) => known === name);

export const unknownClaimMessage = (name: string) => `unknown claim "${name}" (known: ${CLAIM_NAMES.join(', ')})`;

/** Every claim reference of a file as written whose name is no claim, with the path of its text (`body` for the body). */
export function unknownClaims(data: unknown, body: string, path: (string | number)[] = []): { at: (string | number)[] | 'body'; name: string }[] {
  const unknownIn = (text: string) => [...text.matchAll(claimReferencePattern)].map((match) => match[1] ?? '').filter((name) => !isClaimName(name));
  const found: { at: (string | number)[] | 'body'; name: string }[] = unknownIn(body).map((name) => ({ at: 'body', name }));
  const walk = (value: unknown, at: (string | number)[]) => {
    if (typeof value === 'string') for (const name of unknownIn(value)) found.push({ at, name });
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...at, i]));
    else if (value !== null && typeof value === 'object' && !(value instanceof Date)) for (const [key, item] of Object.entries(value)) walk(item, [...at, key]);
  };
  walk(data, path);
  return found;
}

/** One text with every `{{claim:name}}` replaced by the claim's value (the read phase has refused unknown names). */
function fillClaimText(text: string, claims: SiteClaims, onShown: (name: ClaimName) => void): string {
  return text.replace(claimReferencePattern, (whole, name: string) => {
    if (!isClaimName(name)) return whole;
    onShown(name);
    return claims[name].value;
  });
}

/** A value with every text in it filled in, its shape kept: only strings change, and to strings. */
function fillClaimsIn<T>(value: T, claims: SiteClaims, onShown: (name: ClaimName) => void): T;
function fillClaimsIn(value: unknown, claims: SiteClaims, onShown: (name: ClaimName) => void): unknown {
  if (typeof value === 'string') return fillClaimText(value, claims, onShown);
  if (Array.isArray(value)) return value.map((item) => fillClaimsIn(item, claims, onShown));
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillClaimsIn(item, claims, onShown)]));
  }
  return value;
}

/** The claims pass of one resolved file: its texts and body with every claim filled in, and the claims it shows named in `claims`. */
export function withClaims<E extends { data: unknown; body: string; claims?: readonly ClaimName[] }>(entry: E, claims: SiteClaims): E {
  const shown = new Set<ClaimName>();
  const show = (name: ClaimName) => shown.add(name);
  const data = fillClaimsIn(entry.data, claims, show);
  const body = fillClaimText(entry.body, claims, show);
  return shown.size > 0 ? { ...entry, data, body, claims: [...shown] } : entry;
}
