/**
 * `next/link` in the islands' bundles: the exported site has no client router, so a link is an
 * ordinary <a> and following it is an ordinary page load. Next's routing props are dropped.
 */
import { createElement, type AnchorHTMLAttributes } from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean | null; replace?: boolean; scroll?: boolean };

export default function Link({ prefetch, replace, scroll, ...anchor }: LinkProps) {
  void prefetch;
  void replace;
  void scroll;
  return createElement('a', anchor);
}
