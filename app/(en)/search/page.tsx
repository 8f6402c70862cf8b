import type { Metadata } from 'next';
import { cachedSite } from '@/lib/content/load';
import { siteOptions } from '@/lib/settings';
import { SearchScreen, searchMetadata } from '@/components/search/SearchScreen';

export function generateMetadata(): Metadata {
  return searchMetadata(cachedSite(siteOptions('en')));
}

export default function Search() {
  return <SearchScreen content={cachedSite(siteOptions('en'))} />;
}
