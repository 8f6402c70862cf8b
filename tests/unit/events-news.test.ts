/**
 * @jest-environment node
 *
 * Events and news: the calendar files read back by a second iCalendar library (ical.js), the
 * upcoming and past lists on either side of an event's end, the structured data against
 * schema.org's required fields, the news feed read back by a feed parser, and one line per
 * mistake an editor can make in an event or an article.
 */
import ICAL from 'ical.js';
import { parseFeed } from '@rowanmanning/feed-parser';
import { loadContent, fixtureSite, problemsOf } from './content-fixture';
import { calendarOutputs, eventUid } from '@/lib/content/collections/outputs/calendar';
import { newsOutputs } from '@/lib/content/collections/outputs/news-feed';
import { eventsByTime, isUpcoming } from '@/lib/content/collections/event-times';
import { launchProblems } from '@/lib/content/launch';
import { formatProblem } from '@/lib/content/problem';
import { editions } from '@/lib/editions';
import { checkContent } from '@/lib/pipeline/stages/content';
import { eventWhen } from '@/lib/present/events';
import { articleJsonLd, eventJsonLd } from '@/lib/present/seo';

const EVENT = `---
title: "Seminar, Lahore; with \\\\ a backslash"
description: "A seminar about Testland."
start: 2027-01-16T15:00+05:00
end: 2027-01-16T18:00+05:00
attendance: in-person
venue: { name: "Hall", address: "1 Mall Road", city: Lahore, map: "https://www.openstreetmap.org/search?query=Lahore" }
destinations: [testland]
registration: "Register below."
---
Bring your transcripts.
`;

const ARTICLE = `---
title: "Testland raises its visa fee"
description: "The fee rises from 1 March."
date: 2026-02-01
destinations: [testland]
sources:
  - { label: "Testland visas", href: "https://visas.testland.gov/fees", read: 2026-02-02 }
---
The fee rises.
`;

const site = () => loadContent(fixtureSite({ 'content/events/seminar.md': EVENT, 'content/news/fee-rise.md': ARTICLE }));

/** Every VEVENT of a calendar file, as ical.js reads it. */
function eventsOf(ics: string) {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
}

describe('calendar files (RFC 5545)', () => {
  const content = site();
  const files = calendarOutputs(content);
  const own = files.find((file) => file.path === '/events/seminar.ics');

  it('writes one beside each event page and one with every upcoming event', () => {
    expect(files.map((file) => file.path).sort()).toEqual(['/events.ics', '/events/seminar.ics']);
  });

  it('parses back with the start and end instants, a stable UID, DTSTAMP and text as written', () => {
    const [vevent] = eventsOf(own?.body ?? '');
    expect(vevent).toBeDefined();
    const start = vevent?.getFirstPropertyValue('dtstart');
    const end = vevent?.getFirstPropertyValue('dtend');
    expect(start instanceof ICAL.Time && start.toJSDate().toISOString()).toBe(new Date('2027-01-16T15:00+05:00').toISOString());
    expect(end instanceof ICAL.Time && end.toJSDate().toISOString()).toBe(new Date('2027-01-16T18:00+05:00').toISOString());
    // UTC: no calendar needs to know Pakistan's zone.
    expect(start instanceof ICAL.Time && start.zone?.tzid).toBe('UTC');
    expect(vevent?.getFirstPropertyValue('uid')).toBe(eventUid(content.site.data, content.events[0]!));
    expect(vevent?.getFirstPropertyValue('dtstamp')).toBeTruthy();
    // A comma, a semicolon and a backslash are escaped on the way out and read back as written.
    expect(vevent?.getFirstPropertyValue('summary')).toBe('Seminar, Lahore; with \\ a backslash');
    expect(vevent?.getFirstPropertyValue('location')).toBe('Hall, 1 Mall Road, Lahore');
  });

  it('ends every line with CRLF and folds it at 75 octets, Urdu included', () => {
    const urdu = loadContent(fixtureSite({ 'content/events/seminar.md': EVENT.replace('Seminar, Lahore; with \\\\ a backslash', 'لاہور میں برطانیہ میں تعلیم کا سیمینار، والدین اور طلبہ کے لیے ایک طویل عنوان') }));
    const body = calendarOutputs(urdu)[0]?.body ?? '';
    expect(body.endsWith('\r\n')).toBe(true);
    const lines = body.split('\r\n').slice(0, -1);
    expect(lines.every((line) => !line.includes('\n'))).toBe(true);
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' ') || line.startsWith('\t'))).toBe(true);
    expect(eventsOf(body)[0]?.getFirstPropertyValue('summary')).toBe('لاہور میں برطانیہ میں تعلیم کا سیمینار، والدین اور طلبہ کے لیے ایک طویل عنوان');
  });

  it('is the same bytes on every build of the same day: the UID and DTSTAMP do not move', () => {
    expect(calendarOutputs(site()).map((file) => file.body)).toEqual(files.map((file) => file.body));
  });
});

describe('upcoming and past', () => {
  const content = site();
  const event = content.events[0]!;

  it('an event is upcoming until the day it ends, and never after', () => {
    expect(isUpcoming(event.data, '2027-01-15')).toBe(true);
    expect(isUpcoming(event.data, '2027-01-16')).toBe(true);
    expect(isUpcoming(event.data, '2027-01-17')).toBe(false);
    expect(eventsByTime(content.events, '2027-01-17')).toEqual({ upcoming: [], past: [event] });
  });

  it('the subscribable calendar holds only upcoming events', () => {
    const before = calendarOutputs(content).find((file) => file.path === '/events.ics');
    expect(eventsOf(before?.body ?? '')).toHaveLength(new Date().toISOString().slice(0, 10) <= '2027-01-16' ? 1 : 0);
  });
});

describe('structured data', () => {
  it("an event has schema.org's required fields, with the start's offset and an organiser", () => {
    const event = site().events[0]!.data;
    const data = eventJsonLd(site().site.data, { ...event, path: event.route, free: true });
    expect(data).toMatchObject({
      '@type': 'Event',
      name: event.title,
      startDate: '2027-01-16T15:00+05:00',
      endDate: '2027-01-16T18:00+05:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Hall', address: { '@type': 'PostalAddress', addressLocality: 'Lahore', addressCountry: 'PK' } },
      organizer: { '@type': 'Organization' },
      offers: { price: 0 },
    });
  });

  it('an online event is at a VirtualLocation', () => {
    const data = eventJsonLd(site().site.data, { title: 'Webinar', description: 'Online.', path: '/events/w', start: '2027-01-16T15:00+05:00', end: '2027-01-16T16:00+05:00', status: 'moved-online', attendance: 'online', online: { href: 'https://zoom.example/j/1' }, free: true });
    expect(data).toMatchObject({ location: { '@type': 'VirtualLocation', url: 'https://zoom.example/j/1' }, eventStatus: 'https://schema.org/EventMovedOnline', eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode' });
  });

  it('an article has a headline, its dates, an image, an author and a publisher', () => {
    const article = site().news[0]!.data;
    const data = articleJsonLd(site().site.data, { title: article.title, description: article.description, path: article.route, published: article.date });
    expect(data).toMatchObject({ '@type': 'Article', headline: 'Testland raises its visa fee', datePublished: '2026-02-01', dateModified: '2026-02-01' });
    expect(data).toHaveProperty('image');
    expect(data).toHaveProperty('author');
    expect(data).toHaveProperty('publisher');
  });
});

describe('the news feed', () => {
  it('parses as Atom, one entry per article with its page and date', () => {
    const root = fixtureSite({
      'content/news/fee-rise.md': ARTICLE,
      'content/pages/news.md': '---\ntemplate: news\nroute: /news\ntitle: News\ndescription: The news.\nempty: None yet.\n---\n',
    });
    const content = loadContent(root);
    const [feed] = newsOutputs(content);
    expect(feed?.path).toBe('/news.xml');
    const parsed = parseFeed(feed?.body ?? '');
    expect(parsed.meta.type).toBe('atom');
    expect(parsed.title).toBe('News');
    expect(parsed.items.map((item) => [item.title, item.url, item.published?.toISOString().slice(0, 10)])).toEqual([['Testland raises its visa fee', 'https://fixture.example.com/news/fee-rise', '2026-02-01']]);
  });
});

describe('one line for each mistake in an event or an article', () => {
  const withEvent = (edit: (text: string) => string) => problemsOf(fixtureSite({ 'content/events/seminar.md': edit(EVENT) }));

  it.each([
    ['an end before the start', (t: string) => t.replace('end: 2027-01-16T18:00+05:00', 'end: 2027-01-16T14:00+05:00'), 'content/events/seminar.md: end: 2027-01-16T14:00+05:00 is not after the start (2027-01-16T15:00+05:00)'],
    ['a time with no zone', (t: string) => t.replace('start: 2027-01-16T15:00+05:00', 'start: 2027-01-16T15:00'), 'content/events/seminar.md: start: "2027-01-16T15:00" has no zone; write Pakistan\'s time with +05:00, as in 2027-01-16T15:00+05:00'],
    ['an impossible date', (t: string) => t.replace('start: 2027-01-16T15:00+05:00', 'start: 2027-02-30T15:00+05:00'), 'content/events/seminar.md: start: expected a real date and time written 2027-01-16T15:00+05:00, got "2027-02-30T15:00+05:00"'],
    ['an online event without its link', (t: string) => t.replace('attendance: in-person', 'attendance: online').replace(/^venue: .*\n/m, ''), 'content/events/seminar.md: online: missing: an online event needs its platform and the link to join'],
    ['a destination with no guide', (t: string) => t.replace('destinations: [testland]', 'destinations: [atlantis]'), 'content/events/seminar.md: destinations[0]: names the country "atlantis", which content/countries/ has no file for (known: testland)'],
  ])('%s', (_what, edit, line) => {
    expect(withEvent(edit)).toEqual([line]);
  });

  it('a news article with no source', () => {
    expect(problemsOf(fixtureSite({ 'content/news/fee-rise.md': ARTICLE.replace(/sources:\n.*\n/, 'sources: []\n') }))).toEqual(['content/news/fee-rise.md: sources: expected at least one official source (label, href)']);
  });

  it("a sample event is refused by a production build's launch check, named by its file", () => {
    const content = loadContent(fixtureSite({ 'content/events/seminar.md': EVENT.replace('destinations:', 'sample: true\ndestinations:') }));
    expect(launchProblems(content, { enquiryEndpoint: 'https://forms.example/f' }).map(formatProblem)).toContain('content/events/seminar.md: is marked `sample: true`; replace it with a real one, or remove it');
  });
});

describe('issue 44, finding 3: the site\'s name cannot break a calendar', () => {
  const INJECTED = 'Horizon\\r\\nBEGIN:VEVENT\\r\\nUID:x@evil\\r\\nEND:VEVENT';

  it('a line break in content/site.md\'s name, or in content/ur/site.md\'s, is one line', () => {
    expect(problemsOf(fixtureSite({ 'content/site.md': (t) => t.replace('name: Fixture Consultants', `name: "${INJECTED}"`) }))).toEqual(['content/site.md: name: expected one line, with no line break']);
    expect(problemsOf(fixtureSite({ 'content/ur/site.md': `---\nname: "${INJECTED}"\n---\n` }), editions.ur)).toEqual(['content/ur/site.md: name: expected one line, with no line break']);
  });

  it('and a name that reaches the writer another way still gives each calendar exactly its events', () => {
    const content = site();
    const broken = { ...content, site: { ...content.site, data: { ...content.site.data, name: 'Horizon\r\nBEGIN:VEVENT\r\nUID:x@evil\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:y@evil\r\nEND:VEVENT' } } };
    for (const file of calendarOutputs(broken)) {
      const expected = file.path === '/events.ics' ? eventsByTime(content.events, content.day).upcoming.length : 1;
      expect(file.body.split('\r\n').filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(expected);
      expect(eventsOf(file.body)).toHaveLength(expected);
    }
  });
});

describe('issue 44, finding 8: names and dates that break', () => {
  const newsPage = { 'content/pages/news.md': '---\ntemplate: news\nroute: /news\ntitle: News\ndescription: The news.\nempty: None yet.\n---\n' };

  it.each([
    ['content/events/index.md', EVENT, 'is named "index", and the host serves /events/index as /events, so its page could never be reached; rename the file'],
    ['content/news/index.md', ARTICLE, 'is named "index", and the host serves /news/index as /news, so its page could never be reached; rename the file'],
    ['content/events/404.md', EVENT, 'is named "404", and the host would show /events/404 for every unknown address under /events/; rename the file'],
  ])('%s, a name the host rewrites, is one line naming the file', (file, text, message) => {
    expect(problemsOf(fixtureSite({ [file]: text, ...newsPage }))).toEqual([`${file}: ${message}`]);
  });

  it('an article updated before its date', () => {
    expect(problemsOf(fixtureSite({ 'content/news/fee-rise.md': ARTICLE.replace('date: 2026-02-01', 'date: 2026-02-01\nupdated: 2026-01-15') }))).toEqual([
      "content/news/fee-rise.md: updated: 2026-01-15 is before the article's date (2026-02-01); expected the day it was last changed, on or after its date",
    ]);
  });

  const in2008 = (start: string, end: string) => EVENT.replace('start: 2027-01-16T15:00+05:00', `start: ${start}`).replace('end: 2027-01-16T18:00+05:00', `end: ${end}`);

  it("an event in Pakistan's summer time of 2008 written with +05:00 is one line giving the offset of that day", () => {
    expect(problemsOf(fixtureSite({ 'content/events/seminar.md': in2008('2008-07-01T15:00+05:00', '2008-07-01T18:00+06:00') }))).toEqual([
      'content/events/seminar.md: start: "2008-07-01T15:00+05:00" is not in Pakistan\'s time: on 2008-07-01 Pakistan\'s clocks were at +06:00 (summer time); write 2008-07-01T15:00+06:00',
    ]);
    // So in 2009, from 15 April: the offset comes from the zone's data, not from a list of years here.
    expect(problemsOf(fixtureSite({ 'content/events/seminar.md': in2008('2009-04-15T10:00+05:00', '2009-04-15T12:00+05:00') }))[0]).toMatch(/start: .*were at \+06:00 \(summer time\); write 2009-04-15T10:00\+06:00$/);
    expect(problemsOf(fixtureSite({ 'content/events/seminar.md': in2008('2008-06-01T00:30+06:00', '2008-06-01T02:00+06:00') }))).toEqual([
      'content/events/seminar.md: start: "2008-06-01T00:30+06:00": no clock in Pakistan showed 00:30 on 2008-06-01 (the clocks went forward that night); choose another time',
    ]);
  });

  it('written with +06:00, it shows and is written in calendars at the hour it happened', () => {
    const content = loadContent(fixtureSite({ 'content/events/seminar.md': in2008('2008-07-01T15:00+06:00', '2008-07-01T18:00+06:00') }));
    const event = content.events[0]!;
    expect(eventWhen(event.data, editions.en)).toBe('Tuesday, 1 July 2008, 15:00–18:00');
    const [vevent] = eventsOf(calendarOutputs(content).find((file) => file.path === '/events/seminar.ics')?.body ?? '');
    const start = vevent?.getFirstPropertyValue('dtstart');
    expect(start instanceof ICAL.Time && start.toJSDate().toISOString()).toBe('2008-07-01T09:00:00.000Z');
  });

  const DAY = '2026-11-27';
  const checked = (start: string, end: string) => {
    const check = checkContent(fixtureSite({ 'content/events/seminar.md': in2008(start, end) }), { enquiryEndpoint: null, siteEnv: 'preview' }, DAY);
    return check.ok ? [] : check.problems.map(formatProblem);
  };

  it.each([
    ['0000-01-01T00:00+05:00', '0000-01-01T02:00+05:00', 'content/events/seminar.md: start: 0000-01-01T00:00+05:00 is before the consultancy was founded (2008, content/site.md); expected a day from 2008-01-01 to 2031-11-27'],
    ['2007-12-31T10:00+05:00', '2007-12-31T12:00+05:00', 'content/events/seminar.md: start: 2007-12-31T10:00+05:00 is before the consultancy was founded (2008, content/site.md); expected a day from 2008-01-01 to 2031-11-27'],
    ['2099-01-16T15:00+05:00', '2099-01-16T18:00+05:00', 'content/events/seminar.md: start: 2099-01-16T15:00+05:00 is more than 5 years after the build day (2026-11-27); expected a day from 2008-01-01 to 2031-11-27'],
    ['2031-11-27T15:00+05:00', '2032-01-16T18:00+05:00', 'content/events/seminar.md: end: 2032-01-16T18:00+05:00 is more than 5 years after the build day (2026-11-27); expected a day from 2008-01-01 to 2031-11-27'],
  ])('an event from %s is outside the window: one line from the content check', (start, end, line) => {
    expect(checked(start, end)).toEqual([line]);
  });

  it('the first and last days of the window are fine', () => {
    expect(checked('2008-01-01T10:00+05:00', '2008-01-01T12:00+05:00')).toEqual([]);
    expect(checked('2031-11-27T10:00+05:00', '2031-11-27T12:00+05:00')).toEqual([]);
  });

  it('a calendar never writes a year it cannot hold, whatever reaches it', () => {
    const content = loadContent(fixtureSite({ 'content/events/seminar.md': in2008('0000-01-01T00:00+05:00', '0000-01-01T02:00+05:00') }));
    expect(() => calendarOutputs(content)).toThrow('content/events/seminar.md: start: 0000-01-01T00:00+05:00 cannot be written in a calendar (years 0000 to 9999 in UTC)');
  });
});
