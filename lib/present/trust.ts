/**
 * What the trust features show, computed once for pages, the footer and the structured data:
 * credentials with their registers, claims with their counts, and ratings only when enough real,
 * consented ones exist.
 */
import type { Credential } from '../content/credentials';
import type { ClaimName } from '../content/claim-names';
import { evidenceNote } from '../content/claims';
import { figureNote, formatFigure, type Figure } from '../content/figures';
import { CLAIM_PLACEHOLDER } from '../content/claim-names';
import type { Labels, Site, Testimonial } from '../content/schemas';
import { fill, formatDate } from '../fill-label';
import type { SiteContent } from '../content/load';
import { originalPath } from '../editions';

export type CredentialView = {
  key: string;
  /** What it is: "ICEF Agency Status". */
  name: string;
  /** "number 1234". */
  identifier: string;
  verify: { href: string; label: string };
  /** "valid until 1 March 2027", when it lapses. */
  expires: string | null;
  logo: Credential['logo'];
};

export function credentialView(credential: Credential, words: Labels['trust']): CredentialView {
  const issuer = words.issuers[credential.issuer];
  return {
    key: `${credential.issuer}-${credential.identifier}`,
    name: issuer.name,
    identifier: fill(words.identifier, { identifier: credential.identifier }),
    verify: { href: credential.verify, label: fill(words.verify, { register: issuer.register }) },
    expires: credential.expires ? fill(words.expires, { date: formatDate(credential.expires) }) : null,
    logo: credential.logo,
  };
}

/** A badge's or card's text with its claim's value in place of `{claim}`. */
export function withClaim(text: string, claim: ClaimName | undefined, site: Site): string {
  return claim ? text.replaceAll(CLAIM_PLACEHOLDER, site.claims[claim].value) : text;
}

/** The line beside a claim: its counts when recorded, or that it is the consultancy's own figure. */
export function claimNote(claim: ClaimName, site: Site, words: Labels['trust']): string {
  return evidenceNote(site.claims[claim].evidence, words);
}

/** One line per claim a page's words show through {{claim:name}}: the claim in words, then its counts or the own-figure line. */
export function claimNoteLines(claims: readonly ClaimName[] | undefined, site: Site, words: Labels['trust']): string[] {
  return (claims ?? []).map((name) => fill(words.claimLine, { claim: fill(words.claimNames[name], { value: site.claims[name].value }), note: claimNote(name, site, words) }));
}

/** One line per percentage of a page's own that its words show (a country's visa success rate), as for a claim. */
export function figureClaimLines(figures: readonly Figure[] | undefined, content: Pick<SiteContent, 'labels' | 'edition'>): string[] {
  const words = content.labels.trust;
  return (figures ?? []).flatMap((f) => {
    const note = figureNote(f, words);
    return note ? [fill(words.claimLine, { claim: fill(words.claimNames.visaSuccessRate, { value: formatFigure(f, content.edition) }), note })] : [];
  });
}

/** Fewer real ratings than this and an average says more about chance than about the service. */
export const MIN_RATINGS_FOR_AVERAGE = 5;

/** A real student's words they agreed to show: never a sample, never without consent. */
export function isRealTestimonial(testimonial: Testimonial): boolean {
  return !testimonial.sample && testimonial.consent === true;
}

/**
 * The average of the real, consented ratings, to one decimal, with their count; null below the
 * minimum. Samples never count, so an average never rests on invented reviews.
 */
export function ratingSummary(testimonials: Testimonial[]): { average: number; count: number } | null {
  const ratings = testimonials.filter(isRealTestimonial).flatMap((t) => (t.rating === undefined ? [] : [t.rating]));
  if (ratings.length < MIN_RATINGS_FOR_AVERAGE) return null;
  const average = Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;
  return { average, count: ratings.length };
}

/** The stars a testimonial shows: only a real student's, given with their consent; a sample shows none. */
export function shownRating(testimonial: Testimonial): number | null {
  return isRealTestimonial(testimonial) && testimonial.rating !== undefined ? testimonial.rating : null;
}

/** The caption details of a testimonial beyond its author: programme, intake and date, when given. */
export function testimonialFacts(testimonial: Testimonial, words: Labels['trust']): string[] {
  return [testimonial.programme, testimonial.intake, testimonial.date ? fill(words.testimonialDate, { date: formatDate(testimonial.date) }) : undefined].filter(
    (fact): fact is string => Boolean(fact),
  );
}

/** Cards that may show a claim: its value in place of `{claim}`, and its note beneath. */
export function claimCards<T extends { title: string; claim?: ClaimName }>(items: T[], site: Site, words: Labels['trust']): (T & { note?: string })[] {
  return items.map((item) => (item.claim ? { ...item, title: withClaim(item.title, item.claim, site), note: claimNote(item.claim, site, words) } : item));
}

/** Links to pages of this site by route, each labelled with the page's own title (written once, in its file). */
export function pageLinks(content: SiteContent, routes: string[]): { href: string; label: string }[] {
  return routes.flatMap((href) => {
    // A link of a translated page leads to the twin; the route table knows the original's path.
    const route = content.routes.byPath.get(originalPath(content.edition, href));
    return route ? [{ href, label: route.title }] : [];
  });
}
