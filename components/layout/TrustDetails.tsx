import type { ReactNode } from 'react';
import type { Labels, Site } from '@/lib/content/schemas';
import { SmartLink } from '@/components/ui/SmartLink';

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
      {registrations.length > 0 ? (
        <div>
          <h3>{words.registrations}</h3>
          <ul>
            {registrations.map((item) => (
              <li key={`${item.label}-${item.number}`}>{linked(item.href, `${item.label}: ${item.number}`)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {accreditations.length > 0 ? (
        <div>
          <h3>{words.accreditations}</h3>
          <ul>
            {accreditations.map((item) => (
              <li key={item.name}>
                {linked(
                  item.href,
                  item.logo ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a small badge named in content
                    <img src={item.logo.src} alt={item.name} width={item.logo.width ?? 120} height={item.logo.height ?? 48} loading="lazy" />
                  ) : (
                    item.name
                  ),
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {partnerLogos.length > 0 ? (
        <div>
          <h3>{words.partners}</h3>
          <ul className="partner-logos">
            {partnerLogos.map((item) => (
              <li key={item.name}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a partner's logo named in content */}
                {linked(item.href, <img src={item.src} alt={item.name} width={120} height={48} loading="lazy" />)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
