/**
 * @jest-environment node
 */
/**
 * The docs cannot drift from the code they describe:
 * - every example error in README.md and docs/*.md is a fenced ```error block preceded by an
 *   `<!-- example-error … -->` comment naming an edit to the minimal fixture site; the test makes
 *   that edit on a copy and expects the content check to print exactly the block's lines;
 * - an error-shaped line anywhere else in the docs (inline code, another kind of block) fails, so
 *   no example can escape the check;
 * - the README's map of folders names only paths that exist, and every folder a contributor
 *   meets (top level, and one level under app, components, lib, scripts, tests, content, public
 *   and docs) is in it; its lib/ entry and docs/architecture.md's "Folders" name exactly the
 *   shared leaves, the files at the top of lib/.
 * The comment's vocabulary is described in docs/architecture.md ("Example errors in the docs").
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { fixtureSite, problemsOf } from './content-fixture';

const ROOT = path.resolve(__dirname, '..', '..');
const DOC_FILES = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

type Example = { doc: string; line: number; edit: unknown; expected: string[] };
type Fence = { info: string; start: number; lines: string[] };

/** Fenced blocks of a Markdown text, with the line (1-based) of their opening fence. */
function fences(text: string): Fence[] {
  const found: Fence[] = [];
  let open: (Fence & { marker: string }) | null = null;
  text.split('\n').forEach((line, i) => {
    // Fences may be indented (inside a list item); a closing fence is at least as long as its opening.
    const fence = /^\s*(`{3,}|~{3,})\s*(.*)$/.exec(line);
    if (open) {
      const marker = fence?.[1] ?? '';
      if (fence && fence[2] === '' && marker[0] === open.marker[0] && marker.length >= open.marker.length) {
        found.push({ info: open.info, start: open.start, lines: open.lines });
        open = null;
      } else open.lines.push(line);
    } else if (fence) open = { info: fence[2]?.trim() ?? '', start: i + 1, lines: [], marker: fence[1] ?? '' };
  });
  return found;
}

/** Strips the indentation every non-blank line shares (a block inside a list item). */
function dedent(text: string): string {
  const lines = text.split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim() !== '').map((l) => /^\s*/.exec(l)?.[0].length ?? 0));
  return lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
}

/**
 * Every ```error block of a Markdown text, with the edit its preceding comment names. A
 * ```markdown block that shows how an example is written is read as Markdown too, so the
 * demonstration is checked like any other example.
 */
function examplesIn(doc: string, text: string, offset = 0): Example[] {
  const lines = text.split('\n');
  return fences(text).flatMap((f): Example[] => {
    if (f.info === 'markdown') return examplesIn(doc, f.lines.join('\n'), offset + f.start);
    if (f.info !== 'error') return [];
    // The comment ends on the last non-blank line before the fence.
    let end = f.start - 2;
    while (end >= 0 && lines[end]?.trim() === '') end -= 1;
    let start = end;
    while (start >= 0 && !lines[start]?.includes('<!-- example-error')) start -= 1;
    const comment = start >= 0 && lines[end]?.trimEnd().endsWith('-->') ? lines.slice(start, end + 1).join('\n') : null;
    const body = comment ? /<!-- example-error:?([\s\S]*?)-->/.exec(comment)?.[1] : undefined;
    return [
      {
        doc,
        line: offset + f.start,
        edit: body === undefined ? null : yaml.load(dedent(body), { schema: yaml.CORE_SCHEMA }),
        expected: f.lines.map((l) => l.trim()).filter((l) => l !== ''),
      },
    ];
  });
}

const read = (doc: string) => fs.readFileSync(path.join(ROOT, doc), 'utf8');

// A content problem line: "content/<file>.md: <field>: <why>".
const ERROR_SHAPED = /(^|\s|`)content\/[\w./-]+\.md: \S/;

/** Error-shaped lines outside ```error blocks: in inline code, or in any other kind of block. */
function uncheckedLines(text: string, offset = 0): { line: number; text: string }[] {
  const blocks = fences(text);
  const inBlock = (line: number) => blocks.some((f) => line >= f.start && line <= f.start + f.lines.length + 1);
  const inlineCode = text
    .split('\n')
    .map((t, i) => ({ line: offset + i + 1, text: t }))
    .filter(({ line }) => !inBlock(line - offset))
    .flatMap(({ line, text: t }) => [...t.matchAll(/`([^`]+)`/g)].map((m) => ({ line, text: m[1] ?? '' })));
  const blockLines = blocks.flatMap((f) => {
    if (f.info === 'error') return [];
    if (f.info === 'markdown') return uncheckedLines(f.lines.join('\n'), offset + f.start);
    return f.lines.map((l, i) => ({ line: offset + f.start + 1 + i, text: l }));
  });
  return [...inlineCode, ...blockLines].filter((l) => ERROR_SHAPED.test(l.text));
}

/** `stats[2].label` → ['stats', 2, 'label']. */
function fieldPath(where: string): (string | number)[] {
  return where.split('.').flatMap((part) => {
    const [name, ...indices] = part.split('[');
    return [...(name ? [name] : []), ...indices.map((i) => Number(i.replace(']', '')))];
  });
}

function isRecord(value: unknown): value is Record<string | number, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Sets (or, with `remove`, deletes) a field of parsed frontmatter, creating nothing on the way. */
function setField(data: unknown, where: string, value: unknown, remove = false) {
  const keys = fieldPath(where);
  const last = keys.pop();
  let parent: unknown = data;
  for (const key of keys) parent = isRecord(parent) ? parent[key] : undefined;
  if (!isRecord(parent) || last === undefined) throw new Error(`the fixture has no field ${where}`);
  if (remove) {
    if (!(last in parent)) throw new Error(`the fixture has no field ${where} to remove`);
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else delete parent[last];
  } else parent[last] = value;
}

type Edit = { in: string; as?: string; set?: Record<string, unknown>; remove?: string[]; replace?: Record<string, string> };

function readEdit(raw: unknown): Edit {
  if (!isRecord(raw) || typeof raw.in !== 'string') throw new Error('the example-error comment needs `in: <file under content/>`');
  const known = new Set(['in', 'as', 'set', 'remove', 'replace']);
  const unknown = Object.keys(raw).filter((k) => !known.has(k));
  if (unknown.length > 0) throw new Error(`unknown key(s) in the example-error comment: ${unknown.join(', ')}`);
  const strings = (value: unknown): value is Record<string, string> => isRecord(value) && Object.values(value).every((v) => typeof v === 'string');
  if (raw.as !== undefined && typeof raw.as !== 'string') throw new Error('`as` is a file name under content/');
  if (raw.set !== undefined && !isRecord(raw.set)) throw new Error('`set` maps field paths to values');
  if (raw.remove !== undefined && !(Array.isArray(raw.remove) && raw.remove.every((r) => typeof r === 'string'))) throw new Error('`remove` lists field paths');
  if (raw.replace !== undefined && !strings(raw.replace)) throw new Error('`replace` maps text to text');
  return {
    in: raw.in,
    as: typeof raw.as === 'string' ? raw.as : undefined,
    set: isRecord(raw.set) ? Object.fromEntries(Object.entries(raw.set)) : undefined,
    remove: Array.isArray(raw.remove) ? raw.remove.map(String) : undefined,
    replace: strings(raw.replace) ? raw.replace : undefined,
  };
}

/** The fixture file with the example's edit made: text replacements first, then fields. */
function editedFile(text: string, edit: Edit): string {
  let edited = text;
  for (const [from, to] of Object.entries(edit.replace ?? {})) {
    if (!edited.includes(from)) throw new Error(`content/${edit.in} has no text "${from}" to replace`);
    edited = edited.replace(from, to);
  }
  if (!edit.set && !edit.remove) return edited;
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(edited);
  if (!match) throw new Error(`content/${edit.in} has no frontmatter`);
  const data = yaml.load(match[1] ?? '', { schema: yaml.CORE_SCHEMA });
  for (const [where, value] of Object.entries(edit.set ?? {})) setField(data, where, value);
  for (const where of edit.remove ?? []) setField(data, where, undefined, true);
  return `---\n${yaml.dump(data, { schema: yaml.CORE_SCHEMA, lineWidth: -1 })}---\n${match[2] ?? ''}`;
}

const allExamples = DOC_FILES.flatMap((doc) => examplesIn(doc, read(doc)));

describe('every example error in the docs is what the content check prints', () => {
  it('the docs hold examples to check', () => {
    expect(allExamples.length).toBeGreaterThan(0);
  });

  it.each(allExamples.map((e) => [`${e.doc}:${e.line}`, e] as const))('%s', (_where, example) => {
    if (example.edit === null) throw new Error(`${example.doc}:${example.line}: an \`\`\`error block needs an <!-- example-error … --> comment just before it`);
    const edit = readEdit(example.edit);
    const source = `content/${edit.in}`;
    const target = `content/${edit.as ?? edit.in}`;
    const root = fixtureSite({});
    const edited = editedFile(fs.readFileSync(path.join(root, source), 'utf8'), edit);
    fs.rmSync(path.join(root, source));
    fs.mkdirSync(path.dirname(path.join(root, target)), { recursive: true });
    fs.writeFileSync(path.join(root, target), edited);
    expect(problemsOf(root)).toEqual(example.expected);
  });
});

describe('no example error escapes the check', () => {
  it.each(DOC_FILES.filter((d) => d !== 'docs/fields.md'))('%s writes every example error in a checked ```error block', (doc) => {
    expect(uncheckedLines(read(doc)).map((l) => `${doc}:${l.line}: ${l.text.trim()}`)).toEqual([]);
  });
});

describe("the README's map of folders matches the disk", () => {
  const readme = read('README.md');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Map of folders'));
  const block = section ? fences(section).find((f) => f.info === 'text') : undefined;
  // Each entry starts a line; lines that start with spaces continue the description above.
  const entries = (block?.lines ?? [])
    .filter((l) => /^\S/.test(l))
    .map((l) => {
      const [entry = '', ...description] = l.split(/\s{2,}/);
      return { entry, generated: description.join(' ').startsWith('generated') };
    });
  const listed = new Set(entries.map((e) => e.entry.replace(/\/$/, '')));

  // Every file git would commit (tracked, or new and not ignored): what a fresh clone has.
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f !== '' && fs.existsSync(path.join(ROOT, f)));
  const folders = new Set(files.flatMap((f) => f.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
  const DESCRIBED_ONE_LEVEL_DOWN = ['app', 'components', 'lib', 'scripts', 'tests', 'content', 'public', 'docs'];

  it('has a map', () => {
    expect(entries.length).toBeGreaterThan(10);
  });

  it('names only paths that exist (generated ones: ignored by git, made by a build)', () => {
    const missing = entries.filter((e) => !fs.existsSync(path.join(ROOT, e.entry)) && !e.generated).map((e) => e.entry);
    expect(missing).toEqual([]);
    const notGenerated = entries
      .filter((e) => e.generated)
      .filter((e) => {
        try {
          execFileSync('git', ['check-ignore', '-q', e.entry], { cwd: ROOT });
          return false;
        } catch {
          return true;
        }
      })
      .map((e) => e.entry);
    expect(notGenerated).toEqual([]);
  });

  it("names exactly the shared leaves (the files at lib/'s top) under lib/, as docs/architecture.md does", () => {
    const leaves = files.filter((f) => /^lib\/[^/]+\.tsx?$/.test(f)).map((f) => f.slice('lib/'.length)).sort();
    expect(leaves.length).toBeGreaterThan(0);
    // The lib/ entry with the lines that continue it.
    const lines = block?.lines ?? [];
    const at = lines.findIndex((l) => l.startsWith('lib/ '));
    const end = lines.findIndex((l, i) => i > at && /^\S/.test(l));
    const libEntry = lines.slice(at, end).join(' ');
    expect([...new Set(libEntry.match(/[\w-]+\.tsx?\b/g) ?? [])].sort()).toEqual(leaves);
    const architecture = read('docs/architecture.md');
    const bullet = (architecture.split('\n- ').find((b) => b.startsWith('Shared leaves')) ?? '').split('\n\n')[0] ?? '';
    expect([...new Set([...bullet.matchAll(/`lib\/([\w-]+\.tsx?)`/g)].map((m) => m[1]))].sort()).toEqual(leaves);
  });

  it('lists every top-level folder and every folder one level under the source folders', () => {
    const expected = [...folders].filter((f) => {
      const parts = f.split('/');
      return parts.length === 1 || (parts.length === 2 && DESCRIBED_ONE_LEVEL_DOWN.includes(parts[0] ?? ''));
    });
    expect(expected.filter((f) => !listed.has(f)).sort()).toEqual([]);
  });
});

describe('links between the docs lead somewhere', () => {
  /** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
  const slug = (heading: string) =>
    heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
  const anchors = (doc: string) => {
    const text = read(doc);
    const inBlock = new Set(fences(text).flatMap((f) => Array.from({ length: f.lines.length + 2 }, (_, i) => f.start + i)));
    return new Set(
      text
        .split('\n')
        .filter((l, i) => !inBlock.has(i + 1) && /^#{1,6} /.test(l))
        .map((l) => slug(l.replace(/^#+ /, ''))),
    );
  };

  it.each(DOC_FILES)('%s', (doc) => {
    const broken = [...read(doc).matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => m[1] ?? '')
      .filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => {
        const [file = '', anchor] = target.split('#');
        const linked = file === '' ? doc : path.posix.join(path.posix.dirname(doc), file);
        if (!fs.existsSync(path.join(ROOT, linked))) return true;
        return anchor !== undefined && linked.endsWith('.md') && !anchors(linked).has(anchor);
      });
    expect(broken).toEqual([]);
  });
});
