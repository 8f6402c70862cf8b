/**
 * The student-service pages as built (moved from tests/e2e/services.spec.ts): the hero, then each
 * section of the service's file with its text, steps, cards and links; and both casings of the
 * insurance route, each a page of its own (the hosts redirect the alias: tests/e2e/hosting-checks.ts).
 */
import { within } from '@testing-library/dom';
import { claimValue, contentFolder } from '../e2e/content-files';
import { specRoutes } from '../e2e/spec-routes';
import { nameContaining, page, shown, textContentOf } from './site-output';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);
/** Text as a page shows it: `{{claim:name}}` is the claim's value in content/site.md. */
const withClaims = (text: unknown) => String(text ?? '').replace(/\{\{\s*claim:\s*(\w+)\s*\}\}/g, (_, name: string) => claimValue(name));
const words = (text: unknown) => withClaims(text).replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// What each page must show is read from its file in content/services as written.
const services = contentFolder('content/services').map(({ file, data }) => ({
  file,
  route: String(data.route),
  aliases: (Array.isArray(data.aliases) ? data.aliases : []).map(String),
  hero: isRecord(data.hero) ? data.hero : {},
  sections: list(data.sections),
  buttons: list(isRecord(data.cta) ? data.cta.buttons : []),
}));

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

test('the service files give every service route of the spec, health insurance under both casings', () => {
  expect(services.flatMap((s) => [s.route, ...s.aliases]).sort()).toEqual([...specRoutes.services].sort());
});

describe.each(services)('$route', (service) => {
  test(`the hero, then each section of its file with its text, steps, cards and links`, () => {
    const body = shown(service.route);
    const main = body.querySelector<HTMLElement>('main');
    if (!main) throw new Error(`${service.route}: no main`);
    expect(textContentOf(main.querySelector('h1'))).toBe(words(service.hero.heading));
    const text = textContentOf(main);
    if (service.hero.text) expect(text).toContain(words(service.hero.text));
    expect(service.sections.length).toBeGreaterThan(0);
    for (const section of service.sections) {
      const heading = String(section.heading);
      const region = within(main).getByRole('region', { name: heading });
      expect(within(region).getAllByRole('heading', { level: 2 }).map((h) => textContentOf(h))).toEqual([heading]);
      if (section.intro) expect(textContentOf(region)).toContain(words(section.intro));
      for (const sentence of plainText(withClaims(section.text))) expect(text).toContain(words(sentence));
      // Links in the text lead on (to the visa guides, the scholarship guides, the other services).
      for (const [, name = '', href = ''] of String(section.text ?? '').matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)) {
        expect(within(region).getByRole('link', { name }).getAttribute('href')).toBe(href);
      }
      if (section.steps) {
        const steps = [...region.querySelectorAll('ol.steps > li')];
        const written = list(section.steps);
        expect(steps).toHaveLength(written.length);
        for (const [i, step] of written.entries()) {
          expect(textContentOf(steps[i]?.querySelector('h3'))).toBe(String(step.title));
          expect(textContentOf(steps[i])).toContain(words(step.description));
        }
      }
      if (section.cards) {
        expect([...region.querySelectorAll('.card h3')].map((h) => textContentOf(h))).toEqual(list(section.cards).map((card) => String(card.title)));
        // Two columns when the file asks for them (the accommodation considerations), three otherwise.
        expect(region.querySelector('.card-grid')?.classList.contains(`columns-${String(section.columns ?? 3)}`)).toBe(true);
      }
      for (const sentence of Array.isArray(section.list) ? section.list : []) expect(textContentOf(region)).toContain(words(sentence));
      for (const provider of list(section.providers)) {
        // An outside site opens in a new tab; the button's name carries the provider's.
        const link = within(region).getByRole('link', { name: new RegExp(escape(String(provider.name))) });
        expect(link.getAttribute('href')).toBe(String(provider.href));
        expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      }
      if (isRecord(section.cta)) expect(within(region).getByRole('link', { name: nameContaining(String(section.cta.label)) }).getAttribute('href')).toBe(String(section.cta.href));
    }
    for (const button of service.buttons) {
      if (button.action !== 'link' || !button.href) continue;
      // The compare-insurance button leads to the government's comparison site.
      expect(within(main).getByRole('link', { name: new RegExp(`^${escape(String(button.label))}`) }).getAttribute('href')).toBe(String(button.href));
    }
  });
});

test('both casings of the insurance route are built as the same page', () => {
  const insurance = services.find((s) => s.aliases.length > 0);
  if (!insurance) throw new Error('no service file has an alias');
  for (const path of [insurance.route, ...insurance.aliases]) {
    expect(textContentOf(page(path).querySelector('main h1'))).toBe(words(insurance.hero.heading));
  }
});
