/**
 * The helper that renders a route's page in Jest (render-route.tsx): the page of the content root
 * it is given, as the build would make it on the day it is given, and nothing of the project's
 * own content or environment left behind. Expected text is read from the fixture's files.
 */
import { renderRoute, showInWindow, textOf } from './render-route';
import { fixtureSite } from './content-fixture';
import { within } from '@testing-library/dom';
import { readContentFile } from '../e2e/content-files';

jest.setTimeout(60_000);

const COUNTRY = 'content/countries/testland.md';
// A figure with a change on 1 January 2027, shown on the guide's stat cards.
const root = fixtureSite({
  [COUNTRY]: (text) =>
    text
      .replace(
        'figures:\n',
        `figures:
  postStudyWork:
    - { text: "2 years", source: { label: Rules, href: "https://example.org/rules" }, read: 2025-01-10 }
    - { text: "18 months", from: 2027-01-01, source: { label: Rules, href: "https://example.org/rules" } }
`,
      )
      .replace('  - { figure: tuition, label: Tuition }', '  - { figure: tuition, label: Tuition }\n  - { figure: postStudyWork, label: Post-study work }'),
});
const country = readContentFile(COUNTRY, root).data;
const site = readContentFile('content/site.md', root).data;
const route = String(country.route);

test("a route's page is the whole document the fixture's content makes: its heading, title, header, footer and structured data", async () => {
  const page = await renderRoute({ root, day: '2026-11-27', path: route });
  expect(page.document.documentElement.getAttribute('lang')).toBe('en');
  expect(textOf(page.document.querySelector('main h1'))).toBe(country.title);
  expect(page.metadata.title).toBe(country.title);
  // The header and the structured data name the fixture's site, not the project's.
  const body = showInWindow(page);
  expect(within(within(body).getByRole('banner')).getByRole('link', { name: String(site.name) })).toHaveAttribute('href', '/');
  expect(within(body).getByRole('contentinfo')).toBeInTheDocument();
  const ld = [...page.document.querySelectorAll('script[type="application/ld+json"]')].map((script): unknown => JSON.parse(script.textContent ?? ''));
  expect(ld).toContainEqual(expect.objectContaining({ name: site.name }));
});

test('the day is the one asked for: the stat card shows the value in force on it', async () => {
  const card = async (day: string) => {
    const { document } = await renderRoute({ root, day, path: route });
    return textOf([...document.querySelectorAll('.stat')].find((stat) => textOf(stat).includes('Post-study work')));
  };
  expect(await card('2026-12-31')).toContain('2 years');
  expect(await card('2026-12-31')).toContain('18 months');
  expect(await card('2027-01-02')).toContain('18 months');
  expect(await card('2027-01-02')).not.toContain('2 years');
});

test('the home page renders from the root too', async () => {
  const { document } = await renderRoute({ root, day: '2026-11-27', path: '/' });
  const home = readContentFile('content/home.md', root).data;
  const hero = home.hero !== null && typeof home.hero === 'object' && 'heading' in home.hero ? String(home.hero.heading) : '';
  expect(hero).not.toBe('');
  expect(textOf(document.querySelector('main h1'))).toBe(hero);
});

test('a path no page has is an error naming it', async () => {
  await expect(renderRoute({ root, day: '2026-11-27', path: '/nowhere' })).rejects.toThrow('/nowhere');
});

test('the Urdu edition renders its own document: lang="ur", right to left', async () => {
  const { document } = await renderRoute({ root: process.cwd(), day: '2026-11-27', path: '/ukStudyAbroad', edition: 'ur' });
  expect(document.documentElement.getAttribute('lang')).toBe('ur');
  expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  const urdu = readContentFile('content/ur/countries/uk.md').data;
  expect(textOf(document.querySelector('main h1'))).toBe(urdu.title);
});
