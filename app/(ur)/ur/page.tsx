import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cachedSite } from '@/lib/content/load';
import { siteOptions } from '@/lib/settings';
import { homeMetadata } from '@/lib/present/home-metadata';
import { HomePage } from '@/components/templates/HomePage';
import { homeView } from '@/lib/view/home';
import { PageFrame } from '@/components/layout/DocumentShell';
import { languageLinks } from '@/lib/present/route-lookup';

export function generateMetadata(): Metadata {
  return homeMetadata(cachedSite(siteOptions('ur')));
}

export default function UrduHome() {
  const content = cachedSite(siteOptions('ur'));
  if (!content.home.translation) notFound();
  return (
    <PageFrame content={content} languages={languageLinks(content, '/')}>
      <HomePage view={homeView(content)} />
    </PageFrame>
  );
}
