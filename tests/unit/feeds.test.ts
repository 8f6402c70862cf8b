/**
 * The Atom feeds (lib/atom-feed.ts, lib/present/feeds/): read back with a feed parser (@rowanmanning/feed-parser) and,
 * for well-formedness, with jsdom's XML parser, which refuses what a strict reader refuses. The fee
 * changes feed is checked against feeChanges of the real content, entry by entry.
 */
import fs from 'node:fs';
import { TextEncoder } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { loadContent } from './content-fixture';
import { ContentError } from '@/lib/content/problem';
import { formatProblem } from '@/lib/content/problem';
import { feeChanges } from '@/lib/present/fee-changes';
import { atomFeed, entryId, type AtomFeedInput } from '@/lib/atom-feed';
import { feeChangesFeed } from '@/lib/present/feeds/fee-changes';
import { feedsStage } from '@/lib/pipeline/stages/feeds';
import { linksStage } from '@/lib/pipeline/stages/links';
import { publishStage } from '@/lib/pipeline/stages/publish';
import { BuildContext } from '@/lib/pipeline/context';
import { headersFile, nginxConfig } from '@/lib/pipeline/deploy/configs';
import { ATOM_TYPE, FEE_CHANGES_FEED_PATH } from '@/lib/site-paths';

const ATOM_NS = 'http://www.w3.org/2005/Atom';

/** The feed as a strict XML parser reads it; a document that is not well-formed fails here. */
function xmlDocument(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  return doc;
}

/** What a reader shows for a `type="html"` text: the HTML's text. */
function htmlText(element: Element | null | undefined): string {
  expect(element?.getAttribute('type')).toBe('html');
  return new DOMParser().parseFromString(element?.textContent ?? '', 'text/html').body.textContent ?? '';
}

const child = (parent: Element, name: string) => Array.from(parent.children).find((c) => c.localName === name && c.namespaceURI === ATOM_NS);

const FEED_URL = 'https://feeds.example/news.xml';
const tricky = 'Fees & "charges" <b>up</b> ]]> £490 → £524';

function handMade(order: 'oldest first' | 'newest first' = 'oldest first'): AtomFeedInput {
  const entries = [
    { id: entryId(FEED_URL, 'a/2024-02-06'), title: 'Older & smaller', link: 'https://feeds.example/news', updated: '2024-02-06' },
    { id: entryId(FEED_URL, 'b/2025-04-09'), title: tricky, summary: `Summary: ${tricky}`, link: 'https://feeds.example/news', updated: '2025-04-09T10:30:00Z' },
  ];
  return {
    id: FEED_URL,
    title: 'News & "notes" <here>',
    subtitle: 'What changed < when',
    siteUrl: 'https://feeds.example/news',
    feedUrl: FEED_URL,
    language: 'en',
    author: { name: 'A & B', uri: 'https://feeds.example/' },
    entries: order === 'oldest first' ? entries : [...entries].reverse(),
  };
}

// The feeds stage also writes the events' calendars; ical-generator needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });

describe('atomFeed', () => {
  const xml = atomFeed(handMade());

  it('writes well-formed Atom that a feed parser reads as Atom, with the feed language', () => {
    const root = xmlDocument(xml).documentElement;
    expect([root.localName, root.namespaceURI]).toEqual(['feed', ATOM_NS]);
    expect(root.getAttribute('xml:lang')).toBe('en');
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe('atom');
    expect(feed.language).toBe('en');
    expect(feed.title).toBe('News & "notes" <here>');
    expect(feed.description).toBe('What changed < when');
    expect(feed.url).toBe('https://feeds.example/news');
    expect(feed.self).toBe(FEED_URL);
    expect(feed.authors.map((a) => a.name)).toEqual(['A & B']);
    expect(feed.items.map((item) => [item.id, item.title])).toEqual([
      [`${FEED_URL}#a/2024-02-06`, 'Older & smaller'],
      [`${FEED_URL}#b/2025-04-09`, tricky],
    ]);
  });

  it('escapes &, <, " and ]]> so that the text reads back as written, never as markup', () => {
    const entries = xmlDocument(xml).getElementsByTagNameNS(ATOM_NS, 'entry');
    const entry = entries[1];
    if (!entry) throw new Error('no second entry');
    expect(htmlText(child(entry, 'title'))).toBe(tricky);
    expect(htmlText(child(entry, 'summary'))).toBe(`Summary: ${tricky}`);
    expect(child(xmlDocument(xml).documentElement, 'title')?.textContent).toBe('News & "notes" <here>');
    expect(xml).not.toContain('<b>up</b>');
  });

  it("takes the newest entry's date as the feed's, whatever the order, not the clock", () => {
    expect(parseFeed(xml).updated?.toISOString()).toBe('2025-04-09T10:30:00.000Z');
    expect(parseFeed(atomFeed(handMade('newest first'))).updated?.toISOString()).toBe('2025-04-09T10:30:00.000Z');
    expect(atomFeed({ ...handMade(), updated: '2026-01-01' })).toContain('<updated>2026-01-01T00:00:00.000Z</updated>');
  });

  it('writes the same bytes from the same entries', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(atomFeed(handMade())).toBe(xml);
  });

  it('refuses two entries with one id, an empty feed with no date, and a language that is not a tag', () => {
    const input = handMade();
    const [first] = input.entries;
    if (!first) throw new Error('no entry');
    expect(() => atomFeed({ ...input, entries: [first, { ...first, title: 'again' }] })).toThrow(`two entries have the id ${first.id}`);
    expect(() => atomFeed({ ...input, entries: [] })).toThrow('no entries and no updated date');
    expect(() => atomFeed({ ...input, language: 'en"><x' })).toThrow('is not a language tag');
    expect(() => atomFeed({ ...input, entries: [{ ...first, updated: '9 April 2025' }] })).toThrow('is not an ISO date');
    expect(() => atomFeed({ ...input, entries: [{ ...first, updated: '2025-04-09T10:30' }] })).toThrow('is not an ISO date');
  });

  it('makes entry ids from the feed URL and a key, percent-encoding what a URL cannot hold', () => {
    expect(entryId(FEED_URL, 'uk/visaFee/2025-04-09')).toBe(`${FEED_URL}#uk/visaFee/2025-04-09`);
    expect(entryId(FEED_URL, 'a b#c')).toBe(`${FEED_URL}#a%20b%23c`);
  });
});

describe('the fee changes feed', () => {
  const content = loadContent(process.cwd());
  const changes = feeChanges(content);
  const site = content.site.data;
  const page = content.pages.find((p) => p.data.template === 'fee-changes');
  const feedUrl = `${site.url}${FEE_CHANGES_FEED_PATH}`;
  const written = feeChangesFeed(content);
  if (!written) throw new Error('the real content gave no fee changes feed');
  const parsed = parseFeed(written.xml);

  it('lists every change of the content, newest first, as the page does', () => {
    // Without changes there would be nothing to compare: the content records some.
    expect(changes.length).toBeGreaterThan(0);
    xmlDocument(written.xml);
    expect(parsed.meta.type).toBe('atom');
    expect(written.path).toBe(FEE_CHANGES_FEED_PATH);
    expect(parsed.items).toHaveLength(changes.length);
    expect(written.entries).toBe(changes.length);
    changes.forEach((change, i) => {
      const item = parsed.items[i];
      // A change only a report gives is marked so, in the list's own words.
      expect(item?.title).toBe(change.status === 'reported' ? `${content.labels.planner.changeReported} ${change.text}` : change.text);
      expect(item?.updated?.toISOString()).toBe(`${change.recorded}T00:00:00.000Z`);
      // The change's stable key (`uk/visaFee/2025-04-09`, nothing to percent-encode) after the feed's address.
      expect(item?.id).toBe(`${feedUrl}#${change.id}`);
      expect(item?.description).toContain(change.country);
      if (change.source) expect(item?.description).toContain(change.source.label);
      expect(item?.url).toBe(`${site.url}${page?.data.route}`);
    });
  });

  it("is titled by the changes page, links to it and is dated by the newest change", () => {
    expect(parsed.title).toBe(page?.data.title);
    expect(parsed.description).toBe(page?.data.description);
    expect(parsed.url).toBe(`${site.url}${page?.data.route}`);
    expect(parsed.self).toBe(feedUrl);
    expect(parsed.language).toBe('en');
    const newest = [...changes.map((c) => c.recorded)].sort().at(-1);
    expect(parsed.updated?.toISOString()).toBe(`${newest}T00:00:00.000Z`);
  });

  it('gives every entry its own id, the same on every build', () => {
    const ids = parsed.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    const again = feeChangesFeed(loadContent(process.cwd()));
    expect(again?.xml).toBe(written.xml);
  });

  it('is written by the feeds stage at the site root, before the links are checked and the site published', async () => {
    const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-stage-'));
    try {
      const ctx = new BuildContext({ root: process.cwd(), stagingDir: staging, log: { info() {}, warn() {}, error() {} } });
      ctx.put('content', content);
      ctx.put('translations', []);
      ctx.enter(feedsStage);
      const result = await feedsStage.run(ctx);
      expect(result && result.problems).toBeUndefined();
      expect(fs.readFileSync(path.join(staging, FEE_CHANGES_FEED_PATH.slice(1)), 'utf8')).toBe(written.xml);
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
    // The page links to the feed, so the link check must see it; build-runner.test.ts checks that STAGES meets these needs in order.
    expect(linksStage.needs).toContain('feeds');
    expect(publishStage.needs).toContain('feeds');
  });

  it('is served as Atom by every host config', () => {
    // No charset: the XML declaration names it, and nginx gzips only a type without parameters.
    const type = ATOM_TYPE;
    expect(headersFile(new Map())).toContain(`${FEE_CHANGES_FEED_PATH}\n  Content-Type: ${type}\n`);
    const nginx = nginxConfig({ root: '/srv/out', port: 8080, routes: content.routes, policies: new Map(), notFoundPolicy: "default-src 'self'" });
    expect(nginx).toContain(`location = ${FEE_CHANGES_FEED_PATH} {\n        types { }\n        default_type "${type}";`);
  });
});

describe('issue 44, finding 6: what XML forbids never reaches a feed', () => {
  it('U+FFFE or U+FFFF in a news title, a cost label or a city band label is one line each, naming the file and the field', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-xml-'));
    fs.cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true });
    fs.symlinkSync(path.join(process.cwd(), 'public'), path.join(root, 'public'));
    const edit = (file: string, from: RegExp, to: string) => {
      const target = path.join(root, file);
      const text = fs.readFileSync(target, 'utf8');
      // The attack must still land: an anchor that is gone fails here, not silently.
      expect(text).toMatch(from);
      fs.writeFileSync(target, text.replace(from, to));
    };
    const NEWS = 'content/news/uk-graduate-route-cut-to-18-months.md';
    const UK = 'content/countries/uk.md';
    // YAML escapes, as an editor (or a browser saving a file) writes them.
    edit(NEWS, /^title: .*$/m, 'title: "Graduate route \\uFFFE cut"');
    edit(UK, /^( {4}- label: )[^\n]+/m, '$1"Tuberculosis test \\uFFFF"');
    edit(UK, /\{ key: london, label: London \}/, '{ key: london, label: "London \\uFFFF" }');
    let lines: string[] = [];
    try {
      loadContent(root);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      lines = error.problems.map(formatProblem);
    }
    const noncharacter = (code: string) => `contains ${code}, a noncharacter, which no page or feed can hold (a feed with it is not XML); remove it`;
    expect(lines).toEqual([
      `${UK}: costs.cityBands[1].label: ${noncharacter('U+FFFF')}`,
      `${UK}: costs.other[0].label: ${noncharacter('U+FFFF')}`,
      `${NEWS}: title: ${noncharacter('U+FFFE')}`,
    ]);
  });

  it('and the feed writer drops them, so a feed is XML whatever reaches it', () => {
    const input = handMade();
    const [first] = input.entries;
    if (!first) throw new Error('no entry');
    const xml = atomFeed({ ...input, title: 'News \uFFFE', author: { name: 'A \uFFFF B' }, entries: [{ ...first, title: 'Fee \uFFFF up \uD800', summary: '\uFFFE', contentHtml: '<p>\uFFFF</p>' }] });
    xmlDocument(xml);
    expect(parseFeed(xml).items.map((item) => item.title)).toEqual(['Fee  up']);
  });
});
