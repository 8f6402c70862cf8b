import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getContent } from '@/lib/pipeline/next-pages';
import { languageLinks, pageMetadata, segmentsOf } from '@/lib/present/route-lookup';
import { pageView, routeFor } from '@/lib/view/route';
import { PageFrame } from '@/components/layout/DocumentShell';
import { ContentPage } from '@/components/templates/ContentPage';

// Every content route is known at build time; anything else is the 404 page.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string[] }[] {
  return getContent('en').routes.entries.map((route) => ({ slug: segmentsOf(route.path) }));
}

type Props = { params: Promise<{ slug: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = routeFor(getContent('en'), (await params).slug);
  return route ? pageMetadata(route, getContent('en')) : {};
}

export default async function Page({ params }: Props) {
  const route = routeFor(getContent('en'), (await params).slug);
  if (!route) notFound();
  const content = getContent('en');
  return (
    <PageFrame content={content} languages={languageLinks(content, route.canonical)}>
      <ContentPage view={pageView(content, route)} />
    </PageFrame>
  );
}
