/**
 * Guards on what an editor types, shared by the schemas and the loader: image paths that stay
 * inside public/images/, a site address that is an origin, numbers a page can show, titles a page
 * can hold, and text with no invisible characters that change how it reads. Staff may soon save
 * files from a browser, so each guard assumes the value may be hostile, and each failure is one
 * line naming the file and the field.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SOURCE_DIR, SOURCE_URL } from '../site-paths';
import { codePoint, firstUnsafeCharacter } from '../unsafe-characters';

// ---------------------------------------------------------------------------------------------
// Image paths

/**
 * Why a path written in content is not a picture under public/images/, or null. `..`, `%` (so no
 * `%2e` or `%2f`) and backslashes are refused outright, and the path must already be in its
 * simplest form, so what the schema sees is exactly the file the image step reads.
 */
export function imagePathProblem(src: string): string | null {
  if (!src.startsWith(`${SOURCE_URL}/`)) return `expected a picture saved under ${SOURCE_DIR}/, written ${SOURCE_URL}/…`;
  if (/\.\.|%|\\/.test(src)) return `expected a path inside ${SOURCE_URL}/ without "..", "%" or "\\"`;
  if (/\s/.test(src) || path.posix.normalize(src) !== src) return `expected a plain path such as ${SOURCE_URL}/photos/campus.jpg`;
  return null;
}

/**
 * A picture's path: a file under public/images/, written `/images/...`. Marked `image` so the
 * loader finds every one by type (lib/content/walk.ts) and checks the file it names.
 */
export const imageSrc = z
  .string()
  .superRefine((src, ctx) => {
    const problem = imagePathProblem(src);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({ imageFile: true });

/**
 * Why the file an image path names may not be published, or null. The path itself is already
 * checked (imagePathProblem); this follows symbolic links, so a link from public/images/ to a file
 * elsewhere is refused. A file that does not exist is not a problem here: the image step names it.
 */
export function imageFileProblem(root: string, src: string): string | null {
  const file = path.join(root, 'public', src);
  if (!fs.existsSync(file)) return null;
  const real = fs.realpathSync(file);
  const base = fs.realpathSync(path.join(root, SOURCE_DIR));
  if (!real.startsWith(`${base}${path.sep}`)) return `${src} leads outside ${SOURCE_DIR}/ (through a symbolic link); save the picture itself there`;
  if (!fs.statSync(real).isFile()) return `${src} is not a file`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// The site's address

/** `https://host` or `https://host:port`, exactly as the URL parser writes its origin. */
function isHttpsOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * The site's own address. The pattern is the one the editing screen shows; the URL parser then
 * refuses what the pattern lets through (a port above 65535, `https://a b`, an upper-case host, a
 * `:443` the parser would drop), so no later step meets an address it cannot read.
 */
export const httpsOrigin = z
  .string()
  .regex(/^https:\/\/[^/\s]+$/, { error: 'expected https://host with no trailing slash', abort: true })
  .refine(isHttpsOrigin, 'expected an https:// address with a valid host (and port), no path, such as https://www.example.com');

// ---------------------------------------------------------------------------------------------
// Numbers

/**
 * A money amount in its own currency. At least 1 because no fee, tuition or living cost is less
 * than one unit of any currency the site prices in (5e-324 showed as "≈ PKR 0"); at most a billion
 * because no study cost comes near it and, times the highest rate, it stays an exact number.
 */
export const MONEY_RANGE = { min: 1, max: 1_000_000_000 } as const;
export const moneyAmount = z
  .number()
  .min(MONEY_RANGE.min, `expected an amount from ${MONEY_RANGE.min} to ${MONEY_RANGE.max.toLocaleString('en-GB')}`)
  .max(MONEY_RANGE.max, `expected an amount from ${MONEY_RANGE.min} to ${MONEY_RANGE.max.toLocaleString('en-GB')}`);

/**
 * Rupees for one unit of a foreign currency. The rates of the currencies the site prices in have
 * stayed between about 60 and 400 rupees this century; 1 to 10,000 leaves room for any change a
 * page could still show sensibly, and refuses the mistyped (1e308 crashed /compare's sorting).
 */
export const RATE_RANGE = { min: 1, max: 10_000 } as const;
export const rupeeRate = z
  .number()
  .min(RATE_RANGE.min, `expected a rate from ${RATE_RANGE.min} to ${RATE_RANGE.max.toLocaleString('en-GB')} rupees`)
  .max(RATE_RANGE.max, `expected a rate from ${RATE_RANGE.min} to ${RATE_RANGE.max.toLocaleString('en-GB')} rupees`);

// ---------------------------------------------------------------------------------------------
// Titles and descriptions

/**
 * The longest title and description a page can show: about twice the longest written so far, and
 * still drawn on the social image in a few lines (a 39 KB title took that step 32 s and 2 GB).
 * Search results show about 60 and 160 characters.
 */
export const MAX_TITLE = 120;
export const MAX_DESCRIPTION = 320;
export const titleTooLong = `expected a title of at most ${MAX_TITLE} characters`;
export const descriptionTooLong = `expected a description of at most ${MAX_DESCRIPTION} characters`;
/**
 * The consultancy's name heads every social image on one line at 34 px (about 55 characters fit)
 * and follows every page's title; a real name is about 30.
 */
export const MAX_SITE_NAME = 60;
export const siteNameTooLong = `expected a name of at most ${MAX_SITE_NAME} characters`;

/**
 * Whether a text is one line. The site's name is written raw into the calendars' PRODID, NAME and
 * X-WR-CALNAME lines, so a line break in it started lines of its own (three more VEVENTs).
 */
export const isOneLine = (text: string) => !/[\r\n\u2028\u2029]/.test(text);
export const notOneLine = 'expected one line, with no line break';

// ---------------------------------------------------------------------------------------------
// Invisible characters

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they make text
 * read differently from how it is stored. Urdu needs none of them; the page sets its direction.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Why a text may not be published, or null. Control characters, lone surrogates and noncharacters
 * (lib/unsafe-characters.ts): YAML escapes (`"\u0000"`, `"\uFFFE"`) write them without a raw byte in
 * the file, none shows as anything a reader can see, and XML forbids most of them, so the news and
 * fee-change feeds would not be XML.
 */
export function invisibleCharacterProblem(text: string): string | null {
  const unsafe = firstUnsafeCharacter(text);
  if (unsafe?.kind === 'control') return `contains the control character ${codePoint(unsafe.char)}, which no page can show; remove it`;
  if (unsafe?.kind === 'surrogate') return `contains ${codePoint(unsafe.char)}, half of a character (a lone surrogate), which no page or feed can hold; remove it`;
  if (unsafe) return `contains ${codePoint(unsafe.char)}, a noncharacter, which no page or feed can hold (a feed with it is not XML); remove it`;
  const bidi = BIDI_CONTROL.exec(text);
  if (bidi) return `contains ${codePoint(bidi[0])}, a bidirectional control that makes text read differently from how it is stored; remove it`;
  return null;
}

/**
 * Every string (and every field name) in parsed frontmatter that carries an invisible character,
 * with its field path. One problem per field.
 */
export function invisibleCharacters(value: unknown, formatPath: (segments: (string | number)[]) => string): { where: string; problem: string }[] {
  const found: { where: string; problem: string }[] = [];
  const walk = (item: unknown, segments: (string | number)[]) => {
    if (typeof item === 'string') {
      const problem = invisibleCharacterProblem(item);
      if (problem) found.push({ where: formatPath(segments), problem });
    } else if (Array.isArray(item)) {
      item.forEach((child, i) => walk(child, [...segments, i]));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const problem = invisibleCharacterProblem(key);
        if (problem) found.push({ where: formatPath([...segments, JSON.stringify(key)]), problem: `its name ${problem}` });
        else walk(child, [...segments, key]);
      }
    }
  };
  walk(value, []);
  return found;
}
