import { test, expect } from './fixtures';
import { urduPagePaths } from './content-files';

/**
 * English inside Urdu pages (issue 36): every Latin-script word longer than two letters in a
 * page's text sits inside an element whose `lang` is English, so a screen reader reads "IELTS" or
 * "Immigration Health Surcharge" with English rules, not Urdu ones. Whatever wrote it (content,
 * labels, a figure's source, an island), the page as a visitor gets it is what is scanned.
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

for (const path of urduPagePaths()) {
  test(`${path}: every Latin word of its text is marked lang="en"`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    expect(await unmarkedLatin(page)).toEqual([]);
  });
}

test('the scan finds an unmarked Latin word (it can fail), and a marked run keeps its own direction', async ({ page }) => {
  const [first] = urduPagePaths();
  if (!first) throw new Error('no Urdu pages');
  await page.goto(first);
  await page.evaluate(() => {
    const probe = document.createElement('p');
    probe.textContent = 'یہ Surcharge ہے';
    document.querySelector('main')?.append(probe);
  });
  expect(await unmarkedLatin(page)).toContainEqual(expect.stringContaining('Surcharge in <p>'));
  const marked = page.locator('main [lang="en"]').first();
  await expect(marked).toHaveAttribute('dir', 'ltr');
});
