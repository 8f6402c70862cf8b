import { test, expect } from './fixtures';
import { readContentFile, textAt } from './content-files';

/**
 * English inside Urdu pages (issue 36), for the text islands write after load: the planner's plan
 * for a chosen city and the search results. The static text of every Urdu page is scanned without
 * a browser, in tests/output/urdu-latin.test.ts.
 */

/** Each Latin word (3+ letters) of the page's text whose nearest `lang` is not English, with where it is. */
async function unmarkedLatin(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest('script, style, noscript, template') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const words = text.match(/\p{Script=Latin}{3,}/gu);
      if (!words) continue;
      const lang = node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '';
      if (lang.toLowerCase().startsWith('en')) continue;
      const element = node.parentElement;
      const where = element ? `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}` : '?';
      found.push(`${words.join(' ')} in <${where}> "${text.trim().slice(0, 60)}"`);
    }
    return found;
  });
}

const ukRoute = textAt('content/countries/uk.md', 'route');
const bands = readContentFile('content/countries/uk.md').data.costs;
const lastBand = bands && typeof bands === 'object' && 'cityBands' in bands && Array.isArray(bands.cityBands) ? bands.cityBands.at(-1) : undefined;
const lastBandKey = lastBand && typeof lastBand === 'object' && 'key' in lastBand ? String(lastBand.key) : '';

test('the Urdu planner, once it has written the plan for another city, marks every Latin word', async ({ page }) => {
  if (!lastBandKey) throw new Error('content/countries/uk.md: costs.cityBands has no key');
  await page.goto(`/ur/cost-planner?destination=uk&level=postgraduate&city=${lastBandKey}`);
  await expect(page.locator('#planner select').filter({ has: page.locator(`option[value="${lastBandKey}"]`) })).toHaveValue(lastBandKey);
  expect(await unmarkedLatin(page)).toEqual([]);
});

test('Urdu search results, written after a search, mark every Latin word; and the scan can fail', async ({ page }) => {
  const word = textAt('content/ur/countries/uk.md', 'title').split(/\s+/)[0] ?? '';
  await page.goto(`/ur/search?q=${encodeURIComponent(word)}`);
  // The first search loads Pagefind and the Urdu index: on a busy 2-core machine, more than the default 5 s.
  await expect(page.locator(`main a[href="/ur${ukRoute}"]`).first()).toBeVisible({ timeout: 20_000 });
  expect(await unmarkedLatin(page)).toEqual([]);
  await page.evaluate(() => {
    const probe = document.createElement('p');
    probe.textContent = 'یہ Surcharge ہے';
    document.querySelector('main')?.append(probe);
  });
  expect(await unmarkedLatin(page)).toContainEqual(expect.stringContaining('Surcharge in <p>'));
});
