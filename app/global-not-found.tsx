// The 404 page for every path no route matches (out/404.html). With one root layout per edition
// (app/(en), app/(ur)/ur), Next renders it outside both, so it brings its own document and styles.
// Addresses under /ur/ get the Urdu edition's own 404 page instead (app/(ur)/ur/404).
import './base.css';
import type { Metadata } from 'next';
import { cachedSite } from '@/lib/content/load';
import { siteOptions } from '@/lib/settings';
import { caseInsensitiveMapIn } from '@/lib/content/edition-links';
import { DocumentShell, PageFrame, siteViewport } from '@/components/layout/DocumentShell';
import { NotFoundBody } from '@/components/layout/NotFoundBody';
import { translatedEditions } from '@/lib/editions';
import './urdu.css';

export const metadata: Metadata = {
  title: `${cachedSite(siteOptions()).labels.notFound.title} | ${cachedSite(siteOptions()).site.data.shortName}`,
  robots: { index: false },
};

export const viewport = siteViewport;

export default function NotFound() {
  const content = cachedSite(siteOptions());
  // A host with one 404 page for the whole site (`serve`, GitHub Pages) answers /ur/UKStudyAbroad
  // with this one, so it knows the Urdu pages' spellings too.
  const caseMap = Object.fromEntries([content, ...translatedEditions.map((edition) => cachedSite(siteOptions(edition.code)))].flatMap((each) => Object.entries(caseInsensitiveMapIn(each))));
  return (
    <DocumentShell content={content}>
      <PageFrame content={content}>
        <NotFoundBody content={content} caseMap={caseMap} />
      </PageFrame>
    </DocumentShell>
  );
}
