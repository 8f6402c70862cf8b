/**
 * The words a visitor reads on an official page, from its HTML: what the amounts are looked for
 * in. The page is parsed as HTML (parse5), which decodes every entity (`&pound;`, `&#163;`,
 * `&nbsp;` become £ and a no-break space), and scripts, styles, templates and the head are left
 * out: a number in a tracking script or a stylesheet is not a fee the page states.
 *
 * Elements that only style a run of text (`<strong>£1,483</strong>`, `<span>`) join their text to
 * its neighbours; every other element (a table cell, a list item, a paragraph) is set apart by a
 * space, so the amounts of two neighbouring cells never read as one number.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'];

/** Not read by a visitor. */
const HIDDEN = new Set(['head', 'script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'select']);
/** Text-level elements: their text runs on into the text around them. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr', 'font']);

function collect(nodes: Node[], parts: string[]): void {
  for (const node of nodes) {
    if (node.nodeName === '#text' && 'value' in node) parts.push(node.value);
    else if ('tagName' in node && !HIDDEN.has(node.tagName)) {
      const apart = !INLINE.has(node.tagName);
      if (apart) parts.push(' ');
      collect(node.childNodes, parts);
      if (apart) parts.push(' ');
    }
  }
}

/**
 * The page's visible text on one line. Only ordinary white space is collapsed: a no-break or thin
 * space stays, since it may group the thousands of an amount ("1 483").
 */
export function pageText(html: string): string {
  const parts: string[] = [];
  collect(parse(html).childNodes, parts);
  return parts.join('').replace(/[ \t\r\n\f]+/g, ' ').trim();
}
