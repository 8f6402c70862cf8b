/**
 * What a collection is: one kind of content file, declared once with its folder or file, its
 * schema, its route kind (if its files are pages), its /admin label and its description. Each
 * module of this folder declares one; index.ts lists them, and the loader (lib/content/load.ts),
 * the route table, the CMS config and docs/fields.md loop over that list.
 */
import type { z } from 'zod';
import { listMarkdown, parseFile, type Entry, type Problems, type ReadContext } from '../parse';
import type { Problem } from '../problem';
import { sampleProblems } from '../samples';

/** A parsed file and the schema that parsed it, for the checks that walk every field. */
export type Parsed = {
  file: string;
  schema: z.ZodType;
  data: unknown;
  body?: string;
  /** The page that shows the file: its route, or the fixed page of a single file (home: `/`). */
  page?: string;
};

/** The fields the route table reads from every file that is a page. */
export type RoutedData = { route: string; title: string; aliases?: string[] };

/** A file that is a page, with its route kind: narrowing on `kind` types `entry`. */
export type Routed<K extends string = string, E extends Entry<RoutedData> = Entry<RoutedData>> = { kind: K; entry: E };

/** One editing screen of /admin: a folder collection, or one file of the settings group. */
export type CmsScreen = {
  name: string;
  label: string;
  schema: z.ZodType;
  /** The field that names an entry in the list (folder collections). */
  identifier?: string;
  /** Where "View live" goes: a path, or `{{fields.route}}` for each entry's own page. */
  previewPath?: string;
  /** The help text of the Markdown body, for files that have one. */
  body?: string;
  /** Shows only the files of the folder with this field value (the page templates). */
  filter?: { field: string; value: string };
};

/** What loading a collection gives: its value on the site content, its parsed files and its pages. */
export type Loaded<V, R> = {
  value: V;
  files: Parsed[];
  routes: R[];
  /** Each file as read (translated, in a translated edition): the Urdu link rewriting edits their bodies. */
  entries: Entry<unknown>[];
  /** What a production build refuses in these files (sample values): lib/content/launch.ts. */
  beforeLaunch: Problem[];
};

/** A file the build writes beside the pages (a feed, a calendar), made from the loaded content. */
export type SiteFile = {
  /** Its site path (`/events.ics`); the export's file is the same path without its slash. */
  path: string;
  body: string;
};

/** What the build's files need of the site content: declared loosely here, as the content's type is built from this registry. */
export type OutputContent = { edition: { code: string }; day: string };

/** Whether search engines and feed readers see a page as an article or a plain page. */
export type PageType = 'article' | 'website';

export type Collection<K extends string = string, V = unknown, R extends Routed = Routed> = {
  /** The collection's name on the loaded content: `content.countries`. */
  key: K;
  /** What the files hold, for /admin and docs/fields.md. */
  description: string;
  /** Where its files are: a folder of one file per entry, or one file. */
  source: { folder: string } | { file: string };
  /** The route kind of its files, when each is a page. */
  route?: R['kind'];
  /** Its editing screens in /admin (the page folder has one per template). */
  cms: CmsScreen[];
  /** Whether its files have a Markdown body under the frontmatter (search, Urdu link rewriting). */
  body: boolean;
  /** Whether its files may have translations (content/ur/<same path>); false reads the English alone. */
  translated: boolean;
  /** How check:content counts it (`12 countries`); a single file is not counted. */
  noun?: string;
  /** Open Graph's type of each of its pages: a dated article, or a page (the default). */
  pageType?(entry: Entry<unknown>): PageType;
  /**
   * Files the build writes beside its pages (feeds, calendars). A method, so that a collection may
   * take the whole site content (lib/content/load.ts) whose type is made from this registry.
   */
  outputs?(content: OutputContent): SiteFile[];
  /**
   * Reads and validates its files for the context's day; null when a single file failed (its
   * problems are recorded). Read for a translated edition, each file with a translation comes back translated.
   */
  load(root: string, problems: Problems, context: ReadContext): Loaded<V, R> | null;
};

// A registry entry of any collection; `never` routes and values widen to these.
export type AnyCollection = Collection<string, unknown, Routed>;

/** What every kind of collection may declare beside its files (see Collection). */
type Declarations<V> = {
  body?: boolean;
  translated?: boolean;
  noun?: string;
  pageType?: (entry: Entry<unknown>) => PageType;
  outputs?(content: OutputContent): SiteFile[];
  /** What a production build refuses in its files; by default every sample value (lib/content/samples.ts). */
  launch?: (value: V, files: Parsed[]) => Problem[];
};

/** Every sample value of every file: the before-launch check of a collection that declares none. */
export const samplesInFiles = (_value: unknown, files: Parsed[]): Problem[] => files.flatMap((parsed) => sampleProblems(parsed.file, parsed.data));

/** The declarations a collection carries as they are, with their defaults. */
function declared<V>(options: Declarations<V>) {
  return {
    body: options.body ?? true,
    translated: options.translated ?? true,
    ...(options.noun ? { noun: options.noun } : {}),
    ...(options.pageType ? { pageType: options.pageType } : {}),
    ...(options.outputs ? { outputs: options.outputs } : {}),
  };
}

type FolderOptions<K extends string, E> = Declarations<E[]> & {
  key: K;
  folder: string;
  description: string;
  cms: Omit<CmsScreen, 'name' | 'schema'> & { name?: string };
  /** Runs once all files are read: cross-file ordering, or text the schema cannot see (bodies). */
  finish?: (entries: E[], problems: Problems) => E[];
};

function folderFiles<E extends Entry<unknown>>(root: string, folder: string, problems: Problems, parse: (file: string) => E | null): E[] {
  return listMarkdown(root, folder, problems)
    .map(parse)
    .filter((entry): entry is E => entry !== null);
}

/** The general form: the page folder, whose files each name the schema (template) they follow. */
export function customFolderCollection<const K extends string, E extends Entry<unknown>, R extends Routed>(options: Declarations<E[]> & {
  key: K;
  folder: string;
  description: string;
  route?: R['kind'];
  cms: CmsScreen[];
  parse: (root: string, file: string, problems: Problems, context: ReadContext) => E | null;
  schemaOf: (entry: E) => z.ZodType;
  finish?: (entries: E[], problems: Problems) => E[];
  routesOf: (entries: E[]) => R[];
}): Collection<K, E[], R> {
  const launch = options.launch ?? samplesInFiles;
  const translated = options.translated ?? true;
  return {
    key: options.key,
    description: options.description,
    source: { folder: options.folder },
    route: options.route,
    cms: options.cms,
    ...declared(options),
    load(root, problems, context) {
      const read = folderFiles(root, options.folder, problems, (file) => options.parse(root, file, problems, translated ? context : { day: context.day }));
      const entries = options.finish ? options.finish(read, problems) : read;
      const files = entries.map((entry) => ({ file: entry.file, schema: options.schemaOf(entry), data: entry.data, body: entry.body }));
      return { value: entries, files, routes: options.routesOf(entries), entries, beforeLaunch: launch(entries, files) };
    },
  };
}

/** A folder of one file per entry, none of them a page (visa records). */
export function folderCollection<const K extends string, T>(options: FolderOptions<K, Entry<T>> & { schema: z.ZodType<T> }): Collection<K, Entry<T>[], never> {
  const { schema } = options;
  return customFolderCollection<K, Entry<T>, never>({
    ...options,
    cms: [{ name: options.key, ...options.cms, schema }],
    parse: (root, file, problems, context) => parseFile(root, file, schema, problems, context),
    schemaOf: () => schema,
    routesOf: () => [],
  });
}

/** A folder of pages: each file has a route, and the route table lists it under `route`. */
export function routedCollection<const K extends string, T extends RoutedData, const RK extends string>(
  options: FolderOptions<K, Entry<T>> & { schema: z.ZodType<T>; route: RK },
): Collection<K, Entry<T>[], Routed<RK, Entry<T>>> {
  const { schema, route } = options;
  return customFolderCollection<K, Entry<T>, Routed<RK, Entry<T>>>({
    ...options,
    cms: [{ name: options.key, ...options.cms, schema }],
    parse: (root, file, problems, context) => parseFile(root, file, schema, problems, context),
    schemaOf: () => schema,
    routesOf: (entries) => entries.map((entry) => ({ kind: route, entry })),
  });
}

/**
 * A schema that depends on the load's day (content/site.md counts a claim of years on it): built
 * per day by `on`, and described as written by `asWritten` for /admin, docs/fields.md and the walks.
 */
export type DaySchema<T> = { asWritten: z.ZodType; on: (day: string) => z.ZodType<T> };

const isDaySchema = <T>(schema: z.ZodType<T> | DaySchema<T>): schema is DaySchema<T> => 'asWritten' in schema && 'on' in schema;

/** One file of shared settings or words (content/site.md); `value` is what the site content holds of it. */
export function fileCollection<const K extends string, T, V>(options: Declarations<V> & {
  key: K;
  file: string;
  schema: z.ZodType<T> | DaySchema<T>;
  description: string;
  cms: Omit<CmsScreen, 'schema'>;
  /** The page this file is, when it is one that the route table does not list (home: `/`). */
  page?: string;
  value: (entry: Entry<T>) => V;
}): Collection<K, V, never> {
  const { file } = options;
  const written = options.schema;
  const schemaOn = (day: string): z.ZodType<T> => (isDaySchema(written) ? written.on(day) : written);
  const schema = isDaySchema(written) ? written.asWritten : written;
  const launch = options.launch ?? samplesInFiles;
  const translated = options.translated ?? true;
  return {
    key: options.key,
    description: options.description,
    source: { file },
    cms: [{ ...options.cms, schema }],
    ...declared({ body: false, ...options }),
    load(root, problems, context) {
      const entry = parseFile(root, file, schemaOn(context.day), problems, translated ? context : { day: context.day });
      if (!entry) return null;
      const value = options.value(entry);
      const files = [{ file, schema, data: entry.data, page: options.page }];
      return { value, files, routes: [], entries: [entry], beforeLaunch: launch(value, files) };
    },
  };
}

/** Each collection of a registry by its key, with the value it loads. */
export type ValuesOf<Cs extends readonly AnyCollection[]> = {
  [C in Cs[number] as C['key']]: C extends Collection<string, infer V, Routed> ? V : never;
};

/** Every kind of page a registry's collections give, as a union discriminated by `kind`. */
export type RoutesOf<Cs extends readonly AnyCollection[]> = Cs[number] extends infer C ? (C extends Collection<string, unknown, infer R> ? R : never) : never;

/**
 * The loaded values of a registry as one object keyed by collection. TypeScript cannot follow a
 * loop over a tuple of collections, so this one overload states what the loop builds: the value
 * stored under each key is the one that collection's own (typed) `load` returned.
 */
export function valuesByKey<Cs extends readonly AnyCollection[]>(registry: Cs, values: ReadonlyMap<string, unknown>): ValuesOf<Cs>;
export function valuesByKey(registry: readonly AnyCollection[], values: ReadonlyMap<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(registry.map((collection) => [collection.key, values.get(collection.key)]));
}
