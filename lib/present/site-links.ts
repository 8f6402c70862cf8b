/**
 * Data derived from content for the layout: navigation menus, footer columns and contact links.
 * Computed on the server and handed to components as plain props.
 */
import type { SiteContent } from '../content/load';
import type { Site } from '../content/schemas';
import { mailtoLink, whatsappLink } from '../browser/enquiry';
import { bookingHref, directionsHref } from '../booking';
import { fill } from '../fill-label';

export type NavLink = { label: string; href: string };
export type NavItem =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'menu'; id: string; label: string; links: NavLink[] };

type MenuEntry = { data: { route: string; menu?: { label: string; order: number } } };

function menuLinks(entries: MenuEntry[]): NavLink[] {
  return entries
    .flatMap((e) => (e.data.menu ? [{ label: e.data.menu.label, href: e.data.route, order: e.data.menu.order }] : []))
    .sort((a, b) => a.order - b.order)
    .map(({ label, href }) => ({ label, href }));
}

export function buildNav(content: SiteContent): NavItem[] {
  return content.site.data.nav.map((item): NavItem => {
    if ('href' in item) return { kind: 'link', label: item.label, href: item.href };
    const entries = item.menu === 'services' ? menuLinks(content.services) : menuLinks(content.countries);
    return { kind: 'menu', id: item.menu, label: item.label, links: [...entries, ...item.links] };
  });
}

export type FooterColumn = { heading: string; items: { label: string; href?: string }[] };

export function buildFooter(content: SiteContent): FooterColumn[] {
  const footerCountries = content.countries
    .filter((c) => c.data.footer)
    .map((c) => ({ label: c.data.title, href: c.data.route }));
  return content.site.data.footer.columns.map((column) => ({
    heading: column.heading,
    items: [...column.items, ...(column.countries ? footerCountries : [])],
  }));
}

export function telHref(site: Site): string {
  return `tel:${site.contact.phone}`;
}

export function mailtoHref(site: Site): string {
  return mailtoLink(site.contact.email);
}

export function whatsappHref(site: Site, text?: string): string {
  return whatsappLink(site.contact.whatsapp, text);
}

/** A WhatsApp message with `text` typed, for the reader to send to whomever they choose (a share link). */
export function whatsappShareHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** /contact with the enquiry preselected, e.g. /contact?country=uk&service=visit-visa, optionally at an #anchor. */
export function contactHref(preselect: { country?: string; service?: string } = {}, anchor?: string, contactPath = '/contact'): string {
  const query = new URLSearchParams();
  if (preselect.country) query.set('country', preselect.country);
  if (preselect.service) query.set('service', preselect.service);
  const qs = query.toString();
  return `${qs ? `${contactPath}?${qs}` : contactPath}${anchor ? `#${anchor}` : ''}`;
}

/** The id of the enquiry form's appointment fields, where "Book" buttons lead without a booking service. */
export const BOOK_ANCHOR = 'book';

/**
 * Where a "Book a free consultation" button goes: the booking service in site settings, told what
 * the visitor was reading (the names of the service and country), or else the enquiry form's
 * appointment fields with the same service and country preselected.
 */
export function consultationHref(
  site: Pick<Site, 'booking'>,
  context: { country?: string; service?: string },
  names: { country?: string; service?: string; note: string },
  contactPath = '/contact',
): string {
  if (!site.booking) return contactHref(context, BOOK_ANCHOR, contactPath);
  const topic = [names.service, names.country].filter(Boolean).join(', ');
  return bookingHref(site.booking, topic ? fill(names.note, { topic }) : null);
}

/** "Get directions" to the office, or null when site settings give no position. */
export function officeDirectionsHref(site: Pick<Site, 'geo'>): string | null {
  return site.geo ? directionsHref(site.geo) : null;
}

export function addressLines(site: Site): string[] {
  const a = site.contact.address;
  return [a.street, `${a.city}, ${a.region}`, a.country];
}
