/**
 * Where each country's brochure lives: its printable page and its PDF, named after the country's
 * file (content/countries/uk.md -> /brochures/uk and /brochures/uk.pdf). Apart from a type and the
 * site's paths it imports nothing, so the content loader can accept links to brochures without depending on how they are made
 * (lib/present/brochure-links.ts).
 */
import type { CtaButton } from './schemas';
import { BROCHURES_URL } from '../site-paths';


/** The print-ready page. */
export function brochureHref(countryId: string): string {
  return `${BROCHURES_URL}/${countryId}`;
}

/** The PDF, named like the print page. */
export function brochurePdfHref(countryId: string): string {
  return `${brochureHref(countryId)}.pdf`;
}

/** Countries whose page has a "Download Brochure" button get a brochure. */
export function offersBrochure(country: { cta: { buttons: CtaButton[] } }): boolean {
  return country.cta.buttons.some((b) => b.action === 'brochure');
}
