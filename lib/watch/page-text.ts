/**
 * The words a visitor reads on an official page, from its HTML: what the amounts are looked for
 * in. The page is parsed as HTML (parse5), which decodes every entity (`&pound;`, `&#163;`,
 * `&nbsp;` become £ and a no-break space), and scripts, styles, templates and the head are left
 * out: a number in a tracking script or a stylesheet is not a fee the page states.
 *
 * Elements that only style a run of text (`<strong>£1,483</strong>`, `<span>`) join their text to
 * its neighbours; every other element (a table cell, a list item, a paragraph) is set apart by a
 * space, so the amounts of two neighbouring cells never read as one number.
 *
 * Table cells are also kept with their headings (the column's header cells and the row's own), so
 * that a bare "524" in a column headed "Fee (£)" can be read as money (amounts.ts).
 */
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap } from 'parse5';

type ChildNode = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/** A data cell's text and the texts of the header cells above it and beside it. */
export type TableCell = { text: string; headings: string[] };

/** A page's visible text on one line, and its tables' data cells. */
export type PageText = { text: string; cells: TableCell[] };

/**
 * Elements open at once beyond this end the reading. Official pages nest a few dozen deep; parse5
 * looks through the open elements for most tags, so a page of nothing but `<div>`s would hold the
 * run for hours.
 */
export const MAX_DEPTH = 128;

/** Not read by a visitor. */
const HIDDEN = new Set(['head', 'script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'select']);
/** Text-level elements: their text runs on into the text around them. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr', 'font']);
/** A cell's or heading's text longer than this is not kept: an amount or a currency is short. */
const MAX_CELL_CHARS = 200;

const isElement = (node: ChildNode): node is Element => 'tagName' in node;
const isCell = (element: Element) => element.tagName === 'td' || element.tagName === 'th';

class TooDeep extends Error {}

/** parse5's own tree, for one page: the parse stops once more than MAX_DEPTH elements are open. */
function shallowTree(): typeof defaultTreeAdapter {
  let open = 0;
  return {
    ...defaultTreeAdapter,
    onItemPush() {
      open += 1;
      if (open > MAX_DEPTH) throw new TooDeep();
    },
    onItemPop() {
      open -= 1;
    },
  };
}

/**
 * Only ordinary white space is collapsed: a no-break or thin space stays, since it may group the
 * thousands of an amount ("1 483").
 */
const oneLine = (text: string) => text.replace(/[ \t\r\n\f]+/g, ' ').trim();

/**
 * The visible text in pieces, the short text of every table cell, and the tables. One pass without
 * recursion, so that the work grows with the page and not with how deeply it nests.
 */
function walk(nodes: ChildNode[]): { parts: string[]; cellTexts: Map<Element, string>; tables: Element[] } {
  const parts: string[] = [];
  const cellTexts = new Map<Element, string>();
  const tables: Element[] = [];
  let chars = 0;
  const push = (text: string) => {
    parts.push(text);
    chars += text.length;
  };
  type Step = { node: ChildNode } | { close: Element; part: number; chars: number };
  const steps: Step[] = nodes.map((node) => ({ node })).reverse();
  for (let step = steps.pop(); step; step = steps.pop()) {
    if ('close' in step) {
      if (isCell(step.close) && chars - step.chars <= MAX_CELL_CHARS) cellTexts.set(step.close, oneLine(parts.slice(step.part).join('')));
      if (!INLINE.has(step.close.tagName)) push(' ');
      continue;
    }
    const { node } = step;
    if (node.nodeName === '#text' && 'value' in node) push(node.value);
    else if (isElement(node) && !HIDDEN.has(node.tagName)) {
      if (node.tagName === 'table') tables.push(node);
      if (!INLINE.has(node.tagName)) push(' ');
      steps.push({ close: node, part: parts.length, chars });
      for (let i = node.childNodes.length - 1; i >= 0; i -= 1) {
        const child = node.childNodes[i];
        if (child) steps.push({ node: child });
      }
    }
  }
  return { parts, cellTexts, tables };
}

/** The rows of a table, directly or in its head, bodies and foot; not those of a table inside it. */
function rowsOf(table: Element): Element[] {
  const children = table.childNodes.filter(isElement);
  return children.flatMap((child) => (child.tagName === 'tr' ? [child] : ['thead', 'tbody', 'tfoot'].includes(child.tagName) ? child.childNodes.filter(isElement).filter((row) => row.tagName === 'tr') : []));
}

/** How many columns a cell spans (its colspan, 1 when absent or unlikely). */
function span(cell: Element): number {
  const value = Number(cell.attrs.find((a) => a.name === 'colspan')?.value ?? '1');
  return Number.isInteger(value) && value >= 1 && value <= 100 ? value : 1;
}

/**
 * Each data cell of a table with its headings: the header cells (`th`) above it in rows made only
 * of header cells, and the header cells of its own row.
 */
function tableCells(table: Element, cellTexts: Map<Element, string>): TableCell[] {
  const columns = new Map<number, string[]>();
  const cells: TableCell[] = [];
  for (const row of rowsOf(table)) {
    const rowCells = row.childNodes.filter(isElement).filter(isCell);
    const headerRow = rowCells.length > 0 && rowCells.every((cell) => cell.tagName === 'th');
    const rowHeadings = rowCells.filter((cell) => cell.tagName === 'th').map((cell) => cellTexts.get(cell) ?? '');
    let column = 0;
    for (const cell of rowCells) {
      const width = span(cell);
      const text = cellTexts.get(cell);
      if (headerRow) for (let c = column; c < column + width; c += 1) columns.set(c, [...(columns.get(c) ?? []), text ?? '']);
      if (cell.tagName === 'td' && text !== undefined) cells.push({ text, headings: [...(columns.get(column) ?? []), ...rowHeadings] });
      column += width;
    }
  }
  return cells;
}

/**
 * The page's visible text on one line, and its tables' data cells with their headings; null when
 * its elements nest deeper than MAX_DEPTH.
 */
export function readPage(html: string): PageText | null {
  let document: DefaultTreeAdapterMap['document'];
  try {
    document = parse(html, { treeAdapter: shallowTree() });
  } catch (error) {
    if (error instanceof TooDeep) return null;
    throw error;
  }
  const { parts, cellTexts, tables } = walk(document.childNodes);
  return { text: oneLine(parts.join('')), cells: tables.flatMap((table) => tableCells(table, cellTexts)) };
}

/** The page's visible text on one line ('' when it nests too deeply to read). */
export const pageText = (html: string): string => readPage(html)?.text ?? '';
