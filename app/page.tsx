import type { Metadata } from 'next';
import { getContent } from '@/lib/content/load';
import { socialMetadata } from '@/lib/present/seo';
import { HomePage } from '@/components/templates/HomePage';

export function generateMetadata(): Metadata {
  const { home, site } = getContent();
  return {
    title: { absolute: `${home.data.title} | ${site.data.shortName}` },
    ...socialMetadata(site.data, { title: home.data.title, description: home.data.description, canonical: '/' }),
  };
}

export default function Home() {
  return <HomePage />;
}
