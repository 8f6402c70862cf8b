/**
 * The defect drill (issue 42, item 4): `npm run drill [-- <area>…] [--no-control] [--keep]`.
 *
 * Each row of DEFECTS below is one deliberate defect: a text replacement in one file. For every row
 * the drill applies it to a scratch copy of this checkout (HEAD plus the working changes, in a
 * detached worktree under the system's temp folder, node_modules hard-linked), runs the tests that
 * should catch it, and counts it caught only when a test the row names fails: a command that could
 * not run, or ran no test, is an error, not a catch. The unit-test rows run first, one defect at a
 * time, each undone before the next; the rows that need the built site then share one build
 * (`npm run build:test` in the copy), so their tests must each see only their own defect. Before
 * any defect, the same tests run on the unchanged copy (the control, a build of its own for the
 * built rows): a test that already fails there catches nothing. `--no-control` skips it.
 *
 * Prints one line per defect (area, the test that caught it, seconds) and exits 1 when a defect is
 * missed, an edit did not apply (its text must occur exactly once), a control failed or a command
 * could not run. E2E_PORT, SITE_DATE and the rest of the environment pass through to the tests.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const root = path.resolve(__dirname, '..');

/** One test that should catch a defect, and how it is run. */
type Catch = { runner: 'jest' | 'output' | 'e2e'; file: string; name: string };
type Edit = { file: string; find: string; replace: string };
type Defect = {
  area: string;
  /** What the edit breaks, as a visitor or an editor would meet it. */
  defect: string;
  edit: Edit;
  catches: Catch[];
  /** Only a built page shows it: the defects that do share one build, so their tests must not see each other's. */
  needsBuild: boolean;
};

const unit = (file: string, name: string): Catch => ({ runner: 'jest', file, name });
/** A check of the built out/ (tests/output), for a row whose defect only a built page shows and no browser is needed to see. */
export const output = (file: string, name: string): Catch => ({ runner: 'output', file, name });
const e2e = (file: string, name: string): Catch => ({ runner: 'e2e', file, name });

export const DEFECTS: Defect[] = [
  {
    area: 'planner-sum',
    defect: "the plan's totals leave out one-off amounts (the visa fee)",
    edit: { file: 'lib/cost-plan.ts', find: 'const counted = lines.filter((l) => l.amount !== null);', replace: "const counted = lines.filter((l) => l.amount !== null && l.amount.period !== 'one-off');" },
    catches: [unit('tests/unit/cost-plan.test.ts', 'keeps a range a range: totals add the lows and the highs')],
    needsBuild: false,
  },
  {
    area: 'surcharge-months',
    defect: 'a course of exactly 12 months gets the 2 months after it of a shorter course, not 4',
    edit: { file: 'lib/cost-plan.ts', find: 'courseMonths >= r.courseMonths', replace: 'courseMonths > r.courseMonths' },
    catches: [unit('tests/unit/figure-timelines.test.ts', 'counts the visa from the course: a month before, and months after by course length')],
    needsBuild: false,
  },
  {
    area: 'value-for-day',
    defect: 'a value that takes effect on the build day is not yet in force',
    edit: { file: 'lib/content/figures.ts', find: 'const inForce = official.filter((v) => !v.from || v.from <= day);', replace: 'const inForce = official.filter((v) => !v.from || v.from < day);' },
    catches: [unit('tests/unit/figure-timelines.test.ts', 'is the last value that has taken effect: before, on and after a change day')],
    needsBuild: false,
  },
  {
    area: 'ics-line-ending',
    defect: "a calendar's last line ends without CRLF (as ical-generator leaves it)",
    edit: { file: 'lib/content/collections/outputs/calendar.ts', find: "return text.endsWith('\\r\\n') ? text : `${text}\\r\\n`;", replace: 'return text;' },
    catches: [unit('tests/unit/events-news.test.ts', 'ends every line with CRLF and folds it at 75 octets, Urdu included')],
    needsBuild: false,
  },
  {
    area: 'translation-link',
    defect: "the Urdu UK guide's body links to /contact, which its English body does not",
    edit: { file: 'content/ur/countries/uk.md', find: 'کو مدِنظر رکھ کر منصوبہ بندی میں آپ کی مدد کرتے ہیں', replace: 'کو مدِنظر رکھ کر منصوبہ بندی میں [آپ کی مدد](/contact) کرتے ہیں' },
    catches: [unit('tests/unit/check-content.test.ts', 'passes the check in every edition, with no problem')],
    needsBuild: false,
  },
  {
    area: 'hreflang',
    defect: 'a translated page names its alternates from its own path, so the Urdu twin names none',
    edit: { file: 'lib/present/route-lookup.ts', find: 'languages: languageAlternates(content, route.canonical),', replace: 'languages: languageAlternates(content, pathIn(content, route.canonical)),' },
    catches: [output('tests/output/seo.test.ts', 'hreflang names both twins and x-default as full addresses, or nothing when there is no twin')],
    needsBuild: true,
  },
  {
    area: 'lang-static',
    defect: "the build's marking leaves the English in islands' slots unmarked on Urdu pages",
    edit: { file: 'lib/pipeline/latin-runs.ts', find: "if (node.tagName === SLOT_TAG || (node.tagName === 'template' && attribute(node, 'data-slot') !== undefined)) island = false;", replace: '' },
    catches: [unit('tests/unit/latin-runs.test.ts', "leaves alone a <title>, an <option>, scripts, SVG, text already in a language, and an island's own markup, but marks its slots")],
    needsBuild: false,
  },
  {
    area: 'lang-island',
    defect: 'Urdu search results, which an island writes after a search, leave the English of their excerpts unmarked',
    edit: { file: 'components/search/SearchResults.tsx', find: '<Fragment key={i}>{markLatinIn(part.text, hit.lang)}</Fragment>', replace: '<Fragment key={i}>{part.text}</Fragment>' },
    catches: [
      unit('tests/unit/search-results.test.tsx', 'on an Urdu page the results an island writes mark each English run lang="en", in the title and the excerpt'),
      e2e('tests/e2e/urdu-latin.spec.ts', 'Urdu search results, written after a search, mark every Latin word; and the scan can fail'),
    ],
    needsBuild: true,
  },
  {
    area: 'event-jsonld',
    defect: "an event page's Event JSON-LD ends when it starts",
    edit: { file: 'lib/view/event.ts', find: 'end: event.end,', replace: 'end: event.start,' },
    catches: [output('tests/output/events-news.test.ts', 'has Event structured data with its start, its place and its organiser')],
    needsBuild: true,
  },
  {
    area: 'menu-navigation',
    defect: 'following a menu link leaves the menu open (as the back button brings the page back)',
    edit: { file: 'components/layout/SiteNav.tsx', find: "if (event.target instanceof Element && event.target.closest('a')) hideAll(rootRef.current);", replace: '' },
    catches: [unit('tests/unit/site-nav.test.tsx', 'following a menu link closes the open dropdown and the overlay')],
    needsBuild: false,
  },
  {
    area: 'enquiry-fallback',
    defect: 'when the endpoint answers 500, no WhatsApp or e-mail fallback is offered',
    edit: { file: 'components/contact/EnquiryForm.tsx', find: "const offersFallback: Phase[] = ['direct', 'refused', 'unconfirmed', 'timeout'];", replace: "const offersFallback: Phase[] = ['direct', 'unconfirmed', 'timeout'];" },
    catches: [e2e('tests/e2e/contact.spec.ts', 'a 500 answer keeps every field and offers WhatsApp and e-mail with the typed message')],
    needsBuild: true,
  },
];

// ---------------------------------------------------------------------------------------------
// Running a test and reading what failed.

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The command line of a catch, as a person would type it. */
export function commandOf(c: Catch): string[] {
  if (c.runner === 'e2e') return ['npx', 'playwright', 'test', c.file, '--project=chromium', '-g', regexEscape(c.name)];
  return ['npx', 'jest', ...(c.runner === 'output' ? ['-c', 'jest.output.config.mjs'] : []), c.file, '-t', regexEscape(c.name)];
}

const jestReport = z.object({
  numTotalTests: z.number(),
  numFailedTests: z.number(),
  numRuntimeErrorTestSuites: z.number(),
  testResults: z.array(z.object({ assertionResults: z.array(z.object({ fullName: z.string(), status: z.string() })) })),
});

type PlaywrightSuite = { title: string; specs: { title: string; ok: boolean; tests: { status: string }[] }[]; suites?: PlaywrightSuite[] };
const playwrightSuite: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    title: z.string(),
    specs: z.array(z.object({ title: z.string(), ok: z.boolean(), tests: z.array(z.object({ status: z.string() })) })),
    suites: z.array(playwrightSuite).optional(),
  }),
);
const playwrightReport = z.object({ suites: z.array(playwrightSuite), errors: z.array(z.unknown()) });

/** What a run of one catch found: the tests that ran, those that failed, or why it could not run. */
type Outcome = { ran: number; failed: string[]; error: string | null; seconds: number; log: string };

let running: ChildProcess | null = null;

function run(command: string[], cwd: string, log: string, env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const out = fs.openSync(log, 'a');
    fs.writeSync(out, `\n$ ${command.join(' ')}\n`);
    const [program = '', ...args] = command;
    // Its own process group, so an interrupted drill stops the test and the server it started.
    const child = spawn(program, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', out, out], detached: true });
    running = child;
    child.on('close', (code) => {
      running = null;
      fs.closeSync(out);
      resolve(code ?? 1);
    });
  });
}

async function runCatch(c: Catch, cwd: string, logDir: string, label: string): Promise<Outcome> {
  const log = path.join(logDir, `${label}.log`);
  const report = path.join(logDir, `${label}.json`);
  fs.rmSync(report, { force: true });
  const started = Date.now();
  const command = commandOf(c);
  const code =
    c.runner === 'e2e'
      ? // CI: never reuse a server already on the port, which may serve another checkout's out/.
        await run([...command, '--reporter=list,json'], cwd, log, { PLAYWRIGHT_JSON_OUTPUT_FILE: report, CI: '1' })
      : await run([...command, '--json', `--outputFile=${report}`], cwd, log);
  const seconds = (Date.now() - started) / 1000;
  if (!fs.existsSync(report)) return { ran: 0, failed: [], error: `exit ${code} without a report`, seconds, log };
  const json: unknown = JSON.parse(fs.readFileSync(report, 'utf8'));
  if (c.runner === 'e2e') {
    const parsed = playwrightReport.parse(json);
    const specs: { title: string; ok: boolean; skipped: boolean }[] = [];
    const walk = (suite: PlaywrightSuite, titles: string[]) => {
      for (const spec of suite.specs) specs.push({ title: [...titles, spec.title].join(' › '), ok: spec.ok, skipped: spec.tests.every((t) => t.status === 'skipped') });
      for (const inner of suite.suites ?? []) walk(inner, [...titles, inner.title]);
    };
    for (const suite of parsed.suites) walk(suite, []);
    const ran = specs.filter((s) => !s.skipped);
    const error = parsed.errors.length > 0 ? `${parsed.errors.length} error(s) outside the tests` : null;
    return { ran: ran.length, failed: ran.filter((s) => !s.ok).map((s) => s.title), error, seconds, log };
  }
  const parsed = jestReport.parse(json);
  const results = parsed.testResults.flatMap((r) => r.assertionResults);
  const ran = results.filter((r) => r.status === 'passed' || r.status === 'failed');
  const error = parsed.numRuntimeErrorTestSuites > 0 ? `${parsed.numRuntimeErrorTestSuites} test file(s) failed to run` : null;
  return { ran: ran.length, failed: ran.filter((r) => r.status === 'failed').map((r) => r.fullName), error, seconds, log };
}

// ---------------------------------------------------------------------------------------------
// The scratch copy.

function git(args: string[], cwd = root): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout;
}

/** This checkout as it is (HEAD, the working changes, untracked files that are not ignored) in a detached worktree. */
function makeScratch(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drill-'));
  git(['worktree', 'add', '--detach', '--quiet', dir, 'HEAD']);
  const changes = git(['diff', 'HEAD', '--binary']);
  if (changes) {
    const applied = spawnSync('git', ['apply', '--whitespace=nowarn', '-'], { cwd: dir, input: changes, encoding: 'utf8' });
    if (applied.status !== 0) throw new Error(`the working changes did not apply to the copy: ${applied.stderr.trim()}`);
  }
  for (const file of git(['ls-files', '--others', '--exclude-standard', '-z']).split('\0').filter(Boolean)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  // Hard links, not a symlink: Turbopack refuses a node_modules that resolves outside the project.
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  if (linked.status !== 0) throw new Error(`cp -al node_modules: ${String(linked.stderr)}`);
  // The encoded photographs, so the copy's build does not encode them again (keyed by content).
  const images = path.join(root, '.cache', 'images');
  if (fs.existsSync(images)) fs.cpSync(images, path.join(dir, '.cache', 'images'), { recursive: true });
  return dir;
}

function removeScratch(dir: string) {
  spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root });
  fs.rmSync(dir, { recursive: true, force: true });
  spawnSync('git', ['worktree', 'prune'], { cwd: root });
}

/** Applies a defect to the copy and returns how to undo it; throws when its text is not there exactly once. */
function apply(dir: string, edit: Edit): () => void {
  const file = path.join(dir, edit.file);
  if (!fs.existsSync(file)) throw new Error(`${edit.file} does not exist`);
  const before = fs.readFileSync(file, 'utf8');
  const count = before.split(edit.find).length - 1;
  if (count !== 1) throw new Error(`${edit.file}: the text to replace occurs ${count} times, not once: ${JSON.stringify(edit.find.slice(0, 80))}`);
  fs.writeFileSync(file, before.replace(edit.find, () => edit.replace));
  return () => fs.writeFileSync(file, before);
}

// ---------------------------------------------------------------------------------------------
// The drill.

type Result = { defect: Defect; status: 'caught' | 'missed' | 'not applied' | 'error'; by: string[]; seconds: number; note: string };


async function drillOne(defect: Defect, dir: string, logDir: string, control: Map<Catch, Outcome> | null): Promise<Result> {
  if (defect.catches.length === 0) return { defect, status: 'error', by: [], seconds: 0, note: 'no test is named to catch it' };
  const by: string[] = [];
  const notes: string[] = [];
  let seconds = 0;
  let missed = false;
  for (const [i, c] of defect.catches.entries()) {
    const before = control?.get(c);
    if (before && (before.error || before.ran === 0 || before.failed.length > 0)) {
      notes.push(`control: ${c.file} ${before.error ?? (before.ran === 0 ? 'ran no test' : `failed without the defect (${before.failed.join('; ')})`)}; log ${before.log}`);
      missed = true;
      continue;
    }
    const outcome = await runCatch(c, dir, logDir, `${defect.area}-${i}`);
    seconds += outcome.seconds;
    if (outcome.error || outcome.ran === 0) {
      notes.push(`${c.file}: ${outcome.error ?? 'ran no test (is the test name right?)'}; log ${outcome.log}`);
      missed = true;
    } else if (outcome.failed.length === 0) {
      notes.push(`${c.file}: ${outcome.ran} test(s) passed with the defect; log ${outcome.log}`);
      missed = true;
    } else {
      by.push(...outcome.failed.map((test) => `${c.file} › ${test}`));
    }
  }
  const error = notes.some((n) => !n.includes('passed with the defect'));
  return { defect, status: missed ? (error ? 'error' : 'missed') : 'caught', by, seconds, note: notes.join('\n    ') };
}

async function main() {
  const args = process.argv.slice(2);
  const withControl = !args.includes('--no-control');
  const keep = args.includes('--keep');
  const asked = args.filter((a) => !a.startsWith('--'));
  const unknown = asked.filter((a) => !DEFECTS.some((d) => d.area.startsWith(a)));
  if (unknown.length > 0) {
    console.error(`no defect in the area ${unknown.join(', ')}; the areas: ${DEFECTS.map((d) => d.area).join(', ')}`);
    process.exit(2);
  }
  const chosen = asked.length === 0 ? DEFECTS : DEFECTS.filter((d) => asked.some((a) => d.area.startsWith(a)));
  const started = Date.now();
  const logDir = path.join(root, '.tmp', 'drill-logs');
  fs.rmSync(logDir, { recursive: true, force: true });
  fs.mkdirSync(logDir, { recursive: true });

  console.log(`defect drill: ${chosen.length} defect(s); a scratch copy of this checkout…`);
  const dir = makeScratch();
  const stop = () => {
    if (running?.pid) {
      try {
        process.kill(-running.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    if (!keep) removeScratch(dir);
    process.exit(130);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(`  ${dir} (logs in ${path.relative(root, logDir)}/)`);

  const results: Result[] = [];
  const builds: string[] = [];
  try {
    const build = async (label: string): Promise<boolean> => {
      const t = Date.now();
      const code = await run(['npm', 'run', 'build:test'], dir, path.join(logDir, `build-${label}.log`));
      builds.push(`build ${label}: ${code === 0 ? 'ok' : `failed (exit ${code}), log ${path.relative(root, logDir)}/build-${label}.log`} in ${Math.round((Date.now() - t) / 1000)} s`);
      console.log(`  ${builds.at(-1)}`);
      return code === 0;
    };
    const controlOf = async (defects: Defect[], label: string): Promise<Map<Catch, Outcome> | null> => {
      if (!withControl || defects.length === 0) return null;
      const control = new Map<Catch, Outcome>();
      for (const d of defects) for (const [i, c] of d.catches.entries()) control.set(c, await runCatch(c, dir, logDir, `control-${label}-${d.area}-${i}`));
      const failed = [...control.values()].filter((o) => o.error || o.ran === 0 || o.failed.length > 0).length;
      console.log(`  control (${label}, no defect): ${control.size - failed} of ${control.size} test runs pass`);
      return control;
    };
    const report = (r: Result) => {
      results.push(r);
      console.log(`  ${r.status === 'caught' ? '✓' : '✗'} ${r.defect.area}: ${r.status}${r.by.length ? ` by ${r.by.map((t) => (t.length > 100 ? `${t.slice(0, 99)}…` : t)).join('; ')}` : ''} (${r.seconds.toFixed(0)} s)${r.note ? `\n    ${r.note}` : ''}`);
    };

    // The defects the unit tests catch first: one at a time, each undone before the next.
    const unitOnly = chosen.filter((d) => !d.needsBuild);
    const unitControl = await controlOf(unitOnly, 'unit');
    for (const d of unitOnly) {
      let undo: () => void;
      try {
        undo = apply(dir, d.edit);
      } catch (error) {
        report({ defect: d, status: 'not applied', by: [], seconds: 0, note: error instanceof Error ? error.message : String(error) });
        continue;
      }
      try {
        report(await drillOne(d, dir, logDir, unitControl));
      } finally {
        undo();
      }
    }

    // Then those a built page shows: the unchanged site for the control, then shared builds.
    const built = chosen.filter((d) => d.needsBuild);
    const groups = built.length > 0 ? [built] : [];
    let builtControl: Map<Catch, Outcome> | null = null;
    if (built.length > 0 && withControl) {
      builtControl = (await build('without defects')) ? await controlOf(built, 'built') : null;
      if (!builtControl) for (const d of built) report({ defect: d, status: 'error', by: [], seconds: 0, note: 'the site without defects did not build' });
    }
    if (!withControl || builtControl) {
      for (const [g, group] of groups.entries()) {
        const undos: (() => void)[] = [];
        const applied: Defect[] = [];
        for (const d of group) {
          try {
            undos.push(apply(dir, d.edit));
            applied.push(d);
          } catch (error) {
            report({ defect: d, status: 'not applied', by: [], seconds: 0, note: error instanceof Error ? error.message : String(error) });
          }
        }
        try {
          if (applied.length === 0) continue;
          if (!(await build(`${g + 1} (${applied.map((d) => d.area).join(', ')})`))) {
            for (const d of applied) report({ defect: d, status: 'error', by: [], seconds: 0, note: 'the site did not build with the defect' });
            continue;
          }
          for (const d of applied) report(await drillOne(d, dir, logDir, builtControl));
        } finally {
          for (const undo of undos.reverse()) undo();
        }
      }
    }
  } finally {
    if (keep) console.log(`kept ${dir}: remove it with git worktree remove --force ${dir}`);
    else removeScratch(dir);
  }

  const order = new Map(DEFECTS.map((d, i) => [d, i]));
  results.sort((a, b) => (order.get(a.defect) ?? 0) - (order.get(b.defect) ?? 0));
  console.log('\n| area | defect | caught by | time |\n| --- | --- | --- | --- |');
  for (const r of results) {
    const by = r.status === 'caught' ? r.by.join('<br>') : `**${r.status.toUpperCase()}**`;
    console.log(`| ${r.defect.area} | ${r.defect.defect} | ${by} | ${r.seconds.toFixed(0)} s |`);
  }
  for (const line of builds) console.log(line);
  const caught = results.filter((r) => r.status === 'caught').length;
  console.log(`\n${caught} of ${results.length} defects caught in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(caught === results.length && results.length === chosen.length ? 0 : 1);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
