import type { Labels, Site } from '@/lib/content/schemas';
import { credentialView } from '@/lib/present/trust';
import { CredentialList } from '@/components/sections/CredentialList';
import { SmartLink } from '@/components/ui/SmartLink';
import './footer.css';
import './trust-details.css';

type Props = {
  site: Pick<Site, 'credentials' | 'partnerLogos'>;
  words: Labels['trust'];
  newTabLabel: string;
};

/**
 * The consultancy's credentials, each with its number and register link, and partner logos, from
 * site settings. Each list shows only when it has entries, and the whole block only when one has:
 * the site never shows a placeholder badge.
 */
export function TrustDetails({ site, words, newTabLabel }: Props) {
  const { credentials, partnerLogos } = site;
  if (credentials.length + partnerLogos.length === 0) return null;
  return (
    <section className="container trust-details" aria-labelledby="footer-trust-heading">
      <h2 id="footer-trust-heading" className="footer-heading">
        {words.heading}
      </h2>
      <CredentialList items={credentials.map((c) => credentialView(c, words))} newTabLabel={newTabLabel} />
      {partnerLogos.length > 0 ? (
        <div>
          <h3>{words.partners}</h3>
          <ul className="partner-logos">
            {partnerLogos.map((item) => (
              <li key={item.name}>
                {item.href ? (
                  <SmartLink href={item.href} newTabLabel={newTabLabel}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- a partner's logo named in content */}
                    <img src={item.src} alt={item.name} width={120} height={48} loading="lazy" />
                  </SmartLink>
                ) : (
                  // eslint-disable-next-line @next/next/no-img-element -- a partner's logo named in content
                  <img src={item.src} alt={item.name} width={120} height={48} loading="lazy" />
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
