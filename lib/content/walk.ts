/**
 * Finds every value of a marked schema type in parsed content, by walking the schema alongside
 * the data. Fields are marked where they are declared (`href` carries `.meta({ link: true })`,
 * Markdown text `.meta({ markdown: true })`, testimonial ids `.meta({ testimonial: true })`), so a new field that holds a link is checked the
 * moment it uses the type: no list of fields to keep in step.
 */
import { z } from 'zod';
import { formatPath } from './parse';

declare module 'zod' {
  interface GlobalMeta {
    /** The value is a link target: a site path, https://, mailto: or tel:. */
    link?: true;
    /** The value is Markdown prose, whose own links are checked too. */
    markdown?: true;
    /** The value names a testimonial in content/testimonials.md. */
    testimonial?: true;
  }
}

export type Mark = 'link' | 'markdown' | 'testimonial';
export type Found = { where: string; value: string };

// zod 4 keeps a schema's parts in `_zod.def`; these are the kinds content schemas are built from.
type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Every string in `data` whose schema carries `mark`, with its field path (`gallery.searchLink.href`).
 * `data` is what the schema parsed (its output): transforms in content schemas keep each marked
 * field where the input had it.
 */
export function findMarked(schema: z.ZodType, data: unknown, mark: Mark): Found[] {
  const found = new Map<string, Found>();
  const walk = (s: z.ZodType, value: unknown, path: PropertyKey[]): void => {
    if (value === undefined) return;
    if (z.globalRegistry.get(s)?.[mark] === true && typeof value === 'string') {
      const where = formatPath(path);
      found.set(where, { where, value });
      return;
    }
    const def = defOf(s);
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        if (def.innerType) walk(def.innerType, value, path);
        return;
      case 'pipe': {
        // `preprocess` is transform → schema; `.transform()` is schema → transform.
        const side = def.in && defOf(def.in).type === 'transform' ? def.out : def.in;
        if (side) walk(side, value, path);
        return;
      }
      case 'lazy':
        if (def.getter) walk(def.getter(), value, path);
        return;
      case 'object':
        if (isRecord(value)) for (const [key, field] of Object.entries(def.shape ?? {})) walk(field, value[key], [...path, key]);
        return;
      case 'array':
        if (Array.isArray(value) && def.element) value.forEach((item, i) => walk(def.element!, item, [...path, i]));
        return;
      case 'tuple':
        if (Array.isArray(value)) (def.items ?? []).forEach((item, i) => walk(item, value[i], [...path, i]));
        return;
      case 'record':
        if (isRecord(value) && def.valueType) for (const [key, item] of Object.entries(value)) walk(def.valueType, item, [...path, key]);
        return;
      case 'intersection':
        if (def.left) walk(def.left, value, path);
        if (def.right) walk(def.right, value, path);
        return;
      case 'union': {
        // A discriminated union walks the option its discriminator names; a plain union walks
        // every option, since a field marked in one option and absent in another finds nothing there.
        const options = def.options ?? [];
        const { discriminator } = def;
        const chosen =
          discriminator && isRecord(value)
            ? options.filter((option) => {
                const field = defOf(option).shape?.[discriminator];
                return field !== undefined && field.safeParse(value[discriminator]).success;
              })
            : options;
        for (const option of chosen) walk(option, value, path);
        return;
      }
      default:
        return;
    }
  };
  walk(schema, data, []);
  return [...found.values()];
}
