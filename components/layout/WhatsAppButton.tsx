import { getContent } from '@/lib/content/load';
import { whatsappHref } from '@/lib/site';
import { SvgIcon, uiIcons } from '@/components/ui/Icon';

/** On every page: a direct line to the advisers on WhatsApp, with a greeting already typed. */
export function WhatsAppButton() {
  const site = getContent().site.data;
  return (
    <aside className="quick-contact" aria-label="Quick contact">
      <a className="whatsapp-button" href={whatsappHref(site, site.whatsappButton.message)} target="_blank" rel="noopener noreferrer">
        <SvgIcon node={uiIcons.chat} size={20} />
        <span className="whatsapp-label">{site.whatsappButton.label}</span>
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </aside>
  );
}
