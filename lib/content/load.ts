/**
 * The one way to read a site: `loadSite({ root, edition, day })`, in three phases.
 * - read (this module): every file of every collection (lib/content/collections) is read as
 *   Markdown with plain YAML frontmatter and checked against its collection's schema, which knows
 *   no day and no edition;
 * - resolve: in a translated edition, each file's translation laid over it (its figures written as
 *   in force on the day); each collection's pass over what was read, on the day (a country's figures in force,
 *   its stat cards and costs, `{{name}}` in its words; the site's claims counted); then the claims
 *   pass, which fills every `{{claim:name}}` of every file from the site's claims
 *   (lib/content/claim-references.ts); then each collection's order and its pages (the route
 *   table, lib/content/routes.ts);
 * - check: what only shows across files (lib/content/check.ts).
 * Problems are collected, never thrown one at a time, so an editor sees every mistake of a build
 * in one go, each on one line: `content/countries/uk.md: stats[2].value: expected string, got number`.
 * Any problem fails the whole load (and so the build): a bad file is never skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
// Imported, not global: the jsdom test environment has no TextDecoder.
import { TextDecoder } from 'node:util';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import type { z } from 'zod';
import { invisibleCharacterProblem, invisibleCharacters } from './guards';
import { unknownClaimMessage, unknownClaims, withClaims, type SiteClaims } from './claim-references';
import { ORIGINAL, type Edition } from '../editions';
import { findWords } from './walk';
import { overlayFrontmatter, REVIEWED_FIELD, translateBody } from './translation';
import { reviewedSchema, wordsRevision } from './reviewed';
import { futureRecordMessage } from './fields/primitives';
import { glossaryFileOf, glossarySchema, glossaryWarnings, type GlossaryTerm, type TranslatedText } from './glossary';
import { Problems, type Problem } from './problem';
import { formatPath } from './field-path';
import { translationFileOf, type Entry, type ReadContext } from './entry';
import { localiseLinks } from './edition-links';
import { buildRouteTable, type RouteTable } from './routes';
import { checkCostCurrencies, checkDays, checkReferences, strayTranslations, unusedFigures } from './check';
import { collections, type SiteCollections } from './collections';
import { valuesByKey, type AnyCollection, type Collection, type Loaded, type Parsed, type Routed, type RoutesOf, type ValuesOf } from './collections/define';
import type { TemplatedPage } from './collections/pages';

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

/**
 * A list that may be written as its one item (a figure with one value) is wrapped by a preprocess,
 * so zod names that item `[0]`: the path of what the editor wrote leaves the index out.
 */
function writtenPath(data: unknown, path: readonly PropertyKey[]): PropertyKey[] {
  const written: PropertyKey[] = [];
  for (const segment of path) {
    const at = valueAt(data, written);
    if (segment === 0 && at !== null && typeof at === 'object' && !Array.isArray(at)) continue;
    written.push(segment);
  }
  return written;
}

/** Turns zod's issues into the one-line messages editors read. */
export function issueLines(file: string, error: z.ZodError, data: unknown, problems: Problems) {
  for (const raw of error.issues) {
    const issue = { ...raw, path: writtenPath(data, raw.path) };
    const where = formatPath(issue.path);
    if (issue.code === 'invalid_type') {
      const got = valueAt(data, issue.path);
      // YAML's .nan and .inf are numbers to JavaScript, but no page can show one.
      if (issue.expected === 'number' && typeof got === 'number') {
        problems.add(file, where, `expected a finite number, got ${Number.isNaN(got) ? '.nan' : got > 0 ? '.inf' : '-.inf'}`);
        continue;
      }
      problems.add(file, where, got === undefined ? `missing, expected ${issue.expected}` : `expected ${issue.expected}, got ${describe(got)}`);
    } else if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        problems.add(file, formatPath([...issue.path, key]), 'unknown field (check its spelling, or remove it)');
      }
    } else if (issue.code === 'invalid_value') {
      const got = valueAt(data, issue.path);
      problems.add(file, where, `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${JSON.stringify(got) ?? 'nothing'}`);
    } else if (issue.code === 'invalid_key') {
      // A map's key (a figure's name) broke its own rule: say which.
      problems.add(file, where, issue.issues[0]?.message ?? issue.message);
    } else if (issue.code === 'invalid_union') {
      problems.add(file, where, `does not match any allowed shape (got ${describe(valueAt(data, issue.path))})`);
    } else {
      problems.add(file, where, issue.message);
    }
  }
}

/** Larger files are refused: no page needs them, and Markdown rendering slows sharply with size. */
export const MAX_FILE_BYTES = 256 * 1024;

/** A problem with a whole file, reported as one line: `content/x.md: empty file`. */
export class FileProblem extends Error {
  constructor(readonly where: string, message: string) {
    super(message);
    this.name = 'FileProblem';
  }
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/**
 * The file's text, decoded as UTF-8 only. Other encodings are refused rather than guessed, because
 * a misread file gives U+FFFD in a page or misleading "missing field" lines.
 */
function decodeUtf8(bytes: Buffer): string {
  if (bytes.length > MAX_FILE_BYTES) {
    throw new FileProblem('', `is ${kilobytes(bytes.length)}, more than the ${kilobytes(MAX_FILE_BYTES)} a content file may have; split it into smaller pages`);
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || bytes.includes(0)) {
    throw new FileProblem('', 'is saved as UTF-16 (or is not a text file); save it as UTF-8');
  }
  const withoutBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(withoutBom);
  } catch {
    const lenient = new TextDecoder('utf-8').decode(withoutBom);
    const line = lenient.slice(0, lenient.indexOf('\uFFFD')).split('\n').length;
    throw new FileProblem(`line ${line}`, `is not valid UTF-8 (perhaps saved as Latin-1 or Windows-1252); save it as UTF-8`);
  }
}

/**
 * Frontmatter is plain YAML, nothing else. gray-matter would otherwise run `---js` frontmatter as
 * code, so the opening line must be exactly `---`, and every engine but our YAML one refuses.
 * YAML is read with the core schema: no custom tags, and no timestamps, so `2024-13-45` stays the
 * text it is (for the schema to reject) instead of silently becoming 2025-02-14.
 */
function parseYaml(source: string): object {
  try {
    const data: unknown = yaml.load(source, { schema: yaml.CORE_SCHEMA, listener: refuseAnchors });
    if (data === undefined || data === null) return {};
    if (typeof data !== 'object' || Array.isArray(data)) throw new FileProblem('frontmatter', 'expected fields written `name: value`');
    return data;
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      // +2: the opening --- line, and js-yaml counts from 0.
      const line = error.mark ? `line ${error.mark.line + 2}` : 'frontmatter';
      throw new FileProblem(line, `${error.reason}; expected plain YAML`);
    }
    throw error;
  }
}

/**
 * Anchors (`&name`) and aliases (`*name`) are refused where the first anchor is read, before any
 * alias can use it: nine lines of nested aliases ("billion laughs") expand to billions of values
 * once anything walks the data, and editors never need them. js-yaml calls this for every node it
 * reads; `anchor` is set on a node that carries one. (js-yaml 4 has no alias limit, and the `yaml`
 * package's `maxAliasCount` would mean a second YAML parser for the same files.)
 */
function refuseAnchors(this: unknown, event: yaml.EventType, state: yaml.State) {
  const anchor: unknown = Reflect.get(state, 'anchor');
  if (event !== 'close' || typeof anchor !== 'string') return;
  // The field the anchor sits in: the nearest line above it that opens a top-level field.
  const before = state.input.slice(0, state.input.slice(0, state.position).lastIndexOf(`&${anchor}`) + 1);
  const field = [...before.matchAll(/^([^\s#:-][^:\n]*):/gm)].at(-1)?.[1];
  throw new FileProblem(field ?? 'frontmatter', `uses the YAML anchor &${anchor}; anchors and aliases (&name, *name) are not allowed, write each value out`);
}

const refuseEngine = (language: string) => () => {
  throw new FileProblem('frontmatter', `"---${language}" frontmatter is not allowed; open the file with a line of just ---`);
};
const frontmatterEngines = {
  yaml: parseYaml,
  js: refuseEngine('js'),
  javascript: refuseEngine('javascript'),
  json: refuseEngine('json'),
  coffee: refuseEngine('coffee'),
  toml: refuseEngine('toml'),
};

/**
 * A content file is an ordinary file inside the project, never a symbolic link: a link could
 * publish any file of the machine that builds the site (`countries/zz.md -> /etc/passwd`).
 */
function ordinaryFile(root: string, relativeFile: string): string {
  const file = path.join(root, relativeFile);
  const stat = fs.lstatSync(file);
  if (stat.isSymbolicLink()) throw new FileProblem('', 'is a symbolic link; save the content itself here as an ordinary file');
  if (!stat.isFile()) throw new FileProblem('', 'is not an ordinary file');
  if (!fs.realpathSync(file).startsWith(`${fs.realpathSync(root)}${path.sep}`)) {
    throw new FileProblem('', 'lies outside the project (a folder on its way is a symbolic link)');
  }
  return file;
}

export function readMarkdown(root: string, relativeFile: string): { data: unknown; body: string } {
  const raw = decodeUtf8(fs.readFileSync(ordinaryFile(root, relativeFile)));
  if (raw.trim() === '') throw new FileProblem('', 'empty file; it needs frontmatter between two lines of ---');
  const opening = /^---([^\r\n]*)\r?\n/.exec(raw);
  if (!opening) throw new FileProblem('', 'expected frontmatter: the file must start with a line of just ---');
  const language = (opening[1] ?? '').trim();
  if (language !== '') refuseEngine(language)();
  if (!/\r?\n---[ \t]*(\r?\n|$)/.test(raw.slice(opening[0].length - 1))) {
    throw new FileProblem('frontmatter', 'not closed: expected a line of just --- after the fields');
  }
  const parsed = matter(raw, { language: 'yaml', engines: frontmatterEngines });
  return { data: parsed.data, body: parsed.content };
}

/** Reads a file as Markdown, recording a problem (and returning null) when it cannot be read. */
function readOrRecord(root: string, relativeFile: string, problems: Problems): { data: unknown; body: string } | null {
  let raw: { data: unknown; body: string };
  try {
    raw = readMarkdown(root, relativeFile);
  } catch (error) {
    if (error instanceof FileProblem) {
      problems.add(relativeFile, error.where, error.message);
      return null;
    }
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    problems.add(relativeFile, '', `cannot be read as Markdown with YAML frontmatter (${reason})`);
    return null;
  }
  // Checked before the schema, on everything written: YAML escapes ("\u0000") write characters no raw-byte check sees.
  const invisible = invisibleCharacters(raw.data, formatPath);
  const inBody = invisibleCharacterProblem(raw.body);
  if (inBody) invisible.push({ where: 'body', problem: inBody });
  if (invisible.length > 0) {
    for (const { where, problem } of invisible) problems.add(relativeFile, where, problem);
    return null;
  }
  return raw;
}

/** A file as the read phase leaves it: its entry, and the frontmatter and schema it was parsed with, which a translation is laid over. */
export type ReadFile<T> = { entry: Entry<T>; raw: { data: unknown; body: string }; schema: z.ZodType<T> };

/** The read phase of one file: read and checked against its schema, with no day and no edition; on failure its problems recorded and null. */
export function readFile<T>(root: string, relativeFile: string, schemaOf: (data: unknown) => z.ZodType<T>, problems: Problems): ReadFile<T> | null {
  const raw = readOrRecord(root, relativeFile, problems);
  if (!raw) return null;
  const schema = schemaOf(raw.data);
  const entry = parseRaw(root, relativeFile, raw, schema, problems);
  return entry && { entry, raw, schema };
}

/**
 * The translation pass of one read file: in a translated edition, a file with a translation comes
 * back with it laid over and parsed by the same schema, naming it in `translation` (its figures
 * written in the edition's format, as in force on the day); otherwise as read.
 */
export function translateFile<T>(root: string, file: ReadFile<T>, problems: Problems, { day, reading }: ReadContext): Entry<T> | null {
  const translationFile = reading && translationFileOf(file.entry.file, reading.edition);
  if (!reading || !translationFile || !fs.existsSync(path.join(root, translationFile))) return file.entry;
  return parseTranslation(root, translationFile, file.raw, file.entry, file.schema, problems, { day, reading });
}


/** The texts of an English file that a translation may translate, by field path. */
function wordsTexts(schema: z.ZodType, english: { data: unknown }): Map<string, string> {
  const texts = new Map<string, string>();
  for (const where of findWords(schema, english.data)) {
    const text = stringAt(english.data, where);
    if (typeof text === 'string') texts.set(where, text);
  }
  return texts;
}

/** The revision of an English file's words that a review records (lib/content/reviewed.ts). */
export const englishRevision = (schema: z.ZodType, english: { data: unknown; body: string }): string => wordsRevision(wordsTexts(schema, english), english.body);

/** The original's words replaced by the translation's, checked, then parsed by the original's schema. */
function parseTranslation<T>(
  root: string,
  translationFile: string,
  originalRaw: { data: unknown; body: string },
  original: Entry<T>,
  schema: z.ZodType<T>,
  problems: Problems,
  { day, reading: { edition, glossary } }: Required<ReadContext>,
): Entry<T> | null {
  const translated = readOrRecord(root, translationFile, problems);
  if (!translated) return null;
  const before = problems.count;
  const problem = (where: string, message: string) => problems.add(translationFile, where, message);
  const reviewedRaw: unknown = translated.data !== null && typeof translated.data === 'object' ? Reflect.get(translated.data, REVIEWED_FIELD) : undefined;
  const reviewed = reviewedRaw === undefined ? null : reviewedSchema.safeParse(reviewedRaw);
  if (reviewed && !reviewed.success) for (const issue of reviewed.error.issues) problem(formatPath([REVIEWED_FIELD, ...issue.path.filter((key) => typeof key !== 'symbol')]), `${issue.message}; reviewed is { date: YYYY-MM-DD, by: the reviewer's name, english: the revision the build names }, set once a fluent reader has checked the translation`);
  else if (reviewed?.success && reviewed.data.date > day) problem(`${REVIEWED_FIELD}.date`, futureRecordMessage(reviewed.data.date));
  // Found in the frontmatter as written: transforms (costs) reshape the parsed data, and a translation mirrors the file.
  const englishTexts = wordsTexts(schema, originalRaw);
  const words = new Set(englishTexts.keys());
  const figures = new Set<string>();
  const shown = (name: string) => figures.add(name);
  const merged = overlayFrontmatter(originalRaw.data, translated.data, { edition, day, isWords: (where) => words.has(where), problem, shown });
  const body = translated.body.trim() === '' ? originalRaw.body : translateBody(originalRaw.body, translated.body, merged.figures, { edition, problem, shown });
  if (problems.count > before) return null;
  const entry = parseRaw(root, translationFile, { data: merged.data, body }, schema, problems);
  if (!entry) return null;
  const given = stringPaths(translated.data);
  // An empty original (a decorative picture's alt "") has nothing to translate.
  const untranslated = [...words].filter((where) => !given.has(where) && stringAt(original.data, where) !== '');
  if (translated.body.trim() === '' && originalRaw.body.trim() !== '') untranslated.push('body');
  const pairs: TranslatedText[] = [...given].flatMap((where) => {
    const english = englishTexts.get(where);
    const text = stringAt(translated.data, where);
    return english !== undefined && typeof text === 'string' ? [{ where, english, translated: text }] : [];
  });
  if (translated.body.trim() !== '') pairs.push({ where: 'body', english: originalRaw.body, translated: translated.body });
  return {
    ...entry,
    id: original.id,
    file: original.file,
    translation: {
      file: translationFile,
      reviewed: reviewed?.success ? reviewed.data : null,
      untranslated,
      englishRevision: wordsRevision(englishTexts, originalRaw.body),
      glossary: glossaryWarnings(translationFile, glossary, pairs),
      figures: [...figures],
    },
  };
}

/** The text at a field path as problems name it (`a.b[0].c`), or undefined. */
function stringAt(data: unknown, where: string): unknown {
  let current = data;
  for (const [, key, index] of where.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Reflect.get(current, index ?? key ?? '');
  }
  return current;
}

/** The path of every text a file writes, as its problems name them (`benefits.items[0].title`). */
function stringPaths(data: unknown, at: (string | number)[] = [], found = new Set<string>()): Set<string> {
  if (typeof data === 'string') found.add(formatPath(at));
  else if (Array.isArray(data)) data.forEach((item, i) => stringPaths(item, [...at, i], found));
  else if (data !== null && typeof data === 'object') for (const [key, item] of Object.entries(data)) stringPaths(item, [...at, key], found);
  return found;
}

/** The schema, after the claim references are checked: the parsed entry, or null with its problems recorded. */
function parseRaw<T>(
  root: string,
  relativeFile: string,
  raw: { data: unknown; body: string },
  schema: z.ZodType<T>,
  problems: Problems,
): Entry<T> | null {
  // A misspelt claim is one line; the schema would only add a second about the same braces.
  const unknown = unknownClaims(raw.data, raw.body);
  for (const { at, name } of unknown) problems.add(relativeFile, at === 'body' ? 'body' : formatPath(at), unknownClaimMessage(name));
  if (unknown.length > 0) return null;
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

// ---------------------------------------------------------------------------------------------
// The loader: every collection read, resolved and checked.

/** A page's data carries its `template`, so narrowing on `page.data.template` types the rest. */
export type PageEntry = Entry<TemplatedPage>;

/** What loading a registry of collections gives: each collection's value by its key, and the routes. */
export type LoadedContent<Cs extends readonly AnyCollection[]> = ValuesOf<Cs> & {
  routes: RouteTable<RoutesOf<Cs>>;
  /** Problems that do not stop a build, such as a figure no page shows. */
  warnings: Problem[];
  /** What a production build refuses (sample values), each collection's own check (lib/content/launch.ts). */
  beforeLaunch: Problem[];
  /** Each collection's files as read, with what the registry says of them: the edition's checks loop over these. */
  collectionEntries: CollectionEntries[];
  /** Every parsed file with its schema and the page that shows it, for the walks by type (images). */
  files: Parsed[];
  /** The edition this content was read for: English, or a translation laid over it. */
  edition: Edition;
  /** The day it was read for (YYYY-MM-DD): figures are the values in force then, claims counted then, and pages dated from it. */
  day: string;
  /** The folder it was read from (the project, or a test's fixture site): another edition of the same site is read from here. */
  root: string;
};

/** What a load reads: a site's folder, an edition of it (the original unless told), on a day. */
export type SiteOptions = { root: string; edition?: Edition; day: string };

export type SiteContent = LoadedContent<SiteCollections>;

/** The files one collection loaded, and its declarations that the checks across collections read. */
export type CollectionEntries = { key: string; body: boolean; translated: boolean; routed: boolean; entries: Entry<unknown>[] };

/**
 * A loader for a registry of collections: the site's own (`loadContent`), or the site's with more
 * (a test registering a new collection). Every collection is read and validated, then the checks
 * that only show across files run on the site's content.
 */
export function contentLoader<const Cs extends readonly [...SiteCollections, ...AnyCollection[]]>(registry: Cs): (options: SiteOptions) => LoadedContent<Cs>;
// The registry's values are typed by each collection's own `load`; valuesByKey states the assembled shape.
export function contentLoader(registry: readonly AnyCollection[]): (options: SiteOptions) => LoadedContent<readonly AnyCollection[]> {
  return ({ root, edition = ORIGINAL, day }) => {
    const problems = new Problems();
    const values = new Map<string, unknown>();
    const files: Parsed[] = [];
    const routed: Routed[] = [];
    const beforeLaunch: Problem[] = [];
    const collectionEntries: CollectionEntries[] = [];
    const context: ReadContext = edition === ORIGINAL ? { day } : { day, reading: { edition, glossary: editionGlossary(root, edition, problems) } };
    const translatable = new Set<string>();
    // Read and resolve every collection, then fill in the site's claims everywhere (the site's own words included).
    const read = registry.map((collection) => ({ collection, read: readCollection(collection, root, problems, context) }));
    const claims = read.find((each) => each.read.claims !== null)?.read.claims ?? null;
    for (const { collection, read: each } of read) {
      const loaded = each.settle(claims);
      // null only after recording a problem, which check() below throws.
      if (!loaded) continue;
      values.set(collection.key, loaded.value);
      files.push(...loaded.files);
      if (collection.translated) for (const parsed of loaded.files) translatable.add(parsed.file);
      routed.push(...loaded.routes);
      beforeLaunch.push(...loaded.beforeLaunch);
      collectionEntries.push({ key: collection.key, body: collection.body, translated: collection.translated, routed: collection.route !== undefined, entries: loaded.entries });
    }
    problems.check();
    // Only once every file has loaded: a file refused for its own problem is no stray.
    if (edition !== ORIGINAL) strayTranslations(root, edition, translatable, problems);
    problems.check();
    const routes = buildRouteTable(routed, problems);
    const site = valuesByKey(collections, values);
    // The original's warnings are the site's; a translation adds none of its own here.
    const warnings = edition === ORIGINAL ? unusedFigures(site.countries, site.pages.some((p) => p.data.template === 'compare')) : [];
    checkDays(files, day, problems);
    checkReferences(root, site, routes, files, problems);
    checkCostCurrencies(site, problems);
    problems.check();
    const pageOf = new Map(routes.entries.map((route) => [route.entry.file, route.canonical]));
    const withPages = files.map((parsed) => ({ ...parsed, page: pageOf.get(parsed.file) ?? parsed.page }));
    if (edition !== ORIGINAL) localiseLinks({ home: site.home, routes, files: withPages, edition, collectionEntries });
    return { ...valuesByKey(registry, values), routes, warnings, beforeLaunch, collectionEntries, files: withPages, edition, day, root };
  };
}


/**
 * The claims every `{{claim:name}}` reads: a translated file the edition's words ("ہزاروں"), a file
 * shown as written (no translation, or a collection that is never translated) the original's.
 */
export type ClaimsOfEdition = { original: SiteClaims; translated: SiteClaims };

/** A collection read and resolved file by file, waiting for the site's claims (`claims`, from the collection that has them) to be settled. */
export type ReadCollection<V, R> = {
  /** The claims every `{{claim:name}}` of the site reads, when this collection declares them (the site's). */
  claims: ClaimsOfEdition | null;
  /** The claims pass (each reference filled in), then the collection's order, its value on the site content and its pages. */
  settle(claims: ClaimsOfEdition | null): Loaded<V, R> | null;
};

/**
 * One collection: its files read (the read phase), then each file's resolve passes (its translation
 * and the collection's own, on the day); then,
 * in `settle`, the claims pass, its order, what the site content holds of it, and its pages.
 */
export function readCollection<V, R extends Routed, Read, E extends Entry<unknown>>(collection: Collection<string, V, R, Read, E>, root: string, problems: Problems, context: ReadContext): ReadCollection<V | E[], R> {
  const reading = collection.translated ? context : { day: context.day };
  const { source } = collection;
  const files = 'file' in source ? [source.file] : listMarkdown(root, source.folder, problems);
  // The read phase: each file as written, against its schema.
  const read: ReadFile<Read>[] = [];
  for (const file of files) {
    const badName = collection.fileProblem?.(file);
    if (badName) problems.add(file, '', badName);
    const entry = badName ? null : readFile(root, file, (data) => collection.schemaOf(data), problems);
    if (entry) read.push(entry);
  }
  // The resolve passes of each file: its translation laid over (in a translated edition), then the collection's own on the day.
  const translated = read.map((file) => translateFile(root, file, problems, reading)).filter((entry): entry is Entry<Read> => entry !== null);
  const resolved = translated.map((entry) => collection.resolve(entry, context.day, problems)).filter((entry): entry is E => entry !== null);
  return {
    claims: claimsIn(collection, read[0]?.entry, resolved[0], context.day, problems),
    settle(claims) {
      const filled = claims ? resolved.map((entry) => withClaims(entry, entry.translation ? claims.translated : claims.original)) : resolved;
      const entries = collection.finish ? collection.finish(filled, problems) : filled;
      const value = collection.value ? collection.value(entries) : entries;
      // Null only after recording a problem with its one file.
      if (value === null) return null;
      const parsed: Parsed[] = entries.map((entry) => ({
        file: entry.file,
        schema: collection.writtenSchemaOf(entry),
        data: entry.data,
        ...('file' in source ? { page: collection.page } : { body: entry.body }),
      }));
      return { value, files: parsed, routes: collection.routesOf(entries), entries, beforeLaunch: collection.launch(value, parsed) };
    },
  };
}

/** The claims a collection declares (the site's), as the file states them and as its translation words them; null for the others. */
function claimsIn<V, R extends Routed, Read, E extends Entry<unknown>>(collection: Collection<string, V, R, Read, E>, asRead: Entry<Read> | undefined, resolved: E | undefined, day: string, problems: Problems): ClaimsOfEdition | null {
  if (!collection.claimsOf || !asRead || !resolved) return null;
  if (!resolved.translation) return { original: collection.claimsOf(resolved), translated: collection.claimsOf(resolved) };
  // The original's claims are the file as written, resolved on the same day (counted, not translated).
  const original = collection.resolve(asRead, day, problems);
  return original && { original: collection.claimsOf(original), translated: collection.claimsOf(resolved) };
}

/** One collection on its own, read, resolved and settled with the claims given (a test of one collection). */
export function loadCollection<V, R extends Routed, Read, E extends Entry<unknown>>(collection: Collection<string, V, R, Read, E>, root: string, problems: Problems, context: ReadContext, claims: ClaimsOfEdition | null = null): Loaded<V | E[], R> | null {
  return readCollection(collection, root, problems, context).settle(claims);
}

/** The translators' glossary of an edition (lib/content/glossary.ts), validated as any content file is; none when it has none. */
function editionGlossary(root: string, edition: Edition, problems: Problems): readonly GlossaryTerm[] {
  const file = glossaryFileOf(edition);
  if (file === null || !fs.existsSync(path.join(root, file))) return [];
  return readFile(root, file, () => glossarySchema, problems)?.entry.data.terms ?? [];
}

/**
 * The one way to read a site: every content file under `root` (the project, or a test's fixture
 * site), in `edition` (the original unless told), on `day`. The day is an argument all the way
 * down: nothing below reads the environment or the clock, so two days load side by side.
 */
export const loadSite: (options: SiteOptions) => SiteContent = contentLoader(collections);

const sitesLoaded = new Map<string, SiteContent>();

/**
 * A site loaded once per process for each folder, edition and day: the pages of one `next build`
 * share it (lib/pipeline/next-pages.ts), and a presenter reads another edition of the content it
 * was handed through it (`sameSiteIn`). Never for tests that edit a fixture between loads.
 */
export function cachedSite({ root, edition = ORIGINAL, day }: SiteOptions): SiteContent {
  const key = `${root}\0${edition.code}\0${day}`;
  let content = sitesLoaded.get(key);
  if (!content) {
    content = loadSite({ root, edition, day });
    sitesLoaded.set(key, content);
  }
  return content;
}

/** The same site as `content` (its folder and day) in another edition. */
export function sameSiteIn(content: SiteContent, edition: Edition): SiteContent {
  return edition === content.edition ? content : cachedSite({ root: content.root, edition, day: content.day });
}
