import type { ReactNode } from 'react';
import type { Labels, Site } from '@/lib/content/schemas';
import { SmartLink } from '@/components/ui/SmartLink';
import './footer.css';
import './trust-details.css';

type Props = {
  site: Pick<Site, 'registrations' | 'accreditations' | 'partnerLogos'>;
  words: Labels['trust'];
  newTabLabel: string;
};

/**
 * Registrations, accreditations and partner logos from site settings. Each list shows only when
 * it has entries, and the whole block only when one has: the site never shows a placeholder badge.
 */
export function TrustDetails({ site, words, newTabLabel }: Props) {
  const { registrations, accreditations, partnerLogos } = site;
  if (registrations.length + accreditations.length + partnerLogos.length === 0) return null;
  const linked = (href: string | undefined, children: ReactNode) =>
    href ? (
      <SmartLink href={href} newTabLabel={newTabLabel}>
        {children}
      </SmartLink>
    ) : (
      children
    );
  return (
    <section className="container trust-details" aria-labelledby="trust-heading">
      <h2 id="trust-heading" className="footer-heading">
        {words.heading}
      </h2>
      <TrustList heading={words.registrations} items={registrations.map((item) => ({ key: `${item.label}-${item.number}`, content: linked(item.href, `${item.label}: ${item.number}`) }))} />
      <TrustList
        heading={words.accreditations}
        items={accreditations.map((item) => ({
          key: item.name,
          content: linked(
            item.href,
            item.logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- a small badge named in content
              <img src={item.logo.src} alt={item.name} width={item.logo.width ?? 120} height={item.logo.height ?? 48} loading="lazy" />
            ) : (
              item.name
            ),
          ),
        }))}
      />
      <TrustList
        heading={words.partners}
        className="partner-logos"
        items={partnerLogos.map((item) => ({
          key: item.name,
          // eslint-disable-next-line @next/next/no-img-element -- a partner's logo named in content
          content: linked(item.href, <img src={item.src} alt={item.name} width={120} height={48} loading="lazy" />),
        }))}
      />
    </section>
  );
}

/** One group of trust details under its heading; nothing at all when the group is empty. */
function TrustList({ heading, items, className }: { heading: string; items: { key: string; content: ReactNode }[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3>{heading}</h3>
      <ul className={className}>
        {items.map((item) => (
          <li key={item.key}>{item.content}</li>
        ))}
      </ul>
    </div>
  );
}
