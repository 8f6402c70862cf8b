import type { MetadataRoute } from 'next';
import { getContent } from '@/lib/pipeline/next-pages';
import { SITEMAP_PATH } from '@/lib/site-paths';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  const { url } = getContent().site.data;
  return { rules: { userAgent: '*', allow: '/' }, sitemap: `${url}${SITEMAP_PATH}` };
}
