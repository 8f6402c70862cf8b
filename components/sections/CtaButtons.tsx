import { SmartLink } from '@/components/ui/SmartLink';
import type { CtaBandView } from '@/lib/view/cta';
import '@/components/ui/button.css';
import './cta-band.css';

/** A row of call-to-action buttons, the first leading; a brochure's PDF downloads rather than opens. */
export function CtaButtons({ buttons, newTabLabel }: { buttons: CtaBandView['buttons']; newTabLabel: string }) {
  return (
    <div className="button-row">
      {buttons.map((button) => {
        const className = button.primary ? 'button button-primary' : 'button button-secondary';
        if (button.download !== null) {
          // A file to keep and forward, not a page: the browser saves it, and the label says what it is.
          return (
            <a key={button.label} href={button.href} className={className} download>
              {button.label} <span className="file-details">{button.download}</span>
            </a>
          );
        }
        return (
          <SmartLink key={button.label} href={button.href} className={className} newTabLabel={newTabLabel}>
            {button.label}
          </SmartLink>
        );
      })}
    </div>
  );
}
