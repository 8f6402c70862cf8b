/**
 * What a collection is: one kind of content file, declared once with its folder or file, its
 * schema, its resolve pass, its route kind (if its files are pages), its /admin label and its
 * description. Each module of this folder declares one; index.ts lists them, and the loader
 * (lib/content/load.ts: read, then resolve, then check), the route table, the CMS config and
 * docs/fields.md loop over that list. A collection declares; the loader does the reading.
 */
import type { z } from 'zod';
import type { Entry } from '../entry';
import type { Problem, Problems } from '../problem';
import { sampleProblems } from '../samples';
import type { SiteClaims } from '../claim-references';

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

/**
 * A collection as the loader reads it. Methods, not function fields: a registry of collections of
 * different data is then one list (AnyCollection), each typed by its own declaration.
 */
export type Collection<K extends string = string, V = unknown, R extends Routed = Routed, Read = unknown, E extends Entry<unknown> = Entry<unknown>> = {
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
  /** The page a single file is, when it is one that the route table does not list (home: `/`). */
  page?: string;
  /** Open Graph's type of each of its pages: a dated article, or a page (the default). */
  pageType?(entry: Entry<unknown>): PageType;
  /**
   * Files the build writes beside its pages (feeds, calendars). A method, so that a collection may
   * take the whole site content (lib/content/load.ts) whose type is made from this registry.
   */
  outputs?(content: OutputContent): SiteFile[];
  /** A problem with a file's name, found before it is read (events and news are addressed by theirs). */
  fileProblem?(file: string): string | null;
  /** The read phase: the schema a file's frontmatter is checked against, chosen by what it says (a page by its `template`). It knows no day. */
  schemaOf(data: unknown): z.ZodType<Read>;
  /** The resolve pass of one file, on the load's day (Resolve). */
  resolve(entry: Entry<Read>, day: string, problems: Problems): E | null;
  /** The claims every `{{claim:name}}` of every file reads, from the one collection that states them (the site's, counted on the day). */
  claimsOf?(entry: E): SiteClaims;
  /** Once every file is resolved and its claims filled in: cross-file order, or text the schema cannot see (bodies). */
  finish?(entries: E[], problems: Problems): E[];
  /** What the site content holds of a single file's collection (null when the file failed); a folder's is its entries. */
  value?(entries: E[]): V | null;
  /** Its pages, for the route table. */
  routesOf(entries: E[]): R[];
  /** The schema the checks by type walk an entry's data with: the file as written. */
  writtenSchemaOf(entry: E): z.ZodType;
  /** What a production build refuses in its files (sample values): lib/content/launch.ts. */
  launch(value: V | E[], files: Parsed[]): Problem[];
};

/** A collection of a folder, one file per entry: what the site content holds of it is its entries. */
export type FolderCollection<K extends string, R extends Routed, Read, E extends Entry<unknown>> = Collection<K, E[], R, Read, E> & { source: { folder: string } };

// A registry entry of any collection; `never` routes and values widen to these.
export type AnyCollection = Collection<string, unknown, Routed, unknown, Entry<unknown>>;

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
  /** Runs once all files are resolved: cross-file ordering, or text the schema cannot see (bodies). */
  finish?: (entries: E[], problems: Problems) => E[];
};

/**
 * The resolve pass of one file, run once every file of the load is read: what the file shows on
 * the load's day (a country's figures in force then) from what it says as written. Schemas know no day.
 */
export type Resolve<Read, E> = (entry: Entry<Read>, day: string, problems: Problems) => E | null;

/** The resolve pass of a collection whose files show as they are read: nothing of them depends on the day. */
export const asRead = <E>(entry: E): E => entry;

/** The general form: the page folder, whose files each name the schema (template) they follow. */
export function customFolderCollection<const K extends string, E extends Entry<unknown>, R extends Routed, Read>(options: Declarations<E[]> & {
  key: K;
  folder: string;
  description: string;
  route?: R['kind'];
  cms: CmsScreen[];
  fileProblem?: (file: string) => string | null;
  schemaOf: (data: unknown) => z.ZodType<Read>;
  resolve: Resolve<Read, E>;
  finish?: (entries: E[], problems: Problems) => E[];
  writtenSchemaOf: (entry: E) => z.ZodType;
  routesOf: (entries: E[]) => R[];
}): FolderCollection<K, R, Read, E> {
  const { launch = samplesInFiles } = options;
  return {
    key: options.key,
    description: options.description,
    source: { folder: options.folder },
    route: options.route,
    cms: options.cms,
    ...declared(options),
    ...(options.fileProblem ? { fileProblem: options.fileProblem } : {}),
    schemaOf: options.schemaOf,
    resolve: options.resolve,
    ...(options.finish ? { finish: options.finish } : {}),
    routesOf: options.routesOf,
    writtenSchemaOf: options.writtenSchemaOf,
    launch,
  };
}

/** A folder of one file per entry, none of them a page (visa records). */
export function folderCollection<const K extends string, T>(options: FolderOptions<K, Entry<T>> & { schema: z.ZodType<T> }): FolderCollection<K, never, T, Entry<T>> {
  const { schema } = options;
  return customFolderCollection<K, Entry<T>, never, T>({
    ...options,
    cms: [{ name: options.key, ...options.cms, schema }],
    schemaOf: () => schema,
    resolve: asRead,
    writtenSchemaOf: () => schema,
    routesOf: () => [],
  });
}

/** A folder of pages: each file has a route, and the route table lists it under `route`. */
export function routedCollection<const K extends string, T extends RoutedData, const RK extends string>(
  options: FolderOptions<K, Entry<T>> & { schema: z.ZodType<T>; route: RK },
): FolderCollection<K, Routed<RK, Entry<T>>, T, Entry<T>> {
  const { schema, route } = options;
  return customFolderCollection<K, Entry<T>, Routed<RK, Entry<T>>, T>({
    ...options,
    cms: [{ name: options.key, ...options.cms, schema }],
    schemaOf: () => schema,
    resolve: asRead,
    writtenSchemaOf: () => schema,
    routesOf: (entries) => entries.map((entry) => ({ kind: route, entry })),
  });
}

/** A collection of one file: what the site content holds of it is what its `value` gives. */
type SingleFile<C, V, E> = C & { value(entries: E[]): V | null };

type FileOptions<K extends string, T, V> = Declarations<V> & {
  key: K;
  file: string;
  schema: z.ZodType<T>;
  description: string;
  cms: Omit<CmsScreen, 'schema'>;
  /** The page this file is, when it is one that the route table does not list (home: `/`). */
  page?: string;
};

/** One file with a resolve pass: what it shows on the day (content/site.md counts a claim of years on it). */
export function fileCollection<const K extends string, T, V, E extends Entry<unknown>>(
  options: FileOptions<K, T, V> & { resolve: Resolve<T, E>; value: (entry: E) => V; claimsOf?: (entry: E) => SiteClaims },
): SingleFile<Collection<K, V, never, T, E>, V, E>;
/** One file of shared settings or words (content/site.md); `value` is what the site content holds of it. */
export function fileCollection<const K extends string, T, V>(options: FileOptions<K, T, V> & { value: (entry: Entry<T>) => V }): SingleFile<Collection<K, V, never, T, Entry<T>>, V, Entry<T>>;
export function fileCollection(
  options: FileOptions<string, unknown, unknown> & { resolve?: Resolve<unknown, Entry<unknown>>; value: (entry: Entry<unknown>) => unknown; claimsOf?: (entry: Entry<unknown>) => SiteClaims },
): AnyCollection {
  const { file, schema, launch = samplesInFiles, value } = options;
  return {
    key: options.key,
    description: options.description,
    source: { file },
    cms: [{ ...options.cms, schema }],
    ...declared({ body: false, ...options }),
    ...(options.page ? { page: options.page } : {}),
    schemaOf: () => schema,
    resolve: options.resolve ?? asRead,
    ...(options.claimsOf ? { claimsOf: options.claimsOf } : {}),
    value: ([entry]) => (entry ? value(entry) : null),
    routesOf: () => [],
    writtenSchemaOf: () => schema,
    launch,
  };
}

/** Each collection of a registry by its key, with the value it loads. */
export type ValuesOf<Cs extends readonly AnyCollection[]> = {
  [C in Cs[number] as C['key']]: C extends { value(entries: never): infer V } ? NonNullable<V> : C extends { source: { folder: string }; resolve(entry: never, day: string, problems: never): infer E } ? NonNullable<E>[] : unknown;
};

/** Every kind of page a registry's collections give, as a union discriminated by `kind`. */
export type RoutesOf<Cs extends readonly AnyCollection[]> = Cs[number] extends infer C ? (C extends { routesOf(entries: never): (infer R)[] } ? R : never) : never;

/**
 * The loaded values of a registry as one object keyed by collection. TypeScript cannot follow a
 * loop over a tuple of collections, so this one overload states what the loop builds: the value
 * stored under each key is the one that collection's own (typed) `load` returned.
 */
export function valuesByKey<Cs extends readonly AnyCollection[]>(registry: Cs, values: ReadonlyMap<string, unknown>): ValuesOf<Cs>;
export function valuesByKey(registry: readonly AnyCollection[], values: ReadonlyMap<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(registry.map((collection) => [collection.key, values.get(collection.key)]));
}
