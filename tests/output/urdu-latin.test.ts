/**
 * English inside Urdu pages (issue 36): every Latin-script word longer than two letters in a page's
 * static text sits inside an element whose `lang` is English, so a screen reader reads "IELTS" or
 * "Immigration Health Surcharge" with English rules, not Urdu ones. What islands write after load is
 * scanned in the browser (tests/e2e/urdu-latin.spec.ts); everything else is here.
 */
import { urduPagePaths } from '../e2e/content-files';
import { page, pageRoutes, parseHtml } from './site-output';

/** Each Latin word (3+ letters) of the document's text whose nearest `lang` is not English, with where it is. */
export function unmarkedLatin(doc: Document): string[] {
  const found: string[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || element.closest('script, style, noscript, template')) continue;
    const text = node.textContent ?? '';
    const words = text.match(/\p{Script=Latin}{3,}/gu);
    if (!words) continue;
    const lang = element.closest('[lang]')?.getAttribute('lang') ?? '';
    if (lang.toLowerCase().startsWith('en')) continue;
    const where = `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}`;
    found.push(`${words.join(' ')} in <${where}> "${text.trim().slice(0, 60)}"`);
  }
  return found;
}

const urduRoutes = pageRoutes().filter((route) => route === '/ur' || route.startsWith('/ur/'));

test('every Urdu page the content has is built, and is scanned here', () => {
  expect(urduRoutes).toEqual(expect.arrayContaining(urduPagePaths()));
});

test.each(urduRoutes)('%s: every Latin word of its text is marked lang="en"', (route) => {
  const doc = page(route);
  expect(doc.documentElement.getAttribute('lang')).toBe('ur');
  expect(unmarkedLatin(doc)).toEqual([]);
});

test('the scan finds an unmarked Latin word (it can fail), and a marked run keeps its own direction', () => {
  const doc = parseHtml('<html lang="ur"><body><main><p>یہ Surcharge ہے</p><p><span lang="en" dir="ltr">IELTS</span> کا</p></main></body></html>');
  expect(unmarkedLatin(doc)).toEqual([expect.stringContaining('Surcharge in <p>')]);
  const [first] = urduRoutes;
  if (!first) throw new Error('no Urdu pages');
  const marked = page(first).querySelector('main [lang="en"]');
  expect(marked?.getAttribute('dir')).toBe('ltr');
});
