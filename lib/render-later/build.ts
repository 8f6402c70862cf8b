/**
 * The build's side of render-later: which pages keep their render-later parts (shared.ts says
 * which parts and why; the stage lib/pipeline/stages/render-later.ts runs this on every exported
 * page). A part not yet laid out stands in with a guessed height, so a jump to an element below it lands where the guesses say, not
 * where the element is: on /visitvisa a country button's smooth scroll ended 3,000 to 7,000 px
 * short of the country (csswg-drafts#9833; instant jumps were off too, by 600 to 1,600 px). And a
 * page with parts waiting scrolls instantly (app/base.css), where the spec asks the visa pages'
 * country buttons and the scholarship menu to scroll smoothly. So a page with an in-page link lays
 * out every part as usual: the class is taken off all of them. The skip link, which lands at the
 * top of <main> above every part, does not count. Decided on the finished HTML, so a link an editor
 * writes in Markdown counts as much as a template's.
 */
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap } from 'parse5';
import { safeDecode } from '../browser/safe-decode';
import { RENDER_LATER_CLASS } from './shared';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

function elementsOf(node: ParentNode): Element[] {
  return node.childNodes.flatMap((child) => (defaultTreeAdapter.isElementNode(child) ? [child, ...elementsOf(child)] : []));
}

const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const classes = (element: Element) => (attribute(element, 'class') ?? '').split(/\s+/).filter(Boolean);

/**
 * The page's HTML with the render-later class taken off every part when it has an in-page link
 * (other than the skip link to <main>), and `jumps`: the targets that made it so (empty when the
 * page keeps its parts).
 */
export function renderLaterPage(html: string): { html: string; jumps: string[] } {
  const elements = elementsOf(parse(html, { sourceCodeLocationInfo: true }));
  const parts = elements.filter((element) => classes(element).includes(RENDER_LATER_CLASS));
  if (parts.length === 0) return { html, jumps: [] };
  const byId = new Map<string, Element>();
  for (const element of elements) {
    const id = attribute(element, 'id');
    if (id !== undefined && !byId.has(id)) byId.set(id, element);
  }
  const start = (element: Element) => element.sourceCodeLocation?.startOffset ?? 0;
  const jumps = new Set<string>();
  for (const link of elements) {
    const href = link.tagName === 'a' ? attribute(link, 'href') : undefined;
    if (!href?.startsWith('#') || href.length < 2) continue;
    const id = safeDecode(href.slice(1));
    const target = byId.get(id);
    // The skip link lands at the top of <main>, above every part.
    if (target && target.tagName !== 'main') jumps.add(id);
  }
  if (jumps.size === 0) return { html, jumps: [] };
  // Each part's class attribute, rewritten without the class, from the end so offsets stay true.
  let out = html;
  for (const part of [...parts].sort((a, b) => start(b) - start(a))) {
    const location = part.sourceCodeLocation?.attrs?.class;
    if (!location) throw new Error(`a ${part.tagName} with the ${RENDER_LATER_CLASS} class has no class attribute in the source`);
    const kept = classes(part).filter((name) => name !== RENDER_LATER_CLASS);
    // With no class left, the attribute goes, and the space before it.
    const from = kept.length > 0 || !/\s/.test(out[location.startOffset - 1] ?? '') ? location.startOffset : location.startOffset - 1;
    out = out.slice(0, from) + (kept.length > 0 ? `class="${kept.join(' ')}"` : '') + out.slice(location.endOffset);
  }
  return { html: out, jumps: [...jumps] };
}
