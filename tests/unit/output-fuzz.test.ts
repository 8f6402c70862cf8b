/**
 * Every text that reaches a calendar (.ics) or a feed (Atom XML), fuzzed (issue 44, findings 3 and
 * 6): line breaks, U+FFFE and U+FFFF, lone surrogates, NUL and the other controls, iCalendar's
 * `;` `,` `\`, XML's `]]>` and markup, alone and mixed. Each string is written into each such field
 * of a content file, escaped as YAML writes it; the content check then either refuses it in one
 * line naming that file and field, or accepts it, and what it accepts is harmless: the news and
 * fee-change feeds are well-formed XML with all their entries, every calendar holds exactly its
 * events, and the text reads back as written. A second pass puts each string straight into the
 * loaded content and the feed writer, past the content check, to prove the writers' own guard.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TextEncoder } from 'node:util';
import ICAL from 'ical.js';
import { parseFeed } from '@rowanmanning/feed-parser';
import { loadCollection, type SiteContent } from '@/lib/content/load';
import type { AnyCollection } from '@/lib/content/collections/define';
import { FIXTURE_DAY, loadContent, fixtureSite } from './content-fixture';
import { Problems } from '@/lib/content/problem';
import { formatProblem } from '@/lib/content/problem';
import { collections } from '@/lib/content/collections';
import { calendarOutputs } from '@/lib/content/collections/outputs/calendar';
import { newsOutputs } from '@/lib/content/collections/outputs/news-feed';
import { eventsByTime } from '@/lib/content/collections/event-times';
import { feeChanges } from '@/lib/present/fee-changes';
import { feeChangesFeed } from '@/lib/present/feeds/fee-changes';
import { atomFeed, entryId, escapeHtml } from '@/lib/atom-feed';
import { withoutUnsafeCharacters } from '@/lib/unsafe-characters';
import { seededRandom } from '@/scripts/seeded-random';

// ical-generator needs TextEncoder, which jsdom lacks; jsdom's DOMParser is the strict XML reader.
Object.assign(globalThis, { TextEncoder });

// ---------------------------------------------------------------------------------------------
// The strings

/** Each family of attack, written once. */
const NAMED: [string, string][] = [
  ['a CRLF that starts three VEVENTs', 'Horizon\r\nBEGIN:VEVENT\r\nUID:x@evil\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:y@evil\r\nEND:VEVENT'],
  ['a CRLF that ends the calendar', 'Horizon\r\nEND:VCALENDAR\r\nBEGIN:VCALENDAR'],
  ['a bare LF', 'one\nEND:VEVENT'],
  ['a bare CR', 'one\rDTSTART:19700101T000000Z'],
  ['U+FFFE', 'fee \uFFFE rises'],
  ['U+FFFF', 'fee \uFFFF rises'],
  ['U+1FFFE', 'fee \u{1FFFE} rises'],
  ['U+FDD0', 'fee \uFDD0 rises'],
  ['a lone high surrogate', 'fee \uD800 rises'],
  ['a lone low surrogate', 'fee \uDC00 rises'],
  ['a surrogate pair (an emoji, allowed)', 'fee 🎓 rises'],
  ['NUL', 'fee \u0000 rises'],
  ['BEL', 'fee \u0007 rises'],
  ['ESC', 'fee \u001B[31m rises'],
  ['DEL', 'fee \u007F rises'],
  ['NEL', 'fee \u0085 rises'],
  ['U+2028', 'fee \u2028 rises'],
  ["iCalendar's separators", 'Hall; Room 2, Lahore \\ Pakistan'],
  ['an escaped line break written out', 'one\\nDTSTART:19700101T000000Z'],
  ['a CDATA end', 'fees ]]> rise'],
  ['markup', '<b>up</b> & <script>alert(1)</script> &amp; "q" \'a\''],
  ['a CDATA end with a CRLF and U+FFFF', ']]>\r\n<x/>\uFFFF'],
];

/** The pieces the generated strings are made of: the dangerous ones and some ordinary words. */
const PIECES = ['\r', '\n', '\r\n', '\uFFFE', '\uFFFF', '\uD800', '\uDFFF', '\u0000', '\u0001', '\u001F', ';', ',', '\\', ']]>', '<', '&', '"', 'BEGIN:VEVENT', 'END:VCALENDAR', 'fee', 'لاہور', ' '];

const GENERATED = 12;
const random = seededRandom(44);
const generated: [string, string][] = Array.from({ length: GENERATED }, (_, i) => {
  const pieces = Array.from({ length: 3 + Math.floor(random() * 6) }, () => PIECES[Math.floor(random() * PIECES.length)] ?? '');
  return [`generated #${i + 1}`, `x${pieces.join('')}x`];
});

const STRINGS = [...NAMED, ...generated];

/** A string as a YAML double-quoted scalar, every character outside printable ASCII escaped (`\uFFFE`), as an editor's YAML escape writes it. */
function yamlQuoted(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === 0x22 || code === 0x5c) out += `\\${value[i]}`;
    else if (code >= 0x20 && code <= 0x7e) out += value[i];
    else out += `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return `"${out}"`;
}

// ---------------------------------------------------------------------------------------------
// The site: the minimal fixture with two events, an article, the news and fee-change pages, and
// figures whose changes the fee-change feed tells (a cost label's and a city band's among them).

const SOURCE = (label: string) => `source: { label: "${label}", href: "https://visas.testland.gov/fees" }`;
const COUNTRY = 'content/countries/testland.md';
const FILES: Record<string, string | ((text: string) => string)> = {
  [COUNTRY]: (text) =>
    text
      .replace(
        '  tuition: { amount: 5000, currency: EUR, period: year, qualifier: from }',
        [
          `  tuition:`,
          `    - { amount: 4000, currency: EUR, period: year, qualifier: from, from: 2024-01-01, ${SOURCE('Testland fees')} }`,
          `    - { amount: 5000, currency: EUR, period: year, qualifier: from, from: 2025-01-01, ${SOURCE('Testland fees')} }`,
          `  medicalFee:`,
          `    - { amount: 100, currency: EUR, period: one-off, from: 2024-01-01, ${SOURCE('Testland fees')} }`,
          `    - { amount: 120, currency: EUR, period: one-off, from: 2025-03-01, ${SOURCE('Testland fees 2025')} }`,
          `  livingCapital:`,
          `    - { amount: 900, currency: EUR, period: month, from: 2024-01-01, ${SOURCE('Testland fees')} }`,
          `    - { amount: 1000, currency: EUR, period: month, from: 2025-06-01, ${SOURCE('Testland fees')} }`,
          `  livingElsewhere: { amount: 700, currency: EUR, period: month, ${SOURCE('Testland fees')} }`,
        ].join('\n'),
      )
      .replace(
        '\nstats:',
        [
          '\ncosts:',
          '  courseYears: { undergraduate: 3, postgraduate: 1 }',
          '  cityBands:',
          '    - { key: elsewhere, label: Elsewhere }',
          '    - { key: capital, label: Capital }',
          '  living:',
          '    bands: [{ band: elsewhere, figure: livingElsewhere }, { band: capital, figure: livingCapital }]',
          '  other:',
          '    - { label: Medical test, figure: medicalFee }',
          'stats:',
        ].join('\n'),
      ),
  'content/pages/news.md': '---\ntemplate: news\nroute: /news\ntitle: News\ndescription: The news.\nempty: None yet.\n---\n',
  'content/pages/fee-changes.md': '---\ntemplate: fee-changes\nroute: /fee-changes\ntitle: Fee changes\nheading: What changed\ndescription: Every change.\nintro: Fees move.\nempty: None yet.\n---\nEach change.\n',
  'content/events/seminar.md': [
    '---',
    'title: Seminar',
    'description: A seminar.',
    'start: 2027-01-16T15:00+05:00',
    'end: 2027-01-16T18:00+05:00',
    'attendance: in-person',
    'venue: { name: Hall, address: 1 Mall Road, city: Lahore, map: "https://www.openstreetmap.org/search?query=Lahore" }',
    'destinations: [testland]',
    'registration: Register below.',
    '---',
    'Bring your transcripts.',
    '',
  ].join('\n'),
  'content/events/webinar.md': [
    '---',
    'title: Webinar',
    'description: A webinar.',
    'start: 2027-02-16T15:00+05:00',
    'end: 2027-02-16T16:00+05:00',
    'attendance: online',
    'online: { platform: Zoom, href: "https://zoom.example/j/1" }',
    'destinations: [testland]',
    'registration: Register below.',
    '---',
    'Join us.',
    '',
  ].join('\n'),
  'content/news/fee-rise.md': [
    '---',
    'title: Testland raises its visa fee',
    'description: The fee rises from 1 March.',
    'date: 2026-02-01',
    'destinations: [testland]',
    'sources:',
    '  - { label: Testland visas, href: "https://visas.testland.gov/fees", read: 2026-02-02 }',
    '---',
    'The fee rises.',
    '',
  ].join('\n'),
};

/** The files the site writes that words reach. */
type Output = 'calendars' | 'news' | 'fee changes';
const ALL: readonly Output[] = ['calendars', 'news', 'fee changes'];

type Field = {
  /** The collection the file belongs to, reloaded with the string in it. */
  collection: (typeof collections)[number]['key'];
  file: string;
  /** The field as a problem line names it. */
  where: string;
  /** The text the string replaces, and how the string is written in its place. */
  from: string;
  to: (quoted: string, value: string) => string;
  /** The files its words reach. */
  outputs: readonly Output[];
};

const field = (collection: Field['collection'], file: string, where: string, from: string, to: Field['to'], outputs: readonly Output[]): Field => ({ collection, file, where, from, to, outputs });
const SEMINAR = 'content/events/seminar.md';
const ARTICLE = 'content/news/fee-rise.md';

/** Every text field whose words reach a calendar or a feed. */
const FIELDS: Field[] = [
  field('site', 'content/site.md', 'name', 'name: Fixture Consultants', (q) => `name: ${q}`, ALL),
  field('events', SEMINAR, 'title', 'title: Seminar', (q) => `title: ${q}`, ['calendars']),
  field('events', SEMINAR, 'description', 'description: A seminar.', (q) => `description: ${q}`, ['calendars']),
  field('events', SEMINAR, 'registration', 'registration: Register below.', (q) => `registration: ${q}`, ['calendars']),
  field('events', SEMINAR, 'venue.name', 'name: Hall,', (q) => `name: ${q},`, ['calendars']),
  field('events', SEMINAR, 'venue.address', 'address: 1 Mall Road,', (q) => `address: ${q},`, ['calendars']),
  field('events', SEMINAR, 'venue.city', 'city: Lahore,', (q) => `city: ${q},`, ['calendars']),
  field('events', 'content/events/webinar.md', 'online.platform', 'platform: Zoom,', (q) => `platform: ${q},`, ['calendars']),
  field('labels', 'content/labels.md', 'events.online', 'online: "Online, on {platform}"', (_q, value) => `online: ${yamlQuoted(`Online, on {platform} ${value}`)}`, ['calendars']),
  field('news', ARTICLE, 'title', 'title: Testland raises its visa fee', (q) => `title: ${q}`, ['news']),
  field('news', ARTICLE, 'description', 'description: The fee rises from 1 March.', (q) => `description: ${q}`, ['news']),
  field('pages', 'content/pages/news.md', 'title', 'title: News', (q) => `title: ${q}`, ['news']),
  field('pages', 'content/pages/news.md', 'description', 'description: The news.', (q) => `description: ${q}`, ['news']),
  field('pages', 'content/pages/fee-changes.md', 'title', 'title: Fee changes', (q) => `title: ${q}`, ['fee changes']),
  field('pages', 'content/pages/fee-changes.md', 'description', 'description: Every change.', (q) => `description: ${q}`, ['fee changes']),
  field('countries', COUNTRY, 'name', 'name: Testland', (q) => `name: ${q}`, ['fee changes']),
  field('countries', COUNTRY, 'costs.other[0].label', '{ label: Medical test,', (q) => `{ label: ${q},`, ['fee changes']),
  field('countries', COUNTRY, 'costs.cityBands[1].label', '{ key: capital, label: Capital }', (q) => `{ key: capital, label: ${q} }`, ['fee changes']),
  field('countries', COUNTRY, 'figures.medicalFee[1].source.label', 'label: "Testland fees 2025"', (q) => `label: ${q}`, ['fee changes']),
  field('countries', COUNTRY, 'stats[2].label', '{ figure: tuition, label: Tuition }', (q) => `{ figure: tuition, label: ${q} }`, ['fee changes']),
];

// ---------------------------------------------------------------------------------------------
// What every accepted site must write

/** A document as a strict XML parser reads it; one that is not well-formed fails here. */
function xmlDocument(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  return doc;
}

/** A feed that is well-formed Atom with the entries it was given. */
function expectFeed(xml: string | undefined, entries: number) {
  if (xml === undefined) throw new Error('no feed was written');
  xmlDocument(xml);
  const feed = parseFeed(xml);
  expect(feed.meta.type).toBe('atom');
  expect(feed.items).toHaveLength(entries);
  return feed;
}

/** A calendar's events as ical.js reads them, after checking its lines: each ends CRLF and is at most 75 octets. */
function calendarEvents(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  const lines = ics.split('\r\n').slice(0, -1);
  expect(lines.filter((line) => /[\r\n]/.test(line) || Buffer.byteLength(line) > 75)).toEqual([]);
  expect(lines.filter((line) => /^(BEGIN|END):VCALENDAR$/.test(line))).toEqual(['BEGIN:VCALENDAR', 'END:VCALENDAR']);
  const calendar = new ICAL.Component(ICAL.parse(ics));
  // ical.js and a count of the lines themselves must agree: an injected VEVENT would show in both.
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(vevents.length);
  return { calendar, vevents };
}

/** What the site writes into calendars and feeds (all, or those a field reaches), checked: the calendars with exactly their events, the feeds with all their entries. */
function expectHarmless(content: SiteContent, outputs: readonly Output[] = ALL) {
  if (outputs.includes('news')) expectFeed(newsOutputs(content)[0]?.body, content.news.length);
  if (outputs.includes('fee changes')) expectFeed(feeChangesFeed(content)?.xml, feeChanges(content).length);
  if (!outputs.includes('calendars')) return [];
  const files = calendarOutputs(content);
  const upcoming = eventsByTime(content.events, content.day).upcoming.length;
  expect(files.map((file) => file.path).sort()).toEqual(['/events.ics', ...content.events.map((entry) => `/events/${entry.id}.ics`)].sort());
  for (const file of files) {
    const { calendar, vevents } = calendarEvents(file.body);
    expect(vevents).toHaveLength(file.path === '/events.ics' ? upcoming : 1);
    // PRODID is TEXT to ical.js, so it reads the site's name back unescaped (it keeps X-WR-CALNAME as written).
    expect(calendar.getFirstPropertyValue('prodid')).toBe(`-//${withoutUnsafeCharacters(content.site.data.name).replace(/\r\n|\r/g, '\n')}//website//EN`);
  }
  return files;
}

// ---------------------------------------------------------------------------------------------

const root = fixtureSite(FILES);
const base = loadContent(root);

describe('the fuzz site', () => {
  it('writes both calendars, both feeds, and a fee change with the cost label and the city band in it', () => {
    const files = expectHarmless(base);
    expect(files).toHaveLength(3);
    const titles = expectFeed(feeChangesFeed(base)?.xml, 3).items.map((item) => item.title);
    expect(titles.some((title) => title?.startsWith('Medical test:'))).toBe(true);
    expect(titles.some((title) => title?.includes('(Capital)'))).toBe(true);
    expect(titles.some((title) => title?.startsWith('Tuition:'))).toBe(true);
  });
});

/** The site with one file's field set to a string: its problem lines, or the content with that collection read again. */
function withString(target: Field, value: string): { lines: string[] } | { content: SiteContent } {
  const file = path.join(root, target.file);
  const original = fs.readFileSync(file, 'utf8');
  if (!original.includes(target.from)) throw new Error(`${target.file} no longer has ${target.from}`);
  fs.writeFileSync(file, original.replace(target.from, target.to(yamlQuoted(value), value)));
  try {
    const collection: AnyCollection | undefined = collections.find((c) => c.key === target.collection);
    if (!collection) throw new Error(`no collection ${target.collection}`);
    const problems = new Problems();
    const loaded = loadCollection(collection, root, problems, { day: FIXTURE_DAY });
    if (problems.count > 0 || !loaded) return { lines: problems.list.map(formatProblem) };
    return { content: Object.assign({}, base, { [target.collection]: loaded.value }) };
  } finally {
    fs.writeFileSync(file, original);
  }
}

describe.each(FIELDS.map((target) => [`${target.file}: ${target.where}`, target] as const))('%s', (_name, target) => {
  it(`each of ${STRINGS.length} strings is refused in one line naming the field, or written harmlessly`, () => {
    const refused: string[] = [];
    for (const [what, value] of STRINGS) {
      const result = withString(target, value);
      if ('lines' in result) {
        expect([what, result.lines]).toEqual([what, [expect.stringMatching(new RegExp(`^${target.file}: ${target.where.replace(/[.[\]]/g, '\\$&')}: `))]]);
        refused.push(what);
      } else {
        expectHarmless(result.content, target.outputs);
      }
    }
    // What XML forbids never reaches a feed through content, and a line break never reaches the site's name.
    for (const what of ['U+FFFE', 'U+FFFF', 'a lone high surrogate', 'a lone low surrogate', 'NUL']) expect(refused).toContain(what);
    if (target.file === 'content/site.md') expect(refused).toContain('a CRLF that starts three VEVENTs');
  });
});

describe("past the content check, the writers' own guard", () => {
  const SEMINAR_ID = 'seminar';
  /** The loaded site with a string put into every text a calendar or a feed shows. */
  function everywhere(value: string): SiteContent {
    const events = base.events.map((entry) => ({
      ...entry,
      data: { ...entry.data, title: value, description: value, registration: value, ...(entry.data.venue ? { venue: { ...entry.data.venue, name: value, address: value, city: value } } : {}), ...(entry.data.online ? { online: { ...entry.data.online, platform: value } } : {}) },
    }));
    const pages = base.pages.map((page) => ({ ...page, data: { ...page.data, title: value, description: value } }));
    return {
      ...base,
      site: { ...base.site, data: { ...base.site.data, name: value } },
      labels: { ...base.labels, events: { ...base.labels.events, online: `${value} {platform}` } },
      events,
      news: base.news.map((entry) => ({ ...entry, data: { ...entry.data, title: value, description: value } })),
      pages,
      countries: base.countries.map((entry) => ({ ...entry, data: { ...entry.data, name: value } })),
    };
  }

  it.each(STRINGS)('%s, in every field at once', (_what, value) => {
    const files = expectHarmless(everywhere(value));
    const own = files.find((file) => file.path === `/events/${SEMINAR_ID}.ics`);
    // The event's words read back as written, less what no calendar can hold.
    expect(calendarEvents(own?.body ?? '').vevents[0]?.getFirstPropertyValue('summary')).toBe(withoutUnsafeCharacters(value).replace(/\r\n|\r/g, '\n'));
  });

  it.each(STRINGS)('%s, in every text of a hand-made feed', (_what, value) => {
    const url = 'https://feeds.example/f.xml';
    const feed = expectFeed(
      atomFeed({
        id: url,
        title: value,
        subtitle: value,
        siteUrl: 'https://feeds.example/',
        feedUrl: url,
        language: 'en',
        author: { name: value },
        entries: [{ id: entryId(url, 'a'), title: value, summary: value, contentHtml: `<p>${escapeHtml(value)}</p>`, link: 'https://feeds.example/a', updated: '2025-01-01' }],
      }),
      1,
    );
    // A feed reader folds white space, as a page does.
    const folded = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    expect(folded(feed.items[0]?.title)).toBe(folded(withoutUnsafeCharacters(value)));
  });
});
