/**
 * The files each collection writes beside its pages (its `outputs`: the news feed, the events'
 * calendars), in every edition, and the fee changes' Atom feed; after `next build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { feeChangesFeed } from '../../present/feeds/fee-changes';
import { collections } from '../../content/collections';
import type { SiteFile } from '../../content/collections/define';
import type { Stage } from '../runner';

export const feedsStage: Stage = {
  name: 'feeds',
  title: 'feeds and calendars written',
  needs: ['content', 'translations', 'export'],
  writes: ['feeds'],
  run(ctx) {
    const editions = [ctx.take('content'), ...ctx.take('translations')];
    const fees = feeChangesFeed(ctx.take('content'));
    const files: SiteFile[] = [
      ...(fees ? [{ path: fees.path, body: fees.xml }] : []),
      ...editions.flatMap((content) => collections.flatMap((collection) => collection.outputs?.(content) ?? [])),
    ];
    for (const file of files) {
      const target = path.join(ctx.stagingDir, file.path.slice(1));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, file.body);
    }
    return { summary: `${files.length} files${fees ? `, fee changes ${fees.entries} entries` : ''}` };
  },
};
