import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, allPartsDrawn } from './fixtures';
import { contentFolder, textAt } from './content-files';
import { axeViolations } from './axe';

/**
 * axe (WCAG 2.2 AA and best practice) on the rendered page: contrast, names and roles after
 * hydration, at a phone's width and a desktop's. The markup a template draws is the same on each of
 * its pages, so `npm test` scans one page per template, the first in the content files, at 375 and
 * 1280 px, in English and, where the template has an Urdu page, right to left in Urdu too. What
 * differs from page to page (landmarks, one h1, heading order, alt text, link names, the skip link)
 * is checked on every page in tests/output/page-structure.test.ts.
 *
 * `A11Y_SWEEP=all` scans every page of the export at both widths instead: the daily workflow
 * .github/workflows/accessibility-sweep.yml runs it, apart from deploys.
 */
const WIDTHS = [375, 1280];

/** A search that finds results in each edition: the English guides' word, and the Urdu UK guide's title's first word. */
const ENGLISH_QUERY = 'IELTS';
const URDU_QUERY = textAt('content/ur/countries/uk.md', 'title').split(/\s+/)[0] ?? '';

type Template = { name: string; en: string; ur: string | null };

/** The address of a content file's page, when it has one: its `route`, or /<folder>/<file name> for events and news. */
function routeOf(file: string): string {
  const folder = path.basename(path.dirname(file));
  if (folder === 'events' || folder === 'news') return `/${folder}/${path.basename(file, '.md')}`;
  return textAt(file, 'route');
}
const translated = (file: string) => fs.existsSync(file.replace(/^content\//, 'content/ur/'));

/** A template's first page in file-name order, and the first of its pages with an Urdu translation. */
function firstPages(name: string, files: string[]): Template {
  const [first] = files;
  if (!first) throw new Error(`no content file uses the ${name} template`);
  const urdu = files.find(translated);
  return { name, en: routeOf(first), ur: urdu ? `/ur${routeOf(urdu)}` : null };
}

/**
 * Each template with the pages that stand for it: the page templates of content/pages (`template:`,
 * app/page-templates.tsx), the template of each collection with pages of its own, and the
 * pages the site draws without a content file of their own (search, a brochure, the 404 page).
 */
function templates(): Template[] {
  const pages = contentFolder('content/pages');
  const pageTemplates = [...new Set(pages.map(({ data }) => String(data.template)))].map((name) =>
    firstPages(`${name} page`, pages.filter(({ data }) => data.template === name).map(({ file }) => file)),
  );
  const collections = [
    ['country guide', 'content/countries'],
    ['service', 'content/services'],
    ['scholarship guide', 'content/scholarships'],
    ['event', 'content/events'],
    ['news article', 'content/news'],
  ].map(([name = '', folder = '']) => firstPages(name, contentFolder(folder).map(({ file }) => file)));
  const withBrochure = contentFolder('content/countries').find(({ data }) => JSON.stringify(data.cta ?? null).includes('"action":"brochure"'));
  if (!withBrochure) throw new Error('no country guide offers a brochure');
  return [
    { name: 'home', en: '/', ur: fs.existsSync('content/ur/home.md') ? '/ur' : null },
    ...pageTemplates,
    ...collections,
    { name: 'search results', en: `/search?q=${ENGLISH_QUERY}`, ur: `/ur/search?q=${encodeURIComponent(URDU_QUERY)}` },
    { name: 'brochure', en: `/brochures/${path.basename(withBrochure.file, '.md')}`, ur: null },
    { name: 'not found', en: '/this-page-does-not-exist', ur: '/ur/404' },
  ];
}

/** Every page of the export, as addresses (the sweep's list): the search page with a query that finds results. */
function everyPage(dir = 'out', prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('_') || ['admin', 'pagefind'].includes(entry.name)) return [];
    if (entry.isDirectory()) return everyPage(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    if (!entry.name.endsWith('.html')) return [];
    const route = `${prefix}/${entry.name.replace(/\.html$/, '')}`.replace(/\/index$/, '') || '/';
    if (route === '/search') return [`${route}?q=${ENGLISH_QUERY}`];
    if (route === '/ur/search') return [`${route}?q=${encodeURIComponent(URDU_QUERY)}`];
    return [route];
  });
}

/** What the page must hold before it is scanned: its islands hydrated, anything they fetch shown, and every part drawn. */
async function settled(page: Page, address: string) {
  // Islands hydrate before `load`; their effects run in the frame after it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await allPartsDrawn(page);
  // The search page fetches its results after hydration: scan them too.
  if (/^(\/ur)?\/search\?/.test(address)) await expect(page.locator('#search-page-results').getByRole('link').first()).toBeVisible();
}

/** axe's violations on the page at `address`, one line each, at `width` px. */
async function violations(page: Page, address: string, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('dir', address === '/ur' || address.startsWith('/ur/') ? 'rtl' : 'ltr');
  await settled(page, address);
  // The site's pages have no frames, the one thing axe's legacy mode would not scan: a page that gains one fails here.
  expect(page.frames(), `${address} has a frame, which axe's legacy mode does not scan`).toHaveLength(1);
  return axeViolations(page);
}

// Under reduced motion nothing is hidden or fading (Reveal, the testimonial rotator): the scan
// sees every section as it ends up, not half-faded text that is no real contrast failure.
// motion.spec.ts checks that the animations end fully visible.
test.use({ reducedMotion: 'reduce' });

if (process.env.A11Y_SWEEP === 'all') {
  for (const width of WIDTHS) {
    for (const address of everyPage()) {
      test(`sweep at ${width}px: ${address} has no WCAG 2.2 AA violations`, async ({ page }) => {
        test.setTimeout(90_000);
        expect(await violations(page, address, width)).toEqual([]);
      });
    }
  }
} else {
  for (const template of templates()) {
    const addresses = [template.en, ...(template.ur ? [template.ur] : [])];
    test(`the ${template.name} template (${addresses.map((address) => address.split('?')[0]).join(', ')}) has no WCAG 2.2 AA violations at ${WIDTHS.join(' and ')} px${template.ur ? ', in both reading directions' : ''}`, async ({ page }) => {
      // Each scan is CPU-bound: a few seconds on a quiet machine, but one took over 30 s while
      // eight test runs shared two cores.
      test.setTimeout(90_000 * addresses.length * WIDTHS.length);
      const found: string[] = [];
      for (const address of addresses) {
        for (const width of WIDTHS) {
          await test.step(`${address} at ${width}px`, async () => {
            found.push(...(await violations(page, address, width)).map((line) => `${address} at ${width}px: ${line}`));
          });
        }
      }
      expect(found).toEqual([]);
    });
  }
}
