/**
 * The fonts and emoji images the PDF brochures draw text with, all from npm: no network.
 *
 * Fonts are tried in order for each character (@react-pdf's font fallback): Geist (the site's face,
 * @fontsource's Latin subset), Geist's Latin-extended subset (ș in Timișoara), the full Geist
 * Regular that Next ships for next/og (it has "≈" for the rupee estimates), then Vazirmatn's Arabic
 * subset for Urdu, the same face the social images use. @react-pdf shapes Arabic letters with the
 * font's own joining rules and orders right-to-left runs with the Unicode bidi algorithm; it reads
 * TTF and WOFF, not WOFF2, hence the `.woff` files. Each font is embedded as a subset of the glyphs
 * a brochure uses, and not at all when it uses none.
 *
 * Vazirmatn over Noto Naskh Arabic: both draw every Urdu letter (ٹ ڈ ڑ ں ھ ہ ۃ ی ے ۓ, Urdu digits);
 * Vazirmatn's Arabic subset is 27 KB against Noto Naskh's 87 KB, it is a sans face like Geist, and
 * it is already a dependency.
 *
 * Emoji are drawn as images from Twemoji's SVGs (npm), turned into PNGs with sharp before a render
 * (@react-pdf draws an emoji image only as PNG or JPEG), and handed over as `data:` URLs.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import sharp from 'sharp';

type PdfFontFamily = { family: string; fonts: { src: string; fontWeight: 400 | 700 }[] };

const fontsource = (file: string) => require.resolve(`@fontsource/${file}`);

export const PDF_FONTS: PdfFontFamily[] = [
  { family: 'Geist', fonts: [{ src: fontsource('geist/files/geist-latin-400-normal.woff'), fontWeight: 400 }, { src: fontsource('geist/files/geist-latin-700-normal.woff'), fontWeight: 700 }] },
  { family: 'Geist Latin Extended', fonts: [{ src: fontsource('geist/files/geist-latin-ext-400-normal.woff'), fontWeight: 400 }, { src: fontsource('geist/files/geist-latin-ext-700-normal.woff'), fontWeight: 700 }] },
  { family: 'Geist Full', fonts: [{ src: require.resolve('next/dist/compiled/@vercel/og/Geist-Regular.ttf'), fontWeight: 400 }] },
  { family: 'Vazirmatn', fonts: [{ src: fontsource('vazirmatn/files/vazirmatn-arabic-400-normal.woff'), fontWeight: 400 }, { src: fontsource('vazirmatn/files/vazirmatn-arabic-700-normal.woff'), fontWeight: 700 }] },
];

/** The `fontFamily` of every text: tried in order for each character. */
export const PDF_FONT_STACK = PDF_FONTS.map((f) => f.family);

/** Every character some embedded font draws. */
function drawableCharacters(): Set<number> {
  const codes = new Set<number>();
  for (const { src } of PDF_FONTS.flatMap((f) => f.fonts)) {
    const font = fontkit.create(fs.readFileSync(src));
    if ('characterSet' in font) for (const code of font.characterSet) if (font.hasGlyphForCodePoint(code)) codes.add(code);
  }
  return codes;
}

const TWEMOJI_SVG = path.join(path.dirname(require.resolve('@discordapp/twemoji/package.json')), 'dist/svg');

/**
 * One emoji: a pictograph (with its skin tone, joined by ZWJ), a flag, or a keycap. A pictograph
 * that is text by default (©, ™, ✈) counts only with U+FE0F after it, as in @react-pdf's own
 * emoji pattern: without it, it is text a font must draw.
 */
const EMOJI = /\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3|(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F)\p{Emoji_Modifier}?(?:\u200D\p{Extended_Pictographic}\uFE0F?\p{Emoji_Modifier}?)*/gu;

/** An emoji's code points in hex joined by `-`, without U+FE0F: how @react-pdf asks for its image. */
const emojiCode = (emoji: string) =>
  [...emoji]
    .filter((c) => c !== '\uFE0F')
    .map((c) => c.codePointAt(0)?.toString(16))
    .join('-');

/** Twemoji's file for an emoji code (Twemoji keeps U+FE0F in a few ZWJ names, hence both tries). */
function twemojiFile(emoji: string): string | null {
  const withSelectors = [...emoji].map((c) => c.codePointAt(0)?.toString(16)).join('-');
  for (const name of [emojiCode(emoji), withSelectors]) {
    const file = path.join(TWEMOJI_SVG, `${name}.svg`);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

/** Emoji images as PNG `data:` URLs by emoji code, filled before each render. */
const emojiImages = new Map<string, string>();
/** Pixels per side of an emoji image: sharp at twice the largest text size (24 pt), for print. */
const EMOJI_PX = 96;

let drawable: Set<number> | null = null;

/**
 * Gets every emoji in `text` ready to draw and returns the characters that nothing can draw:
 * no embedded font has them and they are not an emoji Twemoji has.
 */
export async function prepareText(text: string): Promise<string[]> {
  drawable ??= drawableCharacters();
  const known = drawable;
  const missing = new Set<string>();
  let rest = '';
  let at = 0;
  for (const match of text.matchAll(EMOJI)) {
    rest += text.slice(at, match.index);
    at = match.index + match[0].length;
    const code = emojiCode(match[0]);
    if (emojiImages.has(code)) continue;
    const file = twemojiFile(match[0]);
    if (!file) {
      missing.add(match[0]);
      continue;
    }
    const png = await sharp(file, { density: 72 * (EMOJI_PX / 36) }).resize(EMOJI_PX, EMOJI_PX).png().toBuffer();
    emojiImages.set(code, `data:image/png;base64,${png.toString('base64')}`);
  }
  rest += text.slice(at);
  // Joiners and selectors draw nothing by themselves; bidi marks and spaces neither.
  for (const char of rest) if (!/\s|\p{Cf}|[\uFE00-\uFE0F]/u.test(char) && !known.has(char.codePointAt(0) ?? 0)) missing.add(char);
  return [...missing];
}

type PdfFontStore = {
  register: (family: PdfFontFamily) => void;
  registerEmojiSource: (source: { builder: (code: string) => string }) => void;
  registerHyphenationCallback: (callback: (word: string) => string[]) => void;
};

/** Registers the fonts and the emoji source with @react-pdf's `Font`. */
export function registerPdfFonts(Font: PdfFontStore): void {
  for (const family of PDF_FONTS) Font.register(family);
  // Only emoji prepareText has drawn are asked for; any other gets an empty data: URL, never a fetch.
  Font.registerEmojiSource({ builder: (code) => emojiImages.get(code) ?? 'data:image/png;base64,' });
  // Whole words only: a hyphen added at a line end would break copying and searching the text.
  Font.registerHyphenationCallback((word) => [word]);
}
