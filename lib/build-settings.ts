/** Settings read from the environment at build time; documented in README ("Enquiry form"). */
export const BUILD_INFO = 'build-info.json';

export function buildSettings(): { enquiryEndpoint: string | null } {
  return { enquiryEndpoint: process.env.ENQUIRY_ENDPOINT?.trim() || null };
}
