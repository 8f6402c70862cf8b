/**
 * The call-to-action band that closes country, service and visa pages, as its component draws it:
 * each button's named action resolved to a real destination (spec §2.6: no dead buttons), so a
 * consultation button carries the page's country or service to the enquiry form.
 */
import type { SiteContent } from '../content/load';
import type { CtaBand, CtaButton } from '../content/schemas';
import { pathIn } from '../content/edition-links';
import { consultationHref, contactHref, telHref } from '../present/site-links';
import { enquiryOptions } from '../present/enquiry-options';
import type { BrochureLinks } from '../present/brochure-links';

/** Where the band stands: the page's country or service, and the country's brochure. */
export type CtaPlace = { country?: string; service?: string; brochure?: BrochureLinks };

/** A button's destination for its named action. */
export function ctaHref(button: CtaButton, content: SiteContent, place: CtaPlace): string {
  const contactPath = pathIn(content, '/contact');
  switch (button.action) {
    case 'consultation': {
      const { services, countries } = enquiryOptions(content);
      const names = {
        service: services.find((s) => s.id === place.service)?.label,
        country: countries.find((c) => c.id === place.country)?.label,
        note: content.labels.booking.note,
      };
      return consultationHref(content.site.data, { country: place.country, service: place.service }, names, contactPath);
    }
    case 'brochure':
      return place.brochure?.pdf?.href ?? place.brochure?.print?.href ?? contactHref({ country: place.country }, undefined, contactPath);
    case 'call':
      return telHref(content.site.data);
    case 'link':
      return button.href ?? contactPath;
  }
}

export function ctaBandView(band: CtaBand, content: SiteContent, place: CtaPlace) {
  const pdf = place.brochure?.pdf ?? null;
  const offersBrochure = band.buttons.some((button) => button.action === 'brochure');
  return {
    heading: band.heading,
    text: band.text ?? null,
    // The first button leads; a brochure button with a written PDF downloads it and says its type and size.
    buttons: band.buttons.map((button, i) => ({
      label: button.label,
      href: ctaHref(button, content, place),
      primary: i === 0,
      download: button.action === 'brochure' && pdf ? pdf.details : null,
    })),
    // Beside a PDF, the printable page stays one link away.
    alternative: pdf && place.brochure?.print && offersBrochure ? place.brochure.print : null,
    newTabLabel: content.labels.common.newTab,
  };
}

/** A call-to-action band, as its component draws it (built by ctaBandView). */
export type CtaBandView = ReturnType<typeof ctaBandView>;
