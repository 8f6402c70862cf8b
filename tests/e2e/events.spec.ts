/**
 * Events and news as a family meets them: the events list (with and without scripts), an event's
 * page with its calendar file and its register button, which reaches the enquiry form with the
 * event chosen, the news list and an article with its sources, the Urdu event page, and axe on
 * each new page at 375px. Expectations are read from the content files, not from the site's code.
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { test, expect, allPartsDrawn, TEST_ENQUIRY_ENDPOINT } from './fixtures';
import { contentFolder, readContentFile, siteDay, textAt } from './content-files';

type RawEvent = { file: string; id: string; title: string; start: string; end: string; status: string };

/** Every event file, read as YAML: its title, its times as written, and its page's name. */
const events: RawEvent[] = contentFolder('content/events').map(({ file, data }) => ({
  file,
  id: file.replace(/^content\/events\/|\.md$/g, ''),
  title: String(data.title),
  start: String(data.start),
  end: String(data.end),
  status: typeof data.status === 'string' ? data.status : 'scheduled',
}));
// An event is upcoming until the day (in Pakistan) it ends.
const upcoming = events.filter((e) => e.end.slice(0, 10) >= siteDay()).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
const past = events.filter((e) => e.end.slice(0, 10) < siteDay());
const label = (dotted: string) => textAt('content/labels.md', dotted);
const eventsPage = readContentFile('content/pages/events.md').data;
const newsPage = readContentFile('content/pages/news.md').data;
/** An article's sources as written: each one's words and address. */
const sourcesOf = (value: unknown) =>
  (Array.isArray(value) ? value : []).flatMap((source: unknown) =>
    source !== null && typeof source === 'object' && 'label' in source && 'href' in source ? [{ label: String(source.label), href: String(source.href) }] : [],
  );
const dayOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
const articles = contentFolder('content/news')
  .map(({ file, data }) => ({ id: file.replace(/^content\/news\/|\.md$/g, ''), title: String(data.title), date: dayOf(data.date), sources: sourcesOf(data.sources) }))
  .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
const openForRegistration = upcoming.find((e) => e.status !== 'cancelled');

async function expectEventsList(page: Page) {
  await page.goto('/events');
  const upcomingSection = page.getByRole('region', { name: String(eventsPage.upcomingHeading) });
  await expect(upcomingSection.getByRole('heading', { level: 3 })).toHaveText(upcoming.map((e) => e.title));
  if (past.length > 0) {
    const archive = page.getByRole('region', { name: String(eventsPage.pastHeading) });
    // Never shown as upcoming once it has ended: it is in the archive only.
    for (const event of past) {
      await expect(archive.getByRole('link', { name: event.title })).toBeVisible();
      await expect(upcomingSection.getByRole('link', { name: event.title })).toHaveCount(0);
    }
  }
}

test.describe('the events list', () => {
  test('lists the upcoming events soonest first and keeps the past ones in the archive', async ({ page }) => {
    await expectEventsList(page);
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });
    test('reads the same: the list is in the static HTML', async ({ page }) => {
      await expectEventsList(page);
    });
  });
});

test.describe("an event's page", () => {
  test.skip(!openForRegistration, 'no upcoming event in content/events to register for');
  const event = openForRegistration!;

  test('registering reaches the enquiry form with the event chosen, and the enquiry names it', async ({ page }) => {
    const received: string[] = [];
    await page.route(TEST_ENQUIRY_ENDPOINT, async (route) => {
      received.push(route.request().postData() ?? '');
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
    await page.getByRole('link', { name: label('events.register') }).click();
    await expect(page).toHaveURL(/\/contact/);
    const chosen = label('events.enquiry').replace('{title}', event.title);
    await expect(page.locator('select[name="service"] option:checked')).toHaveText(chosen);
    await page.locator('input[name="name"]').fill('Ayesha Khan');
    await page.locator('input[name="phone"]').fill('0300-1234567');
    await page.locator('input[name="email"]').fill('ayesha@example.com');
    await page.locator('textarea[name="message"]').fill('Two of us would like to come to this event, please.');
    await page.locator('form').getByRole('button').last().click();
    await expect.poll(() => received.length).toBe(1);
    const body = new URLSearchParams(received[0]);
    expect(body.get('service')).toBe(`event-${event.id}`);
    expect(body.get('_subject')).toContain(event.title);
  });

  test('"Add to calendar" downloads the event as an iCalendar file with its time', async ({ page }) => {
    await page.goto(`/events/${event.id}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: label('events.addToCalendar') }).click()]);
    const text = fs.readFileSync((await download.path()) ?? '', 'utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('summary')).toBe(event.title);
    const start = vevent?.getFirstPropertyValue('dtstart');
    expect(start instanceof ICAL.Time && start.toJSDate().getTime()).toBe(Date.parse(event.start));
  });

  test('has Event structured data with its start, its place and its organiser', async ({ page }) => {
    await page.goto(`/events/${event.id}`);
    const data: unknown[] = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t): unknown => JSON.parse(t));
    const found = data.find((d) => d !== null && typeof d === 'object' && '@type' in d && d['@type'] === 'Event');
    expect(found).toMatchObject({ name: event.title, startDate: event.start, endDate: event.end });
    expect(found).toHaveProperty('location');
    expect(found).toHaveProperty('organizer');
  });
});

test.describe('news', () => {
  test('lists the articles newest first; an article shows its date, its sources and a WhatsApp share link', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(newsPage.heading ?? newsPage.title));
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(articles.map((a) => a.title));
    const article = articles[0]!;
    await page.getByRole('link', { name: article.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    for (const source of article.sources) await expect(page.getByRole('link', { name: source.label })).toHaveAttribute('href', source.href);
    const share = new URL((await page.getByRole('link', { name: label('news.share') }).getAttribute('href')) ?? '');
    expect(share.host).toBe('wa.me');
    expect(share.searchParams.get('text')).toContain(article.title);
  });
});

test('an Urdu event page is right to left', async ({ page }) => {
  const translated = events.find((e) => fs.existsSync(`content/ur/events/${e.id}.md`));
  test.skip(!translated, 'no event has an Urdu translation');
  await page.goto(`/ur/events/${translated!.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
});

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });
  const paths = ['/events', '/news', ...events.slice(0, 2).map((e) => `/events/${e.id}`), ...articles.slice(0, 1).map((a) => `/news/${a.id}`), ...(events[0] ? [`/ur/events/${events[0].id}`] : [])];
  for (const path of paths) {
    test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(path);
      await allPartsDrawn(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).options({ resultTypes: ['violations'] }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    });
  }
});
