import { siteEnv, type SiteEnv } from './content/launch';

/** Settings read from the environment at build time; documented in README ("Enquiry form", "Before launch"). */
export const BUILD_INFO = 'build-info.json';

export function buildSettings(): { enquiryEndpoint: string | null; siteEnv: SiteEnv } {
  return { enquiryEndpoint: process.env.ENQUIRY_ENDPOINT?.trim() || null, siteEnv: siteEnv() };
}
