import type { CredentialView } from '@/lib/present/trust';
import { SmartLink } from '@/components/ui/SmartLink';
import './credential-list.css';

/**
 * Credentials a family can check: what each is, its number, and a link to the issuer's own
 * register. A badge never stands alone: the logo, when there is one, sits beside the number.
 */
export function CredentialList({ items, newTabLabel, className }: { items: CredentialView[]; newTabLabel: string; className?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={className ? `credential-list ${className}` : 'credential-list'} role="list">
      {items.map((item) => (
        <li key={item.key} className="credential">
          {item.logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- a small badge named in content, beside its number
            <img src={item.logo.src} alt="" width={item.logo.width ?? 96} height={item.logo.height ?? 40} loading="lazy" />
          ) : null}
          <span className="credential-name">{item.name}</span>, <span className="credential-id">{item.identifier}</span>
          {item.expires ? <span className="credential-expires"> ({item.expires})</span> : null}
          <span className="credential-verify">
            <SmartLink href={item.verify.href} newTabLabel={newTabLabel}>
              {item.verify.label}
            </SmartLink>
          </span>
        </li>
      ))}
    </ul>
  );
}
