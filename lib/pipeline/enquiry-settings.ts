/**
 * The enquiry Worker's settings (lib/enquiry-settings.ts) from the site's content: the office, how
 * long enquiries are kept, who may read them, the form's choices in words, and the page a form sent
 * without JavaScript is answered with in each edition. Written to workers/enquiries/settings.json
 * by `npm run enquiries:settings`, before the Worker is bundled.
 */
import { pathIn } from '../content/edition-links';
import type { SiteContent } from '../content/load';
import type { AnswerPageWords, EnquirySettings } from '../enquiry-settings';
import { appointmentModeOptions, enquiryOptions } from '../present/enquiry-options';
import { mailtoHref, whatsappHref } from '../present/site-links';

/** Where the Worker's bundler finds the settings (the alias `enquiry-settings` in its wrangler.jsonc). */
export const ENQUIRY_SETTINGS_FILE = 'workers/enquiries/settings.json';

/**
 * The answer page of one edition, from its contact page; null when the edition does not publish
 * that page (a translated edition without its translation), whose visitors get the original's.
 */
function answerPageWords(content: SiteContent): AnswerPageWords | null {
  const { edition, labels } = content;
  const site = content.site.data;
  const contact = content.pages.find((page) => page.data.template === 'contact');
  if (!contact || contact.data.template !== 'contact') return null;
  if (edition.folder !== null && !contact.translation) return null;
  const data = contact.data;
  const { form } = data;
  const { summary, ...messages } = form.errors;
  return {
    prefix: edition.prefix,
    lang: edition.lang,
    dir: edition.dir,
    // As the contact page's own <title> (app/ layouts: "%s | short name").
    title: `${data.title} | ${site.shortName}`,
    heading: data.title,
    contactPath: pathIn(content, data.route),
    contactLink: data.formHeading,
    thanks: form.successWithReference,
    errors: { summary, messages },
    typed: { name: form.composed.name, phone: form.composed.phone, email: form.composed.email, message: form.messageHeading },
    failure: form.failureWithoutScript,
    whatsapp: { label: labels.contact.whatsapp, text: labels.contact.whatsappLink, href: whatsappHref(site) },
    email: { label: labels.contact.email, text: site.contact.email, href: mailtoHref(site) },
  };
}

/**
 * `content`: the original edition; `translations`: the site in each translated edition (lib/editions.ts).
 * `repository`: owner/name whose collaborators may read enquiries (CMS_REPO), or null.
 */
export function enquirySettings(content: SiteContent, translations: readonly SiteContent[], repository: string | null): EnquirySettings {
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
    answerPages: [content, ...translations].flatMap((edition) => answerPageWords(edition) ?? []),
  };
}
