/**
 * Markdown -> HTML at build time (remark + remark-gfm + remark-html). Raw HTML in content is
 * sanitized away, so a `<script>` or `onerror=` typed into a file comes out inert.
 */
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';
import { defaultSchema } from 'hast-util-sanitize';
import type { Root, Heading, Nodes, PhrasingContent } from 'mdast';
import { URDU_ATTRIBUTES, urduRuns } from '../script-runs';

export type Heading2 = { id: string; text: string };

/**
 * An id for a heading, in any script: `Types of Scholarships` -> `types-of-scholarships`,
 * `برطانیہ میں داخلہ` -> `برطانیہ-میں-داخلہ`. Letters and digits of every script are kept (browsers
 * match a raw or percent-encoded fragment to such an id), accents on Latin letters are dropped as
 * before (`Études` -> `etudes`), and vowel marks and joiners are dropped because html-validate allows
 * only letters, digits, `-` and `_`, starting with a letter (so `2025 intake` -> `section-2025-intake`).
 * Never empty: `fallback` stands in for a heading with no letters or digits (emoji only).
 */
export function slugify(text: string, fallback = 'section'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  if (slug === '') return fallback;
  return /^\p{L}/u.test(slug) ? slug : `section-${slug}`;
}

function plainText(nodes: PhrasingContent[]): string {
  return nodes.map((node) => ('value' in node ? node.value : 'children' in node ? plainText(node.children) : '')).join('');
}

/**
 * Gives every `##` heading an id (for in-page menus) and records them. Ids are unique on the page:
 * a repeated heading gets `-2`, `-3`; a heading with no letters or digits gets `section-<n>`.
 */
function headingIds(found: Heading2[]) {
  return () => (tree: Root) => {
    const taken = new Set<string>();
    for (const node of tree.children) {
      if (node.type !== 'heading' || node.depth !== 2) continue;
      const heading: Heading = node;
      const text = plainText(heading.children);
      const base = slugify(text, `section-${found.length + 1}`);
      let id = base;
      for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
      taken.add(id);
      heading.data = { ...heading.data, hProperties: { id } };
      found.push({ id, text });
    }
  };
}

/**
 * Wraps each run of Urdu in English text in `<span lang="ur" dir="rtl">` (lib/script-runs.ts);
 * GitHub's sanitize schema keeps `span` and its `lang` and `dir`. Code is left as written.
 */
function urduRunsInMarkdown() {
  const split = (children: PhrasingContent[]): PhrasingContent[] =>
    children.flatMap((child): PhrasingContent[] => {
      if (child.type !== 'text') return [child];
      const runs = urduRuns(child.value);
      if (runs.every((run) => !run.urdu)) return [child];
      return runs.map((run) => (run.urdu ? { type: 'text', value: run.text, data: { hName: 'span', hProperties: { ...URDU_ATTRIBUTES } } } : { type: 'text', value: run.text }));
    });
  return () => (tree: Root) => {
    const pending: Nodes[] = [tree];
    for (let node = pending.pop(); node; node = pending.pop()) {
      if (!('children' in node)) continue;
      // Text sits only in these: the nodes whose children are phrasing content.
      if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'emphasis' || node.type === 'strong' || node.type === 'delete' || node.type === 'link' || node.type === 'linkReference' || node.type === 'tableCell') {
        node.children = split(node.children);
      }
      pending.push(...node.children);
    }
  };
}

// GitHub's schema, but ids are kept as written: they are our own slugs, and in-page links need them.
const sanitizeSchema = { ...defaultSchema, clobberPrefix: '' };

export function renderMarkdown(markdown: string): { html: string; headings: Heading2[] } {
  const headings: Heading2[] = [];
  const html = remark()
    .use(remarkGfm)
    .use(headingIds(headings))
    .use(urduRunsInMarkdown())
    .use(remarkHtml, { sanitize: sanitizeSchema })
    .processSync(markdown)
    .toString();
  return { html, headings };
}

type MarkdownNode = { type: string; url?: string; identifier?: string; children?: MarkdownNode[] };

/**
 * The most Markdown one field or body may hold, about 6,000 words. Parsing time grows faster than
 * the text for some shapes (many unclosed `[a](`: 2.3 s at 64 KB), so a limit keeps every build quick.
 */
export const MAX_MARKDOWN_BYTES = 40 * 1024;

/** Quotes and lists nested deeper than this are refused: parsing time grows with the square of the depth. */
export const MAX_MARKDOWN_NESTING = 16;

/** The container markers (`>`, `-`, `*`, `+`, `1.`) that open a line, however they are indented. */
const containerPrefix = /^(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])))+/;

function deepestNesting(markdown: string): number {
  let deepest = 0;
  for (const line of markdown.split('\n')) {
    const prefix = containerPrefix.exec(line)?.[0] ?? '';
    const markers = (prefix.match(/>|[-*+]|\d{1,9}[.)]/g) ?? []).length;
    // Indentation nests lists too: each level is at least two spaces.
    const indentLevels = Math.floor((/^[ \t]*/.exec(line)?.[0].replace(/\t/g, '    ').length ?? 0) / 2);
    deepest = Math.max(deepest, markers + (markers > 0 ? indentLevels : 0));
  }
  return deepest;
}

/**
 * Every link and image target written in a Markdown text, in order (`[a](/x)`, `![b](c.png)`,
 * `[d]: /y`), the pictures among them (`![b](c.png)`, and `![b][d]`'s definition), or the reason
 * the text cannot be rendered.
 */
export function inspectMarkdown(markdown: string): { targets: string[]; images: string[] } | { problem: string } {
  const bytes = Buffer.byteLength(markdown);
  if (bytes > MAX_MARKDOWN_BYTES) {
    return { problem: `is ${Math.ceil(bytes / 1024)} KB of Markdown, more than the ${MAX_MARKDOWN_BYTES / 1024} KB one page may hold; split it` };
  }
  const nesting = deepestNesting(markdown);
  if (nesting > MAX_MARKDOWN_NESTING) {
    return { problem: `nests quotes or lists ${nesting} levels deep, more than the ${MAX_MARKDOWN_NESTING} a page may use` };
  }
  let tree: MarkdownNode;
  try {
    tree = remark().use(remarkGfm).parse(markdown);
  } catch (error) {
    if (error instanceof RangeError) return { problem: 'nests quotes or lists too deeply to render; use fewer levels' };
    throw error;
  }
  const targets: string[] = [];
  const images: string[] = [];
  const imageLabels = new Set<string>();
  const definitions = new Map<string, string>();
  const pending: MarkdownNode[] = [tree];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url !== undefined) targets.push(node.url);
    if (node.type === 'image' && node.url !== undefined) images.push(node.url);
    if (node.type === 'imageReference' && node.identifier !== undefined) imageLabels.add(node.identifier);
    if (node.type === 'definition' && node.url !== undefined && node.identifier !== undefined) definitions.set(node.identifier, node.url);
    if (node.children) pending.push(...[...node.children].reverse());
  }
  for (const label of imageLabels) {
    const url = definitions.get(label);
    if (url !== undefined) images.push(url);
  }
  return { targets, images };
}

/** Schemes a Markdown link may use; anything else (javascript:, data:, vbscript:) is refused at build time. */
export const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|#|\/(?![/\\]))/i;
