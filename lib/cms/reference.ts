/**
 * The field reference for people who edit files directly (docs/fields.md), from the same generated
 * fields as /admin: every field of every kind of file, its type, whether it is required, and its
 * help text from the schema. `npm run docs:fields` rewrites it; a unit test fails when it is stale.
 */
import { collections } from '../content/collections';
import type { AnyCollection } from '../content/collections/define';
import { fieldsOfScreen } from './config';
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

export function fieldReference(registry: readonly AnyCollection[] = collections): string {
  const sections: string[] = [];
  for (const { source, description, cms } of registry) {
    for (const screen of cms) {
      const where = 'folder' in source ? `${source.folder}/*.md` : source.file;
      const title = `${where}: ${screen.label}${screen.filter ? ` (\`${screen.filter.field}: ${screen.filter.value}\`)` : ''}`;
      sections.push(`## ${title}\n\n${description}\n\n| field | type | required | what it is |\n| --- | --- | --- | --- |\n${rows(fieldsOfScreen(screen)).join('\n')}\n`);
    }
  }
  return `# Content fields\n\nGenerated from the collections in lib/content/collections/ by \`npm run docs:fields\`: do not edit. The same fields, with the same help texts, make up the editing screen at /admin. "required" is what the form asks for; \`npm run check:content\` checks the rest (see docs/editors.md).\n\n${sections.join('\n')}`;
}
