/** The Pagefind index of the canonical pages (lib/build/search-index.ts). */
import { indexSite } from '../search-index';
import { canonicalRoutes } from '../../content/routes';
import type { Stage } from '../runner';

export const searchIndexStage: Stage = {
  name: 'search-index',
  title: 'search index',
  needs: ['content', 'export'],
  writes: ['search-index'],
  async run(ctx) {
    const canonical = ['/', ...canonicalRoutes(ctx.take('content').routes).map((e) => e.path)];
    const indexed = await indexSite(ctx.stagingDir, canonical);
    return { summary: `${indexed.pages} pages, ${(indexed.bytes / 1024).toFixed(0)} KB` };
  },
};
