/**
 * The schema half of the page-template registry. `pageSchemas` (lib/content/schemas.ts) names each
 * template and its fields; everything else about templates is derived from it here: the template
 * names, the typed data of a page, and the parsing of a file of `content/pages/`. The component
 * half is components/templates/registry.tsx, kept apart so that loading content never imports
 * React. Adding a template is one entry in `pageSchemas` and one in that registry; the types
 * require both.
 */
import { z } from 'zod';
import { pageSchemas, pageTemplate, type PageData, type PageTemplate } from './schemas';
import { parseFile, type Entry, type Problems } from './parse';

/**
 * Page data with its `template`. For one template name, that template's fields; for the union of
 * names (the default), a union discriminated by `template`, so narrowing on it types the rest.
 * (Written as a mapped type indexed by K so that TypeScript relates it to `PageData<K>`.)
 */
export type TemplatedPage<K extends PageTemplate = PageTemplate> = { [P in K]: PageData<P> & { template: P } }[K];

/** Just the `template` field, checked first: a wrong template would otherwise report every field. */
const templateField = z.looseObject({ template: pageTemplate });

/** The frontmatter without `template`, which the template's own (strict) schema does not list. */
function withoutTemplate(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'template'));
}

function parseAs<K extends PageTemplate>(template: K, root: string, file: string, problems: Problems): Entry<TemplatedPage<K>> | null {
  const entry = parseFile(root, file, z.preprocess(withoutTemplate, pageSchemas[template]), problems);
  return entry && { ...entry, data: { ...entry.data, template } };
}

/** Reads a file of content/pages/ with the schema its `template` names. */
export function parsePage(root: string, file: string, problems: Problems): Entry<TemplatedPage> | null {
  const head = parseFile(root, file, templateField, problems);
  return head && parseAs(head.data.template, root, file, problems);
}

/** The schema a page was parsed with, for the checks that walk every field. */
export function pageSchemaOf(page: TemplatedPage): z.ZodType {
  return pageSchemas[page.template];
}
