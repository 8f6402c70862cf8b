'use client';

import { useEffect } from 'react';
import { useLocationPath } from '@/lib/browser/browser-state';
import { safeDecode } from '@/lib/browser/safe-decode';

/** `/UKStudyAbroad/` -> the real route it names, or null when no route matches. */
export function caseInsensitiveTarget(pathname: string, routes: Record<string, string>): string | null {
  const path = pathname.replace(/\/+$/, '').replace(/\.html$/, '') || '/';
  const match = routes[safeDecode(path).toLowerCase()];
  return match && match !== path ? match : null;
}

/**
 * On the 404 page: if the address differs from a real page only in letter case (`/UKStudyAbroad`,
 * `/aboutus`), go there. Static hosts match paths case-sensitively, so this runs in the browser.
 */
export function CaseRedirect({ routes, redirecting }: { routes: Record<string, string>; /** `Taking you to {path}…` */ redirecting: string }) {
  const path = useLocationPath();
  const target = path === null ? null : caseInsensitiveTarget(path, routes);

  useEffect(() => {
    if (target) window.location.replace(target + window.location.search + window.location.hash);
  }, [target]);

  if (!target) return null;
  const [before = '', after = ''] = redirecting.split('{path}');
  return (
    <p role="status" className="redirect-note">
      {before}
      <a href={target}>{target}</a>
      {after}
    </p>
  );
}
