import type { MetadataRoute } from 'next';
import { cachedSite } from '@/lib/content/load';
import { siteOptions } from '@/lib/settings';
import { SITEMAP_PATH } from '@/lib/site-paths';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  const { url } = cachedSite(siteOptions()).site.data;
  return { rules: { userAgent: '*', allow: '/' }, sitemap: `${url}${SITEMAP_PATH}` };
}
