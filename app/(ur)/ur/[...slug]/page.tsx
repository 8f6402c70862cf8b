import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getContent } from '@/lib/pipeline/next-pages';
import { translatedPages } from '@/lib/content/translated-pages';
import { languageLinks, pageMetadata, segmentsOf } from '@/lib/present/route-lookup';
import { pageView, routeFor } from '@/lib/view/route';
import { PageFrame } from '@/components/layout/DocumentShell';
import { ContentPage } from '@/components/templates/ContentPage';

// Only pages with a translation are published in Urdu; the build lists the others.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string[] }[] {
  return translatedPages(getContent('ur'))
    .filter((page) => page.path !== '/')
    .map((page) => ({ slug: segmentsOf(page.path) }));
}

type Props = { params: Promise<{ slug: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = routeFor(getContent('ur'), (await params).slug);
  return route ? pageMetadata(route, getContent('ur')) : {};
}

export default async function Page({ params }: Props) {
  const route = routeFor(getContent('ur'), (await params).slug);
  if (!route?.entry.translation) notFound();
  const content = getContent('ur');
  return (
    <PageFrame content={content} languages={languageLinks(content, route.canonical)}>
      <ContentPage view={pageView(content, route)} />
    </PageFrame>
  );
}
