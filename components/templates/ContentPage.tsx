import type { SiteContent } from '@/lib/content/load';
import { pathIn } from '@/lib/content/edition-links';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import type { Route } from '@/lib/content/routes';
import { CountryPage } from './CountryPage';
import { ServicePage } from './ServicePage';
import { ScholarshipPage } from './ScholarshipPage';
import { TemplatedPageView } from './registry';
import { ClaimNotes } from '@/components/sections/ClaimNotes';
import { claimNoteLines } from '@/lib/present/trust';

/** Breadcrumbs above the page, then the template for the kind of content file behind the route. */
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
      {route.kind === 'country' ? <CountryPage entry={route.entry} content={content} /> : null}
      {route.kind === 'service' ? <ServicePage entry={route.entry} content={content} /> : null}
      {route.kind === 'scholarship' ? <ScholarshipPage entry={route.entry} content={content} /> : null}
      {route.kind === 'page' ? <TemplatedPageView entry={route.entry} content={content} /> : null}
      <ClaimNotes heading={labels.trust.claimsOnPage} lines={claimNoteLines(route.entry.claims, site.data, labels.trust)} />
    </>
  );
}
