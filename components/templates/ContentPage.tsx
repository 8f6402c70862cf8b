import type { SiteContent } from '@/lib/content/load';
import { pathIn } from '@/lib/content/edition-links';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import type { Route } from '@/lib/content/routes';
import { RouteView } from './registry';
import { ClaimNotes } from '@/components/sections/ClaimNotes';
import { claimNoteLines, figureClaimLines } from '@/lib/present/trust';

/** Breadcrumbs above the page, then the template of its route's kind (registry.tsx). */
export function ContentPage({ route, content }: { route: Route; content: SiteContent }) {
  const { site, labels } = content;
  return (
    <>
      <Breadcrumbs
        label={labels.common.breadcrumbLabel}
        site={site.data}
        crumbs={[
          { name: labels.common.breadcrumbHome, path: pathIn(content, '/') },
          { name: route.title, path: pathIn(content, route.canonical) },
        ]}
      />
      <RouteView kind={route.kind} entry={route.entry} content={content} />
      <ClaimNotes heading={labels.trust.claimsOnPage} lines={[...claimNoteLines(route.entry.claims, site.data, labels.trust), ...figureClaimLines(route.entry.figureClaims, content)]} />
    </>
  );
}
