/**
 * What a visitor gets, compared between two exports of the site:
 * `npx tsx scripts/diff-exports.ts <before> <after> [--css] [--attrs class,style|all] [--context N]`.
 *
 * Every HTML page in either folder is parsed (parse5, as a browser parses it) and read as lines: the
 * visible text block by block, headings and links with their attributes inline, lang/dir and aria-*,
 * each island's props flattened to one line per value, and the head (title, meta, links, scripts,
 * JSON-LD). What differs between any two builds is normalised first: hashed asset names
 * (`/_islands/Name-HASH.js`, `/_next/static/…`), the build id, CSP hashes and nonces, time stamps.
 * Inline <style> is compared as a set of rules after unwrapping `@layer` blocks: the summary gives
 * the sizes and counts, and lists a removed rule whose classes are all still on the page (it may
 * have styled something that is now unstyled); `--css` lists every rule only on one side.
 *
 * Prints per page a compact line diff, then the other files (PDFs, bundles, search index) whose
 * names, hashes normalised, differ in number. Exits 1 when anything differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Attributes read on body elements; head elements keep all of theirs but IGNORED_ATTRIBUTES. */
const BODY_ATTRIBUTES = new Set([
  'href', 'src', 'srcset', 'sizes', 'alt', 'title', 'lang', 'dir', 'role', 'id', 'hidden', 'tabindex', 'target', 'rel', 'download',
  'action', 'method', 'name', 'type', 'value', 'placeholder', 'for', 'required', 'disabled', 'checked', 'selected', 'open',
  'popover', 'popovertarget', 'popovertargetaction', 'colspan', 'rowspan', 'scope', 'headers', 'datetime', 'data-label',
  'data-island', 'width', 'height', 'loading', 'content',
]);
/**
 * Never printed as attributes: Next's stylesheet chunk list and ordering hint (bookkeeping no visitor
 * sees), and an island's props and slots, which are read as JSON (one line per value) instead.
 */
const IGNORED_ATTRIBUTES = new Set(['data-href', 'data-precedence', 'data-props', 'data-slots', 'data-slot']);
/** Elements that start a line of their own. */
const BLOCKS = new Set([
  'html', 'head', 'body', 'title', 'address', 'article', 'aside', 'blockquote', 'br', 'button', 'caption', 'details', 'dialog', 'div', 'dl', 'dt', 'dd',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'label', 'legend', 'li',
  'main', 'meta', 'link', 'nav', 'noscript', 'ol', 'optgroup', 'option', 'p', 'pre', 'section', 'select', 'summary', 'table', 'tbody',
  'td', 'template', 'textarea', 'tfoot', 'th', 'thead', 'tr', 'ul', 'x-island', 'x-slot', 'script',
]);
/** Read as one token; what is inside them is drawing, not text. */
const OPAQUE = new Set(['svg', 'math', 'iframe', 'object', 'video', 'audio', 'canvas']);

/** Replaces what legitimately differs between two builds of the same content. */
export function normaliseHashes(text: string): string {
  return text
    .replace(/\/_islands\/([\w-]+?)-[A-Z0-9]{8}\.(js|css)\b/g, '/_islands/$1-#.$2')
    .replace(/\/_next\/static\/([^\s"'()<>,;\\]+)/g, (_match, rest: string) => {
      // /_next/static/<build id>/…, or chunks|media|css/<hashed name>: a run of 8 or more letters
      // and digits with a digit in it is a hash.
      const segments = rest.split('/').map((segment, i, all) =>
        i === 0 && all.length > 1 && !['chunks', 'media', 'css'].includes(segment)
          ? '#'
          : segment.replace(/[A-Za-z0-9_-]{8,}/g, (token) => (/\d/.test(token) ? '#' : token)));
      return `/_next/static/${segments.join('/')}`;
    })
    .replace(/'(sha256|sha384|sha512)-[A-Za-z0-9+/=]+'/g, "'$1-#'")
    .replace(/'nonce-[^']+'/g, "'nonce-#'")
    .replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/g, '#time');
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const quote = (value: string) => (/^[\w./:#-]+$/.test(value) && value !== '' ? value : JSON.stringify(value));
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** One line per JSON value: `path = value`; the place of a slot reads `<slot>` in either format. */
export function flattenJson(value: unknown, at: string, slots: Set<string>, out: string[]): void {
  if (slots.has(at)) {
    out.push(`${at} = <slot>`);
  } else if (Array.isArray(value)) {
    if (value.length === 0) out.push(`${at} = []`);
    value.forEach((item, i) => flattenJson(item, `${at}[${i}]`, slots, out));
  } else if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    // The format before issue 25 marked a slot inside the props ({"$slot": "children"}).
    const marker = entries.length === 1 && entries[0]?.[0] === '$slot';
    if (marker) out.push(`${at} = <slot>`);
    else if (entries.length === 0) out.push(`${at} = {}`);
    else for (const [key, item] of entries) flattenJson(item, `${at}.${key}`, slots, out);
  } else {
    out.push(`${at} = ${typeof value === 'string' ? JSON.stringify(normaliseHashes(value)) : String(value)}`);
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, value };
  } catch {
    return { ok: false };
  }
}

/** The slot paths of an island's `data-slots` (`[["panels",0]]`), named as flattenJson names them. */
function slotNames(element: Element, prefix: string): Set<string> {
  const parsed = parseJson(attr(element, 'data-slots') ?? '[]');
  const names = new Set<string>();
  if (parsed.ok && Array.isArray(parsed.value)) {
    for (const slot of parsed.value) {
      if (!Array.isArray(slot)) continue;
      names.add(slot.reduce<string>((id, key) => (typeof key === 'number' ? `${id}[${key}]` : `${id}.${String(key)}`), prefix));
    }
  }
  return names;
}

export type PageView = { lines: string[]; styles: string[]; classes: Set<string> };

/** A page as lines a person can diff, plus its inline stylesheets and the classes it uses. */
export function pageView(html: string, extraAttributes: readonly string[] = []): PageView {
  const bodyAttributes = new Set([...BODY_ATTRIBUTES, ...extraAttributes]);
  const everyAttribute = extraAttributes.includes('all');
  const lines: string[] = [];
  const styles: string[] = [];
  const classes = new Set<string>();
  let label = '';
  let owed = false;
  let text = '';

  const flush = () => {
    const words = collapse(text);
    if (words || owed) lines.push(words ? `${label}: ${words}` : label);
    text = '';
    owed = false;
  };
  const describe = (element: Element, inHead: boolean) => {
    const shown = element.attrs.filter((a) =>
      inHead || everyAttribute ? !IGNORED_ATTRIBUTES.has(a.name) : bodyAttributes.has(a.name) || a.name.startsWith('aria-'));
    const attributes = shown.map((a) => (a.value === '' ? a.name : `${a.name}=${quote(normaliseHashes(a.value))}`));
    return { text: [element.tagName, ...attributes].join(' '), hasAttributes: attributes.length > 0 };
  };

  const visit = (node: Node, inHead: boolean) => {
    if (defaultTreeAdapter.isTextNode(node)) {
      text += normaliseHashes(node.value);
      return;
    }
    if (!defaultTreeAdapter.isElementNode(node)) return;
    for (const name of (attr(node, 'class') ?? '').split(/\s+/)) if (name) classes.add(name);
    const tag = node.tagName;
    const head = inHead || tag === 'head';
    const own = describe(node, head);

    if (tag === 'style') {
      styles.push(normaliseHashes(node.childNodes.map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : '')).join('')));
      flush();
      lines.push(own.text);
      return;
    }
    if (tag === 'script') {
      flush();
      const body = node.childNodes.map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : '')).join('');
      const json = attr(node, 'type') === 'application/ld+json' ? parseJson(body) : null;
      if (json?.ok) {
        const flat: string[] = [];
        flattenJson(json.value, '', new Set(), flat);
        lines.push(own.text, ...flat.map((line) => `  ld+json${line}`));
      } else {
        lines.push(body.trim() ? `${own.text}: ${collapse(normaliseHashes(body)).slice(0, 120)}` : own.text);
      }
      return;
    }
    if (OPAQUE.has(tag)) {
      text += ` [${own.text}] `;
      return;
    }

    const block = BLOCKS.has(tag) || head;
    const parentLabel = label;
    if (block) {
      flush();
      label = own.text;
      owed = own.hasAttributes;
    } else if (own.hasAttributes) {
      text += `[${own.text}]`;
    }

    if (tag === 'x-island') {
      // What the island renders once it runs: its props, one value a line.
      const island = attr(node, 'data-island') ?? '?';
      const props = parseJson(attr(node, 'data-props') ?? 'null');
      flush();
      const flat: string[] = [];
      if (props.ok) flattenJson(props.value, `${island}.props`, slotNames(node, `${island}.props`), flat);
      else flat.push(`${island}.props = (not JSON)`);
      lines.push(...flat.map((line) => `  ${line}`));
    }

    // A <template>'s markup (an island's offstage slot) is part of the page too.
    const children = 'content' in node ? node.content.childNodes : node.childNodes;
    for (const child of children) visit(child, head);

    if (block) {
      flush();
      label = parentLabel.split(' ')[0] ?? '';
    } else if (own.hasAttributes && !['img', 'input', 'source', 'wbr'].includes(tag)) {
      text += `[/${tag}]`;
    }
  };

  // scriptingEnabled: false reads <noscript> as markup, which is what a visitor without JavaScript gets.
  for (const child of parse(html, { scriptingEnabled: false }).childNodes) visit(child, false);
  flush();
  return { lines, styles, classes };
}

/**
 * One rule as single-selector rules: `@layer x { … }` unwrapped, `a, b { d }` read as `a { d }` and
 * `b { d }`, and the same inside @media, @supports and @container, so a rule moved into a layer or a
 * selector list split between two component stylesheets is no change.
 */
function expandRule(rule: string): string[] {
  if (!rule || rule === ';') return [];
  const open = rule.indexOf('{');
  if (open < 0 || !rule.endsWith('}')) return [rule];
  const prelude = rule.slice(0, open).trim();
  const body = rule.slice(open + 1, -1);
  if (/^@layer\b/.test(prelude)) return cssRules(body);
  if (/^@(media|supports|container)\b/.test(prelude)) return cssRules(body).map((inner) => `${prelude}{${inner}}`);
  if (prelude.startsWith('@') || prelude.includes('(')) return [rule];
  return prelude.split(',').map((selector) => `${selector.trim()}{${body}}`);
}

/** A stylesheet's rules, one selector each (see expandRule). */
export function cssRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quoteChar = '';
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quoteChar) {
      if (c === '\\') i++;
      else if (c === quoteChar) quoteChar = '';
      continue;
    }
    if (c === '"' || c === "'") quoteChar = c;
    else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (c === '{') depth++;
    else if (c === '}' || (c === ';' && depth === 0)) {
      if (c === '}') depth--;
      if (depth === 0) {
        rules.push(...expandRule(css.slice(start, i + 1).trim()));
        start = i + 1;
      }
    }
  }
  const rest = css.slice(start).trim();
  if (rest) rules.push(rest);
  return rules;
}

/** Lines only in a, only in b, as a multiset difference. */
function multisetDifference(a: string[], b: string[]): string[] {
  const counts = new Map<string, number>();
  for (const item of b) counts.set(item, (counts.get(item) ?? 0) + 1);
  return a.filter((item) => {
    const left = counts.get(item) ?? 0;
    if (left === 0) return true;
    counts.set(item, left - 1);
    return false;
  });
}

/** A unified-style diff of two line lists, `context` unchanged lines around each change. */
export function diffLines(before: string[], after: string[], context = 1): string[] {
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head++;
  let tail = 0;
  while (tail < before.length - head && tail < after.length - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  const a = before.slice(head, before.length - tail);
  const b = after.slice(head, after.length - tail);
  if (a.length === 0 && b.length === 0) return [];

  // Longest common subsequence of the middle part.
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] = a[i] === b[j] ? (table[(i + 1) * width + j + 1] ?? 0) + 1 : Math.max(table[(i + 1) * width + j] ?? 0, table[i * width + j + 1] ?? 0);
    }
  }
  const ops: { kind: ' ' | '-' | '+'; line: string }[] = before.slice(0, head).map((line) => ({ kind: ' ', line }));
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push({ kind: ' ', line: a[i] ?? '' });
      i++;
      j++;
    } else if (i < a.length && (j === b.length || (table[(i + 1) * width + j] ?? 0) >= (table[i * width + j + 1] ?? 0))) {
      ops.push({ kind: '-', line: a[i++] ?? '' });
    } else {
      ops.push({ kind: '+', line: b[j++] ?? '' });
    }
  }
  for (const line of before.slice(before.length - tail)) ops.push({ kind: ' ', line });

  const keep = ops.map(() => false);
  ops.forEach((op, k) => {
    if (op.kind === ' ') return;
    for (let n = Math.max(0, k - context); n <= Math.min(ops.length - 1, k + context); n++) keep[n] = true;
  });
  const out: string[] = [];
  ops.forEach((op, k) => {
    if (keep[k]) out.push(`${op.kind} ${op.line}`);
    else if (k > 0 && keep[k - 1]) out.push('  …');
  });
  return out;
}

const kb = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`;
const short = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The classes a plain rule's selectors need; null for at-rules, whose selectors are nested. */
function selectorClasses(rule: string): string[] {
  const prelude = rule.replace(/^(@[^{]*\{)+/, '');
  const selector = prelude.slice(0, prelude.indexOf('{'));
  return [...selector.replace(/:(?:not|has|is|where)\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] ?? '');
}
/** A rule's wrappers and selector, without its declarations. */
const ruleSelector = (rule: string) => rule.slice(0, rule.lastIndexOf('{', rule.length - 2));

export type Options = { css?: boolean; attributes?: readonly string[]; context?: number };

/** The report for one page present in both exports; empty when a visitor gets the same page. */
export function diffPage(beforeHtml: string, afterHtml: string, options: Options = {}): string[] {
  const before = pageView(beforeHtml, options.attributes);
  const after = pageView(afterHtml, options.attributes);
  const report = diffLines(before.lines, after.lines, options.context ?? 1);

  const beforeCss = before.styles.join('\n');
  const afterCss = after.styles.join('\n');
  if (beforeCss !== afterCss) {
    const beforeRules = before.styles.flatMap(cssRules);
    const afterRules = after.styles.flatMap(cssRules);
    const gone = multisetDifference(beforeRules, afterRules);
    const gained = multisetDifference(afterRules, beforeRules);
    const sameRules = gone.length === 0 && gained.length === 0;
    report.push(`  style: ${kb(beforeCss)} → ${kb(afterCss)}, ${sameRules ? 'same rules (order or layers differ)' : `${gone.length} rules only before, ${gained.length} only after`}`);
    // A removed rule whose every class is still on the page may have styled something there.
    // (A rule whose selector is still there with other declarations is a change, not a removal.)
    const gainedSelectors = new Set(gained.map(ruleSelector));
    const stillMatching = gone.filter((rule) => {
      const needed = selectorClasses(rule);
      return !gainedSelectors.has(ruleSelector(rule)) && needed.length > 0 && needed.every((name) => after.classes.has(name));
    });
    for (const rule of stillMatching) report.push(`  style ! removed, its classes still on the page: ${short(rule)}`);
    if (options.css) {
      for (const rule of gone) report.push(`  style - ${short(rule)}`);
      for (const rule of gained) report.push(`  style + ${short(rule)}`);
    }
  }
  return report;
}

/** Every file under dir, as paths relative to it (out/ itself is a symbolic link). */
function allFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    const isDir = entry.isDirectory() || (entry.isSymbolicLink() && fs.statSync(file).isDirectory());
    return isDir ? allFiles(file, base) : [path.relative(base, file)];
  }).sort();
}

/** Every .html file under dir, as paths relative to it. */
export const htmlPages = (dir: string): string[] => allFiles(dir).filter((file) => file.endsWith('.html'));

/**
 * The other files a visitor can request, by name with hashes normalised (pagefind's too): one line
 * per name whose count differs, `name: 1 → 0`. Contents are not compared.
 */
function otherFiles(beforeDir: string, afterDir: string): string[] {
  const count = (dir: string) => {
    const counts = new Map<string, number>();
    for (const file of allFiles(dir)) {
      if (file.endsWith('.html')) continue;
      const name = normaliseHashes(`/${file.split(path.sep).join('/')}`).replace(/_[0-9a-f]{7,}\.pf_/g, '_#.pf_');
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    return counts;
  };
  const before = count(beforeDir);
  const after = count(afterDir);
  return [...new Set([...before.keys(), ...after.keys()])].sort()
    .filter((name) => before.get(name) !== after.get(name))
    .map((name) => `${name}: ${before.get(name) ?? 0} → ${after.get(name) ?? 0}`);
}

export type ExportDiff = { compared: number; missing: string[]; added: string[]; changed: Map<string, string[]>; files: string[] };

export function diffExports(beforeDir: string, afterDir: string, options: Options = {}): ExportDiff {
  const before = htmlPages(beforeDir);
  const after = new Set(htmlPages(afterDir));
  const changed = new Map<string, string[]>();
  const missing = before.filter((page) => !after.has(page));
  const added = [...after].filter((page) => !before.includes(page));
  const common = before.filter((page) => after.has(page));
  for (const page of common) {
    const report = diffPage(fs.readFileSync(path.join(beforeDir, page), 'utf8'), fs.readFileSync(path.join(afterDir, page), 'utf8'), options);
    if (report.length > 0) changed.set(page, report);
  }
  return { compared: common.length, missing, added, changed, files: otherFiles(beforeDir, afterDir) };
}

function main(args: string[]): number {
  const flags = args.filter((a) => a.startsWith('--'));
  const [beforeDir, afterDir] = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--attrs');
  if (!beforeDir || !afterDir) {
    console.error('usage: npx tsx scripts/diff-exports.ts <before> <after> [--css] [--attrs class,style|all] [--context N]');
    return 2;
  }
  const valueOf = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const options: Options = {
    css: flags.includes('--css'),
    attributes: (valueOf('--attrs') ?? '').split(',').filter(Boolean),
    context: Number(valueOf('--context') ?? 1),
  };
  const { compared, missing, added, changed, files } = diffExports(beforeDir, afterDir, options);
  for (const page of missing) console.log(`- page only in ${beforeDir}: ${page}`);
  for (const page of added) console.log(`+ page only in ${afterDir}: ${page}`);
  for (const [page, report] of changed) console.log(`\n== ${page}\n${report.join('\n')}`);
  if (files.length > 0) console.log(`\n== other files, how many of each name (hashes normalised)\n${files.map((line) => `  ${line}`).join('\n')}`);
  console.log(`\n${compared} pages in both: ${compared - changed.size} the same, ${changed.size} differ; ${missing.length} only before, ${added.length} only after; ${files.length} other file names differ in number.`);
  return missing.length + added.length + changed.size + files.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  process.exitCode = main(process.argv.slice(2));
}
