/**
 * Events and news as built (moved from tests/e2e/events.spec.ts): the events list (the same with or
 * without scripts: no island touches it), an event's calendar file and Event structured data, the
 * news list and an article with its sources and share link, and the Urdu event page's direction.
 * Registering (the enquiry's request) and axe at 375px stay in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { within } from '@testing-library/dom';
import { readContentFile } from '../e2e/content-files';
import { articles, events, label, openForRegistration, past, upcoming } from '../e2e/events-files';
import { nameContaining, OUT, page, shown, textContentOf } from './site-output';

// Expectations are read from the content files as plain YAML (../e2e/events-files.ts).
const eventsPage = readContentFile('content/pages/events.md').data;
const newsPage = readContentFile('content/pages/news.md').data;
const event = openForRegistration;

test('the events list: the upcoming events soonest first, the past ones only in the archive', () => {
  const body = shown('/events');
  const upcomingSection = within(body).getByRole('region', { name: nameContaining(String(eventsPage.upcomingHeading)) });
  expect(within(upcomingSection).queryAllByRole('heading', { level: 3 }).map((h) => textContentOf(h))).toEqual(upcoming.map((e) => e.title));
  if (past.length > 0) {
    const archive = within(body).getByRole('region', { name: nameContaining(String(eventsPage.pastHeading)) });
    // Never shown as upcoming once it has ended: it is in the archive only.
    for (const ended of past) {
      within(archive).getByRole('link', { name: nameContaining(ended.title) });
      expect(within(upcomingSection).queryAllByRole('link', { name: nameContaining(ended.title) })).toHaveLength(0);
    }
  }
});

describe("an event's page", () => {
  if (!event) throw new Error('no upcoming event in content/events: these checks read one');

  test('"Add to calendar" downloads the event as an iCalendar file with its time', () => {
    const body = shown(`/events/${event.id}`);
    expect(textContentOf(body.querySelector('main h1'))).toBe(event.title);
    const link = within(body).getByRole('link', { name: nameContaining(label('events.addToCalendar')) });
    expect(link.hasAttribute('download')).toBe(true);
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/.+\.ics$/);
    const text = fs.readFileSync(path.join(OUT, href), 'utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('summary')).toBe(event.title);
    const start = vevent?.getFirstPropertyValue('dtstart');
    expect(start instanceof ICAL.Time && start.toJSDate().getTime()).toBe(Date.parse(event.start));
  });

  test('has Event structured data with its start, its place and its organiser', () => {
    const blocks = [...page(`/events/${event.id}`).querySelectorAll('script[type="application/ld+json"]')].map((script): unknown => JSON.parse(script.textContent ?? ''));
    const found = blocks.find((d) => d !== null && typeof d === 'object' && '@type' in d && d['@type'] === 'Event');
    expect(found).toMatchObject({ name: event.title, startDate: event.start, endDate: event.end });
    expect(found).toHaveProperty('location');
    expect(found).toHaveProperty('organizer');
  });
});

test('news: the articles newest first, each linked; an article shows its date, its sources and a WhatsApp share link', () => {
  const list = shown('/news').querySelector<HTMLElement>('main');
  if (!list) throw new Error('/news: no main');
  expect(textContentOf(within(list).getByRole('heading', { level: 1 }))).toBe(String(newsPage.heading ?? newsPage.title));
  expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => textContentOf(h))).toEqual(articles.map((a) => a.title));
  const article = articles[0];
  if (!article) throw new Error('content/news holds no article');
  expect(within(list).getByRole('link', { name: nameContaining(article.title) }).getAttribute('href')).toBe(`/news/${article.id}`);
  const body = shown(`/news/${article.id}`);
  expect(textContentOf(body.querySelector('main h1'))).toBe(article.title);
  expect(article.sources.length).toBeGreaterThan(0);
  for (const source of article.sources) expect(within(body).getByRole('link', { name: nameContaining(source.label) }).getAttribute('href')).toBe(source.href);
  const share = new URL(within(body).getByRole('link', { name: nameContaining(label('news.share')) }).getAttribute('href') ?? '');
  expect(share.host).toBe('wa.me');
  expect(share.searchParams.get('text')).toContain(article.title);
});

test('an Urdu event page is right to left', () => {
  const translated = events.find((e) => fs.existsSync(`content/ur/events/${e.id}.md`));
  if (!translated) throw new Error('no event has an Urdu translation: this check reads one');
  const html = page(`/ur/events/${translated.id}`).documentElement;
  expect(html.getAttribute('dir')).toBe('rtl');
  expect(html.getAttribute('lang')).toBe('ur');
});
