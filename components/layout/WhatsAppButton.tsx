import type { SiteContent } from '@/lib/content/load';
import { whatsappHref } from '@/lib/present/site-links';
import { SvgIcon, uiIcons } from '@/components/ui/Icon';
import './whatsapp-button.css';

/** On every page: a direct line to the advisers on WhatsApp, with a greeting already typed. */
export function WhatsAppButton({ content }: { content: SiteContent }) {
  const site = content.site.data;
  const { layout, common } = content.labels;
  return (
    <aside className="quick-contact" aria-label={layout.quickContact}>
      <a className="whatsapp-button" href={whatsappHref(site, site.whatsappButton.message)} target="_blank" rel="noopener noreferrer">
        <SvgIcon node={uiIcons.chat} size={20} />
        <span className="whatsapp-label">{site.whatsappButton.label}</span>
        <span className="visually-hidden"> {common.newTab}</span>
      </a>
    </aside>
  );
}
