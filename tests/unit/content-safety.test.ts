/**
 * @jest-environment node
 *
 * Content that staff may one day save from a web page: it can never run code, and every kind of
 * bad input is refused with one line naming the file and the field.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_DAY, loadContent, fixtureSite, problemsOf, read } from './content-fixture';
import { MAX_FILE_BYTES } from '@/lib/content/load';
import { MAX_MARKDOWN_BYTES, MAX_MARKDOWN_NESTING } from '@/lib/content/markdown';

const COUNTRY = 'content/countries/testland.md';
const VISIT = 'content/visit-visa/testland.md';
const SCHOLARSHIP = 'content/scholarships/testland.md';

describe('frontmatter can never run code', () => {
  const marker = path.join(os.tmpdir(), `frontmatter-ran-${process.pid}`);
  afterEach(() => fs.rmSync(marker, { force: true }));

  it.each(['---js', '---javascript', '--- js', '---coffee', '---json'])('a file opened with %s fails, and its code never runs', (opening) => {
    const code = `{ "title": require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran') }`;
    const root = fixtureSite({ [COUNTRY]: `${opening}\n${code}\n---\nBody.\n` });
    const language = opening.replace(/^---\s*/, '');
    expect(problemsOf(root)).toEqual([
      `${COUNTRY}: frontmatter: "---${language}" frontmatter is not allowed; open the file with a line of just ---`,
    ]);
    expect(fs.existsSync(marker)).toBe(false);
  });

  it('a custom YAML tag fails with its line', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('tagline: A country for tests.', 'tagline: !!js/function "function () { return 1 }"') });
    const [line, ...rest] = problemsOf(root);
    expect(rest).toEqual([]);
    expect(line).toMatch(/^content\/countries\/testland\.md: line \d+: unknown tag !<tag:yaml\.org,2002:js\/function>.*; expected plain YAML$/);
  });

  it('a field written twice fails instead of the last one silently winning', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('tagline: A country for tests.', 'tagline: A country for tests.\ntagline: Again.') });
    expect(problemsOf(root)).toEqual([expect.stringMatching(/^content\/countries\/testland\.md: line \d+: duplicated mapping key/)]);
  });
});

describe('dates are taken as written', () => {
  it('an impossible date is refused, not rolled over into another month', () => {
    const root = fixtureSite({ [VISIT]: (t) => t.replace('checked: { date: 2026-11-01', 'checked: { date: 2024-13-45') });
    expect(problemsOf(root)).toEqual([`${VISIT}: checked.date: expected a real date written YYYY-MM-DD, got "2024-13-45"`]);
  });

  it('30 February is refused', () => {
    const root = fixtureSite({ [VISIT]: (t) => t.replace('checked: { date: 2026-11-01', 'checked: { date: 2025-02-30') });
    expect(problemsOf(root)).toEqual([`${VISIT}: checked.date: expected a real date written YYYY-MM-DD, got "2025-02-30"`]);
  });

  it('a date in the future is refused: a check cannot be recorded before it happens', () => {
    const root = fixtureSite({ [VISIT]: (t) => t.replace('checked: { date: 2026-11-01', 'checked: { date: 2999-01-01') });
    expect(problemsOf(root)).toEqual([`${VISIT}: checked.date: 2999-01-01 is in the future; record only dates that have passed`]);
  });

  it('the build day itself is accepted', () => {
    const content = loadContent(fixtureSite({ [VISIT]: (t) => t.replace('checked: { date: 2026-11-01', `checked: { date: ${FIXTURE_DAY}`) }));
    expect(content.visitVisas[0]?.data.checked?.date).toBe(FIXTURE_DAY);
  });
});

describe('files that are not UTF-8 Markdown', () => {
  it('an empty file says so in one line', () => {
    expect(problemsOf(fixtureSite({ [COUNTRY]: '' }))).toEqual([`${COUNTRY}: empty file; it needs frontmatter between two lines of ---`]);
    expect(problemsOf(fixtureSite({ [COUNTRY]: '\n  \n' }))).toEqual([`${COUNTRY}: empty file; it needs frontmatter between two lines of ---`]);
  });

  it('a UTF-16 file is named, not misread', () => {
    const root = fixtureSite();
    fs.writeFileSync(path.join(root, COUNTRY), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(read(COUNTRY), 'utf16le')]));
    expect(problemsOf(root)).toEqual([`${COUNTRY}: is saved as UTF-16 (or is not a text file); save it as UTF-8`]);
  });

  it('a Latin-1 file is named with the line of its first bad byte', () => {
    const root = fixtureSite();
    const text = read(COUNTRY).replace('tagline: A country for tests.', 'tagline: Café for tests.');
    fs.writeFileSync(path.join(root, COUNTRY), Buffer.from(text, 'latin1'));
    const line = text.split('\n').findIndex((l) => l.startsWith('tagline:')) + 1;
    expect(problemsOf(root)).toEqual([`${COUNTRY}: line ${line}: is not valid UTF-8 (perhaps saved as Latin-1 or Windows-1252); save it as UTF-8`]);
  });

  it('a UTF-8 byte-order mark is accepted', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => `\uFEFF${t}` });
    expect(loadContent(root).countries[0]?.data.name).toBe('Testland');
  });

  it('a file without frontmatter, or with frontmatter never closed, says which', () => {
    expect(problemsOf(fixtureSite({ [COUNTRY]: 'Just prose.\n' }))).toEqual([`${COUNTRY}: expected frontmatter: the file must start with a line of just ---`]);
    expect(problemsOf(fixtureSite({ [COUNTRY]: '---\nname: Testland\n' }))).toEqual([`${COUNTRY}: frontmatter: not closed: expected a line of just --- after the fields`]);
  });
});

describe('links', () => {
  it.each(['//evil.example', '//evil.example/contact'])('%s is not a site path', (target) => {
    const root = fixtureSite({ 'content/site.md': (t) => t.replace('{ label: Contact, href: /contact }', `{ label: Contact, href: "${target}" }`) });
    expect(problemsOf(root)).toEqual([expect.stringMatching(/^content\/site\.md: nav\[\d+\]\.href: expected a site path/)]);
  });

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)', '//evil.example'])(
    'a Markdown link to %s is reported, not silently dropped',
    (target) => {
      const root = fixtureSite({ [SCHOLARSHIP]: (t) => t.replace('Intro.', `Intro with [a link](${target}).`) });
      expect(problemsOf(root)).toEqual([`${SCHOLARSHIP}: body: links to "${target}", which is not allowed: use a site path (/contact), https://, mailto: or tel:`]);
    },
  );

  it('site paths, https, mailto, tel and anchors are fine in Markdown', () => {
    const links = '[a](/contact) [b](https://example.org) [c](mailto:a@example.org) [d](tel:+92511234567) [e](#types-of-scholarships)';
    expect(() => loadContent(fixtureSite({ [SCHOLARSHIP]: (t) => t.replace('Intro.', links) }))).not.toThrow();
  });
});

describe('size limits keep every build quick', () => {
  it('a 5 MB file is refused at once, naming the file', () => {
    const started = Date.now();
    const root = fixtureSite({ [SCHOLARSHIP]: (t) => t + 'word '.repeat(1_000_000) });
    expect(problemsOf(root)).toEqual([
      `${SCHOLARSHIP}: is ${Math.ceil(fs.statSync(path.join(root, SCHOLARSHIP)).size / 1024)} KB, more than the ${MAX_FILE_BYTES / 1024} KB a content file may have; split it into smaller pages`,
    ]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('a Markdown body over the limit is refused, naming the field', () => {
    const root = fixtureSite({ [SCHOLARSHIP]: (t) => t + '[a]('.repeat(MAX_MARKDOWN_BYTES / 4 + 1) });
    expect(problemsOf(root)).toEqual([
      `${SCHOLARSHIP}: body: is ${MAX_MARKDOWN_BYTES / 1024 + 1} KB of Markdown, more than the ${MAX_MARKDOWN_BYTES / 1024} KB one page may hold; split it`,
    ]);
  });

  it.each([
    ['quotes', '> '.repeat(3_000) + 'deep'],
    ['lists', Array.from({ length: 40 }, (_, level) => `${'  '.repeat(level)}- level ${level}`).join('\n')],
    ['quotes and lists', '> - > 1. > - '.repeat(10) + 'deep'],
  ])('%s nested too deep are refused at once instead of stalling or crashing the build', (_, markdown) => {
    const started = Date.now();
    const root = fixtureSite({ [SCHOLARSHIP]: (t) => `${t}\n${markdown}\n` });
    expect(problemsOf(root)).toEqual([expect.stringMatching(new RegExp(`^${SCHOLARSHIP}: body: nests quotes or lists \\d+ levels deep, more than the ${MAX_MARKDOWN_NESTING} a page may use$`))]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('ordinary nesting is fine', () => {
    const markdown = '> A quote\n>\n> - with a list\n>   - and a sublist\n\n1. One\n   - a\n     - b\n';
    expect(() => loadContent(fixtureSite({ [SCHOLARSHIP]: (t) => `${t}\n${markdown}` }))).not.toThrow();
  });
});
