/**
 * Events and news in a browser: an event's register button reaches the enquiry form with the event
 * chosen and the enquiry names it. axe scans an event's page, an article and their Urdu twins with
 * every template in accessibility.spec.ts, at 375 and 1280 px. The lists,
 * the calendar file, the structured data and the article's links are checked in the static HTML:
 * tests/output/events-news.test.ts. Expectations are read from the content files.
 */
import { test, expect, TEST_ENQUIRY_ENDPOINT } from './fixtures';
import { label, openForRegistration } from './events-files';

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
