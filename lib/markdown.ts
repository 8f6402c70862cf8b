/**
 * Markdown -> HTML at build time (remark + remark-gfm + remark-html). Raw HTML in content is
 * sanitized away, so a `<script>` or `onerror=` typed into a file comes out inert.
 */
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';
import { defaultSchema } from 'hast-util-sanitize';
import type { Root, Heading, PhrasingContent } from 'mdast';

export type Heading2 = { id: string; text: string };

/** `Types of Scholarships` -> `types-of-scholarships`. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function plainText(nodes: PhrasingContent[]): string {
  return nodes.map((node) => ('value' in node ? node.value : 'children' in node ? plainText(node.children) : '')).join('');
}

/** Gives every `##` heading an id (for in-page menus) and records them. */
function headingIds(found: Heading2[]) {
  return () => (tree: Root) => {
    for (const node of tree.children) {
      if (node.type !== 'heading' || node.depth !== 2) continue;
      const heading: Heading = node;
      const text = plainText(heading.children);
      const id = slugify(text);
      heading.data = { ...heading.data, hProperties: { id } };
      found.push({ id, text });
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
    .use(remarkHtml, { sanitize: sanitizeSchema })
    .processSync(markdown)
    .toString();
  return { html, headings };
}
