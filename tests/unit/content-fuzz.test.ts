/**
 * @jest-environment node
 *
 * Generated frontmatter, thrown at the content loader (what `npm run check:content` and the build
 * run): random keys, types and nesting, anchors and aliases, Unicode from Urdu to emoji, control
 * characters and numbers no page can show. Whatever is written, the loader either accepts it or
 * answers with problem lines, each one line naming a file; it never throws anything else, and no
 * case runs for more than five seconds. The generator is seeded, so a failure names a case that
 * can be run again.
 */
import fs from 'node:fs';
import { formatProblem } from '@/lib/content/problem';
import path from 'node:path';
import { loadContent } from '@/lib/content/load';
import { ContentError } from '@/lib/content/parse';
import { fixtureSite } from './content-fixture';

const CASES = 100;
const SEED = 25;
/** A bound on one case, not a speed test: the alias bomb once ran for 84 s before dying. */
const CASE_LIMIT_MS = 5_000;

/** mulberry32: a small seeded generator, so every run writes the same cases. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T,>(items: readonly T[]): T => {
    const item = items[int(items.length)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  };
  return { next, int, pick };
}

/** Countries three times: theirs is the richest schema, and the only one that resolves {{figures}} in every field. */
const FILES = [
  'content/countries/testland.md',
  'content/countries/testland.md',
  'content/countries/testland.md',
  'content/site.md',
  'content/home.md',
  'content/exchange-rates.md',
  'content/services/helping.md',
  'content/scholarships/testland.md',
  'content/pages/contact.md',
  'content/visit-visa/testland.md',
] as const;

/** Field names the schemas know, so generated values reach deep into them, and names they do not. */
const KEYS = [
  'route', 'title', 'description', 'name', 'tagline', 'hero', 'src', 'alt', 'figures', 'tuition', 'amount', 'min', 'max', 'currency',
  'period', 'text', 'count', 'percent', 'stats', 'figure', 'label', 'rates', 'EUR', 'GBP', 'url', 'aliases', 'href', 'items',
  'constructor', '__proto__', 'toString', 'valueOf', 'lol0', 'ünïcødé', 'اردو', '🎓', 'a b', '"quoted"', '1', 'null', 'true',
];

const STRINGS = [
  'Study in Spain', 'برطانیہ میں تعلیم', 'پاکستان 🇵🇰 🎓', '{{tuition}}', '{{constructor}}', '{{__proto__}}', '{{ valueOf }}',
  '/admin', '/ADMIN', '/ur', '/images/../../../etc/passwd', '/images/%2e%2e/x.jpg', '/images/a\\\\b.jpg', 'https://images.example/a.jpg',
  'http://example.org', 'javascript:alert(1)', '<script>alert(1)</script>', '[a](http://x.example)', '![p](https://x.example/p.png)',
  '{"$slot":"zzz"}', 'self.__next_f', '/_next/static/chunks/a.js', 'https://www.example.com:99999', 'EUR', 'year', 'one-off', '',
];
const ESCAPES = ['\\u0000', '\\u0007', '\\x1b', '\\u202E', '\\u2066', '\\u200F', '\\t', '\\n', '\\u00A0', '\\U0001F393'];
const NUMBERS = ['0', '-1', '1e308', '-1e308', '1e309', '5e-324', '.nan', '.inf', '-.inf', '0x1F', '0o17', '9007199254740993', '3.14', '365'];

function frontmatterWriter(seed: number) {
  const { next, int, pick } = generator(seed);
  const anchors: string[] = [];

  const quoted = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  const scalar = (): string => {
    switch (int(8)) {
      case 0:
        return pick(NUMBERS);
      case 1:
        return pick(['true', 'false', 'null', '~', '2024-13-45', '2025-02-30', '09:00']);
      case 2:
        // Escapes written the YAML way: no raw control byte in the file.
        return `"${Array.from({ length: 1 + int(4) }, () => (next() < 0.5 ? pick(ESCAPES) : 'x')).join('')}"`;
      case 3:
        return quoted(pick(STRINGS).repeat(next() < 0.1 ? 1 + int(300) : 1));
      case 4:
        return String(int(1e6));
      case 5:
        return anchors.length > 0 && next() < 0.7 ? `*${pick(anchors)}` : `*missing${int(3)}`;
      default:
        return quoted(Array.from({ length: int(12) }, () => String.fromCodePoint(pick([0x41 + int(26), 0x600 + int(0xff), 0x1f300 + int(0x2ff), 0x20 + int(0x5f)]))).join(''));
    }
  };
  const anchored = (value: string): string => {
    if (next() >= 0.08) return value;
    const name = `a${anchors.length}`;
    anchors.push(name);
    return `&${name} ${value}`;
  };
  const value = (depth: number): string => {
    const shape = depth >= 4 ? 0 : int(4);
    if (shape === 1) return anchored(`[${Array.from({ length: int(4) }, () => value(depth + 1)).join(', ')}]`);
    if (shape === 2) return anchored(`{${Array.from({ length: int(4) }, () => `${quoted(pick(KEYS))}: ${value(depth + 1)}`).join(', ')}}`);
    return anchored(scalar());
  };
  const field = () => `${quoted(pick(KEYS))}: ${value(0)}`;
  /** Nested aliases, each level naming the one before nine times: at nine levels, the "billion laughs". */
  const aliasChain = () => {
    const levels = 6 + int(4);
    return Array.from({ length: levels }, (_, i) => `chain${i}: &c${i} [${i === 0 ? Array(9).fill('lol').join(', ') : Array(9).fill(`*c${i - 1}`).join(', ')}]`);
  };
  return { next, int, field, scalar, aliasChain };
}

/** One case: a file's frontmatter replaced by generated fields, or the fixture's with some generated fields mixed in. */
function writeCase(root: string, seed: number): string {
  const { next, int, field, scalar, aliasChain } = frontmatterWriter(seed);
  const file = FILES[int(FILES.length)] ?? FILES[0];
  const target = path.join(root, file);
  const original = fs.readFileSync(target, 'utf8');
  const [, frontmatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(original) ?? [];
  const generated = [...(next() < 0.15 ? aliasChain() : []), ...Array.from({ length: 1 + int(6) }, field)];
  let lines: string[];
  const mode = next();
  if (mode < 0.3) lines = generated;
  else if (mode < 0.6) {
    // Only values change, under the file's own field names: the cases that can pass the schema.
    lines = frontmatter.split('\n').map((line) => line.replace(/^(\s*[A-Za-z]+): (?![{[]).+$/, (whole, key: string) => (next() < 0.3 ? `${key}: ${scalar()}` : whole)));
  } else {
    // Generated fields replace some of the file's own top-level fields, so values reach the schema's checks.
    // Whole fields go, with their indented lines, so what stays is still YAML.
    const blocks = frontmatter.split(/\n(?=\S)/);
    lines = [...blocks.filter(() => next() >= 0.3), ...generated];
  }
  fs.writeFileSync(target, `---\n${lines.join('\n')}\n---\n${body}`);
  return file;
}

test(`${CASES} generated frontmatters each end in content or problem lines, within ${CASE_LIMIT_MS / 1000} s`, () => {
  const pristine = fixtureSite();
  const root = fixtureSite();
  const outcomes = { accepted: 0, refused: 0 };
  const slow: string[] = [];
  const broken: string[] = [];
  for (let n = 0; n < CASES; n++) {
    const seed = SEED * 1000 + n;
    const file = writeCase(root, seed);
    const started = Date.now();
    try {
      loadContent(root);
      outcomes.accepted++;
    } catch (error) {
      if (!(error instanceof ContentError)) {
        broken.push(`seed ${seed} (${file}): threw ${error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error)}`);
      } else {
        outcomes.refused++;
        for (const line of error.problems.map(formatProblem)) {
          if (!/^content\/[a-z0-9/-]+\.md: /.test(line) || line.includes('\n') || /\n\s+at /.test(line)) broken.push(`seed ${seed}: not one line naming a file: ${JSON.stringify(line.slice(0, 200))}`);
        }
      }
    }
    const ms = Date.now() - started;
    if (ms > CASE_LIMIT_MS) slow.push(`seed ${seed} (${file}): ${ms} ms`);
    fs.copyFileSync(path.join(pristine, file), path.join(root, file));
  }
  expect(broken).toEqual([]);
  expect(slow).toEqual([]);
  // The generator must reach both outcomes, or it tests nothing.
  expect(outcomes.refused).toBeGreaterThan(CASES / 2);
  expect(outcomes.accepted).toBeGreaterThan(0);
}, 60_000);
