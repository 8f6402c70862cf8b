/**
 * The editing screen's fields, generated from the content schemas (lib/content/collections/), so a
 * schema change changes /admin with no second edit. Each zod type becomes the Decap CMS widget that
 * writes what the schema accepts: objects, lists, selects for enums, numbers, dates, images and
 * Markdown. Required fields and patterns carry the same messages as `npm run check:content`, and
 * each field's help text is its schema description.
 *
 * Zod 4's `z.toJSONSchema` was tried first; it drops the messages of regex checks and cannot express
 * transforms, so the schemas are walked directly, as lib/content/walk.ts does.
 */
import { z } from 'zod';
import { calendarDate, image, isoDate } from '../content/schemas';
import { pakistanTime } from '../content/collections/event-schema';
import { isWordsString } from '../content/walk';

/** One Decap CMS field (https://decapcms.org/docs/widgets/): only the options this site uses. */
export type CmsField = {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'markdown' | 'number' | 'boolean' | 'select' | 'datetime' | 'image' | 'object' | 'list' | 'hidden';
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  default?: unknown;
  options?: string[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  collapsed?: boolean;
  summary?: string;
  format?: string;
  date_format?: string;
  time_format?: boolean | string;
  picker_utc?: boolean;
  modes?: string[];
  /** Image widget: whether the editor may type a URL instead of choosing a file. */
  choose_url?: boolean;
  /** List widget: whether items may be moved (a translation's items match the English ones by place). */
  allow_reorder?: boolean;
  /** Not a Decap option: the format (lib/browser/cms-format.ts) stores this list as a map keyed by `name`. */
  record_key?: string;
  /**
   * Not a Decap option: each entry's value is a list, edited under this field (a figure's values,
   * oldest first); the format writes a list of one back as that one value, as an editor writes it.
   */
  record_values?: string;
};

/** The field under which an entry of a map edits its value when the value is a list (a figure's timeline). */
export const RECORD_VALUES = 'values';

type Z = z.core.$ZodType;

/** "visaSuccess" → "Visa success", "postalCode" → "Postal code". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const descriptionOf = (schema: Z): string | undefined => z.globalRegistry.get(schema)?.description;

/** The field a wrapper (optional, default, nullable, pipe) stands for, and what the wrapper says about it. */
function unwrap(schema: Z): { inner: Z; required: boolean; defaultValue?: unknown; description?: string } {
  let inner = schema;
  let required = true;
  let defaultValue: unknown;
  let description = descriptionOf(schema);
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
      required = false;
      inner = inner.def.innerType;
    } else if (inner instanceof z.ZodDefault || inner instanceof z.ZodPrefault) {
      required = false;
      const value: unknown = inner.def.defaultValue;
      if (value !== null && typeof value !== 'object') defaultValue = value;
      inner = inner.def.innerType;
    } else if (inner instanceof z.ZodPipe) {
      // `preprocess` is transform → schema; `.transform()` is schema → transform.
      inner = inner.in instanceof z.ZodTransform ? inner.out : inner.in;
    } else if (inner instanceof z.ZodReadonly || inner instanceof z.ZodCatch || inner instanceof z.ZodNonOptional) {
      inner = inner.def.innerType;
    } else break;
    description ??= descriptionOf(inner);
  }
  return { inner, required, defaultValue, description };
}

type Check = { check?: string; format?: string; pattern?: RegExp; minimum?: number; maximum?: number; length?: number; value?: number; inclusive?: boolean; error?: (issue: object) => unknown };
const read = (def: object, key: string): unknown => Reflect.get(def, key);
const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);
/** The parts of zod's check definitions the generator reads (their types are internal to zod). */
const checksOf = (schema: Z): Check[] =>
  (schema._zod.def.checks ?? []).map(({ _zod: { def } }) => {
    const check = read(def, 'check');
    const format = read(def, 'format');
    const pattern = read(def, 'pattern');
    const error = read(def, 'error');
    return {
      check: typeof check === 'string' ? check : undefined,
      format: typeof format === 'string' ? format : undefined,
      pattern: pattern instanceof RegExp ? pattern : undefined,
      minimum: numberOrUndefined(read(def, 'minimum')),
      maximum: numberOrUndefined(read(def, 'maximum')),
      length: numberOrUndefined(read(def, 'length')),
      value: numberOrUndefined(read(def, 'value')),
      inclusive: read(def, 'inclusive') === true,
      error: typeof error === 'function' ? (issue: object): unknown => Reflect.apply(error, undefined, [issue]) : undefined,
    };
  });
const messageOf = (check: Check, fallback: string): string => {
  const message = check.error?.({});
  return typeof message === 'string' ? message : fallback;
};

/** Regex and non-empty rules of a string, as Decap's `pattern` (one per field: the most specific). */
function stringPattern(schema: Z): [string, string] | undefined {
  const checks = checksOf(schema);
  const regex = checks.find((c) => c.check === 'string_format' && c.format === 'regex' && c.pattern);
  if (regex?.pattern) return [regex.pattern.source, messageOf(regex, `expected text matching ${regex.pattern.source}`)];
  const min = checks.find((c) => c.check === 'min_length' && (c.minimum ?? 0) > 0);
  if (min) return ['\\S', messageOf(min, 'expected non-empty text')];
  return undefined;
}

function numberOptions(schema: Z): Pick<CmsField, 'value_type' | 'min' | 'max'> {
  const options: Pick<CmsField, 'value_type' | 'min' | 'max'> = { value_type: 'float' };
  for (const c of checksOf(schema)) {
    if (c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32')) options.value_type = 'int';
    if (c.check === 'greater_than' && c.value !== undefined) options.min = c.inclusive ? c.value : c.value + 1;
    if (c.check === 'less_than' && c.value !== undefined) options.max = c.inclusive ? c.value : c.value - 1;
  }
  // Decap's limits are inclusive: "above 0" is "at least 1" for whole numbers, and left to check:content otherwise.
  const exclusive = checksOf(schema).some((c) => (c.check === 'greater_than' || c.check === 'less_than') && !c.inclusive);
  if (exclusive && options.value_type === 'float') return { value_type: 'float' };
  return options;
}

const isImageSource = (schema: Z) => schema === image.shape.src;

/** The fields of an object schema, leaving out a discriminator that the schema fills in itself. */
function objectFields(shape: Record<string, Z>, skip: ReadonlySet<string> = new Set()): CmsField[] {
  // A constant (a figure's `kind`, which its schema adds from the field an editor fills in) is never edited.
  return Object.entries(shape)
    .filter(([key, schema]) => !skip.has(key) && !(unwrap(schema).inner instanceof z.ZodLiteral))
    .map(([key, schema]) => fieldFor(key, schema));
}

/**
 * A union of objects (a navigation item with `href` or with `menu`, a figure that is money, a count,
 * a percent or text) is one object with every option's fields; a field is required only when every
 * option requires it. `check:content` still tells the options apart.
 */
function unionFields(options: readonly Z[], discriminator: string | undefined): CmsField[] | undefined {
  const objects = options.map((option) => unwrap(option).inner);
  if (!objects.every((o) => o instanceof z.ZodObject)) return undefined;
  const merged = new Map<string, { field: CmsField; count: number }>();
  for (const object of objects) {
    if (!(object instanceof z.ZodObject)) continue;
    for (const field of objectFields(object.shape, new Set(discriminator ? [discriminator] : []))) {
      const seen = merged.get(field.name);
      if (seen) seen.count += 1;
      else merged.set(field.name, { field, count: 1 });
    }
  }
  return [...merged.values()].map(({ field, count }) => (count === objects.length ? field : { ...field, required: false }));
}

/** The discriminator a `preprocess` adds (a figure's `kind`): written by the schema, never by an editor. */
function addedDiscriminator(schema: Z): string | undefined {
  return schema instanceof z.ZodDiscriminatedUnion ? schema.def.discriminator : undefined;
}

function compact(field: CmsField): CmsField {
  const out: CmsField = { ...field };
  for (const [key, value] of Object.entries(out)) if (value === undefined) Reflect.deleteProperty(out, key);
  return out;
}

/** Whether a schema is `base` or a copy of it made by `.describe()` or `.meta()` (zod keeps the original as its parent). */
function derivesFrom(schema: Z, base: Z): boolean {
  for (let at: z.core.$ZodType | undefined = schema; at; at = at._zod.parent) if (at === base) return true;
  return false;
}

/** The widget for one field of a schema. Throws for a zod type the generator does not know, so a new kind of field cannot go unnoticed. */
export function fieldFor(name: string, schema: Z): CmsField {
  const { inner, required, defaultValue, description } = unwrap(schema);
  const base = { name, label: labelOf(name), required, hint: description, default: defaultValue };
  const meta = z.globalRegistry.get(inner) ?? {};

  if (derivesFrom(inner, pakistanTime)) {
    // The picker's wall time is written as it was picked, with Pakistan's offset, whatever the editor's own zone.
    return compact({ ...base, widget: 'datetime', format: 'YYYY-MM-DDTHH:mm[+05:00]', date_format: 'YYYY-MM-DD', time_format: 'HH:mm', picker_utc: true, hint: description ?? "A date and time in Pakistan." });
  }
  if (derivesFrom(inner, calendarDate)) {
    return compact({ ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true, hint: description ?? 'A day, written YYYY-MM-DD.' });
  }
  if (derivesFrom(inner, isoDate)) {
    return compact({ ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true, hint: description ?? 'A day that has passed, written YYYY-MM-DD.' });
  }
  if (inner instanceof z.ZodString) {
    // Pictures come from the media folder only: check:content refuses another site's, so the form offers none.
    if (isImageSource(inner)) return compact({ ...base, widget: 'image', choose_url: false });
    if (meta.markdown) return compact({ ...base, widget: 'markdown', modes: ['raw', 'rich_text'] });
    const pattern = stringPattern(inner);
    // A string the schema lets be empty (`alt: ""` of a decorative image) must not be required here.
    return compact({ ...base, widget: 'string', pattern, required: pattern ? required : false });
  }
  if (inner instanceof z.ZodNumber) return compact({ ...base, widget: 'number', ...numberOptions(inner) });
  if (inner instanceof z.ZodBoolean) return compact({ ...base, widget: 'boolean' });
  if (inner instanceof z.ZodEnum) return compact({ ...base, widget: 'select', options: inner.options.map(String) });
  if (inner instanceof z.ZodLiteral) return compact({ ...base, widget: 'hidden', default: inner.value });
  if (inner instanceof z.ZodObject) {
    // Decap checks the fields of an object even when the object is left out, so inside an optional
    // object nothing is required in the form; check:content still requires them once it is there.
    const fields = required ? objectFields(inner.shape) : objectFields(inner.shape).map(optionalDeep);
    return compact({ ...base, widget: 'object', fields, collapsed: required ? undefined : true, summary: inner.def.shape === image.def.shape ? '{{fields.src}}' : undefined });
  }
  if (inner instanceof z.ZodArray) {
    const element = fieldFor(name, inner.element);
    const length = checksOf(inner);
    const min = length.find((c) => c.check === 'min_length' || c.check === 'length_equals');
    const max = length.find((c) => c.check === 'max_length' || c.check === 'length_equals');
    const listBase = { ...base, widget: 'list' as const, min: min?.minimum ?? min?.length, max: max?.maximum ?? max?.length, collapsed: true };
    if (element.widget === 'object' && element.fields) return compact({ ...listBase, fields: element.fields, summary: summaryOf(element.fields) });
    return compact({ ...listBase, field: { ...element, label: labelOf(name) } });
  }
  if (inner instanceof z.ZodRecord) {
    const value = fieldFor('value', inner.valueType);
    const keys = unwrap(inner.keyType).inner;
    // Keys from an enum (currencies): one optional field per key.
    if (keys instanceof z.ZodEnum) return compact({ ...base, widget: 'object', fields: keys.options.map((key) => ({ ...value, name: String(key), label: String(key), required: false })) });
    // Free keys (figure names): a list of entries, each with its name; the format writes them back as a map.
    const keyField = compact({ ...fieldFor('name', inner.keyType), hint: 'The name other fields use for this entry.' });
    if (value.widget === 'list') {
      // Shown open: most figures have one value, which is then one click away, as before timelines.
      const values = { ...value, name: RECORD_VALUES, label: labelOf(RECORD_VALUES), collapsed: false, hint: 'One value, or one for each day it changed, oldest first: give each later value the day it takes effect.' };
      return compact({ ...base, widget: 'list', fields: [keyField, values], summary: '{{fields.name}}', collapsed: true, record_key: 'name', record_values: RECORD_VALUES });
    }
    const valueFields = value.widget === 'object' && value.fields ? value.fields : [{ ...value, name: 'value' }];
    return compact({ ...base, widget: 'list', fields: [keyField, ...valueFields], summary: '{{fields.name}}', collapsed: true, record_key: 'name' });
  }
  if (inner instanceof z.ZodUnion) {
    const options: readonly Z[] = inner.options;
    const literals = options.map((option) => unwrap(option).inner);
    if (literals.every((l) => l instanceof z.ZodLiteral && typeof l.value === 'number')) {
      const values = literals.map((l) => (l instanceof z.ZodLiteral ? Number(l.value) : NaN));
      return compact({ ...base, widget: 'number', value_type: 'int', min: Math.min(...values), max: Math.max(...values), hint: description ?? `One of ${values.join(', ')}.` });
    }
    const fields = unionFields(options, addedDiscriminator(inner));
    if (fields) return compact({ ...base, widget: 'object', fields: required ? fields : fields.map(optionalDeep), collapsed: required ? undefined : true });
  }
  throw new Error(`${name}: no CMS widget for zod type "${inner._zod.def.type}"`);
}

/** The field and, in objects, every field inside it, not required (list items exist only when added). */
function optionalDeep(field: CmsField): CmsField {
  const fields = field.widget === 'object' && field.fields ? field.fields.map(optionalDeep) : field.fields;
  return compact({ ...field, required: false, fields });
}

/** What a collapsed list item shows: its first short text field. */
function summaryOf(fields: CmsField[]): string | undefined {
  const first = fields.find((f) => f.widget === 'string' || f.widget === 'select');
  return first ? `{{fields.${first.name}}}` : undefined;
}

/** Every field of a file's frontmatter, from its schema (an object, perhaps behind transforms). */
export function fieldsOf(schema: Z): CmsField[] {
  const { inner } = unwrap(schema);
  if (!(inner instanceof z.ZodObject)) throw new Error(`expected an object schema, got "${inner._zod.def.type}"`);
  return objectFields(inner.shape);
}

/** How much of an English text a hint quotes: enough to recognise it, not a page of it. */
const QUOTE_LENGTH = 160;
const quote = (text: string) => `“${text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH - 1).trimEnd()}…` : text}”`;
const isPlainRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The items of an English list as one value with every field any item has: a list item's form
 * offers a field when some English item has it (a translation may set no field the English lacks).
 */
function mergeItems(items: readonly unknown[]): unknown {
  if (items.length > 0 && items.every(isPlainRecord)) {
    const keys = [...new Set(items.flatMap((item) => Object.keys(item)))];
    return Object.fromEntries(keys.map((key) => [key, mergeItems(items.flatMap((item) => (key in item ? [item[key]] : [])))]));
  }
  if (items.length > 0 && items.every(Array.isArray)) return items.flat();
  return items[0];
}

/** What an English list item is called in a hint: its first words. */
function itemName(item: unknown, fields: CmsField[]): string {
  if (typeof item === 'string') return quote(item);
  if (!isPlainRecord(item)) return '(empty)';
  for (const field of fields) {
    const value = item[field.name];
    if (typeof value === 'string' && value.trim() !== '') return quote(value);
  }
  return '(nothing to translate: leave the item empty)';
}

/** A list's hint: how many items the English file has, in which order, since the translation must keep both. */
const listHint = (english: unknown[], fields: CmsField[]) =>
  `Keep the English list's ${english.length} item(s), in its order: ${english.map((item, i) => `${i + 1}. ${itemName(item, fields)}`).join(' ')}`;

/**
 * The field of a translation screen: only what findWords (lib/content/walk.ts) counts as words,
 * and only where the English file (`english`, its value at this place) has a value, so routes,
 * links, pictures, keys, figures, dates, choices and fields the English leaves out never appear;
 * null when nothing is left. Nothing is required (a field left out stays English). With `quoted`,
 * each hint quotes the English text, so the original is beside the field it translates; inside a
 * list, where one form serves every item, the list's own hint names the English items in order.
 */
export function wordsFieldFor(name: string, schema: Z, english: unknown, quoted = true): CmsField | null {
  if (english === undefined || english === null) return null;
  const { inner } = unwrap(schema);
  const base = { name, label: labelOf(name), required: false };
  const meta = z.globalRegistry.get(inner) ?? {};
  if (inner instanceof z.ZodString) {
    if (!isWordsString(inner) || typeof english !== 'string') return null;
    const hint = !quoted ? undefined : english === '' ? 'Empty in English: leave it empty.' : `English: ${quote(english)}`;
    return compact({ ...base, widget: meta.markdown ? 'markdown' : 'string', modes: meta.markdown ? ['raw', 'rich_text'] : undefined, hint });
  }
  if (inner instanceof z.ZodObject) {
    const fields = wordsObjectFields(inner.shape, english, quoted);
    return fields.length ? compact({ ...base, widget: 'object', fields }) : null;
  }
  if (inner instanceof z.ZodArray) {
    if (!Array.isArray(english)) return null;
    const element = wordsFieldFor(name, inner.element, mergeItems(english), false);
    if (!element) return null;
    const items = element.widget === 'object' && element.fields ? element.fields : [element];
    // Items are matched to the English ones by place: moving one would translate the wrong item unseen.
    const listBase = { ...base, widget: 'list' as const, collapsed: true, allow_reorder: false, hint: quoted ? listHint(english, items) : 'Keep the English list\'s items, in its order.' };
    if (element.widget === 'object' && element.fields) return compact({ ...listBase, fields: element.fields, summary: summaryOf(element.fields) });
    return compact({ ...listBase, field: { ...element, label: labelOf(name) } });
  }
  if (inner instanceof z.ZodRecord) {
    if (!isPlainRecord(english)) return null;
    const keys = unwrap(inner.keyType).inner;
    if (keys instanceof z.ZodEnum) {
      const fields = keys.options.flatMap((key) => wordsFieldFor(String(key), inner.valueType, english[String(key)], quoted) ?? []).map((field) => ({ ...field, label: field.name }));
      return fields.length ? compact({ ...base, widget: 'object', fields }) : null;
    }
    // Free keys (figure names): each entry names the English one it translates; the format writes them back as a map.
    const keyField: CmsField = { name: 'name', label: 'Name', widget: 'string', required: true, hint: "The English entry's name, exactly as the English file writes it (not translated)." };
    if (unwrap(inner.valueType).inner instanceof z.ZodArray) {
      // A figure's values: one written alone is a list of one, so every entry is translated as a list.
      const timelines = Object.values(english).map((entry) => (Array.isArray(entry) ? entry : [entry]));
      const values = wordsFieldFor(RECORD_VALUES, inner.valueType, mergeItems(timelines), false);
      if (!values) return null;
      const worded = Object.entries(english).flatMap(([key, entry]) => {
        const texts = (Array.isArray(entry) ? entry : [entry]).flatMap((item) => (isPlainRecord(item) && typeof item.text === 'string' ? [quote(item.text)] : []));
        return texts.length ? [`${key}: ${texts.join(', then ')}`] : [];
      });
      return compact({ ...base, widget: 'list', fields: [keyField, values], summary: '{{fields.name}}', collapsed: true, record_key: 'name', record_values: RECORD_VALUES, hint: quoted ? `Entries with words in the English file: ${worded.join('; ')}` : undefined });
    }
    const value = wordsFieldFor('value', inner.valueType, mergeItems(Object.values(english)), false);
    if (!value) return null;
    const valueFields = value.widget === 'object' && value.fields ? value.fields : [{ ...value, name: 'value' }];
    const worded = Object.entries(english).flatMap(([key, entry]) => {
      const text = isPlainRecord(entry) ? valueFields.map((f) => entry[f.name]).find((v) => typeof v === 'string') : entry;
      return typeof text === 'string' ? [`${key}: ${quote(text)}`] : [];
    });
    return compact({ ...base, widget: 'list', fields: [keyField, ...valueFields], summary: '{{fields.name}}', collapsed: true, record_key: 'name', hint: quoted ? `Entries with words in the English file: ${worded.join('; ')}` : undefined });
  }
  if (inner instanceof z.ZodUnion) {
    const options: readonly Z[] = inner.options;
    const discriminator = addedDiscriminator(inner);
    const merged = new Map<string, CmsField>();
    for (const option of options) {
      const object = unwrap(option).inner;
      if (!(object instanceof z.ZodObject)) continue;
      const shape = Object.fromEntries(Object.entries(object.shape).filter(([key]) => key !== discriminator));
      for (const field of wordsObjectFields(shape, english, quoted)) if (!merged.has(field.name)) merged.set(field.name, field);
    }
    return merged.size ? compact({ ...base, widget: 'object', fields: [...merged.values()] }) : null;
  }
  // Numbers, yes/no values, choices and constants come from the English file.
  return null;
}

function wordsObjectFields(shape: Record<string, Z>, english: unknown, quoted: boolean): CmsField[] {
  if (!isPlainRecord(english)) return [];
  return Object.entries(shape).flatMap(([key, schema]) => wordsFieldFor(key, schema, english[key], quoted) ?? []);
}

/** The words fields of a file's frontmatter, with hints quoting `english`, its English frontmatter. */
export function wordsFieldsOf(schema: Z, english: unknown): CmsField[] {
  const { inner } = unwrap(schema);
  if (!(inner instanceof z.ZodObject)) throw new Error(`expected an object schema, got "${inner._zod.def.type}"`);
  return wordsObjectFields(inner.shape, english, true);
}
