/**
 * What of Next's client runtime a page still carries, read from its elements with parse5: used on
 * every file of out/ (tests/output/islands.test.ts) and on pages as served (tests/e2e/islands.spec.ts).
 */
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap } from 'parse5';

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
export function nextRuntimeLeft(html: string): string[] {
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
