import type { Page } from '@playwright/test';
import { test, expect, specRoutes } from './fixtures';
import { loadContent } from './site-content';

// What each page must show is read from its file in content/services, so an editor's change keeps
// these tests green while a page that drops what its file says fails them.
const services = loadContent(process.cwd()).services;

/** The sentences of a Markdown text, without its markup: what a reader sees of it. */
function plainText(markdown: string): string[] {
  return markdown
    .split(/\n+/)
    .map((line) =>
      line
        .replace(/^\s*(?:[-*]|\d+\.)\s+/, '')
        .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
        .replace(/\*\*([^*]+)\*\*/g, '$1')
        .trim(),
    )
    .filter(Boolean);
}

const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
const mainText = async (page: Page) => words(await page.getByRole('main').textContent());

test("the service files give every service route of the spec, health insurance under both casings", () => {
  expect(services.flatMap((s) => [s.data.route, ...s.data.aliases]).sort()).toEqual([...specRoutes.services].sort());
});

for (const { file, data: service } of services) {
  test(`${service.route}: the hero, then each section of ${file} with its text, steps, cards and links`, async ({ page }) => {
    await page.goto(service.route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.hero.heading);
    const text = await mainText(page);
    if (service.hero.text) expect(text).toContain(words(service.hero.text));
    expect(service.sections.length).toBeGreaterThan(0);
    for (const section of service.sections) {
      const region = page.getByRole('region', { name: section.heading, exact: true });
      await expect(region.getByRole('heading', { level: 2 })).toHaveText(section.heading);
      if (section.intro) await expect(region).toContainText(words(section.intro));
      for (const sentence of plainText(section.text ?? '')) expect(text, `${section.heading}: ${sentence}`).toContain(words(sentence));
      // Links in the text lead on (to the visa guides, the scholarship guides, the other services).
      for (const [, name = '', href = ''] of (section.text ?? '').matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)) {
        await expect(region.getByRole('link', { name, exact: true }), name).toHaveAttribute('href', href);
      }
      if (section.steps) {
        const steps = region.locator('ol.steps > li');
        await expect(steps).toHaveCount(section.steps.length);
        for (const [i, step] of section.steps.entries()) {
          await expect(steps.nth(i).getByRole('heading', { level: 3 })).toHaveText(step.title);
          await expect(steps.nth(i)).toContainText(words(step.description));
        }
      }
      if (section.cards) {
        await expect(region.locator('.card h3')).toHaveText(section.cards.map((card) => card.title));
        // Two columns when the file asks for them (the accommodation considerations), three otherwise.
        await expect(region.locator('.card-grid')).toHaveClass(new RegExp(`columns-${section.columns}`));
      }
      for (const sentence of section.list ?? []) await expect(region).toContainText(words(sentence));
      for (const provider of section.providers ?? []) {
        // An outside site opens in a new tab; the button's name carries the provider's.
        const link = region.getByRole('link', { name: new RegExp(provider.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
        await expect(link).toHaveAttribute('href', provider.href);
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      if (section.cta) await expect(region.getByRole('link', { name: section.cta.label })).toHaveAttribute('href', section.cta.href);
    }
    for (const button of service.cta?.buttons ?? []) {
      if (button.action !== 'link' || !button.href) continue;
      // The compare-insurance button leads to the government's comparison site.
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${button.label}`) })).toHaveAttribute('href', button.href);
    }
  });
}

test('both casings of the insurance route reach the same page', async ({ page }) => {
  const insurance = services.find((s) => s.data.aliases.length > 0)?.data;
  if (!insurance) throw new Error('no service file has an alias');
  for (const path of [insurance.route, ...insurance.aliases]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(insurance.hero.heading);
  }
});
