import { addressLines, consultationHref, mailtoHref, officeDirectionsHref, telHref, whatsappHref } from '@/lib/present/site-links';
import { appointmentSlots, officeDaysText, officeHoursText, timeZoneName } from '@/lib/booking';
import { fill } from '@/lib/fill-label';
import { pageLinks } from '@/lib/present/trust';
import { SmartLink } from '@/components/ui/SmartLink';
import { Prose } from '@/components/sections/Prose';
import { SvgIcon, uiIcons } from '@/components/ui/Icon';
import { Island } from '@/components/island-boundary';
import { enquiryOptions } from '@/lib/present/enquiry-options';
import { buildSettings } from '@/lib/settings';
import type { ContactView } from '@/lib/view/pages/contact';
import { RENDER_LATER_CLASS } from '@/lib/render-later/shared';
import '@/components/ui/button.css';
import '@/components/ui/smart-link.css';
import '@/components/sections/page-hero.css';
import '@/components/sections/section.css';
import '@/components/sections/fact-list.css';
import '@/components/sections/trust-links.css';
import './contact.css';
import '@/components/contact/enquiry-form.css';
import '@/components/contact/appointment-fields.css';

/** Contact page (spec §2.4): banner, the advisers' details from site settings, and the enquiry area. */
export function ContactPage({ view: { entry, content } }: { view: ContactView }) {
  const site = content.site.data;
  const page = entry.data;
  const { contact: words, common, booking: bookingWords } = content.labels;
  const directions = officeDirectionsHref(site);
  const officeDays = officeDaysText(site.office, bookingWords.days, bookingWords.dayRange);
  const { services, countries } = enquiryOptions(content);
  // Read at build time: the form posts here (see docs/enquiry-form.md).
  const endpoint = buildSettings().enquiryEndpoint;
  return (
    <>
      <section className="hero page-hero contact-banner">
        <div className="container">
          <p className="eyebrow">{page.title}</p>
          <h1>{page.banner}</h1>
          <Prose markdown={entry.body} className="lead" />
        </div>
      </section>
      <section className={`section ${RENDER_LATER_CLASS}`} aria-labelledby="details-heading">
        <div className="container contact-layout">
          <div className="contact-details">
            <h2 id="details-heading">{page.detailsHeading}</h2>
            {/* eslint-disable-next-line @next/next/no-img-element -- local SVG logo */}
            <img src={site.logo.src} alt={site.name} width={200} height={48} className="contact-logo" />
            <dl className="fact-list contact-list">
              <div>
                <dt>
                  <SvgIcon node={uiIcons.mail} size={18} /> {words.email}
                </dt>
                <dd>
                  <a href={mailtoHref(site)}>{site.contact.email}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <SvgIcon node={uiIcons.phone} size={18} /> {words.phone}
                </dt>
                <dd>
                  <a href={telHref(site)}>{site.contact.phoneDisplay}</a>
                </dd>
              </div>
              <div>
                <dt>{words.whatsapp}</dt>
                <dd>
                  <a href={whatsappHref(site)} target="_blank" rel="noopener noreferrer">
                    {words.whatsappLink}<span className="visually-hidden"> {common.newTab}</span>
                  </a>
                </dd>
              </div>
              <div>
                <dt>
                  <SvgIcon node={uiIcons.pin} size={18} /> {words.office}
                </dt>
                <dd>
                  <address>
                    {addressLines(site).map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                  {directions ? (
                    <SmartLink href={directions} className="text-link" newTabLabel={common.newTab}>
                      {words.directions}
                    </SmartLink>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt>{words.hours}</dt>
                <dd>{officeHoursText(site.office, bookingWords, content.day)}</dd>
              </div>
            </dl>
            <p>
              <SmartLink href={consultationHref(site, {}, { note: bookingWords.note })} className="button button-primary" newTabLabel={common.newTab}>
                {bookingWords.cta}
              </SmartLink>
            </p>
            {page.trustPages.length > 0 ? (
              <ul className="trust-links" role="list">
                {pageLinks(content, page.trustPages).map((item) => (
                  <li key={item.href}>
                    <SmartLink href={item.href} newTabLabel={common.newTab}>
                      {item.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="contact-enquiry" id="enquiry">
            <h2>{page.formHeading}</h2>
            <Island.EnquiryForm
              copy={page.form}
              endpoint={endpoint}
              services={services}
              countries={countries}
              email={site.contact.email}
              whatsapp={site.contact.whatsapp}
              newTabLabel={common.newTab}
              appointment={
                // With a booking service, the "Book" buttons go there and the form stays a plain enquiry.
                site.booking
                  ? null
                  : {
                      office: site.office,
                      slots: appointmentSlots(site.office),
                      modes: site.appointmentModes.map((id) => ({ id, label: fill(bookingWords.modes[id], { city: site.contact.address.city }) })),
                      dayNames: bookingWords.days,
                      daysText: officeDays,
                      zone: timeZoneName(site.office.timeZone, content.day),
                    }
              }
            />
          </div>
        </div>
      </section>
    </>
  );
}
