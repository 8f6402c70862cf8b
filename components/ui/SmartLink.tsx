import Link from 'next/link';
import type { ReactNode } from 'react';
import { getContent } from '@/lib/content/load';
import { SvgIcon, uiIcons } from './Icon';

/**
 * A link to anywhere: site paths go through Next's Link; other sites open in a new tab with
 * rel="noopener noreferrer" and say so; tel: and mailto: stay plain anchors.
 */
export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <SvgIcon node={uiIcons.external} size={16} className="external-icon" />
        <span className="visually-hidden"> {getContent().labels.common.newTab}</span>
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
