/**
 * The exported site checked the way a visitor uses it (lib/pipeline/deploy/integrity.ts): every internal link
 * and image leads somewhere, every #anchor names an element. Each problem is put under the content
 * file the page is made from.
 */
import { checkSite, pageSources } from '../deploy/integrity';
import { exportProblem } from '../problem';
import type { Stage } from '../runner';

export const linksStage: Stage = {
  name: 'links',
  title: 'links, images and anchors checked',
  // Everything that writes pages or the files they link to comes first.
  needs: ['content', 'export', 'feeds', 'search-index', 'islands', 'admin'],
  writes: ['links-checked'],
  run(ctx) {
    const content = ctx.take('content');
    const sources = pageSources(content);
    return { problems: checkSite(ctx.stagingDir).map((found) => exportProblem(found, sources)) };
  },
};
