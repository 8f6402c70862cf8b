import { SmartLink } from '@/components/ui/SmartLink';
import type { CtaButton } from '@/lib/content/schemas';
import { getContent } from '@/lib/content/load';
import { consultationHref, contactHref, telHref } from '@/lib/present/site-links';
import { enquiryOptions } from '@/lib/present/enquiry-options';

import type { BrochureLinks } from '@/lib/present/brochure-links';
import '@/components/ui/button.css';
import './cta-band.css';

/** What an enquiry is about, carried to the contact form by the consultation buttons. */
export type CtaContext = { country?: string; service?: string; brochure?: BrochureLinks };

/** Resolves a button's named action to a real destination (spec §2.6: no dead buttons). */
export function ctaHref(button: CtaButton, context: CtaContext): string {
  switch (button.action) {
    case 'consultation': {
      const content = getContent();
      const { services, countries } = enquiryOptions(content);
      return consultationHref(content.site.data, context, {
        service: services.find((s) => s.id === context.service)?.label,
        country: countries.find((c) => c.id === context.country)?.label,
        note: content.labels.booking.note,
      });
    }
    case 'brochure':
      return context.brochure ? (context.brochure.pdf?.href ?? context.brochure.print.href) : contactHref({ country: context.country });
    case 'call':
      return telHref(getContent().site.data);
    case 'link':
      return button.href ?? '/contact';
  }
}

export function CtaButtons({ buttons, context, newTabLabel }: { buttons: CtaButton[]; context: CtaContext; newTabLabel: string }) {
  return (
    <div className="button-row">
      {buttons.map((button, i) => {
        const href = ctaHref(button, context);
        const className = i === 0 ? 'button button-primary' : 'button button-secondary';
        const pdf = button.action === 'brochure' ? context.brochure?.pdf : null;
        if (pdf) {
          // A file to keep and forward, not a page: the browser saves it, and the label says what it is.
          return (
            <a key={button.label} href={pdf.href} className={className} download>
              {button.label} <span className="file-details">{pdf.details}</span>
            </a>
          );
        }
        return (
          <SmartLink key={button.label} href={href} className={className} newTabLabel={newTabLabel}>
            {button.label}
          </SmartLink>
        );
      })}
    </div>
  );
}
