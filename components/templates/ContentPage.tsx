import { getContent } from '@/lib/content/load';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import type { RouteEntry } from '@/lib/content/routes';
import { CountryPage } from './CountryPage';
import { ServicePage } from './ServicePage';
import { ScholarshipPage } from './ScholarshipPage';
import { VisaPage } from './VisaPage';
import { ContactPage } from './ContactPage';
import { ComparePage } from './ComparePage';
import { BasicPage, PartnersPage, TeamPage, TimelinePage } from './AboutPages';

/** Breadcrumbs above the page, then the template for the kind of content file behind the route. */
export function ContentPage({ entry }: { entry: RouteEntry }) {
  const { site, labels } = getContent();
  return (
    <>
      <Breadcrumbs
        label={labels.common.breadcrumbLabel}
        site={site.data}
        crumbs={[
          { name: labels.common.breadcrumbHome, path: '/' },
          { name: entry.title, path: entry.canonical },
        ]}
      />
      <Template entry={entry} />
    </>
  );
}

function Template({ entry }: { entry: RouteEntry }) {
  const content = getContent();
  const byFile = <T extends { file: string }>(list: T[]) => list.find((e) => e.file === entry.file);

  if (entry.kind === 'country') {
    const country = byFile(content.countries);
    return country ? <CountryPage entry={country} /> : null;
  }
  if (entry.kind === 'service') {
    const service = byFile(content.services);
    return service ? <ServicePage entry={service} /> : null;
  }
  if (entry.kind === 'scholarship') {
    const scholarship = byFile(content.scholarships);
    return scholarship ? <ScholarshipPage entry={scholarship} /> : null;
  }
  const page = byFile(content.pages);
  if (!page) return null;
  switch (page.data.template) {
    case 'basic':
      return <BasicPage entry={{ ...page, data: page.data }} />;
    case 'contact':
      return <ContactPage entry={{ ...page, data: page.data }} />;
    case 'visa':
      return <VisaPage entry={{ ...page, data: page.data }} />;
    case 'partners':
      return <PartnersPage entry={{ ...page, data: page.data }} />;
    case 'timeline':
      return <TimelinePage entry={{ ...page, data: page.data }} />;
    case 'team':
      return <TeamPage entry={{ ...page, data: page.data }} />;
    case 'compare':
      return <ComparePage entry={{ ...page, data: page.data }} />;
  }
}
