import type { CtaBandView } from '@/lib/view/cta';
import { CtaButtons } from '@/components/sections/CtaButtons';
import { SmartLink } from '@/components/ui/SmartLink';
import { RENDER_LATER_CLASS } from '@/lib/render-later/shared';
import '@/components/ui/smart-link.css';
import './section.css';
import './cta-band.css';

/** The call-to-action band that closes country, service and visa pages (lib/view/cta.ts resolves its buttons). */
export function CtaBand({ view }: { view: CtaBandView }) {
  return (
    <section className={`section cta-band ${RENDER_LATER_CLASS}`} aria-labelledby="cta-heading">
      <div className="container">
        <h2 id="cta-heading">{view.heading}</h2>
        {view.text ? <p>{view.text}</p> : null}
        <CtaButtons buttons={view.buttons} newTabLabel={view.newTabLabel} />
        {view.alternative ? (
          <p className="cta-alternative">
            <SmartLink href={view.alternative.href} className="text-link" newTabLabel={view.newTabLabel}>
              {view.alternative.label}
            </SmartLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}
