/**
 * Characters no page, feed or calendar the site writes can hold: control characters other than
 * tab and line breaks, half of a character (a lone surrogate, which YAML's "\uD800" writes) and
 * noncharacters (U+FFFE, U+FFFF and the others Unicode keeps out of text). XML forbids the C0
 * controls, the surrogates and U+FFFE/U+FFFF outright: one of them and a feed is not XML. Named
 * once, so the content check that refuses them (lib/content/guards.ts) and the writers that drop
 * them as a last guard (lib/atom-feed.ts, the calendars) cannot disagree.
 */

export type UnsafeCharacter = { char: string; kind: 'control' | 'surrogate' | 'noncharacter' };

/** C0 controls but tab, line feed and carriage return; DEL and the C1 controls. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/** With the `u` flag a surrogate matches only when it is not half of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** U+FDD0–U+FDEF, and the last two code points of every plane (U+FFFE, U+FFFF, U+1FFFE …). */
const NONCHARACTER = /[\uFDD0-\uFDEF\uFFFE\uFFFF\u{1FFFE}\u{1FFFF}\u{2FFFE}\u{2FFFF}\u{3FFFE}\u{3FFFF}\u{4FFFE}\u{4FFFF}\u{5FFFE}\u{5FFFF}\u{6FFFE}\u{6FFFF}\u{7FFFE}\u{7FFFF}\u{8FFFE}\u{8FFFF}\u{9FFFE}\u{9FFFF}\u{AFFFE}\u{AFFFF}\u{BFFFE}\u{BFFFF}\u{CFFFE}\u{CFFFF}\u{DFFFE}\u{DFFFF}\u{EFFFE}\u{EFFFF}\u{FFFFE}\u{FFFFF}\u{10FFFE}\u{10FFFF}]/u;

const UNSAFE = new RegExp(`${CONTROL.source}|${LONE_SURROGATE.source}|${NONCHARACTER.source}`, 'gu');

/** The first character of a text that nothing the site writes can hold, and what kind it is; null when there is none. */
export function firstUnsafeCharacter(text: string): UnsafeCharacter | null {
  const found = new RegExp(UNSAFE.source, 'u').exec(text);
  if (!found) return null;
  const char = found[0];
  return { char, kind: CONTROL.test(char) ? 'control' : LONE_SURROGATE.test(char) ? 'surrogate' : 'noncharacter' };
}

/** The text without those characters: what a writer does when one reaches it past the content check. */
export function withoutUnsafeCharacters(text: string): string {
  return text.replace(UNSAFE, '');
}

/** A character as Unicode names it: `U+FFFE`. */
export const codePoint = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
