/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BuildContext } from '@/lib/pipeline/context';
import { urduFontStage } from '@/lib/pipeline/stages/urdu-font';
import { fontCharacters, urduFontPlaceholder } from '@/lib/pipeline/urdu-font';
import { getContent } from './content-fixture';
import { editions } from '@/lib/editions';

const ROOT = path.join(__dirname, '../..');
/** Arabic-script letters, marks and signs, as a reader would list them; Latin stays in the system font. */
const ARABIC = /\p{Script=Arabic}/u;

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * Every Arabic-script character the Urdu edition can show, read three ways: the raw files of
 * content/ur, the loaded Urdu edition (its words laid over the English files), and the words the
 * formatters add (lakh, rupees, per year).
 */
function urduEditionCharacters(): string[] {
  const text = [
    ...files(path.join(ROOT, 'content/ur')).map((file) => fs.readFileSync(file, 'utf8')),
    ...strings(getContent('ur')),
    ...strings(editions.ur),
  ].join('');
  return [...new Set([...text].filter((char) => ARABIC.test(char)))];
}

/** A staging folder shaped like the export: Urdu pages carrying the characters in the ways pages do. */
function site(pages: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'urdu-font-'));
  roots.push(root);
  const ctx = new BuildContext({ root, settings: { enquiryEndpoint: null, siteEnv: 'preview' }, log: { info() {}, warn() {}, error() {} } });
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(ctx.stagingDir, file)), { recursive: true });
    fs.writeFileSync(path.join(ctx.stagingDir, file), html);
  }
  return ctx;
}

const style = `<style>@font-face{src:url(${urduFontPlaceholder(400)})}@font-face{src:url(${urduFontPlaceholder(700)})}</style>`;

async function run(ctx: BuildContext) {
  ctx.enter({ name: urduFontStage.name, needs: urduFontStage.needs, writes: urduFontStage.writes });
  try {
    return (await urduFontStage.run(ctx)) ?? {};
  } finally {
    ctx.enter(null);
  }
}

describe('the Urdu font, subset at build time', () => {
  const chars = urduEditionCharacters();
  const third = Math.ceil(chars.length / 3);
  // One third as text, one as numeric entities in an attribute, one as JSON escapes in island props.
  const asText = chars.slice(0, third).join('');
  const asEntities = chars.slice(third, 2 * third).map((c) => `&#x${(c.codePointAt(0) ?? 0).toString(16)};`).join('');
  const asJson = chars.slice(2 * third).map((c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`).join('');

  it('has every character of every Urdu page, in both weights, and only Urdu pages name it', async () => {
    expect(chars.length).toBeGreaterThan(30);
    const ctx = site({
      'ur.html': `<html lang="ur"><head>${style}</head><body><h1>${asText}</h1></body></html>`,
      'ur/contact.html': `<html lang="ur"><head>${style}</head><body><img alt="${asEntities}"><script type="application/json">{"label":"${asJson}"}</script></body></html>`,
      'index.html': '<html lang="en"><body><a lang="ur" href="/ur">اردو</a></body></html>',
    });
    const result = await run(ctx);
    expect(result.problems ?? []).toEqual([]);
    expect(result.summary).toMatch(/^\d+ characters, \d+ KB \(400 \d+ KB, 700 \d+ KB\) for 2 pages$/);

    const fonts = fs.readdirSync(path.join(ctx.stagingDir, '_fonts'));
    expect(fonts).toHaveLength(2);
    for (const font of fonts) {
      expect(font).toMatch(/^urdu-(400|700)-[0-9a-f]{10}\.woff2$/);
      const mapped = fontCharacters(fs.readFileSync(path.join(ctx.stagingDir, '_fonts', font)));
      expect(chars.filter((char) => !mapped.has(char))).toEqual([]);
      for (const page of ['ur.html', 'ur/contact.html']) expect(fs.readFileSync(path.join(ctx.stagingDir, page), 'utf8')).toContain(`/_fonts/${font}`);
    }
    const total = fonts.reduce((sum, font) => sum + fs.statSync(path.join(ctx.stagingDir, '_fonts', font)).size, 0);
    expect(total).toBeLessThanOrEqual(60 * 1024);
    expect(fs.readFileSync(path.join(ctx.stagingDir, 'index.html'), 'utf8')).not.toContain('_fonts');
  });

  it('refuses an English page that names the Urdu font, and an Urdu page without it', async () => {
    const ctx = site({
      'ur.html': '<html lang="ur"><body><h1>خوش آمدید</h1></body></html>',
      'contact.html': `<html lang="en"><head>${style}</head><body><h1>Contact</h1></body></html>`,
    });
    const problems = (await run(ctx)).problems ?? [];
    expect(problems.map((p) => p.file).sort()).toEqual(['contact.html', 'ur.html']);
    expect(fs.existsSync(path.join(ctx.stagingDir, '_fonts'))).toBe(false);
  });
});
