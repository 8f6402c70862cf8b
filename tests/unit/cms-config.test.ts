/**
 * The /admin configuration generated from the schemas (lib/cms): every schema field has a widget
 * and every widget a field, for every kind of content file; rules carry check:content's messages;
 * and the format writes a file back unchanged, or changed only where the editor changed it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parse as parseYaml } from 'yaml';
import { cmsCollections, cmsConfig, recordFields, translationCollections } from '@/lib/cms/config';
import type { CmsField } from '@/lib/cms/fields';
import { fromFile, SOURCE_KEY, toFile } from '@/lib/browser/cms-format';
import { fieldReference } from '@/lib/cms/reference';
import { loadContent } from './content-fixture';
import { collections as registry } from '@/lib/content/collections';
import { pageSchemas } from '@/lib/content/schemas';
import { findWords } from '@/lib/content/walk';
import { translatedEditions } from '@/lib/editions';

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
    // A map whose values are lists (a figure's timeline) edits each entry's list under `values`.
    if (isListValued(schema.valueType)) return [`${prefix}name`, `${prefix}values`, ...schemaPaths(schema.valueType, `${prefix}values.`)];
    return [`${prefix}name`, ...schemaPaths(schema.valueType, prefix)];
  }
  if (schema instanceof z.ZodUnion) {
    const options: readonly Z[] = schema.options;
    return [...new Set(options.flatMap((option) => schemaPaths(option, prefix)))];
  }
  return [];
}

function isListValued(schema: Z): boolean {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return isListValued(schema.def.innerType);
  if (schema instanceof z.ZodPipe) return isListValued(schema.in instanceof z.ZodTransform ? schema.out : schema.in);
  return schema instanceof z.ZodArray;
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
    expect(figures).toMatchObject({ widget: 'list', record_key: 'name', record_values: 'values' });
    const values = byName(figures?.fields ?? [], 'values');
    expect(values).toMatchObject({ widget: 'list' });
    expect(byName(values?.fields ?? [], 'from')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD' });
    expect(byName(values?.fields ?? [], 'currency')).toMatchObject({ widget: 'select', options: ['GBP', 'EUR', 'USD', 'CAD', 'AUD', 'PKR'] });
    expect(byName(values?.fields ?? [], 'amount')).toMatchObject({ widget: 'number', value_type: 'float' });
    const visa = kinds.find((k) => k.collection === 'visit-visa')?.fields ?? [];
    expect(byName(byName(visa, 'checked')?.fields ?? [], 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD' });
    expect(byName(visa, 'requirements')).toMatchObject({ widget: 'list', min: 8, max: 8 });
    // Each figure is a list of values (its timeline), so the map's entries are lists: `figures[]`.
    expect(recordFields()).toEqual(['figures[]']);
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

  const translations = translatedEditions.flatMap((edition) => {
    const folder = edition.folder ?? '';
    const walk = (dir: string): string[] => fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(`${dir}/${d.name}`) : d.name.endsWith('.md') ? [`${dir}/${d.name}`] : []));
    return walk(folder);
  });

  it.each([...files, ...translations])('%s is written back byte for byte when nothing changed', (file) => {
    const raw = fs.readFileSync(path.join(root, file), 'utf8');
    expect(toFile(fromFile(raw, recordFields()), recordFields())).toBe(raw);
  });

  it('adds a dated value to a figure as a list of values, without the empty fields the CMS leaves', () => {
    const raw = fs.readFileSync(path.join(root, 'content/countries/uk.md'), 'utf8');
    const entry = fromFile(raw, recordFields());
    const figures = entry.figures;
    if (!Array.isArray(figures)) throw new Error('figures should be a list in the editor');
    // What Decap hands back for a value added under Values with only some fields filled in.
    const added = { amount: 27000, currency: 'GBP', period: 'year', from: '2027-09-01', qualifier: '', read: '', source: { label: '', href: '' }, checked: { date: '', by: '' } };
    const edited = {
      ...entry,
      figures: figures.map((f: { name?: string; values?: unknown[] }) => (f.name === 'tuition' ? { ...f, values: [...(f.values ?? []), added] } : f)),
    };
    const written = parseYaml(toFile(edited, recordFields()).split('---')[1] ?? '');
    expect(written.figures.tuition).toEqual([
      expect.objectContaining({ amount: 25000 }),
      { amount: 27000, currency: 'GBP', period: 'year', from: '2027-09-01' },
    ]);
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
    const edited = {
      ...entry,
      figures: figures.map((f: { name?: string; values?: Record<string, unknown>[] }) => (f.name === 'tuition' ? { ...f, values: (f.values ?? []).map((v) => ({ ...v, amount: tuition.max + 1 })) } : f)),
    };
    const after = toFile(edited, recordFields()).split('\n');
    const before = raw.split('\n');
    expect(after).toHaveLength(before.length);
    const changed = before.filter((line, i) => line !== after[i]);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(/^\s+tuition: \{ /);
    expect(entry[SOURCE_KEY]).toBe(raw);
  });

  it('changes one line for one translated tagline, as for an English figure', () => {
    const file = translations.find((f) => f.endsWith('/countries/uk.md'));
    if (!file) throw new Error('no translation of content/countries/uk.md');
    const raw = fs.readFileSync(path.join(root, file), 'utf8');
    const entry = fromFile(raw, recordFields());
    const after = toFile({ ...entry, tagline: `${String(entry.tagline)} (نیا)` }, recordFields()).split('\n');
    const before = raw.split('\n');
    expect(after).toHaveLength(before.length);
    const changed = before.filter((line, i) => line !== after[i]);
    expect(changed).toEqual([before.find((line) => line.startsWith('tagline: '))]);
  });

  it('writes a new entry without empty optional values', () => {
    expect(toFile({ title: 'New', intro: '', body: 'Text\n' }, [])).toBe('---\ntitle: New\n---\nText\n');
  });
});

describe('the translation screens generated from the same registry', () => {
  const root = process.cwd();
  /** An English file's frontmatter, read here with the YAML core schema (dates stay text), not by the loader. */
  const frontmatter = (file: string): unknown => parseYaml(/^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(path.join(root, file), 'utf8'))?.[1] ?? '', { schema: 'core' });
  const englishFiles = registry.flatMap(({ source }) => ('file' in source ? [source.file] : fs.readdirSync(path.join(root, source.folder)).filter((f) => f.endsWith('.md')).map((f) => `${source.folder}/${f}`)));

  /** The leaf fields of a form, as field paths without list positions; a map's entries are under the map's own name. */
  function leafPaths(fields: CmsField[], prefix = ''): string[] {
    return fields.flatMap((field) => {
      const here = `${prefix}${field.name}`;
      if (field.fields) return leafPaths(field.record_key ? field.fields.filter((f) => f.name !== field.record_key) : field.fields, `${here}.`);
      return [here];
    });
  }
  /**
   * findWords' paths, the same way: `benefits.items[2].title` → `benefits.items.title`, and a map's
   * entry by its place in the form: `figures.english.text` → `figures.values.text` where each entry
   * is a list of values (`figures[]`), `figures.text` where it is one.
   */
  // Built once: each call derives every form from the registry again.
  const records = recordFields();
  const normalise = (where: string) =>
    records.reduce((p, spec) => {
      const record = spec.replace(/\[\]$/, '');
      return p.replace(new RegExp(`^${record}\\.[^.]+`), spec.endsWith('[]') ? `${record}.values` : record);
    }, where.replace(/\[\d+\]/g, ''));

  it.each(translatedEditions.map((edition) => [edition.code, edition] as const))('%s: every English file with words has a screen, editing its twin in the edition folder', (_code, edition) => {
    const screens = translationCollections(edition).flatMap((c) => c.files);
    const withWords = englishFiles.filter((file) => {
      const schema = screens.find((s) => s.english === file)?.screen.schema;
      return schema ? findWords(schema, frontmatter(file)).size > 0 : false;
    });
    expect(withWords.length).toBeGreaterThan(40);
    for (const file of withWords) {
      const screen = screens.find((s) => s.english === file);
      expect(screen?.file).toBe(`${edition.folder}/${file.slice('content/'.length)}`);
    }
    // A screen per English country, and one per single file with words (labels, home, site).
    for (const file of ['content/countries/uk.md', 'content/labels.md', 'content/home.md', 'content/pages/contact.md']) expect(screens.map((s) => s.english)).toContain(file);
  });

  const edition = translatedEditions[0];
  if (!edition) throw new Error('no translated edition in lib/editions.ts');
  const entries = translationCollections(edition).flatMap(({ collection, files }) => files.map((f) => ({ ...f, fields: collection.files.find((entry) => entry.file === f.file)?.fields ?? [] })));

  it.each(entries.map((e) => [e.file, e] as const))('%s holds exactly the words fields of its English file', (_file, entry) => {
    const own = new Set(['reviewed.date', 'reviewed.by', 'reviewed.english', 'body']);
    const fromForm = [...new Set(leafPaths(entry.fields).filter((p) => !own.has(p)))].sort();
    const words = [...new Set([...findWords(entry.screen.schema, frontmatter(entry.english))].map(normalise))].sort();
    expect(fromForm).toEqual(words);
    // Nothing but text: no number, yes/no, choice, date, picture or hidden value of the English file.
    const widgets = (fields: CmsField[]): string[] => fields.flatMap((f) => [f.widget, ...widgets(f.fields ?? []), ...(f.field ? widgets([f.field]) : [])]);
    for (const widget of widgets(entry.fields.filter((f) => f.name !== 'reviewed'))) expect(['string', 'markdown', 'object', 'list']).toContain(widget);
    // Nothing is required: a field left out stays English.
    const requiredOnes = (fields: CmsField[]): string[] => fields.flatMap((f) => [...(f.required !== false && f.name !== 'name' ? [f.name] : []), ...requiredOnes(f.fields ?? [])]);
    expect(requiredOnes(entry.fields)).toEqual([]);
  });

  it("quotes the English text beside each field, and the English list's items in order", () => {
    const uk = entries.find((e) => e.english === 'content/countries/uk.md');
    const english = z.looseObject({ tagline: z.string(), stats: z.array(z.looseObject({ label: z.string() })) }).parse(frontmatter('content/countries/uk.md'));
    expect(uk?.fields.find((f) => f.name === 'tagline')?.hint).toBe(`English: “${english.tagline}”`);
    const stats = uk?.fields.find((f) => f.name === 'stats');
    expect(stats).toMatchObject({ widget: 'list', allow_reorder: false });
    expect(stats?.hint).toContain(`${english.stats.length} item(s)`);
    english.stats.forEach((stat, i) => expect(stats?.hint).toContain(`${i + 1}. “${stat.label}”`));
  });

  it('adds the screens of every translated edition to the config, named by language', () => {
    const config = cmsConfig({ siteUrl: 'http://localhost:3000', backend: { name: 'github', repo: 'owner/site', branch: 'main' } });
    const countries = config.collections.find((c) => c.name === `${edition.code}-countries`);
    expect(countries?.label).toBe('Urdu: Countries');
    expect(countries && 'files' in countries ? countries.files.find((f) => f.file === `${edition.folder}/countries/uk.md`) : undefined).toMatchObject({ preview_path: `${edition.prefix}/ukStudyAbroad` });
  });
});
