import type { Metadata } from 'next';
import { cachedSite } from '@/lib/content/load';
import { siteOptions } from '@/lib/settings';
import { caseInsensitiveMapIn } from '@/lib/content/edition-links';
import { PageFrame } from '@/components/layout/DocumentShell';
import { NotFoundBody } from '@/components/layout/NotFoundBody';

// The Urdu edition's 404 page, exported as out/ur/404.html. Hosts answer an unknown address under
// /ur/ with it: nginx by its own error_page there, Cloudflare by taking the nearest 404.html up the
// folder tree (lib/pipeline/deploy/configs.ts). Never a page of its own address.
export function generateMetadata(): Metadata {
  return { title: cachedSite(siteOptions('ur')).labels.notFound.title, robots: { index: false } };
}

export default function UrduNotFound() {
  const content = cachedSite(siteOptions('ur'));
  return (
    <PageFrame content={content}>
      <NotFoundBody content={content} caseMap={caseInsensitiveMapIn(content)} />
    </PageFrame>
  );
}
