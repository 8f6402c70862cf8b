/**
 * Rewrites one page of Next's static export into an islands page: Next's client runtime, its
 * inline RSC payload and their preloads go; one module script per kind of island on the page comes
 * in. Anything script-like it does not recognise throws, naming the page, so that a Next upgrade
 * that changes its output fails the build instead of shipping pages that silently stop working.
 *
 * The page is parsed as HTML (parse5), so only real <script> and <link> elements count: a title or
 * an answer that merely reads like markup (`/_next/static/chunks/a.js`, `self.__next_f`) is text and
 * stays as it is. Edits are cut out of and into the original text, so everything else is unchanged.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { ISLAND_TAG, SLOT_TAG, isIslandName, isSlotPath, slotId } from '../../island-registry';

/** The browser bundle of each island name: its entry script and the shared chunks it imports. */
export type IslandBundles = Map<string, { src: string; imports: string[] }>;

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

const NEXT_ASSET = /^\/_next\/static\/[^"<>?#]+\.js$/;

const attribute = (element: Element, name: string): string | undefined => element.attrs.find((a) => a.name === name)?.value;
/** True when the element has no attributes but these (parse5 gives their names in lower case). */
const only = (element: Element, names: string[]) => element.attrs.every((a) => names.includes(a.name));
/** The text of an inline <script> (raw text: parse5 decodes nothing inside it). */
const scriptText = (element: Element) => element.childNodes.map((node) => ('value' in node && node.nodeName === '#text' ? node.value : '')).join('');

/** What Next 16 (Turbopack) writes into an exported page for its client runtime, element by element. */
const NEXT_RUNTIME: { what: string; matches: (element: Element) => boolean }[] = [
  // Runtime and page chunks, and the legacy-browser polyfills.
  { what: 'runtime chunk', matches: (el) => el.tagName === 'script' && NEXT_ASSET.test(attribute(el, 'src') ?? '') && only(el, ['src', 'async', 'nomodule']) },
  // Their preloads.
  {
    what: 'chunk preload',
    matches: (el) =>
      el.tagName === 'link' && attribute(el, 'rel') === 'preload' && attribute(el, 'as') === 'script' && NEXT_ASSET.test(attribute(el, 'href') ?? '') && only(el, ['rel', 'as', 'href', 'fetchpriority', 'crossorigin']),
  },
  // The preconnect to its own origin that Next adds once the CSS names a font file (the Urdu face,
  // which only pages with Urdu text fetch): a same-origin connection is open already.
  {
    what: 'self preconnect',
    matches: (el) => el.tagName === 'link' && attribute(el, 'rel') === 'preconnect' && attribute(el, 'href') === '/' && only(el, ['rel', 'href', 'crossorigin']),
  },
  // Turbopack's chunk registration.
  { what: 'chunk loader', matches: (el) => el.tagName === 'script' && only(el, ['id']) && (attribute(el, 'id') ?? '_R_') === '_R_' && scriptText(el).startsWith('(globalThis["TURBOPACK"]') },
  // The RSC payload, which hydrates the whole page.
  { what: 'RSC payload', matches: (el) => el.tagName === 'script' && el.attrs.length === 0 && /^\(?self\.__next_f(?:=self\.__next_f\|\|\[\]\))?\.push\(/.test(scriptText(el)) },
];

/** Inline data the page keeps. */
const isKeptScript = (el: Element) => el.attrs.length === 1 && attribute(el, 'type') === 'application/ld+json';

type Page = {
  /** Next's runtime elements, as [start, end) offsets into the HTML. */
  runtime: [number, number][];
  /** Other <script> elements, and <link>s to Next's chunks in a shape not known above: offsets of their start. */
  unknownScripts: number[];
  unknownReferences: number[];
  islands: Element[];
  /** Where `</head>` starts, if the page writes one. */
  headEnd: number | undefined;
};

function* elements(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    yield child;
    yield* elements(child);
    if ('content' in child) yield* elements(child.content);
  }
}

function scan(html: string): Page {
  const page: Page = { runtime: [], unknownScripts: [], unknownReferences: [], islands: [], headEnd: undefined };
  for (const element of elements(parse(html, { sourceCodeLocationInfo: true }))) {
    const location = element.sourceCodeLocation;
    if (element.tagName === 'head') page.headEnd = location?.endTag?.startOffset;
    if (element.tagName === ISLAND_TAG) page.islands.push(element);
    // The inlined CSS keeps its text; the list of chunk files it came from (one per component
    // stylesheet) was for Next's client router, which the page no longer has.
    const chunkList = location?.attrs?.['data-href'];
    if (element.tagName === 'style' && attribute(element, 'data-precedence') === 'next' && chunkList) page.runtime.push([chunkList.startOffset - 1, chunkList.endOffset]);
    if (element.tagName !== 'script' && element.tagName !== 'link') continue;
    if (!location) throw new Error('parse5 gave no source location');
    if (NEXT_RUNTIME.some(({ matches }) => matches(element))) page.runtime.push([location.startOffset, location.endOffset]);
    else if (element.tagName === 'script' && !isKeptScript(element)) page.unknownScripts.push(location.startOffset);
    else if (element.tagName === 'link' && NEXT_ASSET.test(attribute(element, 'href') ?? '')) page.unknownReferences.push(location.startOffset);
  }
  return page;
}

/** True for pages Next wrote; other HTML (a CMS's own page, say) is left as it is. */
export function isNextPage(html: string): boolean {
  return scan(html).runtime.length > 0;
}

function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > 120 ? `${line.slice(0, 117)}...` : line;
}

/** The slots an island's own markup holds: its <template data-slot> children and its <x-slot>s, not those of islands inside it. */
function slotsOf(island: Element): Set<string> {
  const found = new Set<string>();
  const visit = (node: ParentNode, top: boolean) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child) || child.tagName === ISLAND_TAG) continue;
      const slot = attribute(child, 'data-slot');
      if (slot !== undefined && (child.tagName === SLOT_TAG || (top && child.tagName === 'template'))) found.add(slot);
      visit(child, false);
    }
  };
  visit(island, true);
  return found;
}

/** Every slot an island's data-slots names must be in its markup, or the island would show nothing there. */
function checkSlots(page: string, island: Element) {
  const name = attribute(island, 'data-island') ?? '';
  let listed: unknown;
  try {
    listed = JSON.parse(attribute(island, 'data-slots') ?? '[]');
  } catch {
    listed = null;
  }
  if (!Array.isArray(listed) || !listed.every(isSlotPath)) throw new Error(`island ${name}: data-slots is not a list of slot paths`);
  const present = slotsOf(island);
  for (const path of listed) {
    if (!present.has(slotId(path))) throw new Error(`an island names slot "${slotId(path)}", which is not on the page`);
  }
}

export function rewritePage(page: string, html: string, bundles: IslandBundles): string {
  const scanned = scan(html);
  if (scanned.runtime.length === 0) return html;
  const first = scanned.unknownScripts[0];
  if (first !== undefined) throw new Error(`unrecognised script ${shorten(html.slice(first, first + 200))}; lib/pipeline/islands/bundle.ts knows Next's runtime, its RSC payload and JSON-LD only`);
  const stray = scanned.unknownReferences[0];
  if (stray !== undefined) throw new Error(`unrecognised reference to Next's runtime: ${shorten(html.slice(stray, stray + 120))}`);

  const names = [...new Set(scanned.islands.map((island) => attribute(island, 'data-island') ?? ''))];
  const tags: string[] = [];
  const preloaded = new Set<string>();
  for (const name of names) {
    const bundle = isIslandName(name) ? bundles.get(name) : undefined;
    if (!bundle) throw new Error(`unknown island "${name}" (known: ${[...bundles.keys()].join(', ')})`);
    for (const chunk of bundle.imports) {
      if (preloaded.has(chunk)) continue;
      preloaded.add(chunk);
      tags.push(`<link rel="modulepreload" href="${chunk}"/>`);
    }
    tags.push(`<script type="module" src="${bundle.src}"></script>`);
  }
  for (const island of scanned.islands) checkSlots(page, island);

  const edits: { start: number; end: number; text: string }[] = scanned.runtime.map(([start, end]) => ({ start, end, text: '' }));
  if (tags.length > 0) {
    if (scanned.headEnd === undefined) throw new Error(`no </head> to put the islands' scripts in`);
    edits.push({ start: scanned.headEnd, end: scanned.headEnd, text: tags.join('') });
  }
  // From the end backwards, so each edit's offsets still hold.
  let out = html;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start || b.end - a.end)) out = out.slice(0, start) + text + out.slice(end);
  return out;
}
