import type { MetadataRoute } from 'next';
import { cachedSite } from '@/lib/content/load';
import { siteOptions } from '@/lib/settings';
import { APP_ICONS_URL } from '@/lib/site-paths';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  const site = cachedSite(siteOptions()).site.data;
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.tagline,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b5563',
    icons: [
      { src: '/images/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: `${APP_ICONS_URL}/icon-192.png`, sizes: '192x192', type: 'image/png' },
      { src: `${APP_ICONS_URL}/icon-512.png`, sizes: '512x512', type: 'image/png' },
    ],
  };
}
