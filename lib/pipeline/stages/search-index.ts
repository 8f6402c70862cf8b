/** The Pagefind index of the canonical pages of every edition (lib/pipeline/search-index.ts). */
import { indexSite } from '../search-index';
import { canonicalRoutes } from '../../content/routes';
import { translatedPages } from '../../content/translated-pages';
import { editionPath } from '../../editions';
import type { Stage } from '../runner';

export const searchIndexStage: Stage = {
  name: 'search-index',
  title: 'search index',
  needs: ['content', 'translations', 'export', 'latin-runs'],
  writes: ['search-index'],
  async run(ctx) {
    const original = ['/', ...canonicalRoutes(ctx.take('content').routes).map((e) => e.path)];
    const translated = ctx.take('translations').map((content) => translatedPages(content).map((page) => editionPath(content.edition, page.path)));
    const indexed = await indexSite(ctx.stagingDir, [...original, ...translated.flat()]);
    const counts = [`${original.length} en`, ...ctx.take('translations').map((content, i) => `${translated[i]?.length ?? 0} ${content.edition.code}`)];
    return { summary: `${indexed.pages} pages (${counts.join(', ')}), ${(indexed.bytes / 1024).toFixed(0)} KB` };
  },
};
