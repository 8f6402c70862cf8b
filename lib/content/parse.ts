/**
 * Reads one Markdown file and checks its frontmatter against a schema. Problems are collected,
 * never thrown one at a time, so an editor sees every mistake of a build in one go, each on one
 * line: `content/countries/uk.md: stats[2].value: expected string, got number`.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';

export type Entry<T> = {
  /** File name without extension: `uk` for content/countries/uk.md. */
  id: string;
  /** Path relative to the project root, as an editor would name it. */
  file: string;
  data: T;
  /** The Markdown body under the frontmatter. */
  body: string;
};

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Content is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.join('\n')}`);
    this.name = 'ContentError';
  }
}

/** Collects problems while loading; `check()` throws them all together. */
export class Problems {
  readonly lines: string[] = [];
  add(file: string, where: string, message: string) {
    this.lines.push(where ? `${file}: ${where}: ${message}` : `${file}: ${message}`);
  }
  check() {
    if (this.lines.length > 0) throw new ContentError(this.lines);
  }
}

export function formatPath(segments: readonly PropertyKey[]): string {
  return segments
    .map((s, i) => (typeof s === 'number' ? `[${s}]` : `${i === 0 ? '' : '.'}${String(s)}`))
    .join('');
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (typeof value === 'object') return 'a set of fields';
  return typeof value;
}

function valueAt(data: unknown, segments: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Reflect.get(current, segment);
  }
  return current;
}

/** Turns zod's issues into the one-line messages editors read. */
export function issueLines(file: string, error: z.ZodError, data: unknown, problems: Problems) {
  for (const issue of error.issues) {
    const where = formatPath(issue.path);
    if (issue.code === 'invalid_type') {
      const got = valueAt(data, issue.path);
      problems.add(file, where, got === undefined ? `missing, expected ${issue.expected}` : `expected ${issue.expected}, got ${describe(got)}`);
    } else if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        problems.add(file, formatPath([...issue.path, key]), 'unknown field (check its spelling, or remove it)');
      }
    } else if (issue.code === 'invalid_value') {
      const got = valueAt(data, issue.path);
      problems.add(file, where, `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${JSON.stringify(got) ?? 'nothing'}`);
    } else if (issue.code === 'invalid_union') {
      problems.add(file, where, `does not match any allowed shape (got ${describe(valueAt(data, issue.path))})`);
    } else {
      problems.add(file, where, issue.message);
    }
  }
}

export function readMarkdown(root: string, relativeFile: string): { data: unknown; body: string } {
  const raw = fs.readFileSync(path.join(root, relativeFile), 'utf8');
  // gray-matter caches by content string; a fresh object keeps one file's data from leaking into another's.
  const parsed = matter(raw, {});
  return { data: parsed.data, body: parsed.content };
}

/** Parses one file; on failure records its problems and returns null. */
export function parseFile<S extends z.ZodType>(
  root: string,
  relativeFile: string,
  schema: S,
  problems: Problems,
): Entry<z.infer<S>> | null {
  let raw: { data: unknown; body: string };
  try {
    raw = readMarkdown(root, relativeFile);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    problems.add(relativeFile, '', `cannot be read as Markdown with YAML frontmatter (${reason})`);
    return null;
  }
  const result = schema.safeParse(raw.data);
  if (!result.success) {
    issueLines(relativeFile, result.error, raw.data, problems);
    return null;
  }
  return { id: path.basename(relativeFile, '.md'), file: relativeFile, data: result.data, body: raw.body };
}

/** Every `.md` file of one folder under content/, in name order; kebab-case names only. */
export function listMarkdown(root: string, folder: string, problems: Problems): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .filter((name) => {
      const ok = /^[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(name);
      if (!ok) problems.add(path.join(folder, name), '', 'file name must be kebab-case, e.g. north-cyprus.md');
      return ok;
    })
    .map((name) => path.join(folder, name));
}
