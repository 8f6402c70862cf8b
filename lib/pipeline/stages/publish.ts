/** out/ is a link flipped in one rename (lib/pipeline/deploy/publish.ts): there is always a complete site. */
import path from 'node:path';
import { publish } from '../deploy/publish';
import type { Stage } from '../runner';

export const publishStage: Stage = {
  name: 'publish',
  title: 'published',
  // Every check and every file of the export: nothing is published before all of them passed.
  needs: ['export', 'feeds', 'search-index', 'islands', 'admin', 'page-policies', 'hosting-configs', 'links-checked', 'html-checked', 'build-info'],
  writes: ['published'],
  run(ctx) {
    const published = publish(ctx.stagingDir, ctx.outDir, ctx.clock());
    return { summary: `out/ now serves ${path.relative(ctx.root, published)}` };
  },
};
