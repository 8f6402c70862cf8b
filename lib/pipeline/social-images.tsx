/**
 * Writes each page's social-sharing image (og/<route>.png, 1200×630; og/ur/<route>.png for an Urdu
 * page, in Urdu and right to left) and the app icons from
 * content into the generated folder (lib/pipeline/generated.ts), which the export stage copies into
 * the staged export. Generated files are not committed.
 * (Next's opengraph-image route files cannot be exported for a dynamic segment, hence this step.)
 *
 * Offline by construction: the fonts come from npm packages (Geist for Latin, Vazirmatn for Urdu
 * and Arabic) and emoji from Twemoji's SVGs, also from npm. Satori only asks the network (Google
 * Fonts, a Twemoji CDN) for a character no given font has, so every text is first split into what
 * the shipped fonts draw, emoji drawn as images, and characters left out; and `fetch` is refused
 * for anything but the `data:` URLs next/og loads its own WebAssembly from.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CSSProperties } from 'react';
import * as fontkit from 'fontkit';
import { ImageResponse } from 'next/og';
import type { SiteContent } from '../content/load';
import { ORIGINAL } from '../editions';
import { canonicalRoutes } from '../content/routes';
import { MAX_SITE_NAME, MAX_TITLE } from '../content/guards';
import { OG_SIZE, ogImagePath } from '../present/seo';
import { APP_ICONS_URL, OG_URL } from '../site-paths';

/**
 * Code points a font draws, read with fontkit. Satori needs WOFF, TTF or OTF, not WOFF2, which is
 * why the `.woff` files of the @fontsource packages are used.
 */
export function fontCodePoints(file: Buffer): Set<number> {
  const font = fontkit.create(file);
  if (!('characterSet' in font)) throw new Error('expected one font, got a font collection');
  // The character set also lists cmap sentinels (U+0000, U+FFFF) that map to no real glyph.
  return new Set(font.characterSet.filter((code) => code > 0 && code !== 0xffff && font.hasGlyphForCodePoint(code)));
}

/** In order of preference: satori takes each character from the first font that has it. */
const FONT_FILES = [
  { name: 'Geist', file: require.resolve('@fontsource/geist/files/geist-latin-400-normal.woff') },
  { name: 'Vazirmatn', file: require.resolve('@fontsource/vazirmatn/files/vazirmatn-arabic-400-normal.woff') },
];
const FONTS = FONT_FILES.map(({ name, file }) => ({ name, data: fs.readFileSync(file), weight: 400 as const, style: 'normal' as const }));
const URDU_FONT = fontkit.create(FONTS[1]!.data);

/**
 * How wide a run of Urdu letters is once joined, read with fontkit's shaping. Satori shapes the
 * letters but measures the run as if they stood apart, which leaves a gap after each Urdu word as
 * wide as its joins saved; giving the word its shaped width closes it.
 */
export function shapedWidth(text: string, fontSize: number): number | null {
  if (!('layout' in URDU_FONT)) return null;
  return (URDU_FONT.layout(text).advanceWidth * fontSize) / URDU_FONT.unitsPerEm;
}
const DRAWABLE = new Set(FONTS.flatMap((font) => [...fontCodePoints(font.data)]));
const TWEMOJI_SVG = path.join(path.dirname(require.resolve('@discordapp/twemoji/package.json')), 'dist/svg');

/** One emoji: a pictograph (with its skin tone, joined by ZWJ), a flag, or a keycap. */
const EMOJI = /\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3|(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F)\p{Emoji_Modifier}?(?:\u200D\p{Extended_Pictographic}\uFE0F?\p{Emoji_Modifier}?)*/gu;

/** Twemoji's file for an emoji (its code points in hex; U+FE0F dropped unless the emoji has a ZWJ). */
export function emojiFile(emoji: string): string | null {
  const variants = [emoji.includes('\u200D') ? emoji : emoji.replace(/\uFE0F/g, ''), emoji.replace(/\uFE0F/g, '')];
  for (const variant of variants) {
    const file = path.join(TWEMOJI_SVG, `${[...variant].map((c) => c.codePointAt(0)?.toString(16)).join('-')}.svg`);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

type Piece = { text: string } | { emoji: string; file: string };

/** A text as the shipped fonts and emoji images can draw it, and what had to be left out. */
export function drawablePieces(text: string): { pieces: Piece[]; left: string[] } {
  const pieces: Piece[] = [];
  const left: string[] = [];
  const addText = (chunk: string) => {
    for (const char of chunk) {
      if (!DRAWABLE.has(char.codePointAt(0) ?? 0)) {
        if (!/\s|\p{Cf}|\uFE0F/u.test(char)) left.push(char);
        continue;
      }
      const last = pieces.at(-1);
      if (last && 'text' in last) last.text += char;
      else pieces.push({ text: char });
    }
  };
  let at = 0;
  for (const match of text.matchAll(EMOJI)) {
    addText(text.slice(at, match.index));
    const file = emojiFile(match[0]);
    if (file) pieces.push({ emoji: match[0], file });
    else left.push(match[0]);
    at = match.index + match[0].length;
  }
  addText(text.slice(at));
  return { pieces, left };
}

type Direction = 'ltr' | 'rtl';
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
// Satori lays every line out left to right; in right-to-left text, brackets face the other way.
const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '«': '»', '»': '«', '<': '>', '>': '<' };

/** The direction of the first letter that has one (Unicode's rule for a paragraph), if any. */
export function textDirection(text: string): Direction | null {
  for (const char of text) if (/\p{L}/u.test(char)) return RTL_LETTER.test(char) ? 'rtl' : 'ltr';
  return null;
}

const emojiCache = new Map<string, string>();
function emojiDataUri(file: string): string {
  let uri = emojiCache.get(file);
  if (!uri) {
    uri = `data:image/svg+xml;base64,${fs.readFileSync(file).toString('base64')}`;
    emojiCache.set(file, uri);
  }
  return uri;
}

/**
 * A line of text for satori. Plain Latin text stays one string (satori wraps it). Text with Urdu or
 * emoji is laid out word by word, because satori has no bidirectional layout: it shapes an Urdu
 * word correctly but puts the words of a sentence left to right. Words run right to left when the
 * text starts with a right-to-left letter, and a run of words in the other direction keeps its own
 * order inside it (a simplified Unicode bidi algorithm, by whole words).
 */
export function TextLine({ text, fontSize, style }: { text: string; fontSize: number; style?: CSSProperties }) {
  const { pieces } = drawablePieces(text);
  const cleaned = pieces.map((p) => ('text' in p ? p.text : p.emoji)).join('');
  if (pieces.every((p) => 'text' in p) && !RTL_LETTER.test(cleaned)) {
    return <div style={{ display: 'flex', fontSize, ...style }}>{cleaned}</div>;
  }
  const paragraph = textDirection(cleaned) ?? 'ltr';
  // Urdu words end in tails that reach past their advance (ے): a little more room between them.
  const gap = Math.round(fontSize * (paragraph === 'rtl' ? 0.32 : 0.28));
  const words = cleaned.split(/\s+/).filter(Boolean).map((word) => ({ word, dir: textDirection(word) }));
  // A word with no letters (a number, a dash, an emoji) follows its neighbours when they agree.
  const resolved = words.map(({ word, dir }, i): { word: string; dir: Direction } => {
    if (dir) return { word, dir };
    const before = words.slice(0, i).reverse().find((w) => w.dir)?.dir;
    const after = words.slice(i + 1).find((w) => w.dir)?.dir;
    return { word, dir: before && before === after ? before : paragraph };
  });
  const renderWord = (word: string, dir: Direction, key: number) => {
    const runs = drawablePieces(word).pieces.flatMap((piece): Piece[] =>
      // Runs of one script, numbers kept whole, and each other mark on its own (it takes the word's
      // direction). The Urdu full stop (۔) too: satori draws it on the wrong side of a run it ends.
      'file' in piece ? [piece] : [...piece.text.matchAll(/(?:[^\P{Script=Arabic}\u06D4]|[\p{Script=Hebrew}\u200C\u200D])+|[\p{L}\p{N}]+(?:[.,:/-][\p{L}\p{N}]+)*|./gu)].map((m) => ({ text: m[0] })),
    );
    return (
      <div key={key} style={{ display: 'flex', flexDirection: dir === 'rtl' ? 'row-reverse' : 'row', alignItems: 'center' }}>
        {runs.map((run, i) => {
          if ('file' in run) {
            // eslint-disable-next-line @next/next/no-img-element -- rendered to PNG by satori, not in a page
            return <img key={i} src={emojiDataUri(run.file)} width={Math.round(fontSize * 0.95)} height={Math.round(fontSize * 0.95)} alt="" style={{ margin: `0 ${Math.round(fontSize * 0.05)}px` }} />;
          }
          const width = RTL_LETTER.test(run.text) ? shapedWidth(run.text, fontSize) : null;
          return (
            <span key={i} style={width ? { width: Math.ceil(width) } : undefined}>
              {dir === 'rtl' ? (MIRRORED[run.text] ?? run.text) : run.text}
            </span>
          );
        })}
      </div>
    );
  };
  const groups: { dir: Direction; words: string[] }[] = [];
  for (const { word, dir } of resolved) {
    const last = groups.at(-1);
    if (last && last.dir === dir) last.words.push(word);
    else groups.push({ dir, words: [word] });
  }
  const flow = (dir: Direction) => (dir === 'rtl' ? 'row-reverse' : 'row');
  // Brackets and marks at the edges of a run in the other direction belong to the paragraph (as in
  // Unicode's rule for brackets): "(PhD" in Urdu shows its bracket on the right of PhD, mirrored.
  const edges = (words: string[]) => {
    const inner = [...words];
    const lead = /^[^\p{L}\p{N}\p{Extended_Pictographic}]+/u.exec(inner[0] ?? '')?.[0] ?? '';
    inner[0] = (inner[0] ?? '').slice(lead.length);
    const last = inner.length - 1;
    const trail = /[^\p{L}\p{N}\p{Extended_Pictographic}]+$/u.exec(inner[last] ?? '')?.[0] ?? '';
    inner[last] = (inner[last] ?? '').slice(0, (inner[last] ?? '').length - trail.length);
    const marks = (text: string) => [...text].map((char) => (paragraph === 'rtl' ? (MIRRORED[char] ?? char) : char)).join('');
    return { lead: marks(lead), inner: inner.filter(Boolean), trail: marks(trail) };
  };
  let key = 0;
  return (
    <div style={{ display: 'flex', flexDirection: flow(paragraph), flexWrap: 'wrap', columnGap: gap, alignItems: 'center', fontSize, ...style }}>
      {groups.flatMap((group) => {
        if (group.dir === paragraph) return group.words.map((word) => renderWord(word, group.dir, key++));
        const { lead, inner, trail } = edges(group.words);
        return [
          <div key={key++} style={{ display: 'flex', flexDirection: flow(paragraph), alignItems: 'center' }}>
            {lead ? <span>{lead}</span> : null}
            <div style={{ display: 'flex', flexDirection: flow(group.dir), flexWrap: 'wrap', columnGap: gap, alignItems: 'center' }}>
              {inner.map((word) => renderWord(word, group.dir, key++))}
            </div>
            {trail ? <span>{trail}</span> : null}
          </div>,
        ];
      })}
    </div>
  );
}

/** Shortens a text to `max` characters (whole code points, so an emoji is never cut in half). */
function shorten(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 3).join('')}…` : text;
}

function iconDataUri(root: string): string {
  return `data:image/svg+xml;base64,${fs.readFileSync(path.join(root, 'public/images/icon.svg')).toString('base64')}`;
}

export function socialCard(card: { siteName: string; icon: string; title: string; description: string; dir?: Direction }): ImageResponse {
  // The content check caps these already; shortening here too keeps a text that reaches this
  // another way (a new caller, a field without a cap) from stalling satori for minutes.
  const siteName = shorten(card.siteName, MAX_SITE_NAME);
  const title = shorten(card.title, MAX_TITLE);
  const { icon, description } = card;
  const titleLength = [...title].length;
  // A right-to-left edition's card is the mirror image: logo and text from the right edge.
  const rtl = card.dir === 'rtl';
  return new ImageResponse(
    (
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', alignItems: rtl ? 'flex-end' : 'stretch', width: '100%', height: '100%', padding: 72, background: '#0b5563', color: '#ffffff' }}>
        <div style={{ display: 'flex', flexDirection: rtl ? 'row-reverse' : 'row', alignItems: 'center', gap: 20, fontSize: 34, color: '#f6efe6' }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- rendered to PNG by satori, not in a page */}
          <img src={icon} width={72} height={72} alt="" />
          <TextLine text={siteName} fontSize={34} />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: rtl ? 'flex-end' : 'stretch', gap: 24 }}>
          <TextLine text={title} fontSize={titleLength > 40 ? 64 : 80} style={{ lineHeight: 1.1 }} />
          <TextLine text={shorten(description, 150)} fontSize={32} style={{ lineHeight: 1.35, color: '#f6efe6', maxWidth: 1000 }} />
        </div>
        <div style={{ display: 'flex', height: 10, width: 220, background: '#f2a541', borderRadius: 5 }} />
      </div>
    ),
    { ...OG_SIZE, fonts: FONTS },
  );
}

function appIcon(icon: string, size: number) {
  return new ImageResponse(
    (
      <div style={{ display: 'flex', width: '100%', height: '100%' }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- rendered to PNG by satori, not in a page */}
        <img src={icon} width={size} height={size} alt="" />
      </div>
    ),
    { width: size, height: size, fonts: FONTS },
  );
}

/**
 * Refuses every request but `data:` URLs (next/og loads its WebAssembly that way). Satori would
 * only ask the network for a glyph the fonts above lack, which drawablePieces rules out; this turns
 * any regression into a failed build rather than page titles sent to a third party.
 */
export function refuseNetwork(): string[] {
  const refused: string[] = [];
  const passThrough = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('data:')) return passThrough(input, init);
    refused.push(url);
    return Promise.reject(new Error(`social images never use the network (asked for ${url})`));
  };
  return refused;
}

/**
 * Writes every page's social image and the app icons into `targetDir` (laid out like public/),
 * replacing what an earlier build left there. Returns how many pages it drew.
 */
/**
 * The pages of an edition that get a social image: every page of the original; of a translation,
 * the pages it publishes (those whose file is translated), each with its translated words.
 */
function socialPages(content: SiteContent): { path: string; file: string; title: string; description: string }[] {
  const original = content.edition === ORIGINAL;
  const pages = [];
  if (original || content.home.translation) pages.push({ path: '/', file: content.home.translation?.file ?? content.home.file, title: content.home.data.hero.heading, description: content.home.data.description });
  for (const route of canonicalRoutes(content.routes)) {
    if (!original && !route.entry.translation) continue;
    pages.push({ path: route.canonical, file: route.entry.translation?.file ?? route.entry.file, title: route.title, description: route.entry.data.description });
  }
  return pages;
}

/**
 * Writes every page's social image, in the original and in each translated edition
 * (og/ur/<route>.png, drawn from the Urdu words and laid out right to left), and the app icons
 * into `targetDir` (laid out like public/), replacing what an earlier build left there. Returns
 * how many images it drew.
 */
export async function writeSocialImages(content: SiteContent, root: string, targetDir: string, warn: (line: string) => void = console.warn, translations: SiteContent[] = []): Promise<number> {
  const refused = refuseNetwork();
  const icon = iconDataUri(root);
  // Start clean: a removed page's image must not linger in the export.
  for (const old of [OG_URL.slice(1), APP_ICONS_URL.slice(1), 'apple-touch-icon.png']) fs.rmSync(path.join(targetDir, old), { recursive: true, force: true });
  let drawn = 0;
  for (const edition of [content, ...translations]) {
    const site = edition.site.data;
    for (const page of socialPages(edition)) {
      const left = [page.title, page.description, site.name].flatMap((text) => drawablePieces(text).left);
      if (left.length) warn(`${page.file}: social image leaves out ${[...new Set(left)].map((c) => `"${c}"`).join(', ')} (no shipped font or emoji image has it)`);
      await writePng(targetDir, ogImagePath(page.path, edition.edition), socialCard({ siteName: site.name, icon, title: page.title, description: page.description, dir: edition.edition.dir }));
      drawn++;
    }
  }
  await writePng(targetDir, 'apple-touch-icon.png', appIcon(icon, 180));
  await writePng(targetDir, `${APP_ICONS_URL.slice(1)}/icon-192.png`, appIcon(icon, 192));
  await writePng(targetDir, `${APP_ICONS_URL.slice(1)}/icon-512.png`, appIcon(icon, 512));
  if (refused.length) throw new Error(`social images asked the network for ${refused.join(', ')}`);
  return drawn;
}

async function writePng(targetDir: string, relativePath: string, response: ImageResponse) {
  const file = path.join(targetDir, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
}
