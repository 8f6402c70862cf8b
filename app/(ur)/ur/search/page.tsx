import type { Metadata } from 'next';
import { getContent } from '@/lib/pipeline/next-pages';
import { SearchScreen, searchMetadata } from '@/components/search/SearchScreen';

// /ur/search: the Urdu header's search form opens it; it searches the Urdu pages.
export function generateMetadata(): Metadata {
  return searchMetadata(getContent('ur'));
}

export default function UrduSearch() {
  return <SearchScreen content={getContent('ur')} />;
}
