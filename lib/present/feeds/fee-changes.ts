/**
 * The fee changes of every destination as an Atom feed: the same list, in the same order, as the
 * page whose template is `fee-changes` (feeChanges, lib/present/fee-changes.ts), so a family or a
 * partner can subscribe to it. Every word comes from content: the feed's title and subtitle are
 * the page's, each entry's title is the change as the page words it.
 */
import type { SiteContent } from '../../content/load';
import { feeChanges } from '../fee-changes';
import { absoluteUrl } from '../seo';
import { editionPath } from '../../editions';
import { FEE_CHANGES_FEED_PATH } from '../../site-paths';
import { atomFeed, entryId, escapeHtml, type AtomEntry } from '../../atom-feed';

/** The page that lists the changes, found by its template, never by its address (editors may move it). */
export function feeChangesPage(content: SiteContent) {
  return content.pages.find((page) => page.data.template === 'fee-changes') ?? null;
}

export type FeedFile = {
  /** Site path of the file (`/fee-changes.xml`); the export's file is the same path without its slash. */
  path: string;
  xml: string;
  entries: number;
};

/** The feed of this edition's fee changes, or null when it has no changes page or no change to tell. */
export function feeChangesFeed(content: SiteContent): FeedFile | null {
  const page = feeChangesPage(content);
  const changes = feeChanges(content);
  // With nothing recorded there is no date to give the feed: the page says so in its own words instead.
  if (!page || changes.length === 0) return null;
  const site = content.site.data;
  const url = (sitePath: string) => absoluteUrl(site, editionPath(content.edition, sitePath));
  const feedPath = editionPath(content.edition, FEE_CHANGES_FEED_PATH);
  const feedUrl = url(FEE_CHANGES_FEED_PATH);
  const pageUrl = url(page.data.route);
  const entries: AtomEntry[] = changes.map((change) => {
    const source = change.source;
    // A reported change says so wherever the entry is read, as the list marks it; the words are content's.
    const text = change.status === 'reported' ? `${content.labels.planner.changeReported} ${change.text}` : change.text;
    // The page's list item, `Country: change (Source)`, with its links: punctuation only, the words are content's.
    const sourceHtml = source ? ` (<a href="${escapeHtml(source.href)}">${escapeHtml(source.label)}</a>)` : '';
    return {
      // The change's own key (`uk/visaFee/2025-04-09`): the same on every build and in every edition.
      id: entryId(feedUrl, change.id),
      title: text,
      summary: `${change.country}: ${text}${source ? ` (${source.label})` : ''}`,
      contentHtml: `<p><a href="${escapeHtml(url(change.countryRoute))}">${escapeHtml(change.country)}</a>: ${escapeHtml(text)}${sourceHtml}</p>`,
      link: pageUrl,
      // A change still to come is dated the day it was recorded; its title says when it takes effect.
      updated: change.recorded,
    };
  });
  const xml = atomFeed({
    id: feedUrl,
    title: page.data.title,
    subtitle: page.data.description,
    siteUrl: pageUrl,
    feedUrl,
    language: content.edition.lang,
    author: { name: site.name, uri: absoluteUrl(site, editionPath(content.edition, '/')) },
    entries,
  });
  return { path: feedPath, xml, entries: entries.length };
}
