/**
 * The Decap CMS configuration of /admin, generated from the collections (lib/content/collections):
 * one collection per folder of content files (the page folder: one per template), and one group of
 * the single files. Written to admin/config.yml by lib/cms/write-admin.ts at build time and by
 * `npm run edit`; never committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { collections } from '../content/collections';
import type { AnyCollection, CmsScreen } from '../content/collections/define';
import { englishRevision, readMarkdown } from '../content/load';
import { translationFileOf } from '../content/entry';
import { REVIEWED_FIELD } from '../content/translation';
import { editionPath, translatedEditions, type Edition } from '../editions';
import { fieldsOf, labelOf, wordsFieldsOf, type CmsField } from './fields';
import type { z } from 'zod';

/** The format of every collection: YAML frontmatter written back with the smallest diff (lib/browser/cms-format.ts). */
export const CMS_FORMAT = 'frontmatter-minimal-diff';

const body = (hint: string): CmsField => ({ name: 'body', label: 'Body', widget: 'markdown', required: false, modes: ['raw', 'rich_text'], hint });

type FolderCollection = {
  name: string;
  label: string;
  description: string;
  folder: string;
  extension: 'md';
  format: string;
  create: boolean;
  slug: string;
  identifier_field: string;
  summary?: string;
  preview_path?: string;
  filter?: { field: string; value: string };
  fields: CmsField[];
};

type FileCollection = {
  name: string;
  label: string;
  description?: string;
  extension: 'md';
  format: string;
  files: { name: string; label: string; file: string; preview_path?: string; fields: CmsField[] }[];
};

export type CmsCollection = FolderCollection | FileCollection;

/** A collection of one file per entry; `kind` names the schema for the tests. */
type Kind = { collection: string; schema: z.ZodType; body: boolean };

/** The fields of one editing screen: its schema's, then the Markdown body if the files have one. */
export const fieldsOfScreen = (screen: CmsScreen): CmsField[] => [
  // A filtered screen writes its filter value (a page's template) into every new file, unseen.
  ...(screen.filter ? [{ name: screen.filter.field, label: labelOf(screen.filter.field), widget: 'hidden' as const, default: screen.filter.value }] : []),
  ...fieldsOf(screen.schema),
  ...(screen.body ? [body(screen.body)] : []),
];

const folderCollection = (folder: string, description: string, screen: CmsScreen): FolderCollection => ({
  name: screen.name,
  label: screen.label,
  description,
  folder,
  extension: 'md',
  format: CMS_FORMAT,
  // New files are named in kebab case from the identifier, as docs/editors.md ("Add a country") asks.
  create: true,
  slug: '{{slug}}',
  identifier_field: screen.identifier ?? 'title',
  ...(screen.previewPath ? { preview_path: screen.previewPath } : {}),
  ...(screen.filter ? { filter: screen.filter } : {}),
  fields: fieldsOfScreen(screen),
});

/** Every collection with the schema that checks its files, for the config and for the tests. */
export function cmsCollections(registry: readonly AnyCollection[] = collections): { collection: CmsCollection; kinds: Kind[] }[] {
  const folders = registry.flatMap(({ source, description, cms }) =>
    'folder' in source
      ? cms.map((screen) => ({
          collection: folderCollection(source.folder, description, screen),
          kinds: [{ collection: screen.name, schema: screen.schema, body: screen.body !== undefined }],
        }))
      : [],
  );
  const files = registry.flatMap(({ source, cms }) => ('file' in source ? cms.map((screen) => ({ file: source.file, screen })) : []));
  const singleFiles: FileCollection = {
    name: 'settings',
    label: 'Site settings and shared files',
    extension: 'md',
    format: CMS_FORMAT,
    files: files.map(({ file, screen }) => ({ name: screen.name, label: screen.label, file, ...(screen.previewPath ? { preview_path: screen.previewPath } : {}), fields: fieldsOfScreen(screen) })),
  };
  return [
    ...folders,
    {
      collection: singleFiles,
      kinds: files.map(({ screen }) => ({ collection: `settings/${screen.name}`, schema: screen.schema, body: screen.body !== undefined })),
    },
  ];
}

const PROJECT_ROOT = path.resolve(__dirname, '../..');

/** "Urdu", from the edition's language code: the editors' own language names it (Intl, no list of ours). */
export function languageName(edition: Edition): string {
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(edition.lang) ?? edition.code;
}

/** The English files of a collection, each with the screen that edits it (a page's template picks its screen). */
function englishFiles(root: string, { source, cms }: AnyCollection): { file: string; screen: CmsScreen; english: { data: unknown; body: string } }[] {
  const files = 'file' in source ? [source.file] : fs.existsSync(path.join(root, source.folder)) ? fs.readdirSync(path.join(root, source.folder)).filter((name) => name.endsWith('.md')).sort().map((name) => `${source.folder}/${name}`) : [];
  return files.flatMap((file) => {
    const english = readable(root, file);
    const data = english?.data;
    const screen = english && cms.find((s) => !s.filter || (data !== null && typeof data === 'object' && Reflect.get(data, s.filter.field) === s.filter.value));
    return screen ? [{ file, screen, english }] : [];
  });
}

/**
 * An English file as read for its translation screen, or null when it cannot be read: /admin is
 * where such a file gets fixed, so it must open; the file's translation screen returns once it is.
 */
function readable(root: string, file: string): { data: unknown; body: string } | null {
  try {
    return readMarkdown(root, file);
  } catch {
    return null;
  }
}

/** Who checked a translation, when, and against which English words: the translation's own record, never the English file's. */
const reviewedField = (revision: string): CmsField => ({
  name: REVIEWED_FIELD,
  label: 'Reviewed by a fluent reader',
  widget: 'object',
  required: false,
  collapsed: true,
  hint: 'Fill in only once a fluent reader has checked the whole translation against the English.',
  fields: [
    { name: 'date', label: 'Date', widget: 'datetime', required: false, format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true },
    { name: 'by', label: 'By', widget: 'string', required: false },
    { name: 'english', label: 'English revision', widget: 'string', required: false, hint: `The English words as this review read them. Today they are ${revision}: write that, unless the English has changed since this screen was built.` },
  ],
});

/**
 * The translation screens of one edition: per collection, one file entry per English file,
 * editing its twin under the edition's folder (content/ur/countries/uk.md). A file entry, not a
 * folder collection: its path is the English file's twin whatever the translated title says, a
 * page's fields follow its English template (the translation does not repeat `template`), and each
 * field's hint quotes that file's English text. Only words fields appear (lib/cms/fields.ts).
 */
export function translationCollections(edition: Edition, root = PROJECT_ROOT, registry: readonly AnyCollection[] = collections): { collection: FileCollection; files: { file: string; english: string; screen: CmsScreen }[] }[] {
  const language = languageName(edition);
  const screens = registry.flatMap((collection) =>
    englishFiles(root, collection).flatMap(({ file, screen, english: { data, body: englishBody } }) => {
      const twin = translationFileOf(file, edition);
      const words = wordsFieldsOf(screen.schema, data);
      if (!twin || (words.length === 0 && englishBody.trim() === '')) return [];
      const field = (name: string) => (data !== null && typeof data === 'object' ? Reflect.get(data, name) : undefined);
      const english = field(screen.identifier ?? 'title');
      const route = field('route');
      const bodyHint = 'Translate the English body whole; keep its links, with the same targets. Numbers as {{#1}}, {{#2}}…, figures as {{name}}.';
      const fields = [...words, ...(screen.body && englishBody.trim() !== '' ? [body(bodyHint)] : []), reviewedField(englishRevision(screen.schema, { data, body: englishBody }))];
      const previewPath = typeof route === 'string' ? editionPath(edition, route) : screen.previewPath && !screen.previewPath.includes('{{') ? editionPath(edition, screen.previewPath) : undefined;
      // Single files share one group, as in English; a folder's files are one collection.
      const group = 'folder' in collection.source ? { name: collection.key, label: collection.cms.length === 1 ? (collection.cms[0]?.label ?? collection.key) : 'Pages', where: collection.source.folder } : { name: 'settings', label: 'Site settings and shared files', where: 'content/*.md' };
      const entry = { name: path.basename(twin, '.md'), label: `${typeof english === 'string' ? english : screen.label} (${language})`, file: twin, ...(previewPath ? { preview_path: previewPath } : {}), fields };
      return [{ group, entry, english: file, screen }];
    }),
  );
  const groups = [...new Map(screens.map(({ group }) => [group.name, group])).values()];
  return groups.map((group) => {
    const members = screens.filter((s) => s.group.name === group.name);
    return {
      collection: {
        name: `${edition.code}-${group.name}`,
        label: `${language}: ${group.label}`,
        description: `${language} translations of ${group.where}: words only (docs/translations.md). Numbers, links, pictures and dates come from the English file.`,
        extension: 'md' as const,
        format: CMS_FORMAT,
        files: members.map(({ entry }) => entry),
      },
      files: members.map(({ entry, english, screen }) => ({ file: entry.file, english, screen })),
    };
  });
}

export type CmsSettings = {
  /** Where "View live" links go: the local dev server under `npm run edit`, the public site online. */
  siteUrl: string;
  /** Set under `npm run edit`: the decap-server proxy that writes files in the checkout. */
  localBackendUrl?: string;
  /** Online: the repository the CMS commits to (CMS_REPO, CMS_BRANCH, CMS_BACKEND, CMS_AUTH_URL at build time). */
  backend: { name: 'github' | 'gitlab' | 'test-repo'; repo?: string; branch?: string; base_url?: string; auth_endpoint?: string; auth_scope?: 'repo' | 'public_repo' };
  publishMode?: 'simple' | 'editorial_workflow';
};

/** The whole config.yml, as an object (YAML is a superset of JSON, so it is written as JSON). */
export function cmsConfig(settings: CmsSettings, registry: readonly AnyCollection[] = collections) {
  return {
    backend: Object.fromEntries(Object.entries(settings.backend).filter(([, value]) => value !== undefined)),
    ...(settings.localBackendUrl ? { local_backend: { url: settings.localBackendUrl } } : {}),
    ...(settings.publishMode ? { publish_mode: settings.publishMode } : {}),
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    show_preview_links: true,
    media_folder: 'public/images',
    public_folder: '/images',
    collections: [...cmsCollections(registry).map((c) => c.collection), ...translatedEditions.flatMap((edition) => translationCollections(edition, PROJECT_ROOT, registry).map((c) => c.collection))],
  };
}

/**
 * Paths of list fields the format writes back as a map (a country's `figures`), by top-level name;
 * `figures[]` where each entry's value is a list (a figure's timeline, lib/browser/cms-format.ts).
 */
export function recordFields(): string[] {
  const names = new Set<string>();
  const visit = (fields: CmsField[]) => {
    for (const field of fields) if (field.record_key) names.add(field.record_values ? `${field.name}[]` : field.name);
  };
  for (const { collection } of cmsCollections()) {
    if ('fields' in collection) visit(collection.fields);
    else for (const file of collection.files) visit(file.fields);
  }
  return [...names];
}
