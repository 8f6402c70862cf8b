import { SmartLink } from '@/components/ui/SmartLink';
import type { CtaButton } from '@/lib/content/schemas';
import type { SiteContent } from '@/lib/content/load';
import { pathIn } from '@/lib/content/edition-links';
import { consultationHref, contactHref, telHref } from '@/lib/present/site-links';
import { enquiryOptions } from '@/lib/present/enquiry-options';

import type { BrochureLinks } from '@/lib/present/brochure-links';
import '@/components/ui/button.css';
import './cta-band.css';

/** What an enquiry is about, carried to the contact form by the consultation buttons. */
export type CtaContext = { content: SiteContent; country?: string; service?: string; brochure?: BrochureLinks };

/** Resolves a button's named action to a real destination (spec §2.6: no dead buttons). */
export function ctaHref(button: CtaButton, context: CtaContext): string {
  switch (button.action) {
    case 'consultation': {
      const { content } = context;
      const { services, countries } = enquiryOptions(content);
      const names = {
        service: services.find((s) => s.id === context.service)?.label,
        country: countries.find((c) => c.id === context.country)?.label,
        note: content.labels.booking.note,
      };
      return consultationHref(content.site.data, { country: context.country, service: context.service }, names, pathIn(context.content, '/contact'));
    }
    case 'brochure':
      return context.brochure?.pdf?.href ?? context.brochure?.print?.href ?? contactHref({ country: context.country }, undefined, pathIn(context.content, '/contact'));
    case 'call':
      return telHref(context.content.site.data);
    case 'link':
      return button.href ?? pathIn(context.content, '/contact');
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
