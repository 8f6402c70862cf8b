/**
 * The /admin configuration generated from the schemas (lib/cms): every schema field has a widget
 * and every widget a field, for every kind of content file; rules carry check:content's messages;
 * and the format writes a file back unchanged, or changed only where the editor changed it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { cmsCollections, cmsConfig, recordFields } from '@/lib/build/cms/config';
import type { CmsField } from '@/lib/build/cms/fields';
import { fromFile, SOURCE_KEY, toFile } from '@/lib/browser/cms-format';
import { fieldReference } from '@/lib/build/cms/reference';
import { loadContent } from '@/lib/content/load';
import { collections as registry } from '@/lib/content/collections';
import { pageSchemas } from '@/lib/content/schemas';

const folders = registry.flatMap(({ source }) => ('folder' in source ? [source.folder] : []));
const singleFiles = registry.flatMap(({ source }) => ('file' in source ? [source.file] : []));

type Z = z.core.$ZodType;

/** Field paths a schema accepts, found by walking zod directly (not through the generator). */
function schemaPaths(schema: Z, prefix = ''): string[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) return schemaPaths(schema.def.innerType, prefix);
  if (schema instanceof z.ZodPipe) return schemaPaths(schema.in instanceof z.ZodTransform ? schema.out : schema.in, prefix);
  if (schema instanceof z.ZodObject) return Object.entries(schema.shape).flatMap(([key, field]) => [`${prefix}${key}`, ...schemaPaths(field, `${prefix}${key}.`)]);
  if (schema instanceof z.ZodArray) return schemaPaths(schema.element, prefix);
  if (schema instanceof z.ZodRecord) {
    const keys = schema.keyType;
    if (keys instanceof z.ZodEnum) return keys.options.flatMap((key) => [`${prefix}${String(key)}`, ...schemaPaths(schema.valueType, `${prefix}${String(key)}.`)]);
    return [`${prefix}name`, ...schemaPaths(schema.valueType, prefix)];
  }
  if (schema instanceof z.ZodUnion) {
    const options: readonly Z[] = schema.options;
    return [...new Set(options.flatMap((option) => schemaPaths(option, prefix)))];
  }
  return [];
}

function widgetPaths(fields: CmsField[], prefix = ''): string[] {
  return fields.flatMap((field) => [`${prefix}${field.name}`, ...widgetPaths(field.fields ?? [], `${prefix}${field.name}.`)]);
}

/** A figure's `kind` is added by its schema (from the field an editor fills in), never written. */
const written = (paths: string[]) => paths.filter((p) => !/(^|\.)kind$/.test(p));

const collections = cmsCollections();
const kinds = collections.flatMap(({ collection, kinds: k }) =>
  k.map((kind) => {
    const fields = 'fields' in collection ? collection.fields : (collection.files.find((file) => `settings/${file.name}` === kind.collection)?.fields ?? []);
    return { ...kind, fields };
  }),
);

describe('the CMS configuration generated from the schemas', () => {
  it('has a collection for every kind of content and every page template', () => {
    const names = kinds.map((k) => k.collection);
    expect(names).toEqual(expect.arrayContaining(['countries', 'services', 'visit-visa', 'work-visa', 'scholarships', 'settings/site', 'settings/home', 'settings/labels', 'settings/testimonials', 'settings/exchange-rates']));
    for (const template of Object.keys(pageSchemas)) expect(names).toContain(`pages-${template}`);
    const folderCollections = collections.map((c) => c.collection).filter((c) => 'folder' in c);
    for (const folder of folders) expect(folderCollections.map((c) => ('folder' in c ? c.folder : ''))).toContain(folder);
  });

  it.each(kinds.map((k) => [k.collection, k] as const))('%s: every schema field has a widget and every widget a field', (_name, kind) => {
    const fromSchema = written(schemaPaths(kind.schema)).sort();
    const fromWidgets = widgetPaths(kind.fields).filter((p) => p !== 'template' && !(kind.body && p === 'body')).sort();
    expect(fromWidgets).toEqual(fromSchema);
    if (kind.body) expect(kind.fields.find((f) => f.name === 'body')?.widget).toBe('markdown');
  });

  it('gives each kind of value its widget, with the rules and messages of check:content', () => {
    const country = kinds.find((k) => k.collection === 'countries')?.fields ?? [];
    const byName = (fields: CmsField[], name: string) => fields.find((f) => f.name === name);
    expect(byName(country, 'route')).toMatchObject({ widget: 'string', required: true, pattern: ['^\\/[A-Za-z0-9-]+$', 'expected a one-segment path such as /ukStudyAbroad'] });
    expect(byName(country, 'name')).toMatchObject({ widget: 'string', required: true, pattern: ['\\S', 'expected non-empty text'] });
    expect(byName(country, 'stats')).toMatchObject({ widget: 'list', min: 1 });
    expect(byName(byName(country, 'hero')?.fields ?? [], 'src')).toMatchObject({ widget: 'image', choose_url: false });
    const figures = byName(country, 'figures');
    expect(figures).toMatchObject({ widget: 'list', record_key: 'name' });
    expect(byName(figures?.fields ?? [], 'currency')).toMatchObject({ widget: 'select', options: ['GBP', 'EUR', 'USD', 'CAD', 'AUD', 'PKR'] });
    expect(byName(figures?.fields ?? [], 'amount')).toMatchObject({ widget: 'number', value_type: 'float' });
    const visa = kinds.find((k) => k.collection === 'visit-visa')?.fields ?? [];
    expect(byName(byName(visa, 'checked')?.fields ?? [], 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD' });
    expect(byName(visa, 'requirements')).toMatchObject({ widget: 'list', min: 8, max: 8 });
    expect(recordFields()).toEqual(['figures']);
  });

  it('links each page entry to its local page and reads online settings it is given', () => {
    const config = cmsConfig({ siteUrl: 'http://localhost:3000', localBackendUrl: 'http://localhost:8081/api/v1', backend: { name: 'github', repo: 'owner/site', branch: 'main' } });
    expect(config.local_backend).toEqual({ url: 'http://localhost:8081/api/v1' });
    expect(config.collections.find((c) => c.name === 'countries')).toMatchObject({ preview_path: '{{fields.route}}' });
  });
});

describe('the field reference for file editors', () => {
  it('docs/fields.md is up to date with the schemas (npm run docs:fields)', () => {
    expect(fs.readFileSync(path.join(process.cwd(), 'docs/fields.md'), 'utf8')).toBe(fieldReference());
  });
});

describe('the minimal-diff frontmatter format', () => {
  const root = process.cwd();
  const files = [
    ...singleFiles,
    ...folders.flatMap((folder) => fs.readdirSync(path.join(root, folder)).map((file) => `${folder}/${file}`)),
  ];

  it.each(files)('%s is written back byte for byte when nothing changed', (file) => {
    const raw = fs.readFileSync(path.join(root, file), 'utf8');
    expect(toFile(fromFile(raw, recordFields()), recordFields())).toBe(raw);
  });

  it('changes one line for one figure, keeping comments, flow style and the body', () => {
    const content = loadContent(root);
    const uk = content.countries.find((entry) => entry.file === 'content/countries/uk.md');
    const tuition = uk?.data.figures.tuition;
    if (tuition?.kind !== 'money') throw new Error('content/countries/uk.md has no money figure tuition');
    const raw = fs.readFileSync(path.join(root, 'content/countries/uk.md'), 'utf8');
    const entry = fromFile(raw, recordFields());
    const figures = entry.figures;
    if (!Array.isArray(figures)) throw new Error('figures should be a list in the editor');
    const edited = { ...entry, figures: figures.map((f: { name?: string }) => (f.name === 'tuition' ? { ...f, amount: tuition.max + 1 } : f)) };
    const after = toFile(edited, recordFields()).split('\n');
    const before = raw.split('\n');
    expect(after).toHaveLength(before.length);
    const changed = before.filter((line, i) => line !== after[i]);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(/^\s+tuition: \{ /);
    expect(entry[SOURCE_KEY]).toBe(raw);
  });

  it('writes a new entry without empty optional values', () => {
    expect(toFile({ title: 'New', intro: '', body: 'Text\n' }, [])).toBe('---\ntitle: New\n---\nText\n');
  });
});
