/**
 * The variant site: one copy of the project, built once per test run (build.setup.ts), for the
 * specs that need content the real site must not carry.
 *
 * - Photographs: the real content has none and must not get fake ones, so the UK guide shows
 *   generated photo-like JPEGs as its hero and gallery (scripts/photo-copy.ts; small ones, so the
 *   build stays quick).
 * - The content editor's edits: the CMS spec (../cms.spec.ts) makes them through Decap on a copy of
 *   its own and checks that the files it writes load as exactly the content `applyEditorChanges`
 *   writes here; the specs in this folder check that a build of that content shows them.
 *
 * - Trust details (TRUST_FIXTURE): credentials, counted claims, real reviews; the real content has none.
 * - A later day: it is built for the day after the UK's dated change (SITE_DATE, ../dated-change.ts),
 *   so the change shows as made while the main site, built for today, shows it as coming.
 *
 * One build instead of one per spec: each copy costs a full build, minutes on a busy machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { editFrontmatter, photoCopy } from '../../../scripts/photo-copy';
import { serveArgs } from '../../../scripts/static-server';
import { freePort } from '../free-port';
import { test } from '../fixtures';
import { dayAfterChange } from '../dated-change';

/** Where build.setup.ts records the copy it built, for the specs of the variant project. */
const RECORD = path.resolve('.tmp/e2e-variant.json');

/** The changes the CMS spec makes through the editor, as data both sides read. */
export const EDITOR_CHANGES = {
  /** The UK tuition goes up by this much: the guide's file, one figure. */
  raisedTuition: { file: 'content/countries/uk.md', by: 1500 },
  /** A new country guide, made in the editor from a copy of Spain's. */
  newCountry: { from: 'content/countries/spain.md', file: 'content/countries/portugal.md', name: 'Portugal', route: '/portugalStudyAbroad', title: 'Study in Portugal' },
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The UK tuition as the file writes it, with the amount the editor changes it to. */
export function raisedTuition(dir: string): { before: number; after: number } {
  const { file, by } = EDITOR_CHANGES.raisedTuition;
  const match = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
  const data: unknown = yaml.load(match?.[1] ?? '', { schema: yaml.CORE_SCHEMA });
  const tuition = isRecord(data) && isRecord(data.figures) ? data.figures.tuition : undefined;
  if (!isRecord(tuition) || typeof tuition.amount !== 'number') throw new Error(`${file}: figures.tuition has no single amount`);
  return { before: tuition.amount, after: tuition.amount + by };
}

/** Writes the editor's changes into the content of the project at `dir`, as a script would. */
export function applyEditorChanges(dir: string) {
  const { after } = raisedTuition(dir);
  editFrontmatter(path.join(dir, EDITOR_CHANGES.raisedTuition.file), (data) => {
    const figures = isRecord(data.figures) ? data.figures : {};
    const tuition = isRecord(figures.tuition) ? figures.tuition : {};
    data.figures = { ...figures, tuition: { ...tuition, amount: after } };
  });
  const { from, file, name, route, title } = EDITOR_CHANGES.newCountry;
  fs.copyFileSync(path.join(dir, from), path.join(dir, file));
  editFrontmatter(path.join(dir, file), (data) => {
    const menu = isRecord(data.menu) ? data.menu : {};
    Object.assign(data, { name, route, title, menu: { ...menu, label: name } });
  });
}

/**
 * Trust details the real content cannot carry until staff record them: credentials with their
 * registers, counts behind the success rate, a counsellor's certificate, and five real, consented
 * reviews (one of them a 3), so the specs can see each shown when it is filled in.
 */
export const TRUST_FIXTURE = {
  credentials: [
    { issuer: 'icef', identifier: 'ICEF-FIXTURE-0001', verify: 'https://www.icef.com/agency/fixture-0001', expires: '2999-12-31' },
    { issuer: 'secp', identifier: '0000001', verify: 'https://eservices.secp.gov.pk/eServices/NameSearch?q=0000001' },
  ],
  /** 127 of 130 is 97.7%, which rounds to the content's 98%. */
  successEvidence: { count: 127, total: 130, covers: 'student visas granted', period: 'January to December 2025' },
  certificate: { issuer: 'pier-qeac', identifier: 'Q0001', verify: 'https://www.pieronline.org/qeac/fixture' },
  ratings: [5, 4, 5, 3, 5],
  /** What each of those reviews says of its writer. */
  review: { date: '2026-01-15', programme: 'BSc Computer Science', intake: 'September 2025' },
} as const;

/** Writes the trust details into the copy at `dir`. */
export function applyTrustFixture(dir: string) {
  editFrontmatter(path.join(dir, 'content/site.md'), (data) => {
    const claims = isRecord(data.claims) ? data.claims : {};
    const rate = isRecord(claims.visaSuccessRate) ? claims.visaSuccessRate : {};
    data.credentials = TRUST_FIXTURE.credentials.map((c) => ({ ...c }));
    data.claims = { ...claims, visaSuccessRate: { ...rate, evidence: { ...TRUST_FIXTURE.successEvidence } } };
  });
  editFrontmatter(path.join(dir, 'content/pages/team.md'), (data) => {
    const [first, ...rest] = Array.isArray(data.members) ? data.members.filter(isRecord) : [];
    if (!first) throw new Error('content/pages/team.md has no members');
    data.members = [{ ...first, certificates: [{ ...TRUST_FIXTURE.certificate }] }, ...rest];
  });
  editFrontmatter(path.join(dir, 'content/testimonials.md'), (data) => {
    const list = Array.isArray(data.testimonials) ? data.testimonials.filter(isRecord) : [];
    let next = 0;
    data.testimonials = list.map((t) => {
      const rating = typeof t.rating === 'number' ? TRUST_FIXTURE.ratings[next] : undefined;
      if (rating === undefined) return t;
      next += 1;
      return { ...t, rating, sample: false, consent: true, ...TRUST_FIXTURE.review };
    });
  });
}

/** Builds the variant: a copy with the photographs and the editor's changes, built as `npm run build` does. */
export async function buildVariant(): Promise<string> {
  removeVariant();
  // Small photographs: the hero just as wide as its slot accepts, two gallery pictures.
  const { dir } = await photoCopy({ prefix: 'e2e-variant-', hero: [1640, 1230], gallery: [1200, 900], galleryCount: 2 });
  fs.writeFileSync(RECORD, JSON.stringify({ dir }));
  applyEditorChanges(dir);
  applyTrustFixture(dir);
  await new Promise<void>((resolve, reject) => {
    // No enquiry endpoint: the form is not under test here.
    const child = spawn(process.execPath, [path.join(dir, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
      cwd: dir,
      // The suite's own run type-checked the project already (npm test runs tsc first).
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ENQUIRY_ENDPOINT: '', SITE_ENV: '', SKIP_BUILD_TYPECHECK: '1', SITE_DATE: dayAfterChange() },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the variant site's build failed (${code}):\n${stderr.slice(-4000)}`))));
  });
  return dir;
}

/** The built copy's folder. */
export function variantDir(): string {
  const recorded: unknown = fs.existsSync(RECORD) ? JSON.parse(fs.readFileSync(RECORD, 'utf8')) : null;
  const dir = isRecord(recorded) && typeof recorded.dir === 'string' ? recorded.dir : '';
  if (!dir || !fs.existsSync(path.join(dir, 'out'))) throw new Error('the variant site is not built: run these specs through Playwright, whose "variant" project builds it first');
  return dir;
}

export function removeVariant() {
  if (!fs.existsSync(RECORD)) return;
  const recorded: unknown = JSON.parse(fs.readFileSync(RECORD, 'utf8'));
  if (isRecord(recorded) && typeof recorded.dir === 'string') fs.rmSync(recorded.dir, { recursive: true, force: true });
  fs.rmSync(RECORD, { force: true });
}

/** Serves the variant's export as `npm start` serves out/; resolves once it answers. */
export async function serveVariant(): Promise<{ origin: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, serveArgs(fs.realpathSync(path.join(variantDir(), 'out')), port), { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (await fetch(origin).then((response) => response.ok, () => false)) return { origin, server };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the variant site's server did not answer at ${origin}`);
}

/**
 * Serves the variant for the tests of one spec file: started before them, stopped after them.
 * Returns the origin to reach it at, once the server answers.
 */
export function serveVariantForSpec(): () => string {
  let server: ChildProcess | null = null;
  let origin = '';
  test.beforeAll(async () => {
    ({ server, origin } = await serveVariant());
  });
  test.afterAll(() => {
    server?.kill();
  });
  return () => origin;
}
