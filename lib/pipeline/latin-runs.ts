/**
 * English inside a page of another language: each run of Latin script in the page's text (IELTS,
 * "Immigration Health Surcharge", GOV.UK, I-20) wrapped in `<span lang="en" dir="ltr">`, so a
 * screen reader reads it with English rules and it keeps its own order inside right-to-left text.
 * Whatever writes the words (content, labels, a figure's source), the exported page gets the mark.
 *
 * The page is parsed as HTML (parse5) and each edit is cut into the original text, so everything
 * else stays byte for byte. Left alone: an island's own markup (its component marks its text, or
 * hydration would not match; the server HTML of its slots is marked here), text that may hold no
 * element (a <title>, an <option>, a <textarea>, scripts), SVG, and anything already inside a lang.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { ISLAND_TAG, SLOT_TAG } from '../island-registry';
import { LATIN_ATTRIBUTES, latinRuns } from '../script-runs';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const SPAN_ATTRIBUTES = Object.entries(LATIN_ATTRIBUTES)
  .map(([name, value]) => `${name}="${value}"`)
  .join(' ');

/** Elements whose text is raw, hidden, or may hold no <span>. */
const NO_SPANS = new Set(['script', 'style', 'title', 'textarea', 'option', 'optgroup', 'svg', 'math', 'iframe', 'noembed', 'noframes', 'xmp', 'plaintext']);

const attribute = (element: Element, name: string): string | undefined => element.attrs.find((a) => a.name === name)?.value;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00A0/g, '&nbsp;');

/** The text with each Latin run marked, or null when it has none. */
export function markLatinRuns(text: string): { html: string; runs: number } | null {
  const runs = latinRuns(text);
  if (runs.every((run) => !run.latin)) return null;
  return { html: runs.map((run) => (run.latin ? `<span ${SPAN_ATTRIBUTES}>${escapeText(run.text)}</span>` : escapeText(run.text))).join(''), runs: runs.filter((run) => run.latin).length };
}

/** Whether the element sets a language of its own: its text is that language's, marked already. */
const setsLanguage = (element: Element) => attribute(element, 'lang') !== undefined;

/**
 * The page with every Latin run of its text marked, and how many runs. Only for a page whose own
 * language is not English: on an English page, Latin is the page's language.
 */
export function markLatinInPage(html: string): { html: string; runs: number } {
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const edits: { start: number; end: number; text: string }[] = [];
  let runs = 0;

  const visit = (node: Node, inIsland: boolean) => {
    if (node.nodeName === '#text' && 'value' in node) {
      const location = node.sourceCodeLocation;
      if (inIsland || !location) return;
      const marked = markLatinRuns(node.value);
      if (marked === null) return;
      runs += marked.runs;
      edits.push({ start: location.startOffset, end: location.endOffset, text: marked.html });
      return;
    }
    if (!('childNodes' in node)) return;
    let island = inIsland;
    if ('tagName' in node) {
      if (NO_SPANS.has(node.tagName) || (node.tagName !== 'html' && setsLanguage(node))) return;
      if (node.tagName === ISLAND_TAG) island = true;
      // Slots keep their server HTML through hydration, shown or in a <template data-slot>.
      if (node.tagName === SLOT_TAG || (node.tagName === 'template' && attribute(node, 'data-slot') !== undefined)) island = false;
      if (node.tagName === 'template' && 'content' in node) visit(node.content, island);
    }
    for (const child of node.childNodes) visit(child, island);
  };
  visit(document, false);

  let out = html;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { html: out, runs };
}
