import type { Metadata } from 'next';
import { getContent } from '@/lib/content/load';
import { homeMetadata } from '@/lib/present/home-metadata';
import { HomePage } from '@/components/templates/HomePage';

export function generateMetadata(): Metadata {
  return homeMetadata(getContent('en'));
}

export default function Home() {
  return <HomePage content={getContent('en')} />;
}
