/*
 * What a visitor noticed first at 375px and 1280px (issue 14 §6): orphan service cards, visa pages
 * without a picture, the WhatsApp pill over the text, and a glance table whose cost column started
 * off-screen. Each is checked at the sizes it broke at.
 */
import { test, expect } from './fixtures';
import { loadContent } from './site-content';

const content = loadContent(process.cwd());

for (const [width, columns] of [[375, 1], [800, 2], [1280, 3]] as const) {
  test(`the home service cards fill every row at ${width}px: ${columns} a row, no orphans`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const cards = page.getByRole('region', { name: content.home.data.services.heading }).getByRole('listitem');
    await expect(cards).toHaveCount(content.home.data.services.cards.length);
    const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    const perRow = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    expect(perRow.every((count) => count === columns), `cards per row: ${perRow.join(', ')}`).toBe(true);
  });
}

for (const visa of content.pages.filter((p) => p.data.template === 'visa')) {
  test(`${visa.data.route} opens with its hero picture`, async ({ page }) => {
    const image = visa.data.template === 'visa' ? visa.data.hero.image : undefined;
    expect(image, `${visa.file} has hero.image`).toBeDefined();
    await page.goto(visa.data.route);
    const hero = page.locator('.page-hero');
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.locator(`img[src="${image?.src}"]`)).toBeVisible();
  });
}

test('at 375px the visa glance table shows every figure, the cost included, without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/visitvisa');
  const table = page.getByRole('table');
  await table.scrollIntoViewIfNeeded();
  const region = page.locator('.table-scroll');
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  for (const record of content.visitVisas.slice(0, 3)) {
    const row = table.getByRole('row').filter({ hasText: record.data.name });
    const cost = row.locator('td').last();
    await cost.scrollIntoViewIfNeeded();
    const box = await cost.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375, `${record.data.name}: cost cell within the screen`).toBe(true);
  }
});

test('the WhatsApp pill shrinks to its icon once the visitor scrolls, and keeps its label as its name', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/ukStudyAbroad');
  const label = content.site.data.whatsappButton.label;
  const button = page.getByRole('link', { name: new RegExp(label) });
  const before = await button.boundingBox();
  expect(before?.width ?? 0).toBeGreaterThan(120);
  await page.mouse.wheel(0, 600);
  await expect.poll(async () => (await button.boundingBox())?.width ?? 0).toBeLessThanOrEqual(56);
  await expect(page.getByRole('link', { name: new RegExp(label) })).toBeVisible();
  // It shrinks towards the right edge it is anchored to.
  const after = await button.boundingBox();
  expect(Math.round((after?.x ?? 0) + (after?.width ?? 0))).toBe(Math.round((before?.x ?? 0) + (before?.width ?? 0)));
});
