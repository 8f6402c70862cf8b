/**
 * The Decap CMS configuration of /admin, generated from the content schemas and the content
 * folders (lib/content/load.ts): one collection per kind of content file, one per page template.
 * Written to admin/config.yml by scripts/cms.ts at build time and by `npm run edit`; never committed.
 */
import {
  countrySchema,
  exchangeRatesSchema,
  homeSchema,
  labelsSchema,
  pageSchemas,
  scholarshipSchema,
  serviceSchema,
  siteSchema,
  testimonialsSchema,
  visitVisaSchema,
  workVisaSchema,
  pageTemplate,
  type PageTemplate,
} from '../content/schemas';
import { folders } from '../content/load';
import { fieldsOf, type CmsField } from './fields';
import type { z } from 'zod';

/** The format of every collection: YAML frontmatter written back with the smallest diff (lib/cms/format.ts). */
export const CMS_FORMAT = 'frontmatter-minimal-diff';

const body = (hint: string): CmsField => ({ name: 'body', label: 'Body', widget: 'markdown', required: false, modes: ['raw', 'rich_text'], hint });

type FolderCollection = {
  name: string;
  label: string;
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

const folderCollection = (name: string, label: string, folder: string, schema: z.ZodType, options: { identifier: string; preview?: boolean; body?: string; filter?: { field: string; value: string }; extra?: CmsField[] }): FolderCollection => ({
  name,
  label,
  folder,
  extension: 'md',
  format: CMS_FORMAT,
  // New files are named in kebab case from the identifier, as the README asks.
  create: true,
  slug: '{{slug}}',
  identifier_field: options.identifier,
  ...(options.preview ? { preview_path: '{{fields.route}}' } : {}),
  ...(options.filter ? { filter: options.filter } : {}),
  fields: [...(options.extra ?? []), ...fieldsOf(schema), ...(options.body ? [body(options.body)] : [])],
});

const templateLabels: Record<PageTemplate, string> = {
  basic: 'Pages: basic (heading and text)',
  contact: 'Pages: contact',
  visa: 'Pages: visa overview',
  partners: 'Pages: partners',
  timeline: 'Pages: timeline',
  compare: 'Pages: comparison',
  team: 'Pages: team',
};

/** Every collection with the schema that checks its files, for the config and for the tests. */
export function cmsCollections(): { collection: CmsCollection; kinds: Kind[] }[] {
  const singleFiles: FileCollection = {
    name: 'settings',
    label: 'Site settings and shared files',
    extension: 'md',
    format: CMS_FORMAT,
    files: [
      { name: 'site', label: 'Site settings (name, contact details, menus)', file: 'content/site.md', fields: fieldsOf(siteSchema) },
      { name: 'home', label: 'Home page', file: 'content/home.md', preview_path: '/', fields: fieldsOf(homeSchema) },
      { name: 'labels', label: 'Interface labels', file: 'content/labels.md', fields: fieldsOf(labelsSchema) },
      { name: 'testimonials', label: 'Testimonials', file: 'content/testimonials.md', fields: fieldsOf(testimonialsSchema) },
      { name: 'exchange-rates', label: 'Exchange rates', file: 'content/exchange-rates.md', fields: fieldsOf(exchangeRatesSchema) },
    ],
  };
  const templates = pageTemplate.options;
  return [
    {
      collection: folderCollection('countries', 'Countries', folders.countries, countrySchema, { identifier: 'name', preview: true, body: 'The overview, under the stat cards. Write {{tuition}} where a figure belongs.' }),
      kinds: [{ collection: 'countries', schema: countrySchema, body: true }],
    },
    {
      collection: folderCollection('services', 'Services', folders.services, serviceSchema, { identifier: 'title', preview: true, body: 'The introduction, under the hero.' }),
      kinds: [{ collection: 'services', schema: serviceSchema, body: true }],
    },
    {
      collection: folderCollection('visit-visa', 'Visit visas', folders.visitVisas, visitVisaSchema, { identifier: 'name' }),
      kinds: [{ collection: 'visit-visa', schema: visitVisaSchema, body: false }],
    },
    {
      collection: folderCollection('work-visa', 'Work visas', folders.workVisas, workVisaSchema, { identifier: 'name' }),
      kinds: [{ collection: 'work-visa', schema: workVisaSchema, body: false }],
    },
    {
      collection: folderCollection('scholarships', 'Scholarships', folders.scholarships, scholarshipSchema, { identifier: 'title', preview: true, body: 'The article; its ## headings become the in-page menu.' }),
      kinds: [{ collection: 'scholarships', schema: scholarshipSchema, body: true }],
    },
    ...templates.map((template) => ({
      collection: folderCollection(`pages-${template}`, templateLabels[template], folders.pages, pageSchemas[template], {
        identifier: 'title',
        preview: true,
        body: 'The page text, under the heading.',
        filter: { field: 'template', value: template },
        extra: [{ name: 'template', label: 'Template', widget: 'hidden', default: template }],
      }),
      kinds: [{ collection: `pages-${template}`, schema: pageSchemas[template], body: true }],
    })),
    {
      collection: singleFiles,
      kinds: [
        { collection: 'settings/site', schema: siteSchema, body: false },
        { collection: 'settings/home', schema: homeSchema, body: false },
        { collection: 'settings/labels', schema: labelsSchema, body: false },
        { collection: 'settings/testimonials', schema: testimonialsSchema, body: false },
        { collection: 'settings/exchange-rates', schema: exchangeRatesSchema, body: false },
      ],
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
export function cmsConfig(settings: CmsSettings) {
  return {
    backend: Object.fromEntries(Object.entries(settings.backend).filter(([, value]) => value !== undefined)),
    ...(settings.localBackendUrl ? { local_backend: { url: settings.localBackendUrl } } : {}),
    ...(settings.publishMode ? { publish_mode: settings.publishMode } : {}),
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    show_preview_links: true,
    media_folder: 'public/images',
    public_folder: '/images',
    collections: cmsCollections().map((c) => c.collection),
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
