import type { SiteContent } from '../content/load';
import { slugify } from '../content/markdown';
import { visaRecords } from '../content/collections/visa-records';
import { eventEnquiryId, eventsByTime, publishedEvents } from './events';
import { fill } from '../fill-label';
import { optionText } from '../script-runs';
import type { VisaRecord } from '../content/schemas';

/** A visa destination's id: its section's anchor on the visa pages and its `?country=` on /contact. */
export const visaSectionId = (record: VisaRecord) => slugify(record.name);

/** A visa page's service id: what its enquiry buttons preselect on /contact (`?service=visit-visa`). */
export const visaServiceId = (visaKind: string) => `${visaKind}-visa`;

type Option = { id: string; label: string };

/** How a consultation can take place (content/site.md, appointmentModes), each in its words (labels.booking.modes). */
export function appointmentModeOptions(content: SiteContent): Option[] {
  const site = content.site.data;
  return site.appointmentModes.map((id) => ({ id, label: fill(content.labels.booking.modes[id], { city: site.contact.address.city }) }));
}

/**
 * The enquiry form's choices, with the same ids the consultation buttons send
 * (`?country=uk&service=visit-visa`): study countries and visa destinations by file id or slug,
 * services by file id, each visa page by its kind, and each upcoming event by `event-<file name>`.
 */
export function enquiryOptions(content: SiteContent): { services: Option[]; countries: Option[] } {
  const services: Option[] = content.services.map((s) => ({ id: s.id, label: optionText(s.data.title, content.edition.lang) }));
  for (const page of content.pages) {
    if (page.data.template === 'visa') services.push({ id: visaServiceId(page.data.visaKind), label: optionText(page.data.title, content.edition.lang) });
  }
  // Each event still open to register for: its page's button preselects it ("Event: Study in the UK seminar").
  for (const entry of eventsByTime(publishedEvents(content), content.day).upcoming) {
    if (entry.data.status !== 'cancelled') services.push({ id: eventEnquiryId(entry), label: optionText(fill(content.labels.events.enquiry, { title: entry.data.title }), content.edition.lang) });
  }
  const countries = new Map<string, string>();
  for (const c of content.countries) countries.set(c.id, optionText(c.data.name, content.edition.lang));
  for (const record of visaRecords(content)) {
    const id = visaSectionId(record.data);
    if (!countries.has(id)) countries.set(id, optionText(record.data.name, content.edition.lang));
  }
  return {
    services,
    countries: [...countries].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label)),
  };
}
