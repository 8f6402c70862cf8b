/**
 * The field reference for people who edit files directly (docs/fields.md), from the same generated
 * fields as /admin: every field of every kind of file, its type, whether it is required, and its
 * help text from the schema. `npm run docs:fields` rewrites it; a unit test fails when it is stale.
 */
import { cmsCollections } from './config';
import type { CmsField } from './fields';

function typeOf(field: CmsField): string {
  switch (field.widget) {
    case 'select':
      return `one of ${(field.options ?? []).map((o) => `\`${o}\``).join(', ')}`;
    case 'number':
      return [field.value_type === 'int' ? 'whole number' : 'number', field.min !== undefined ? `≥ ${field.min}` : '', field.max !== undefined ? `≤ ${field.max}` : ''].filter(Boolean).join(' ');
    case 'list': {
      const range = field.min !== undefined && field.min === field.max ? `exactly ${field.min}` : [field.min !== undefined ? `at least ${field.min}` : '', field.max !== undefined ? `at most ${field.max}` : ''].filter(Boolean).join(', ');
      const kind = field.record_key ? 'map of named entries' : 'list';
      return range ? `${kind} (${range})` : kind;
    }
    case 'datetime':
      return 'date YYYY-MM-DD';
    case 'image':
      return 'image path /images/…';
    case 'boolean':
      return 'true or false';
    case 'markdown':
      return 'Markdown';
    case 'object':
      return 'group';
    default:
      return field.pattern && field.pattern[0] !== '\\S' ? `text (${field.pattern[1]})` : 'text';
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function rows(fields: CmsField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    if (field.widget === 'hidden') return [];
    const name = field.record_key ? `${prefix}${field.name}.<name>` : field.widget === 'list' ? `${prefix}${field.name}[]` : `${prefix}${field.name}`;
    const own = `| \`${name}\` | ${cell(typeOf(field))} | ${field.required === false ? '' : 'yes'} | ${cell(field.hint ?? '')} |`;
    const inner = (field.fields ?? []).filter((f) => !(field.record_key && f.name === field.record_key));
    return [own, ...rows(inner, `${name}.`)];
  });
}

export function fieldReference(): string {
  const sections: string[] = [];
  for (const { collection } of cmsCollections()) {
    const files = 'files' in collection ? collection.files.map((file) => ({ title: `${file.file}: ${file.label}`, fields: file.fields })) : [{ title: `${collection.folder}/*.md: ${collection.label}${collection.filter ? ` (\`template: ${collection.filter.value}\`)` : ''}`, fields: collection.fields }];
    for (const { title, fields } of files) {
      sections.push(`## ${title}\n\n| field | type | required | what it is |\n| --- | --- | --- | --- |\n${rows(fields).join('\n')}\n`);
    }
  }
  return `# Content fields\n\nGenerated from lib/content/schemas.ts by \`npm run docs:fields\`: do not edit. The same fields, with the same help texts, make up the editing screen at /admin. "required" is what the form asks for; \`npm run check:content\` checks the rest (see README, "Editing content").\n\n${sections.join('\n')}`;
}
