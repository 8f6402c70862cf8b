import type { Metadata } from 'next';
import { getContent } from '@/lib/pipeline/next-pages';
import { caseInsensitiveMapIn } from '@/lib/content/edition-links';
import { PageFrame } from '@/components/layout/DocumentShell';
import { NotFoundBody } from '@/components/layout/NotFoundBody';

// The Urdu edition's 404 page, exported as out/ur/404.html. Hosts answer an unknown address under
// /ur/ with it: nginx by its own error_page there, Cloudflare by taking the nearest 404.html up the
// folder tree (lib/pipeline/deploy/configs.ts). Never a page of its own address.
export function generateMetadata(): Metadata {
  return { title: getContent('ur').labels.notFound.title, robots: { index: false } };
}

export default function UrduNotFound() {
  const content = getContent('ur');
  return (
    <PageFrame content={content}>
      <NotFoundBody content={content} caseMap={caseInsensitiveMapIn(content)} />
    </PageFrame>
  );
}
