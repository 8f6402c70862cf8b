/**
 * The Decap CMS configuration of /admin, generated from the collections (lib/content/collections):
 * one collection per folder of content files (the page folder: one per template), and one group of
 * the single files. Written to admin/config.yml by lib/build/cms/write-admin.ts at build time and by
 * `npm run edit`; never committed.
 */
import { collections } from '../../content/collections';
import type { AnyCollection, CmsScreen } from '../../content/collections/define';
import { fieldsOf, labelOf, type CmsField } from './fields';
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

export type CmsSettings = {
  /** Where "View live" links go: the local dev server under `npm run edit`, the public site online. */
  siteUrl: string;
  /** Set under `npm run edit`: the decap-server proxy that writes files in the checkout. */
  localBackendUrl?: string;
  /** Online: the repository the CMS commits to (CMS_REPO, CMS_BRANCH, CMS_BACKEND, CMS_AUTH_URL at build time). */
  backend: { name: 'github' | 'gitlab' | 'test-repo'; repo?: string; branch?: string; base_url?: string; auth_endpoint?: string };
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
    collections: cmsCollections(registry).map((c) => c.collection),
  };
}

/** Paths of list fields the format writes back as a map (a country's `figures`), by top-level name. */
export function recordFields(): string[] {
  const names = new Set<string>();
  const visit = (fields: CmsField[]) => {
    for (const field of fields) if (field.record_key) names.add(field.name);
  };
  for (const { collection } of cmsCollections()) {
    if ('fields' in collection) visit(collection.fields);
    else for (const file of collection.files) visit(file.fields);
  }
  return [...names];
}
