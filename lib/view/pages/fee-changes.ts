/**
 * The view of a page of the `fee-changes` template (content/pages): every change of the
 * countries' figures, newest first, and the feed of them when there are any.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';
import { pageHeroView } from './intro';
import { feeChanges } from '../../present/fee-changes';
import { FEE_CHANGES_FEED_PATH } from '../../site-paths';

export function feeChangesView(entry: Entry<TemplatedPage<'fee-changes'>>, content: SiteContent) {
  const page = entry.data;
  const changes = feeChanges(content);
  return {
    hero: pageHeroView(page),
    changes,
    changeLabels: { coming: content.labels.planner.changeComing, reported: content.labels.planner.changeReported },
    empty: page.empty,
    // The build writes the feed only when there are changes (lib/present/feeds/fee-changes.ts).
    feed: changes.length > 0 ? { href: FEE_CHANGES_FEED_PATH, title: page.title, subscribeLabel: content.labels.common.subscribe } : null,
    notes: entry.body,
    newTabLabel: content.labels.common.newTab,
  };
}

/** What the fee changes page shows, as one plain object (built by feeChangesView). */
export type FeeChangesView = ReturnType<typeof feeChangesView>;
