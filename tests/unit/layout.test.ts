/**
 * The folders' boundaries (docs/architecture.md, "Folders"), followed through every import as a
 * bundler would, not just the first hop that ESLint's no-restricted-imports sees:
 * - lib/ never reaches components/: the model, presenters and build steps do not depend on markup;
 * - browser code (lib/browser/ and every 'use client' component) never reaches build-time code
 *   (lib/pipeline/), the tools beside it (lib/cms/, lib/ci/, lib/watch/) or the content model
 *   (lib/content/): what ships to a phone stays small, and a build step's Node imports can never
 *   end up in a bundle.
 * Type-only imports are left out there: they are erased before anything runs.
 *
 * And the folders of lib/ depend one way (content ← present ← pipeline; browser code and the
 * shared leaves below them; cms, ci and watch beside the pipeline), with no cycle of imports
 * anywhere: types included, since a cycle of types is still two modules that cannot be understood
 * apart.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(rel);
    return SOURCE.test(entry.name) ? [rel] : [];
  });
}

const RUNTIME_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const ANY_IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** The project files a file imports at run time (static imports, re-exports and `import()`), or with `types`, type-only imports too. */
function runtimeImports(file: string, types = false): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [
    ...text.matchAll(types ? ANY_IMPORT : RUNTIME_IMPORT),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? path.posix.join(path.posix.dirname(file), specifier) : null;
    if (base === null) return [];
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => fs.existsSync(path.join(ROOT, candidate)) && fs.statSync(path.join(ROOT, candidate)).isFile());
    return found && SOURCE.test(found) ? [found] : [];
  });
}

/** Every project file reachable from `start`, with the chain of imports that reaches it. */
function reachable(start: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of runtimeImports(file)) {
      if (chains.has(next)) continue;
      chains.set(next, [...(chains.get(file) ?? []), next]);
      queue.push(next);
    }
  }
  return chains;
}

/** The chains from `start` into any folder (or file) of `forbidden`, one line each. */
function crossings(start: string, forbidden: string[]): string[] {
  return [...reachable(start).entries()].filter(([file]) => forbidden.some((place) => file === place || file.startsWith(`${place}/`))).map(([, chain]) => chain.join(' → '));
}

/**
 * A folder of one concept whose files each belong to a part by name: lib/render-later/ holds the
 * class (a leaf), what the build does with it (pipeline) and what the browser does (browser code).
 */
const SPLIT_FOLDERS: Record<string, Record<string, string>> = {
  'render-later': { 'shared.ts': 'leaf', 'build.ts': 'pipeline', 'browser.ts': 'browser' },
};

const libFiles = filesUnder('lib');
const clientComponents = filesUnder('components').filter((file) => /^\s*['"]use client['"]/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
const browserFiles = [...libFiles.filter((file) => partOf(file) === 'browser'), ...clientComponents];
/** Build-time code and the content model, where browser code must never arrive. */
const notForBrowsers = [
  'lib/pipeline', 'lib/cms', 'lib/ci', 'lib/watch', 'lib/content', 'lib/view',
  ...libFiles.filter((file) => ['pipeline', 'cms', 'ci', 'watch', 'content', 'view'].includes(partOf(file) ?? '') && !/^lib\/(pipeline|cms|ci|watch|content|view)\//.test(file)),
];

describe('the folders keep their boundaries', () => {
  it('finds the files it checks', () => {
    expect(libFiles.length).toBeGreaterThan(50);
    expect(clientComponents).toContain('components/contact/EnquiryForm.tsx');
    expect(browserFiles).toContain('lib/render-later/browser.ts');
    expect(notForBrowsers).toContain('lib/render-later/build.ts');
    // The check sees through a chain: the stage list reaches the content model through the content stage.
    expect(crossings('lib/pipeline/stages/index.ts', ['lib/content'])).not.toEqual([]);
  });

  it.each(libFiles)('%s reaches nothing in components/', (file) => {
    expect(crossings(file, ['components'])).toEqual([]);
  });

  it.each(browserFiles)('%s (browser code) reaches no build-time code and no content model', (file) => {
    expect(crossings(file, notForBrowsers)).toEqual([]);
  });
});

describe('Workers (workers/) reach only the shared leaves of lib/', () => {
  const workerFiles = filesUnder('workers');

  it('finds the Workers, and one that uses a shared leaf', () => {
    expect(workerFiles).toEqual(expect.arrayContaining(['workers/cms-auth/src/index.ts', 'workers/enquiries/src/index.ts']));
    expect(crossings('workers/enquiries/src/index.ts', ['lib'])).toEqual(expect.arrayContaining(['workers/enquiries/src/index.ts → workers/enquiries/src/endpoint.ts → lib/enquiry-rules.ts']));
  });

  it.each(workerFiles)('%s reaches nothing of lib/ but its leaves, and nothing of components/, app/ or scripts/', (file) => {
    const outside = [...reachable(file).keys()].filter((reached) => (reached.startsWith('lib/') && partOf(reached) !== 'leaf') || /^(components|app|scripts)\//.test(reached));
    expect(outside).toEqual([]);
  });
});

const allImports = (file: string) => runtimeImports(file, true);

/** The part of lib/ a file is in: a folder, `leaf` for a file at lib/'s top, or for a split folder's file the part its name says. */
function partOf(file: string): string | null {
  const parts = file.split('/');
  if (parts[0] !== 'lib') return null;
  if (parts.length === 2) return 'leaf';
  const split = SPLIT_FOLDERS[parts[1] ?? ''];
  if (split) return (parts.length === 3 && split[parts[2] ?? '']) || `${parts[1]}/ (a file it does not name)`;
  return parts[1] ?? null;
}

/**
 * What each part of lib/ may import (docs/architecture.md, "Folders"): the content model only the
 * leaves; presenters the model; build steps the presenters and the model. Browser code imports
 * only the leaves, so the presenters and build steps may use its pure helpers (the WhatsApp and
 * e-mail links, safeDecode) and the page agrees with the browser. The leaves import no folder.
 * Beside the pipeline: the source watch reads the model; the CI summary the content stage; the
 * CMS the model and browser code. The pipeline uses the CMS (the admin stage writes /admin with
 * cms/, and the hosting configs carry /admin's policy from cms/admin-policy.ts), never the reverse.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  leaf: ['leaf'],
  content: ['leaf', 'content'],
  browser: ['leaf', 'browser'],
  present: ['leaf', 'content', 'browser', 'present'],
  view: ['leaf', 'content', 'present', 'view'],
  pipeline: ['leaf', 'content', 'browser', 'present', 'pipeline', 'cms'],
  cms: ['leaf', 'content', 'browser', 'cms'],
  ci: ['leaf', 'content', 'pipeline', 'ci'],
  watch: ['leaf', 'content', 'watch'],
};

/** Every import (types too) that leaves a part of lib/ against MAY_IMPORT, one line each. */
function wrongWay(files: readonly string[], importsOf: (file: string) => string[] = allImports): string[] {
  return files.flatMap((file) => {
    const from = partOf(file) ?? '';
    const allowed = MAY_IMPORT[from];
    if (!allowed) return [`${file}: ${from} is not a part of lib/ that docs/architecture.md names`];
    return importsOf(file)
      .filter((target) => !allowed.includes(partOf(target) ?? 'outside lib'))
      .map((target) => `${file} (${from}) → ${target} (${partOf(target) ?? 'outside lib'})`);
  });
}

/** One chain per import cycle among `files` (types included), each as `a → b → a`. */
function cycles(files: readonly string[], importsOf: (file: string) => string[] = allImports): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of importsOf(file)) {
      const seen = state.get(next);
      if (seen === 'open') found.push([...stack.slice(stack.indexOf(next)), next].join(' → '));
      else if (seen === undefined) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return found;
}

describe('lib/ depends one way, and nothing imports in a circle', () => {
  it('sees a wrong-way import and a cycle when there is one', () => {
    // The checks themselves, on a made-up graph: a leaf that imports a presenter, which imports it back.
    const graph: Record<string, string[]> = { 'lib/probe.ts': ['lib/present/probe.ts'], 'lib/present/probe.ts': ['lib/probe.ts'] };
    const importsOf = (file: string) => graph[file] ?? [];
    expect(wrongWay(['lib/probe.ts', 'lib/present/probe.ts'], importsOf)).toEqual(['lib/probe.ts (leaf) → lib/present/probe.ts (present)']);
    expect(cycles(['lib/probe.ts'], importsOf)).toEqual(['lib/probe.ts → lib/present/probe.ts → lib/probe.ts']);
    // And the real graph holds files of every part, so the rule below is not checking an empty list.
    expect(new Set(libFiles.map(partOf))).toEqual(new Set(Object.keys(MAY_IMPORT)));
  });

  it('every part of lib/ imports only the parts below it', () => {
    expect(wrongWay(libFiles)).toEqual([]);
  });

  it('no files import each other in a circle, types included', () => {
    expect(cycles([...libFiles, ...filesUnder('components'), ...filesUnder('app'), ...filesUnder('scripts'), ...filesUnder('workers')])).toEqual([]);
  });
});

/** The project files under `places` that `file` imports, at run time or (with `types`) type-only too. */
const importsInto = (file: string, places: string[], types: boolean) =>
  runtimeImports(file, types).filter((target) => places.some((place) => target.startsWith(`${place}/`)));

describe('templates draw view models (lib/view/)', () => {
  it('sees an import of a view builder and of the content model when a file has one', () => {
    // The file that builds a view imports the model and presenters; the route that hands it on imports the builders.
    expect(importsInto('lib/view/country.ts', ['lib/content', 'lib/present'], true)).not.toEqual([]);
    expect(importsInto('app/content-route.tsx', ['lib/view'], false)).toContain('lib/view/country.ts');
  });

  it('components import only types from lib/view: views are built before a component runs', () => {
    expect(filesUnder('components').flatMap((file) => importsInto(file, ['lib/view'], false).map((target) => `${file} → ${target}`))).toEqual([]);
  });

  // Every template (each route kind's, each page template's, the home page's and the brochure's), and the sections they hand a view on to.
  const drawnFromViews = [
    ...filesUnder('components/templates'),
    ...filesUnder('components/events'),
    'components/sections/CtaBand.tsx',
    'components/sections/CtaButtons.tsx',
  ].filter((file) => file.endsWith('.tsx'));

  it('finds the templates', () => {
    expect(drawnFromViews).toEqual(expect.arrayContaining(['components/templates/CountryPage.tsx', 'components/events/EventsPage.tsx', 'components/templates/HomePage.tsx']));
  });

  it.each(drawnFromViews)('%s (drawn from a view) imports nothing of the content model or the presenters, types included', (file) => {
    expect(importsInto(file, ['lib/content', 'lib/present'], true)).toEqual([]);
  });
});
