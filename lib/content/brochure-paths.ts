/**
 * Where each country's brochure lives: its printable page and its PDF, named after the country's
 * file (content/countries/uk.md -> /brochures/uk and /brochures/uk.pdf). Apart from a type, the
 * site's paths and the editions it imports nothing, so the content loader can accept links to brochures without depending on how they are made
 * (lib/present/brochure-links.ts).
 * A translated edition has its own PDF (from its words) but no printable page of its own.
 */
import type { CtaButton } from './schemas';
import { BROCHURES_URL } from '../site-paths';
import { ORIGINAL, type Edition } from '../editions';

/** The print-ready page. */
export function brochureHref(countryId: string): string {
  return `${BROCHURES_URL}/${countryId}`;
}

/**
 * The PDF, named like the print page; a translated edition's under its prefix
 * (/ur/brochures/uk.pdf), as every address of that edition is.
 */
export function brochurePdfHref(countryId: string, edition: Pick<Edition, 'prefix'> = ORIGINAL): string {
  return `${edition.prefix}${brochureHref(countryId)}.pdf`;
}

/** Countries whose page has a "Download Brochure" button get a brochure. */
export function offersBrochure(country: { cta: { buttons: CtaButton[] } }): boolean {
  return country.cta.buttons.some((b) => b.action === 'brochure');
}
