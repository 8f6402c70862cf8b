/**
 * The view of a page of the `contact` template (content/pages): everything
 * components/templates/ContactPage.tsx draws, worked out from the page's file and site settings,
 * including the enquiry form island's props (JSON values only: they are written into the page).
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';
import { addressLines, consultationHref, mailtoHref, officeDirectionsHref, telHref, whatsappHref } from '../../present/site-links';
import { appointmentModeOptions, enquiryOptions } from '../../present/enquiry-options';
import { pageLinks } from '../../present/trust';
import { appointmentSlots, officeDaysText, officeHoursText, timeZoneName } from '../../booking';
import { buildSettings } from '../../settings';
import { ENQUIRY_API_PATH } from '../../site-paths';
import { formatCount, TURNSTILE_SCRIPT, TURNSTILE_SCRIPT_ID } from '../../enquiry-rules';
import { fill } from '../../fill-label';


export function contactView(entry: Entry<TemplatedPage<'contact'>>, content: SiteContent) {
  const site = content.site.data;
  const page = entry.data;
  const { contact: words, common, booking: bookingWords } = content.labels;
  const directions = officeDirectionsHref(site);
  const { services, countries } = enquiryOptions(content);
  const endpoint = buildSettings().enquiryEndpoint;
  const ownEndpoint = endpoint === ENQUIRY_API_PATH;
  return {
    banner: { eyebrow: page.title, heading: page.banner, lead: entry.body },
    details: {
      heading: page.detailsHeading,
      logo: { src: site.logo.src, alt: site.name },
      email: { label: words.email, text: site.contact.email, href: mailtoHref(site) },
      phone: { label: words.phone, text: site.contact.phoneDisplay, href: telHref(site) },
      whatsapp: { label: words.whatsapp, text: words.whatsappLink, href: whatsappHref(site) },
      office: { label: words.office, address: addressLines(site), directions: directions ? { href: directions, label: words.directions } : null },
      hours: { label: words.hours, text: officeHoursText(site.office, bookingWords, content.day) },
      booking: { href: consultationHref(site, {}, { note: bookingWords.note }), label: bookingWords.cta },
      // The list shows whenever the file names trust pages; each link is one the route table knows.
      trustLinks: page.trustPages.length > 0 ? pageLinks(content, page.trustPages) : null,
    },
    newTabLabel: common.newTab,
    enquiry: {
      heading: page.formHeading,
      copy: page.form,
      // Read at build time: the form posts here (see docs/enquiry-form.md).
      endpoint,
      ownEndpoint,
      // Our own endpoint deletes an enquiry after content/site.md's period; another keeps it by its own rules.
      retention: ownEndpoint ? fill(page.form.retention, { days: formatCount(site.enquiries.retentionDays) }) : null,
      // Turnstile, when it is on (content/site.md) and the form posts to our own endpoint, which checks its token.
      turnstile: ownEndpoint && site.enquiries.turnstile ? { script: TURNSTILE_SCRIPT, scriptId: TURNSTILE_SCRIPT_ID, siteKey: site.enquiries.turnstile.siteKey } : null,
      services,
      countries,
      email: site.contact.email,
      whatsapp: site.contact.whatsapp,
      // With a booking service, the "Book" buttons go there and the form stays a plain enquiry.
      appointment: site.booking
        ? null
        : {
            office: site.office,
            slots: appointmentSlots(site.office),
            modes: appointmentModeOptions(content),
            dayNames: bookingWords.days,
            daysText: officeDaysText(site.office, bookingWords.days, bookingWords.dayRange),
            zone: timeZoneName(site.office.timeZone, content.day),
          },
    },
  };
}

/** What the contact page shows, as one plain object (built by contactView). */
export type ContactView = ReturnType<typeof contactView>;
