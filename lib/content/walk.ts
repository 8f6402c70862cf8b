/**
 * Finds every value of a marked schema type in parsed content, by walking the schema alongside
 * the data. Fields are marked where they are declared (`href` carries `.meta({ link: true })`,
 * Markdown text `.meta({ markdown: true })`, testimonial ids `.meta({ testimonial: true })`, images
 * `.meta({ image: slot })`), so a new field that holds a link is checked the moment it uses the
 * type: no list of fields to keep in step.
 */
import { z } from 'zod';
import { formatPath } from './field-path';
import type { SlotName } from './image-slots';

declare module 'zod' {
  interface GlobalMeta {
    /** The value is a link target: a site path, https://, mailto: or tel:. */
    link?: true;
    /** The value is Markdown prose, whose own links are checked too. */
    markdown?: true;
    /** The value names a testimonial in content/testimonials.md. */
    testimonial?: true;
    /** The value is a picture's path under public/images/, whose file is checked too. */
    imageFile?: true;
    /** The value is an image (`{ src, alt, ... }`) that fills this slot of its page. */
    image?: SlotName;
    /** The value is text the page needs exactly as written (a date): never words a translation gives. */
    asWritten?: true;
    /** The value is the day something was done (read, checked, taken): never after the build day. */
    recorded?: true;
    /** The value is the day something lapses (a credential): never before the build day. */
    lapses?: true;
  }
}

export type Mark = 'link' | 'markdown' | 'testimonial' | 'country' | 'image' | 'imageFile' | 'recorded' | 'lapses';
export type Found = { where: string; value: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Every string in `data` whose schema carries `mark`, with its field path (`gallery.searchLink.href`).
 * `data` is what the schema parsed (its output): transforms in content schemas keep each marked
 * field where the input had it.
 */
export function findMarked(schema: z.ZodType, data: unknown, mark: Mark): Found[] {
  const found = new Map<string, Found>();
  walkSchema(schema, data, (meta, value, path) => {
    if (meta?.[mark] !== true || typeof value !== 'string') return false;
    const where = formatPath(path);
    found.set(where, { where, value });
    return true;
  });
  return [...found.values()];
}

/**
 * The field paths of `data` (a file's frontmatter as written, before any transform) that hold words: free text, which a translation may give in its own
 * language. A string with a pattern or a format (a route, a key, a date, a figure's name) is not
 * words, nor is one marked as a link, a picture's file or a testimonial's id; choices (enums) are
 * not strings here at all. So a new text field is translatable the moment it is declared.
 */
export function findWords(schema: z.ZodType, data: unknown): Set<string> {
  const found = new Set<string>();
  walkSchema(schema, data, (_meta, value, path, s) => {
    if (typeof value !== 'string' || !(s instanceof z.ZodString)) return false;
    if (isWordsString(s)) found.add(formatPath(path));
    return true;
  });
  return found;
}

/**
 * Whether a string schema holds words, by the rule of findWords; the translation screens of /admin
 * (lib/cms) ask the same question, so the form offers exactly the fields the build accepts.
 */
export function isWordsString(s: z.core.$ZodType): boolean {
  if (!(s instanceof z.ZodString)) return false;
  const meta = z.globalRegistry.get(s);
  if (meta?.link || meta?.imageFile || meta?.testimonial || meta?.asWritten) return false;
  // A pattern (regex) or a format (URL, date) makes a string a name the page needs as written.
  const formatted = (s._zod.def.checks ?? []).some((check) => check._zod.def.check === 'string_format');
  return !formatted && !('format' in s._zod.def);
}

/**
 * Rewrites, in place, every string of `data` whose schema carries `mark`: a translated edition
 * points the links of its pages at their twins this way. Runs on data a load has just parsed.
 */
export function rewriteMarked(schema: z.ZodType, data: unknown, mark: Mark, rewrite: (value: string) => string): void {
  walkSchema(schema, data, (meta, value, path) => {
    if (meta?.[mark] !== true || typeof value !== 'string') return false;
    const parent = path.length === 0 ? undefined : valueAtPath(data, path.slice(0, -1));
    const key = path.at(-1);
    if (parent !== null && typeof parent === 'object' && key !== undefined) Reflect.set(parent, key, rewrite(value));
    return true;
  });
}

function valueAtPath(data: unknown, path: PropertyKey[]): unknown {
  let current = data;
  for (const key of path) current = current !== null && typeof current === 'object' ? Reflect.get(current, key) : undefined;
  return current;
}

export type FoundImage = { where: string; slot: SlotName; value: Record<string, unknown> };

/** Every image in `data` whose schema carries an `image` slot mark, with its field path (`hero.image`). */
export function findImages(schema: z.ZodType, data: unknown): FoundImage[] {
  const found = new Map<string, FoundImage>();
  walkSchema(schema, data, (meta, value, path) => {
    if (meta?.image === undefined || !isRecord(value)) return false;
    const where = formatPath(path);
    found.set(where, { where, slot: meta.image, value });
    return true;
  });
  return [...found.values()];
}

/**
 * Walks a schema alongside its parsed data, calling `visit` with each value, its schema's metadata
 * and its field path; a visit that returns true has taken the value, and the walk goes no deeper.
 */
function walkSchema(
  schema: z.ZodType,
  data: unknown,
  visit: (meta: z.core.GlobalMeta | undefined, value: unknown, path: PropertyKey[], schema: z.core.$ZodType) => boolean,
): void {
  const walk = (s: z.core.$ZodType, value: unknown, path: PropertyKey[]): void => {
    if (value === undefined) return;
    if (visit(z.globalRegistry.get(s), value, path, s)) return;
    if (
      s instanceof z.ZodOptional ||
      s instanceof z.ZodNullable ||
      s instanceof z.ZodDefault ||
      s instanceof z.ZodPrefault ||
      s instanceof z.ZodNonOptional ||
      s instanceof z.ZodReadonly ||
      s instanceof z.ZodCatch
    ) {
      walk(s.def.innerType, value, path);
    } else if (s instanceof z.ZodPipe) {
      // `preprocess` is transform → schema; `.transform()` is schema → transform.
      walk(s.in instanceof z.ZodTransform ? s.out : s.in, value, path);
    } else if (s instanceof z.ZodLazy) {
      walk(s.def.getter(), value, path);
    } else if (s instanceof z.ZodObject) {
      if (isRecord(value)) for (const [key, field] of Object.entries(s.shape)) walk(field, value[key], [...path, key]);
    } else if (s instanceof z.ZodArray) {
      if (Array.isArray(value)) value.forEach((item, i) => walk(s.element, item, [...path, i]));
      // A list that may be written as its one item (a figure with one value): a preprocess wraps it,
      // so the item as written sits at the field's own path.
      else if (isRecord(value)) walk(s.element, value, path);
    } else if (s instanceof z.ZodTuple) {
      if (Array.isArray(value)) s.def.items.forEach((item, i) => walk(item, value[i], [...path, i]));
    } else if (s instanceof z.ZodRecord) {
      if (isRecord(value)) for (const [key, item] of Object.entries(value)) walk(s.valueType, item, [...path, key]);
    } else if (s instanceof z.ZodIntersection) {
      walk(s.def.left, value, path);
      walk(s.def.right, value, path);
    } else if (s instanceof z.ZodUnion) {
      // A discriminated union walks the option its discriminator names; a plain union walks
      // every option, since a field marked in one option and absent in another finds nothing there.
      const discriminator = s instanceof z.ZodDiscriminatedUnion ? s.def.discriminator : undefined;
      const options: readonly z.core.$ZodType[] = s.options;
      // Raw frontmatter may leave the discriminator to a preprocess (a figure's `kind`): walk every option then.
      const chosen =
        discriminator !== undefined && isRecord(value) && value[discriminator] !== undefined
          ? options.filter((option) => {
              const field = option instanceof z.ZodObject ? option.shape[discriminator] : undefined;
              return field instanceof z.ZodType && field.safeParse(value[discriminator]).success;
            })
          : options;
      for (const option of chosen) walk(option, value, path);
    }
  };
  walk(schema, data, []);
}
