import type { Metadata } from 'next';
import { cachedSite } from '@/lib/content/load';
import { siteOptions } from '@/lib/settings';
import { homeMetadata } from '@/lib/present/home-metadata';
import { HomePage } from '@/components/templates/HomePage';
import { homeView } from '@/lib/view/home';
import { PageFrame } from '@/components/layout/DocumentShell';
import { languageLinks } from '@/lib/present/route-lookup';

export function generateMetadata(): Metadata {
  return homeMetadata(cachedSite(siteOptions('en')));
}

export default function Home() {
  const content = cachedSite(siteOptions('en'));
  return (
    <PageFrame content={content} languages={languageLinks(content, '/')}>
      <HomePage view={homeView(content)} />
    </PageFrame>
  );
}
