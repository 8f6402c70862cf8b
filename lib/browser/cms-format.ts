/**
 * How /admin reads and writes a content file: YAML frontmatter and a Markdown body, written back
 * with the smallest change. Decap's own frontmatter format re-serialises the whole frontmatter
 * (keys in config order, YAML comments dropped, `{ amount: 25000, currency: GBP }` unfolded into
 * block style), so a one-figure edit would rewrite a country file. This format keeps the file's
 * text in the entry as loaded and changes only the values the editor changed, through the `yaml`
 * package's document model, which keeps comments, flow style and quoting of everything else.
 *
 * Runs in the browser (bundled by lib/cms/write-admin.ts) and in Jest. Pure functions, no DOM.
 */
import { isMap, isScalar, isSeq, parseDocument, Scalar, stringify, type Document } from 'yaml';

/** The file as loaded, kept in the entry so that saving can edit it rather than rewrite it. */
export const SOURCE_KEY = '__source';

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

type Data = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Data => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Dates stay strings (YAML 1.2 core schema, as lib/content/parse.ts reads them). */
const yamlOptions = { schema: 'core' as const, uniqueKeys: true };
const writeOptions = { lineWidth: 0, minContentWidth: 0, flowCollectionPadding: false };

function split(content: string): { front: string; body: string } {
  const match = content.startsWith('---') ? FRONTMATTER.exec(content) : null;
  if (!match || match.index !== 0) return { front: '', body: content };
  return { front: match[1] ?? '', body: content.slice(match[0].length) };
}

/** Where a map entry whose value is a list (a figure's timeline) keeps it in the CMS; as lib/cms/fields.ts names it. */
const VALUES = 'values';

/**
 * A record field as the page gives it: `figures` (a map of values) or `figures[]` (a map whose
 * values are lists, each edited under `values`).
 */
function recordField(spec: string): { name: string; listValued: boolean } {
  return spec.endsWith('[]') ? { name: spec.slice(0, -2), listValued: true } : { name: spec, listValued: false };
}

/** A map with free keys (a country's `figures`) as the list the CMS edits: [{ name, ...value }], or [{ name, values: [...] }]. */
function mapToList(map: unknown, key: string, listValued: boolean): unknown {
  if (!isPlainObject(map)) return map;
  return Object.entries(map).map(([name, value]) => {
    if (listValued) return { [key]: name, [VALUES]: Array.isArray(value) ? value : [value] };
    return isPlainObject(value) ? { [key]: name, ...value } : { [key]: name, value };
  });
}

function listToMap(list: unknown, key: string, listValued: boolean): unknown {
  if (!Array.isArray(list)) return list;
  return Object.fromEntries(
    list.filter(isPlainObject).map((item) => {
      const { [key]: name, ...rest } = item;
      if (listValued) {
        const values = rest[VALUES];
        // A list of one is written as that one value, as an editor writes a figure that never changed.
        return [String(name), Array.isArray(values) && values.length === 1 ? values[0] : values];
      }
      return [String(name), 'value' in rest && Object.keys(rest).length === 1 ? rest.value : rest];
    }),
  );
}

export function fromFile(content: string, recordFields: readonly string[]): Data {
  const { front, body } = split(content);
  const parsed: unknown = front.trim() === '' ? {} : parseDocument(front, yamlOptions).toJS();
  const data: Data = isPlainObject(parsed) ? { ...parsed } : {};
  for (const { name, listValued } of recordFields.map(recordField)) if (name in data) data[name] = mapToList(data[name], 'name', listValued);
  return { ...data, body, [SOURCE_KEY]: content };
}

function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A value changed in place: the text range of its scalar in the frontmatter, and what to write there. */
type Splice = { start: number; end: number; text: string };

/** The scalar written as the file wrote its old value: plain where it can be, quoted as before. */
function scalarText(node: Scalar, value: unknown, inFlow: boolean): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return undefined;
  if (node.type === Scalar.QUOTE_DOUBLE) return JSON.stringify(value);
  if (node.type === Scalar.QUOTE_SINGLE) return `'${value.replace(/'/g, "''")}'`;
  if (node.type !== Scalar.PLAIN) return undefined;
  const plain = stringify(value, { ...yamlOptions, lineWidth: 0 }).replace(/\n$/, '');
  if (plain.includes('\n') || (inFlow && /[,[\]{}]/.test(plain))) return JSON.stringify(value);
  return plain;
}

/**
 * Applies `after` over `before` in the document, touching only the nodes whose value changed. A
 * changed scalar is also noted as a splice of the original text, so that the common edit (a fee,
 * a sentence) leaves every other byte of the file as it was; `structural` is set when a key or list
 * item was added or removed, and the document must be written out whole.
 */
function patch(doc: Document, path: (string | number)[], before: unknown, after: unknown, splices: Splice[], state: { structural: boolean; inFlow: boolean }) {
  if (equal(before, after)) return;
  const node = path.length ? doc.getIn(path, true) : doc.contents;
  if (isPlainObject(before) && isPlainObject(after) && isMap(node)) {
    const inFlow = state.inFlow || Boolean(node.flow);
    for (const key of Object.keys(before)) {
      if (after[key] !== undefined) continue;
      doc.deleteIn([...path, key]);
      state.structural = true;
    }
    for (const [key, value] of Object.entries(after)) {
      if (value === undefined) continue;
      if (key in before) patch(doc, [...path, key], before[key], value, splices, { ...state, inFlow });
      else if (!isEmpty(value)) {
        doc.setIn([...path, key], withoutEmpty(value));
        state.structural = true;
      }
      state.structural ||= false;
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length && isSeq(node)) {
    const inFlow = state.inFlow || Boolean(node.flow);
    after.forEach((value, i) => patch(doc, [...path, i], before[i], value, splices, { ...state, inFlow }));
    return;
  }
  const text = isScalar(node) && node.range ? scalarText(node, after, state.inFlow) : undefined;
  if (text !== undefined && isScalar(node) && node.range) splices.push({ start: node.range[0], end: node.range[1], text });
  else state.structural = true;
  // A list that grew (a figure's new value) or a value that changed shape is written whole: drop the CMS's empty fields.
  doc.setIn(path, withoutEmpty(after));
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Drops the empty values the CMS leaves in fields an editor never filled in (an optional field the
 * schemas would refuse as ""). Only new values are cleaned: an `alt: ""` already in the file stays.
 */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .map(([k, v]) => [k, withoutEmpty(v)] as const)
      // A group whose every field was left empty (a value's source, nobody's check yet) goes too.
      .filter(([, v]) => !isEmpty(v) && !(isPlainObject(v) && Object.keys(v).length === 0)),
  );
}

export function toFile(entry: Data, recordFields: readonly string[]): string {
  const { [SOURCE_KEY]: source, body, ...rest } = entry;
  const data: Data = {};
  const records = recordFields.map(recordField);
  for (const [key, value] of Object.entries(rest)) {
    const record = records.find((r) => r.name === key);
    data[key] = record ? listToMap(value, 'name', record.listValued) : value;
  }
  const text = typeof body === 'string' ? body : '';
  let front: string;
  if (typeof source === 'string' && split(source).front.trim() !== '') {
    const original = split(source);
    const doc = parseDocument(original.front, yamlOptions);
    const splices: Splice[] = [];
    const state = { structural: false, inFlow: false };
    patch(doc, [], doc.toJS(), data, splices, state);
    // Written whole, flow collections follow the file's own habit: `{ amount: 1 }` or `[a, b]`.
    front = doc.toString({ ...writeOptions, flowCollectionPadding: /[{[] [^\s\]}]/.test(original.front) });
    if (!state.structural) {
      let spliced = original.front;
      for (const { start, end, text } of [...splices].sort((a, b) => b.start - a.start)) spliced = spliced.slice(0, start) + text + spliced.slice(end);
      // The splice must mean exactly what the document says; otherwise the whole document is written.
      if (equal(parseDocument(spliced, yamlOptions).toJS(), doc.toJS())) front = spliced;
    }
  } else {
    front = stringify(withoutEmpty(data), { ...yamlOptions, ...writeOptions });
  }
  return `---\n${front.endsWith('\n') ? front : `${front}\n`}---\n${text}`;
}
