/**
 * One claim, one number (issue 36): every number a claim of content/site.md holds (750+ partner
 * institutions, 98%, the founding year, the years of guidance) is written there once, and every
 * other content file refers to it as {{claim:name}} or a badge's {claim}. Read straight from the
 * files with js-yaml, independently of the loader, so a page that types a claim again fails here
 * whatever the code does with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';

const CONTENT = path.join(process.cwd(), 'content');
const read = (file: string) => matter(fs.readFileSync(file, 'utf8'), { engines: { yaml: (text: string) => yaml.load(text, { schema: yaml.JSON_SCHEMA }) ?? {} } });

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function markdownFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? markdownFiles(full) : entry.name.endsWith('.md') ? [full] : [];
  });
}

/** Every text of a parsed file with its path, leaving out addresses (a year in a URL is not a claim). */
function texts(value: unknown, at: string, skip: (at: string) => boolean): { at: string; text: string }[] {
  if (skip(at)) return [];
  if (typeof value === 'string') return /^(https?:|\/|mailto:|tel:)/.test(value) ? [] : [{ at, text: value.replace(/\]\([^)]*\)/g, ']') }];
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${at}[${i}]`, skip));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => texts(item, at ? `${at}.${key}` : key, skip));
  return [];
}

type TypedClaim = { name: string; pattern: RegExp };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each claim of content/site.md with a number, as the loader would give it, and its words from labels.md's claimNames ("{value} countries"). */
type WrittenClaim = { name: string; value: string; kind: 'year' | 'years' | 'written' };
function claimWords(): { claims: WrittenClaim[]; names: Record<string, string> } {
  const site = read(path.join(CONTENT, 'site.md')).data;
  const labels = read(path.join(CONTENT, 'labels.md')).data;
  const trust = isRecord(labels) && isRecord(labels.trust) ? labels.trust : {};
  const names = isRecord(trust.claimNames) ? Object.fromEntries(Object.entries(trust.claimNames).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};
  if (!isRecord(site) || !isRecord(site.claims) || typeof site.founded !== 'number') throw new Error('content/site.md has founded and claims');
  const founded = site.founded;
  const claims = Object.entries(site.claims).flatMap(([name, claim]): WrittenClaim[] => {
    if (!isRecord(claim)) return [];
    if (claim.yearFounded === true) return [{ name, value: String(founded), kind: 'year' }];
    if (claim.yearsSinceFounded === true) return [{ name, value: String(new Date().getFullYear() - founded), kind: 'years' }];
    return typeof claim.value === 'string' && /\d/.test(claim.value) ? [{ name, value: claim.value, kind: 'written' }] : [];
  });
  return { claims, names };
}

/**
 * How each claim would look typed: a year as itself; a value with its own sign (750+, 98%)
 * anywhere; a bare count (15) only before the words its claim is named with ("15 countries").
 */
function typedClaims(): TypedClaim[] {
  const { claims, names } = claimWords();
  return claims.flatMap(({ name, value, kind }): TypedClaim[] => {
    if (kind === 'year') return [{ name, pattern: new RegExp(`(?<!\\d)${value}(?!\\d)`) }];
    // Counted on the build day: this year's count, or last year's near New Year.
    const values = kind === 'years' ? [value, String(Number(value) - 1)] : [value];
    return values.flatMap((typed): TypedClaim[] => {
      if (/[+%]$/.test(typed.trim())) return [{ name, pattern: new RegExp(`(?<![\\d.,])${escape(typed.trim().slice(0, -1))}\\s*${escape(typed.trim().slice(-1))}`) }];
      const word = names[name]?.replace('{value}', '').trim().split(/\s+/)[0];
      return word ? [{ name, pattern: new RegExp(`(?<![\\d.,])${escape(typed)}\\s+${escape(word)}`, 'i') }] : [];
    });
  });
}

/** Where a content file types a claim's number: `file: field: "…" types the claim name`. */
function typedIn(file: string, data: unknown, body: string, claims: readonly TypedClaim[]): string[] {
  const relative = path.relative(process.cwd(), file);
  // site.md writes each claim, and the founding year they count from, once: there they belong.
  const skip = (at: string) => relative === path.join('content', 'site.md') && (at === 'claims' || at === 'founded');
  const found = [...texts(data, '', skip), ...(body.trim() ? [{ at: 'body', text: body.replace(/\]\([^)]*\)/g, ']') }] : [])];
  return found.flatMap(({ at, text }) => claims.filter(({ pattern }) => pattern.test(text)).map(({ name }) => `${relative}: ${at}: "${text.slice(0, 80)}" types the claim ${name}; write {{claim:${name}}}`));
}

describe('one claim, one number', () => {
  const claims = typedClaims();

  test('every claim of content/site.md that holds a number can be recognised typed', () => {
    expect(claims.map((claim) => claim.name)).toEqual(expect.arrayContaining(['founded', 'yearsOfGuidance', 'partnerInstitutions', 'partnerUniversities', 'countries', 'visaSuccessRate']));
  });

  test('no content file types a number that a claim holds', () => {
    const typed = markdownFiles(CONTENT).flatMap((file) => {
      const { data, content } = read(file);
      return typedIn(file, data, content, claims);
    });
    expect(typed).toEqual([]);
  });

  test('the check finds each claim typed, in a field or a body (it can fail)', () => {
    const file = path.join(CONTENT, 'pages', 'example.md');
    const { claims: written, names } = claimWords();
    for (const { name, value } of written) {
      const typed = (names[name] ?? '{value}').replace('{value}', value);
      expect(typedIn(file, { items: [{ text: `We are proud: ${typed}.` }] }, '', claims)).toEqual([expect.stringContaining(`items[0].text: "We are proud: ${typed}." types the claim ${name}`)]);
      expect(typedIn(file, {}, `We are proud: ${typed}.`, claims)).toEqual([expect.stringContaining(`body: "We are proud: ${typed}." types the claim ${name}`)]);
      expect(typedIn(file, { text: `We are proud: ${(names[name] ?? '{value}').replace('{value}', `{{claim:${name}}}`)}; see us on 15 June.` }, '', claims)).toEqual([]);
    }
  });
});
