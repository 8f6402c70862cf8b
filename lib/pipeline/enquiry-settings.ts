/**
 * The enquiry Worker's settings (lib/enquiry-settings.ts) from the site's content: the office, how
 * long enquiries are kept, who may read them, and the form's choices in words. Written to
 * workers/enquiries/settings.json by `npm run enquiries:settings`, before the Worker is bundled.
 */
import type { SiteContent } from '../content/load';
import type { EnquirySettings } from '../enquiry-settings';
import { appointmentModeOptions, enquiryOptions } from '../present/enquiry-options';

/** Where the Worker's bundler finds the settings (the alias `enquiry-settings` in its wrangler.jsonc). */
export const ENQUIRY_SETTINGS_FILE = 'workers/enquiries/settings.json';

/** `repository`: owner/name whose collaborators may read enquiries (CMS_REPO), or null. */
export function enquirySettings(content: SiteContent, repository: string | null): EnquirySettings {
  const site = content.site.data;
  const { services, countries } = enquiryOptions(content);
  return {
    site: { name: site.name, url: site.url },
    office: { email: site.contact.email, whatsapp: site.contact.whatsapp, days: site.office.days, opens: site.office.opens, closes: site.office.closes, timeZone: site.office.timeZone },
    retentionDays: site.enquiries.retentionDays,
    advisers: site.enquiries.advisers,
    repository,
    turnstile: site.enquiries.turnstile ?? null,
    choices: { services, countries, modes: appointmentModeOptions(content) },
    words: content.inbox,
  };
}
