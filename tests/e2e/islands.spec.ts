import fs from 'node:fs';
import path from 'node:path';
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap } from 'parse5';
import { test, expect, labels } from './fixtures';

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];

/** Every element of a parsed page, in document order (a <template>'s content included). */
function elements(node: ParentNode): Element[] {
  const children = 'content' in node ? node.content.childNodes : node.childNodes;
  return children.flatMap((child) => (defaultTreeAdapter.isElementNode(child) ? [child, ...elements(child)] : []));
}

const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value ?? '';

/**
 * What of Next's client runtime is left in a page, judged from its elements as a browser parses
 * them: the text of its <script> elements and the addresses of its scripts and preloads. Text in
 * the page that merely reads `self.__next_f` (an editor may write it) is a text node, and is not
 * counted; a string match over the whole file would be fooled by it.
 */
function nextRuntimeLeft(html: string): string[] {
  return elements(parse(html)).flatMap((element) => {
    if (element.tagName === 'script') {
      const code = element.childNodes.map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : '')).join('');
      return [
        code.includes('self.__next_f') ? 'RSC payload (self.__next_f)' : '',
        code.includes('globalThis["TURBOPACK"]') ? "Turbopack's chunk loader" : '',
        attribute(element, 'src').includes('/_next/static/') ? `a script from ${attribute(element, 'src')}` : '',
      ].filter(Boolean);
    }
    if (element.tagName === 'link' && /\/_next\/static\/.*\.js$/.test(attribute(element, 'href'))) return [`a preload of ${attribute(element, 'href')}`];
    return [];
  });
}

/** Every HTML file of the export under test, relative to out/. */
function exportedPages(dir = path.resolve('out'), base = ''): string[] {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(base, entry.name);
    return entry.isDirectory() ? exportedPages(dir, file) : entry.name.endsWith('.html') ? [file] : [];
  });
}

/** Every script the page asks for, by path. */
function scriptRequests(page: import('@playwright/test').Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test("pages load their islands' bundles only: no Next runtime, no RSC payload", async ({ page }) => {
  const scripts = scriptRequests(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const route of ['/', '/ukStudyAbroad', '/visitvisa', '/contact', '/search']) {
    const response = await page.goto(route);
    const html = (await response?.text()) ?? '';
    // (Next's stylesheet stays, inlined into the page.)
    expect(nextRuntimeLeft(html), route).toEqual([]);
    await page.waitForLoadState('load');
  }
  expect(scripts.length).toBeGreaterThan(0);
  // /search starts Pagefind at once; no other script comes from anywhere but the islands' folder.
  expect(scripts.filter((src) => !src.startsWith('/_islands/') && !src.startsWith('/pagefind/'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a page loads the bundles of the islands it has, and not the others', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/contact');
  await page.waitForLoadState('load');
  expect(scripts.some((src) => /\/_islands\/EnquiryForm-/.test(src))).toBe(true);
  expect(scripts.some((src) => /\/_islands\/(Tabs|CompareTable|SearchPage)-/.test(src))).toBe(false);
});

test('an island works once hydrated, and following a menu link is an ordinary page load', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ukStudyAbroad');
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  // A full load gives the new page a new window; a client-side route change would keep this mark.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const contact = page.getByRole('navigation', { name: labels.layout.mainMenu }).locator('a[href="/contact"]');
  await contact.click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
});

test("every exported page went through the islands step: no Next runtime script, RSC payload or chunk left in any page of out/", () => {
  const pages = exportedPages();
  expect(pages.length).toBeGreaterThan(30);
  const leftovers = pages.flatMap((file) => nextRuntimeLeft(fs.readFileSync(path.resolve('out', file), 'utf8')).map((what) => `${file}: ${what}`));
  expect(leftovers).toEqual([]);
});

test('the check above reads elements: it finds a payload script, and not the same words in text', () => {
  const payload = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
  const chunk = '<script src="/_next/static/chunks/a.js" async></script><link rel="preload" as="script" href="/_next/static/chunks/b.js">';
  const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
  expect(nextRuntimeLeft(page(payload + chunk))).toEqual(['RSC payload (self.__next_f)', 'a script from /_next/static/chunks/a.js', 'a preload of /_next/static/chunks/b.js']);
  // What issue 25 typed into a benefit title and a country title: text, not scripts.
  expect(nextRuntimeLeft(page('<h2>the text self.__next_f in a title</h2><p>Study in the UK /_next/static/chunks/a.js</p><pre>&lt;script&gt;self.__next_f&lt;/script&gt;</pre>'))).toEqual([]);
});
