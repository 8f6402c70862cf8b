/**
 * "Is my change live?" on /admin: compares the build the live site was made from (/admin/build.json,
 * written by the admin build stage) with the newest commit of the branch the editor saves to
 * (GitHub's API), and says "Live", "Publishing…" or "The last change did not build: see why",
 * the link leading to the failed run. The words come from content/labels.md (`publishing`),
 * through the element's data attributes.
 */
import { z } from 'zod';

export const BUILD_RECORD = 'build.json';

export const liveBuildSchema = z.object({ commit: z.string().nullable(), builtAt: z.string() });
export type LiveBuild = z.infer<typeof liveBuildSchema>;

const commitSchema = z.object({ sha: z.string() });
const checkRunsSchema = z.object({
  check_runs: z.array(z.object({ name: z.string(), status: z.string(), conclusion: z.string().nullable(), html_url: z.string() })),
});

export const wordsSchema = z.object({
  label: z.string(),
  checking: z.string(),
  live: z.string(),
  publishing: z.string(),
  failed: z.string(),
  seeWhy: z.string(),
  unknown: z.string(),
  liveBuild: z.string(),
});
export type LiveStatusWords = z.infer<typeof wordsSchema>;

export type LiveState = { kind: 'live' } | { kind: 'publishing' } | { kind: 'failed'; runUrl: string } | { kind: 'unknown' };

/** A check run's outcome that means the change will not go live by itself. */
const FAILED = new Set(['failure', 'timed_out', 'cancelled', 'action_required', 'startup_failure']);

/**
 * The state from the live build and the branch's newest commit with its check runs. The live site
 * is current when it was built from that commit; otherwise a failed run means it never will be,
 * and anything else means the workflow is still on its way.
 */
export function liveState(live: LiveBuild, latestSha: string, runs: z.infer<typeof checkRunsSchema>['check_runs'], checkNames?: readonly string[]): LiveState {
  if (live.commit === latestSha) return { kind: 'live' };
  // Only the runs that build and publish count (another job failing, the sign-in helper's, leaves the
  // site to go live); the build's first, since a failed build leaves the deploy skipped, with the reasons in the build's run.
  const failedRun = (name?: string) => runs.find((run) => (name === undefined || run.name === name) && run.status === 'completed' && run.conclusion !== null && FAILED.has(run.conclusion));
  const failed = checkNames === undefined || checkNames.length === 0 ? failedRun() : checkNames.map(failedRun).find((run) => run !== undefined);
  if (failed && /^https:\/\/github\.com\//.test(failed.html_url)) return { kind: 'failed', runUrl: failed.html_url };
  return { kind: 'publishing' };
}

/** The part of `fetch` this needs: the browser's fetch is one, and the tests give a stand-in. */
export type Fetcher = (url: string, init: { headers: Record<string, string>; cache: 'no-store' }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export type LiveStatusOptions = {
  repo: string;
  branch: string;
  /** GitHub's API; the tests give a stand-in. */
  api: string;
  /** Where the live site's build record is (`/admin/build.json`). */
  buildRecord: string;
  fetch: Fetcher;
  /** The editor's GitHub token, when Decap holds one: private repositories need it. */
  token?: string;
  /** The names of the check runs (the workflow's jobs) that build and publish the site, the build first. */
  checkNames?: readonly string[];
};

async function json(fetcher: Fetcher, url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetcher(url, { headers, cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** Asks the live site and GitHub; any unexpected answer is `unknown`, never a guess. */
export async function checkLiveStatus(options: LiveStatusOptions): Promise<{ state: LiveState; live?: LiveBuild }> {
  const headers: Record<string, string> = { Accept: 'application/vnd.github+json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  try {
    const live = liveBuildSchema.parse(await json(options.fetch, options.buildRecord, {}));
    const repo = options.repo.split('/').map(encodeURIComponent).join('/');
    const commit = commitSchema.parse(await json(options.fetch, `${options.api}/repos/${repo}/commits/${encodeURIComponent(options.branch)}`, headers));
    if (live.commit === commit.sha) return { state: { kind: 'live' }, live };
    const runs = checkRunsSchema.parse(await json(options.fetch, `${options.api}/repos/${repo}/commits/${commit.sha}/check-runs`, headers));
    return { state: liveState(live, commit.sha, runs.check_runs, options.checkNames), live };
  } catch {
    return { state: { kind: 'unknown' } };
  }
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Writes the state into `element`: one status line, with the link to the failed run when there is one. */
export function renderLiveStatus(element: HTMLElement, words: LiveStatusWords, result: { state: LiveState; live?: LiveBuild } | null): void {
  const doc = element.ownerDocument;
  element.replaceChildren();
  element.setAttribute('aria-label', words.label);
  const line = doc.createElement('p');
  line.setAttribute('role', 'status');
  element.append(line);
  if (!result) {
    line.textContent = words.checking;
    return;
  }
  const { state, live } = result;
  if (state.kind === 'live') line.textContent = words.live;
  else if (state.kind === 'publishing') line.textContent = words.publishing;
  else if (state.kind === 'unknown') line.textContent = words.unknown;
  else {
    const link = doc.createElement('a');
    link.href = state.runUrl;
    link.textContent = words.seeWhy;
    line.append(`${words.failed} `, link);
  }
  if (live) {
    const detail = doc.createElement('p');
    detail.textContent = fill(words.liveBuild, { commit: live.commit?.slice(0, 7) ?? '?', time: new Date(live.builtAt).toLocaleString() });
    element.append(detail);
  }
}

/** Decap keeps the signed-in user, with the GitHub token, in localStorage. */
export function decapToken(storage: Storage): string | undefined {
  try {
    const user: unknown = JSON.parse(storage.getItem('decap-cms-user') ?? 'null');
    const token = user && typeof user === 'object' && 'token' in user ? user.token : undefined;
    return typeof token === 'string' && token !== '' ? token : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the settings from the element's data attributes, shows "checking", then the answer. */
export async function mountLiveStatus(element: HTMLElement, fetcher: Fetcher, storage: Storage): Promise<void> {
  let data: unknown = null;
  try {
    data = JSON.parse(element.dataset.words ?? 'null');
  } catch {
    return;
  }
  const words = wordsSchema.safeParse(data);
  const { repo, branch, api, check } = element.dataset;
  if (!words.success || !repo || !branch || !api) return;
  renderLiveStatus(element, words.data, null);
  const buildRecord = new URL(BUILD_RECORD, new URL(element.dataset.base ?? '/admin/', element.ownerDocument.baseURI)).href;
  renderLiveStatus(element, words.data, await checkLiveStatus({ repo, branch, api, buildRecord, fetch: fetcher, token: decapToken(storage), checkNames: check?.split(',') }));
}
