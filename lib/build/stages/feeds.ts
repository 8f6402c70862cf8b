/**
 * The site's Atom feeds, written into the export after `next build` (lib/build/feeds/): for now
 * the fee changes of the original edition, beside the page that lists them. No edition translates
 * that page yet; a translated one would get its own feed under its prefix from the same function.
 */
import fs from 'node:fs';
import path from 'node:path';
import { feeChangesFeed } from '../feeds/fee-changes';
import type { Stage } from '../runner';

export const feedsStage: Stage = {
  name: 'feeds',
  title: 'feeds written',
  needs: ['content', 'export'],
  writes: ['feeds'],
  run(ctx) {
    const feed = feeChangesFeed(ctx.take('content'));
    if (!feed) return { summary: 'no fee changes recorded, no feed' };
    const file = path.join(ctx.stagingDir, feed.path.slice(1));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, feed.xml);
    return { summary: `${feed.path}, ${feed.entries} entries` };
  },
};
