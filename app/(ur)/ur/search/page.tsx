import type { Metadata } from 'next';
import { cachedSite } from '@/lib/content/load';
import { siteOptions } from '@/lib/settings';
import { SearchScreen, searchMetadata } from '@/components/search/SearchScreen';

// /ur/search: the Urdu header's search form opens it; it searches the Urdu pages.
export function generateMetadata(): Metadata {
  return searchMetadata(cachedSite(siteOptions('ur')));
}

export default function UrduSearch() {
  return <SearchScreen content={cachedSite(siteOptions('ur'))} />;
}
