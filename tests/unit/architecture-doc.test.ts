/**
 * @jest-environment node
 */
/**
 * docs/architecture.md names real files, and the docs' links lead to real files.
 *
 * 1. Every repository path docs/architecture.md writes in inline code exists. The rule:
 *    - Inline code only (`…`), outside fenced blocks: a fenced block is an example of code to
 *      write (`lib/pipeline/stages/humans.ts` in "Add a build stage"), not a claim about the tree.
 *    - Each word of the code span is read on its own, so the path in `npx tsx scripts/x.ts <dir>`
 *      counts too. A word is a repository path when it starts with one of REPO_FOLDERS, or is one of
 *      the files at the top of the repository (TOP_LEVEL_FILE: package.json, package-lock.json,
 *      tsconfig.json, wrangler.jsonc, serve.json, README.md, *.config.{ts,mts,mjs,js,cjs}). A bare
 *      file name (`parse.ts`) is read as a name within the folder the sentence is about, and is not
 *      checked.
 *    - A placeholder makes it a pattern: from the first segment holding `<`, `*`, `…` or `{`, only
 *      the folder before it must exist (`content/countries/<country>.md` needs `content/countries/`,
 *      `app/*.css` needs `app/`). Brackets are not placeholders: Next's `[slug]` folders are real names.
 *    - It must exist as a file or a folder among the files git would commit (tracked, or new and not
 *      ignored): what a fresh clone has. A path git ignores (`public/_img/`) is made by a build and
 *      is allowed.
 * 2. Every dependency in package.json has its reason in docs/architecture.md's "Dependencies and
 *    why": its name in inline code there, or a scope written as `@scope/*`.
 * 3. Every relative Markdown link in README.md and docs/*.md (`[x](docs/y.md#anchor)`,
 *    `![x](images/y.png)`, `[x]: y.md`), outside code, leads to a file or folder of the repository
 *    and, for a Markdown file, to one of its headings. Links with a scheme (https:, mailto:) are not
 *    followed. (docs-errors.test.ts checks the same links from its side, examples included.)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const ARCHITECTURE = 'docs/architecture.md';
const REPO_FOLDERS = ['app/', 'components/', 'lib/', 'content/', 'docs/', 'scripts/', 'tests/', 'public/', 'types/', 'workers/', '.github/', '.ci/'];
const TOP_LEVEL_FILE = /^(?:package(?:-lock)?\.json|tsconfig\.json|wrangler\.jsonc|serve\.json|README\.md|[\w-]+\.config\.(?:ts|mts|mjs|js|cjs))$/;
const PLACEHOLDER = /[<>*…{}]/;

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

// Every file git would commit, and every folder holding one.
const gitFiles = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .stdout.split('\n')
  .filter((f) => f !== '' && fs.existsSync(path.join(ROOT, f)));
const files = new Set(gitFiles);
const folders = new Set(gitFiles.flatMap((f) => f.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
const inRepository = (p: string) => files.has(p.replace(/\/$/, '')) || folders.has(p.replace(/\/$/, ''));

/**
 * The paths among `candidates` that git ignores (made by a build), in one call. A path that does not
 * exist is also asked as a folder (`public/og/`), since git cannot tell a folder pattern applies.
 */
function ignoredByGit(candidates: string[]): Set<string> {
  if (candidates.length === 0) return new Set();
  const asked = candidates.flatMap((c) => (c.endsWith('/') ? [c] : [c, `${c}/`]));
  const result = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: ROOT, encoding: 'utf8', input: asked.join('\n') });
  const ignored = new Set(result.stdout.split('\n').filter((l) => l !== ''));
  return new Set(candidates.filter((c) => ignored.has(c) || ignored.has(`${c}/`)));
}

/** The text with fenced blocks blanked out (line numbers kept). */
function withoutFences(text: string): string {
  let open: string | null = null;
  return text
    .split('\n')
    .map((line) => {
      const fence = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
      if (open === null && fence) {
        open = fence[1] ?? '';
        return '';
      }
      if (open !== null) {
        if (fence && (fence[2] ?? '').trim() === '' && fence[1]?.[0] === open[0] && (fence[1]?.length ?? 0) >= open.length) open = null;
        return '';
      }
      return line;
    })
    .join('\n');
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

type Named = { line: number; path: string };

/** Repository paths named in inline code, outside fenced blocks. */
function pathsNamed(text: string): Named[] {
  const prose = withoutFences(text);
  return [...prose.matchAll(/`([^`]+)`/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(/\s+/)
      .map((word) => word.replace(/[:;,]+$/, '').replace(/#.*$/, ''))
      .filter((word) => REPO_FOLDERS.some((folder) => word.startsWith(folder)) || TOP_LEVEL_FILE.test(word))
      .map((word) => ({ line: lineAt(prose, m.index ?? 0), path: word })),
  );
}

/** What must exist for a path: itself, or for a pattern the folder before its first placeholder. */
function mustExist(p: string): string {
  const segments = p.split('/');
  const at = segments.findIndex((s) => PLACEHOLDER.test(s));
  return at === -1 ? p : `${segments.slice(0, at).join('/')}/`;
}

/** Repository paths that end as the missing one does (same last two segments, or the same name). */
function nearest(p: string): string[] {
  const parts = p.replace(/\/$/, '').split('/');
  const all = [...files, ...folders];
  const tail = `/${parts.slice(-2).join('/')}`;
  const byTail = all.filter((f) => f.endsWith(tail));
  const byName = all.filter((f) => f.endsWith(`/${parts[parts.length - 1] ?? ''}`));
  return [...new Set(byTail.length > 0 ? byTail : byName)].sort().slice(0, 4);
}

describe(`${ARCHITECTURE} names only paths that exist`, () => {
  const named = pathsNamed(read(ARCHITECTURE));

  it('names paths to check', () => {
    expect(named.length).toBeGreaterThan(50);
  });

  it('every path it names in inline code is in the repository', () => {
    const missing = named.filter((n) => !inRepository(mustExist(n.path)));
    const generated = ignoredByGit(missing.map((n) => mustExist(n.path)));
    const problems = missing
      .filter((n) => !generated.has(mustExist(n.path)))
      .map((n) => {
        const folder = mustExist(n.path);
        const what = folder === n.path ? `\`${n.path}\` is not in the repository` : `\`${n.path}\`: its folder ${folder} is not in the repository`;
        const near = nearest(folder);
        return `${ARCHITECTURE}:${n.line}: ${what}${near.length > 0 ? ` (did you mean ${near.join(', ')}?)` : ''}`;
      });
    expect(problems).toEqual([]);
  });
});

describe(`every dependency has its reason in ${ARCHITECTURE}, "Dependencies and why"`, () => {
  const pkg: unknown = JSON.parse(read('package.json'));
  const names = (field: string): string[] => {
    const deps: unknown = typeof pkg === 'object' && pkg !== null ? Object.entries(pkg).find(([key]) => key === field)?.[1] : undefined;
    return typeof deps === 'object' && deps !== null ? Object.keys(deps) : [];
  };
  const section = read(ARCHITECTURE).split(/^## /m).find((s) => s.startsWith('Dependencies and why')) ?? '';
  const spans = new Set([...section.matchAll(/`([^`\s]+)`/g)].map((m) => m[1] ?? ''));
  const covered = (name: string) => spans.has(name) || (name.startsWith('@') && spans.has(`${name.split('/')[0]}/*`));

  it('has the section', () => {
    expect(section).not.toBe('');
  });

  it.each(['dependencies', 'devDependencies'])('every one of %s is named there', (field) => {
    const unexplained = names(field)
      .filter((name) => !covered(name))
      .map((name) => `package.json ${field} "${name}": add a line to ${ARCHITECTURE} "Dependencies and why" naming \`${name}\` and why it is there`);
    expect(unexplained).toEqual([]);
  });
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** Every anchor of a Markdown file's headings, with GitHub's -1, -2 for repeated ones. */
function anchorsOf(doc: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of withoutFences(read(doc)).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1] ?? '');
    const count = seen.get(base) ?? 0;
    anchors.add(count === 0 ? base : `${base}-${count}`);
    seen.set(base, count + 1);
  }
  return anchors;
}

/** Relative link targets of a Markdown text, outside code: inline links, images and definitions. */
function linksIn(text: string): { line: number; target: string }[] {
  // Inline code is blanked character for character, so positions and lines stay where they were.
  const prose = withoutFences(text).replace(/`[^`\n]+`/g, (code) => ' '.repeat(code.length));
  const inline = [...prose.matchAll(/\]\(\s*(<[^>\n]*>|[^)\s]+)(?:\s+"[^"\n]*")?\s*\)/g)].map((m) => ({ index: m.index ?? 0, target: (m[1] ?? '').replace(/^<|>$/g, '') }));
  const definitions = [...prose.matchAll(/^ {0,3}\[[^\]\n]+\]:\s*(\S+)/gm)].map((m) => ({ index: m.index ?? 0, target: m[1] ?? '' }));
  return [...inline, ...definitions]
    .filter((l) => !/^[a-z][a-z0-9+.-]*:/i.test(l.target) && !l.target.startsWith('//'))
    .map((l) => ({ line: lineAt(prose, l.index), target: l.target }));
}

const DOCS = ['README.md', ...[...files].filter((f) => /^docs\/[^/]+\.md$/.test(f)).sort()];

describe('relative links in README.md and docs/ lead to files that exist', () => {
  it('finds the docs', () => {
    expect(DOCS).toContain(ARCHITECTURE);
  });

  it.each(DOCS)('%s', (doc) => {
    const broken = linksIn(read(doc)).flatMap(({ line, target }) => {
      const [rawFile = '', anchor] = target.split('#');
      const file = decodeURI(rawFile.split('?')[0] ?? '');
      const linked = file === '' ? doc : file.startsWith('/') ? file.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(doc), file));
      if (!inRepository(linked)) return [`${doc}:${line}: links to ${target}, but ${linked} is not in the repository`];
      if (anchor && linked.endsWith('.md') && files.has(linked) && !anchorsOf(linked).has(anchor)) {
        return [`${doc}:${line}: links to ${target}, but ${linked} has no heading whose anchor is #${anchor}`];
      }
      return [];
    });
    expect(broken).toEqual([]);
  });
});
