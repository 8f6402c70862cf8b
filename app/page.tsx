import type { Metadata } from 'next';
import { getContent } from '@/lib/content/load';
import { HomePage } from '@/components/templates/HomePage';

export function generateMetadata(): Metadata {
  const { home } = getContent();
  return { title: { absolute: `${home.data.title} | ${getContent().site.data.shortName}` }, description: home.data.description };
}

export default function Home() {
  return <HomePage />;
}
