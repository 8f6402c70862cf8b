/** Each country's print-ready brochure page, built from the same content file. */
export function brochureHref(countryId: string): string {
  return `/brochures/${countryId}`;
}
