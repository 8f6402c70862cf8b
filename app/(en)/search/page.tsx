import type { Metadata } from 'next';
import { getContent } from '@/lib/pipeline/next-pages';
import { SearchScreen, searchMetadata } from '@/components/search/SearchScreen';

export function generateMetadata(): Metadata {
  return searchMetadata(getContent('en'));
}

export default function Search() {
  return <SearchScreen content={getContent('en')} />;
}
