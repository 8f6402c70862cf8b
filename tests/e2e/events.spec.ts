/**
 * Events and news in a browser: an event's register button reaches the enquiry form with the event
 * chosen and the enquiry names it, and axe at 375px on an event's page, an article and the Urdu
 * event page (/events and /news are scanned with every route in accessibility.spec.ts). The lists,
 * the calendar file, the structured data and the article's links are checked in the static HTML:
 * tests/output/events-news.test.ts. Expectations are read from the content files.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, allPartsDrawn, TEST_ENQUIRY_ENDPOINT } from './fixtures';
import { articles, events, label, openForRegistration } from './events-files';

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

});

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });
  // One page of each template these add; /events and /news are in accessibility.spec.ts's routes.
  const paths = [...events.slice(0, 1).map((e) => `/events/${e.id}`), ...articles.slice(0, 1).map((a) => `/news/${a.id}`), ...(events[0] ? [`/ur/events/${events[0].id}`] : [])];
  for (const path of paths) {
    test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(path);
      await allPartsDrawn(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).options({ resultTypes: ['violations'] }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    });
  }
});
