import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getContent } from '@/lib/content/load';
import { routeEntryFor, pageMetadata } from '@/lib/pages';
import { ContentPage } from '@/components/templates/ContentPage';

// Every content route is known at build time; anything else is the 404 page.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getContent().routes.entries.map((entry) => ({ slug: entry.path.slice(1) }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = routeEntryFor((await params).slug);
  return entry ? pageMetadata(entry) : {};
}

export default async function Page({ params }: Props) {
  const entry = routeEntryFor((await params).slug);
  if (!entry) notFound();
  return <ContentPage entry={entry} />;
}
