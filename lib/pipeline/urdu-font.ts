/**
 * The Urdu edition's font: Noto Naskh Arabic (docs/translations.md#the-urdu-font says why not
 * Nastaliq), cut at build time down to the characters the Urdu pages really show, so a visitor
 * downloads about 13 KB per weight instead of 53 KB. app/urdu-edition.css names each weight by a
 * placeholder URL; this step writes the hashed files and puts their names into the Urdu pages.
 * English pages never name it (the step refuses a build in which one does).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';
import { FONTS_URL, URDU_FONT_WEIGHTS, urduFontPlaceholder } from '../site-paths';
import { editions } from '../editions';
import { editionPages } from './deploy/integrity';

export const URDU_FONT_FAMILY = 'Noto Naskh Arabic';
export { URDU_FONT_WEIGHTS, urduFontPlaceholder };
export type UrduFontWeight = (typeof URDU_FONT_WEIGHTS)[number];

/** Both weights together; a page with bold text loads both. */
export const URDU_FONT_BUDGET_BYTES = 60 * 1024;


/**
 * The Arabic script's blocks, as the @font-face's unicode-range in app/urdu-edition.css: Latin
 * letters and digits in Urdu text stay in the site's system font, which draws them better.
 */
export const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/**
 * Always in the font, whether or not today's pages use them: Urdu's digits, its full stop, comma,
 * semicolon and question mark, and the percent and decimal signs, so an edit that brings one in
 * never shows a box while the next build is pending.
 */
export const URDU_ALWAYS = '۰۱۲۳۴۵۶۷۸۹۔،؛؟٪٫٬';

/** The zero-width (non-)joiners Urdu spelling uses between letters; drawn by the same face. */
const JOINERS = '\u200C\u200D';

function decodeEscapes(html: string): string {
  // Island props and attribute values can carry text as entities or JSON escapes.
  return html
    .replace(/&#x([0-9a-f]+);/giu, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/gu, (_, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(/\\u([0-9a-f]{4})/giu, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every Arabic-script character in a page: its text, attributes (alt, aria-label) and island props. */
export function arabicCharacters(html: string): Set<string> {
  const found = new Set<string>();
  for (const char of decodeEscapes(html)) if (ARABIC_SCRIPT.test(char)) found.add(char);
  return found;
}

/** The exported pages of the Urdu edition, as paths relative to the site folder. */
export const urduPages = (files: readonly string[]): string[] => editionPages(editions.ur, files);

function sourceFile(weight: UrduFontWeight): string {
  return require.resolve(`@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-${weight}-normal.woff2`);
}

/** The characters a font maps, from its cmap: what the tests and the build's check read. */
export function fontCharacters(woff2: Buffer): Set<string> {
  const font = fontkit.create(woff2);
  if (!('characterSet' in font)) throw new Error('expected a single font, got a collection');
  return new Set(font.characterSet.map((code) => String.fromCodePoint(code)));
}

export type UrduFontFile = { weight: UrduFontWeight; url: string; bytes: number };

/**
 * Subsets each weight to `characters` (plus URDU_ALWAYS), writes it under <siteDir>/_fonts with
 * a content hash in its name, and returns the files and any character the face lacks.
 */
export async function writeUrduFont(
  siteDir: string,
  characters: ReadonlySet<string>,
): Promise<{ files: UrduFontFile[]; missing: string[]; text: string }> {
  const text = [...new Set([...characters, ...URDU_ALWAYS, ...JOINERS])].sort().join('');
  const dir = path.join(siteDir, FONTS_URL.slice(1));
  fs.mkdirSync(dir, { recursive: true });
  const files: UrduFontFile[] = [];
  const missing = new Set<string>();
  for (const weight of URDU_FONT_WEIGHTS) {
    const subset = await subsetFont(fs.readFileSync(sourceFile(weight)), text, { targetFormat: 'woff2' });
    const hash = crypto.createHash('sha256').update(subset).digest('hex').slice(0, 10);
    const name = `urdu-${weight}-${hash}.woff2`;
    fs.writeFileSync(path.join(dir, name), subset);
    files.push({ weight, url: `${FONTS_URL}/${name}`, bytes: subset.length });
    const mapped = fontCharacters(subset);
    for (const char of characters) if (!mapped.has(char)) missing.add(char);
  }
  return { files, missing: [...missing], text };
}

export function codePointName(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}
