/**
 * The parts of a page laid out only near the window until the page has loaded (lib/render-later/):
 * the stylesheet defers exactly the parts the browser code later hands to ordinary layout, and the
 * browser code does that after `load`, one part per idle moment, in the order the page has them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RENDER_LATER_CLASS } from '@/lib/render-later/shared';
import { renderLaterPage } from '@/lib/render-later/build';

test('app/base.css lays out the class RENDER_LATER_CLASS names only near the window, and draws it while the address names a target and in print', () => {
  const css = fs.readFileSync(path.join(process.cwd(), 'app/base.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const rules = [...css.matchAll(/([^{};]+)\{\s*content-visibility:\s*(\w+);/g)].map((m) => ({ selector: (m[1] ?? '').trim(), value: m[2] }));
  expect(rules).toEqual([
    { selector: `.${RENDER_LATER_CLASS}`, value: 'auto' },
    // A #fragment other than the skip link's <main> (tests/e2e/render-later.spec.ts checks where it lands).
    { selector: `:root:has(:target:not(main)) .${RENDER_LATER_CLASS}`, value: 'visible' },
    { selector: `.${RENDER_LATER_CLASS}`, value: 'visible' },
  ]);
  // The second rule is the print one: a printed page has every part.
  expect(css).toMatch(/@media print\s*\{[^{}]*\{\s*content-visibility:\s*visible;/);
});

describe('renderLaterParts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = `
      <main>
        <section class="hero">Hero</section>
        <section class="section render-later" id="one">One</section>
        <section class="section planner render-later" id="two"><section class="planner-destination render-later" id="three"><h3>Plan</h3></section></section>
        <section class="section">On the first screen</section>
      </main>
      <footer class="site-footer render-later" id="four">Footer</footer>`;
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  /** A fresh copy of the module: it starts once per page. */
  function freshRenderLater(): () => void {
    let run: () => void = () => {};
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module instance per test
      run = require('@/lib/render-later/browser').renderLaterParts;
    });
    return run;
  }
  /** The parts laid out as usual so far: those whose class has come off. */
  const laidOut = () => ['one', 'two', 'three', 'four'].filter((id) => !document.getElementById(id)?.classList.contains(RENDER_LATER_CLASS));

  test('after load, hands one part at a time to ordinary layout, in the order of the page, and nothing else', () => {
    expect(document.readyState).toBe('complete');
    const renderLaterParts = freshRenderLater();
    renderLaterParts();
    renderLaterParts(); // a second island's runtime call starts nothing more
    expect(laidOut()).toEqual([]);
    const seen: string[][] = [];
    for (let i = 0; i < 5; i++) {
      jest.advanceTimersToNextTimer();
      seen.push(laidOut());
    }
    expect(seen).toEqual([['one'], ['one', 'two'], ['one', 'two', 'three'], ['one', 'two', 'three', 'four'], ['one', 'two', 'three', 'four']]);
    expect(jest.getTimerCount()).toBe(0);
    // The other classes stay.
    expect(document.getElementById('two')?.className).toBe('section planner');
  });

  test('a page still loading waits for its load event', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    freshRenderLater()();
    jest.advanceTimersByTime(5000);
    expect(laidOut()).toEqual([]);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersToNextTimer();
    expect(laidOut()).toEqual(['one']);
  });
});

describe('renderLaterPage (the build step)', () => {
  const page = (links: string) =>
    `<!DOCTYPE html><html><head><title>t</title></head><body><a href="#main">Skip</a><main id="main"><section class="section" id="top"><p id="book">Book</p>${links}</section>` +
    `<section class="section render-later" id="one"><h2>One</h2></section><section id="روس" class="render-later"><h2 id="last">Last</h2></section></main>` +
    `<footer class="site-footer render-later"><p>Footer</p></footer></body></html>`;

  test('a page whose only in-page link is the skip link keeps every part (links elsewhere, "#" and unknown targets do not count)', () => {
    const html = page('<a href="#">Top</a><a href="/elsewhere#last">Elsewhere</a><a href="#nowhere">Nowhere</a>');
    expect(renderLaterPage(html)).toEqual({ html, jumps: [] });
  });

  test('any other in-page link lays every part out, even one to the first screen: such a page scrolls smoothly from its first paint', () => {
    expect(renderLaterPage(page('<a href="#book">Book a call</a>')).jumps).toEqual(['book']);
  });

  test('a link to an element below a part takes the class off every part, and only that class', () => {
    const { html, jumps } = renderLaterPage(page('<a href="#last">Last</a>'));
    expect(jumps).toEqual(['last']);
    expect(html).not.toContain('render-later');
    expect(html).toContain('<section class="section" id="one">');
    expect(html).toContain('<section id="روس">');
    expect(html).toContain('<footer class="site-footer">');
  });

  test('a percent-encoded link names its target as the browser decodes it', () => {
    expect(renderLaterPage(page(`<a href="#${encodeURIComponent('روس')}">Russia</a>`)).jumps).toEqual(['روس']);
  });
});
