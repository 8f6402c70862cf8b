import type { CtaBand as CtaBandContent } from '@/lib/content/schemas';
import { CtaButtons, type CtaContext } from '@/components/sections/CtaButtons';
import { SmartLink } from '@/components/ui/SmartLink';
import { RENDER_LATER_CLASS } from '@/lib/render-later/shared';
import '@/components/ui/smart-link.css';
import './section.css';
import './cta-band.css';

/**
 * The call-to-action band that closes country, service and visa pages. Its buttons' named
 * actions resolve through `context`, so a consultation button carries the page's country or service.
 */
export function CtaBand({ band, context, newTabLabel }: { band: CtaBandContent; context: CtaContext; newTabLabel: string }) {
  return (
    <section className={`section cta-band ${RENDER_LATER_CLASS}`} aria-labelledby="cta-heading">
      <div className="container">
        <h2 id="cta-heading">{band.heading}</h2>
        {band.text ? <p>{band.text}</p> : null}
        <CtaButtons buttons={band.buttons} context={context} newTabLabel={newTabLabel} />
        {context.brochure?.pdf && context.brochure.print && band.buttons.some((b) => b.action === 'brochure') ? (
          <p className="cta-alternative">
            <SmartLink href={context.brochure.print.href} className="text-link" newTabLabel={newTabLabel}>
              {context.brochure.print.label}
            </SmartLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}
