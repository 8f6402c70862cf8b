import Link from 'next/link';
import type { ReactNode } from 'react';
import { SvgIcon, uiIcons } from './Icon';
import './smart-link.css';

/**
 * A link to anywhere: site paths go through Next's Link; other sites open in a new tab with
 * rel="noopener noreferrer" and say so (`newTabLabel`, from content, which every caller passes
 * because an href from content may lead anywhere); tel: and mailto: stay plain anchors.
 */
export function SmartLink({ href, className, children, newTabLabel }: { href: string; className?: string; children: ReactNode; newTabLabel: string }) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <SvgIcon node={uiIcons.external} size={16} className="external-icon" />
        <span className="visually-hidden"> {newTabLabel}</span>
      </a>
    );
  }
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={className} prefetch={false}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
