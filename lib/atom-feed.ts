/**
 * An Atom feed (RFC 4287) from plain data, for any list the site publishes (fee changes now, news
 * later). The XML is written by the `feed` package; this module fixes what it leaves to the caller:
 * text is escaped before it goes into the HTML-typed fields, ids are the caller's stable keys, and
 * the feed's `updated` is its newest entry's, never the build's clock, so an unchanged feed is the
 * same bytes on every build (readers and caches see nothing new). Every text is written without the
 * characters XML forbids (lib/unsafe-characters.ts): the content check refuses them, and this last
 * guard keeps any other way in from publishing a feed that is not XML.
 */
import { Feed } from 'feed';
import { withoutUnsafeCharacters as xmlText } from './unsafe-characters';

export type AtomEntry = {
  /** A stable IRI for this entry (see `entryId`): readers tell entries apart by it, forever. */
  id: string;
  /** Plain text. */
  title: string;
  /** Plain text. */
  summary?: string;
  /** HTML the caller has built from escaped text (`escapeHtml`). */
  contentHtml?: string;
  /** Absolute URL of the page that tells this entry. */
  link: string;
  /** ISO day (`2025-04-09`) or date-time. */
  updated: string;
  published?: string;
};

export type AtomFeedInput = {
  /** A stable IRI for the feed: its own absolute URL is the usual choice. */
  id: string;
  title: string;
  subtitle?: string;
  /** Absolute URL of the page the feed mirrors (the feed's `alternate` link). */
  siteUrl: string;
  /** Absolute URL the feed itself is served from (its `self` link). */
  feedUrl: string;
  /** ISO date or date-time; by default the newest entry's `updated`. */
  updated?: string;
  /** The feed's xml:lang (`en`, `ur`). */
  language: string;
  /** Atom asks every entry for an author; one for the whole feed covers them all. */
  author: { name: string; uri?: string };
  entries: AtomEntry[];
};

/** Text made safe to place in HTML: the feed's text fields are typed `html`, so `<b>` in a fee's words must stay text. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A day, or a date-time with its offset: one without would be read in the build machine's time zone. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

function isoDate(value: string, what: string): Date {
  // A bare day is that day's start in UTC, so the same day writes the same instant on any machine.
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (!ISO_DATE.test(value) || Number.isNaN(date.getTime())) throw new Error(`${what}: ${JSON.stringify(value)} is not an ISO date (2025-04-09, or 2025-04-09T10:30:00Z)`);
  return date;
}

/**
 * An entry id that never changes while the site's address does not: the feed's URL with the
 * entry's stable key as its fragment (`https://www.example.com/fee-changes.xml#uk/visaFee/2025-04-09`).
 * Characters a URL cannot hold are percent-encoded; `/` is kept, as keys read better with it.
 */
export function entryId(feedUrl: string, key: string): string {
  return `${feedUrl}#${encodeURIComponent(key).replace(/%2F/gi, '/')}`;
}

/** The newest of some ISO dates, compared as instants (a day and a date-time may be mixed). */
export function newestDate(dates: readonly string[]): string | undefined {
  let newest: { text: string; time: number } | undefined;
  for (const text of dates) {
    const time = isoDate(text, 'updated').getTime();
    if (!newest || time > newest.time) newest = { text, time };
  }
  return newest?.text;
}

/** The feed as Atom XML, entries in the order given. */
export function atomFeed(input: AtomFeedInput): string {
  const ids = new Set<string>();
  for (const entry of input.entries) {
    // Two entries with one id would be merged or dropped by readers: a caller's bug, so it stops the build.
    if (ids.has(entry.id)) throw new Error(`feed ${input.feedUrl}: two entries have the id ${entry.id}`);
    ids.add(entry.id);
  }
  const updated = input.updated ?? newestDate(input.entries.map((entry) => entry.updated));
  if (updated === undefined) throw new Error(`feed ${input.feedUrl}: no entries and no updated date`);
  const feed = new Feed({
    id: input.id,
    title: xmlText(input.title),
    ...(input.subtitle ? { description: xmlText(input.subtitle) } : {}),
    link: input.siteUrl,
    feedLinks: { atom: input.feedUrl },
    updated: isoDate(updated, 'updated'),
    author: { name: xmlText(input.author.name), ...(input.author.uri ? { link: input.author.uri } : {}) },
    // The generator's name says nothing to a reader, and leaving it out keeps the file to what the site states.
    generator: false,
  });
  for (const entry of input.entries) {
    feed.addItem({
      id: entry.id,
      // `feed` writes title, summary and content as type="html" inside CDATA: plain text is escaped first.
      title: escapeHtml(xmlText(entry.title)),
      link: entry.link,
      date: isoDate(entry.updated, `entry ${entry.id}: updated`),
      ...(entry.published ? { published: isoDate(entry.published, `entry ${entry.id}: published`) } : {}),
      ...(entry.summary ? { description: escapeHtml(xmlText(entry.summary)) } : {}),
      ...(entry.contentHtml ? { content: xmlText(entry.contentHtml) } : {}),
    });
  }
  return withLanguage(feed.atom1(), input.language);
}

const FEED_OPEN = '<feed xmlns="http://www.w3.org/2005/Atom">';

/**
 * `feed` writes no xml:lang on an Atom feed; readers use it to choose fonts and direction (an Urdu
 * feed is right to left). Added to the root element, and a `feed` release that writes the root
 * otherwise stops the build here rather than publishing a feed without its language.
 */
function withLanguage(xml: string, language: string): string {
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(language)) throw new Error(`feed language ${JSON.stringify(language)} is not a language tag`);
  if (!xml.includes(FEED_OPEN)) throw new Error(`the feed package no longer writes ${FEED_OPEN}: update lib/present/feeds/atom.ts`);
  return `${xml.replace(FEED_OPEN, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`)}\n`;
}
