import { SmartLink } from '@/components/ui/SmartLink';
import { Prose } from '@/components/sections/Prose';
import { SvgIcon, uiIcons } from '@/components/ui/Icon';
import { Island } from '@/components/island-boundary';
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

/** Contact page (spec §2.4): banner, the advisers' details from site settings, and the enquiry area; drawn from the view (lib/view/pages/contact.ts). */
export function ContactPage({ view }: { view: ContactView }) {
  const { banner, details, enquiry, newTabLabel } = view;
  const { email, phone, whatsapp, office, hours } = details;
  return (
    <>
      <section className="hero page-hero contact-banner">
        <div className="container">
          <p className="eyebrow">{banner.eyebrow}</p>
          <h1>{banner.heading}</h1>
          <Prose markdown={banner.lead} className="lead" />
        </div>
      </section>
      <section className={`section ${RENDER_LATER_CLASS}`} aria-labelledby="details-heading">
        <div className="container contact-layout">
          <div className="contact-details">
            <h2 id="details-heading">{details.heading}</h2>
            {/* eslint-disable-next-line @next/next/no-img-element -- local SVG logo */}
            <img src={details.logo.src} alt={details.logo.alt} width={200} height={48} className="contact-logo" />
            <dl className="fact-list contact-list">
              <div>
                <dt>
                  <SvgIcon node={uiIcons.mail} size={18} /> {email.label}
                </dt>
                <dd>
                  <a href={email.href}>{email.text}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <SvgIcon node={uiIcons.phone} size={18} /> {phone.label}
                </dt>
                <dd>
                  <a href={phone.href}>{phone.text}</a>
                </dd>
              </div>
              <div>
                <dt>{whatsapp.label}</dt>
                <dd>
                  <a href={whatsapp.href} target="_blank" rel="noopener noreferrer">
                    {whatsapp.text}<span className="visually-hidden"> {newTabLabel}</span>
                  </a>
                </dd>
              </div>
              <div>
                <dt>
                  <SvgIcon node={uiIcons.pin} size={18} /> {office.label}
                </dt>
                <dd>
                  <address>
                    {office.address.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                  {office.directions ? (
                    <SmartLink href={office.directions.href} className="text-link" newTabLabel={newTabLabel}>
                      {office.directions.label}
                    </SmartLink>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt>{hours.label}</dt>
                <dd>{hours.text}</dd>
              </div>
            </dl>
            <p>
              <SmartLink href={details.booking.href} className="button button-primary" newTabLabel={newTabLabel}>
                {details.booking.label}
              </SmartLink>
            </p>
            {details.trustLinks ? (
              <ul className="trust-links" role="list">
                {details.trustLinks.map((item) => (
                  <li key={item.href}>
                    <SmartLink href={item.href} newTabLabel={newTabLabel}>
                      {item.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="contact-enquiry" id="enquiry">
            <h2>{enquiry.heading}</h2>
            {/* Only here, and only when Turnstile is on: the page's policy allows exactly its origin (lib/pipeline/deploy/csp.ts). */}
            {enquiry.turnstile ? <script id={enquiry.turnstile.scriptId} src={enquiry.turnstile.script} async /> : null}
            <Island.EnquiryForm
              copy={enquiry.copy}
              endpoint={enquiry.endpoint}
              ownEndpoint={enquiry.ownEndpoint}
              retention={enquiry.retention}
              turnstile={enquiry.turnstile ? { siteKey: enquiry.turnstile.siteKey, scriptId: enquiry.turnstile.scriptId } : null}
              services={enquiry.services}
              countries={enquiry.countries}
              email={enquiry.email}
              whatsapp={enquiry.whatsapp}
              newTabLabel={newTabLabel}
              appointment={enquiry.appointment}
            />
          </div>
        </div>
      </section>
    </>
  );
}
