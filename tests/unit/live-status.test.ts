/**
 * /admin's "Is my change live?" (lib/browser/live-status.ts) with a stubbed build record and stubbed
 * answers from GitHub's API: the live site's commit against the branch's newest commit and its
 * check runs. The words are the ones in content/labels.md.
 */
import { screen, within } from '@testing-library/dom';
import { loadContent } from './content-fixture';
import { mountLiveStatus, type Fetcher } from '@/lib/browser/live-status';
import { liveStatusElement, BUILD_CHECK, PUBLISH_CHECK } from '@/lib/cms/live-status-element';

const words = loadContent(process.cwd()).labels.publishing;
/** The live build's line up to its time, as labels.md words it, for a commit: "Live site: change bbbbbbb, built". */
const liveBuildLine = (commit: string) => (words.liveBuild.split('{time}')[0] ?? '').replace('{commit}', commit).trim();
const OLD = 'a'.repeat(40);
const NEW = 'b'.repeat(40);
const RUN = 'https://github.com/horizon/site/actions/runs/42/job/7';
const settings = { siteUrl: 'https://example.org', backend: { name: 'github' as const, repo: 'horizon/site', branch: 'main' } };

type Answers = Record<string, unknown>;
/** A fetch that answers only the addresses given, as JSON, and 404 to anything else; it records what was asked. */
function stubFetch(answers: Answers) {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const stub: Fetcher = async (url, init) => {
    asked.push({ url, headers: init.headers });
    const known = url in answers;
    // A copy through JSON, as a real answer would be.
    const body: unknown = JSON.parse(JSON.stringify(known ? answers[url] : { message: 'Not Found' }));
    return { ok: known, status: known ? 200 : 404, json: async () => body };
  };
  return { stub, asked };
}

const buildRecord = (commit: string) => ({ 'http://localhost/admin/build.json': { commit, builtAt: '2026-11-24T10:00:00.000Z' } });
const branch = (sha: string) => ({ 'https://api.github.com/repos/horizon/site/commits/main': { sha, commit: { message: 'Update uk.md' } } });
const runs = (...list: { status: string; conclusion: string | null; name?: string }[]) => ({
  [`https://api.github.com/repos/horizon/site/commits/${NEW}/check-runs`]: { total_count: list.length, check_runs: list.map((run) => ({ name: PUBLISH_CHECK, html_url: RUN, ...run })) },
});

async function show(answers: Answers, storage: Storage = window.localStorage) {
  document.body.innerHTML = liveStatusElement(settings, words);
  const element = document.getElementById('live-status');
  if (!element) throw new Error('no #live-status element');
  const { stub, asked } = stubFetch(answers);
  const done = mountLiveStatus(element, stub, storage);
  // "Checking…" shows while the answers are on their way.
  expect(screen.getByRole('status')).toHaveTextContent(words.checking);
  await done;
  return { region: screen.getByRole('complementary', { name: words.label }), asked };
}

describe('Is my change live?', () => {
  afterEach(() => window.localStorage.clear());

  it('says "Live" when the live site was built from the newest commit of the branch', async () => {
    const { region, asked } = await show({ ...buildRecord(NEW), ...branch(NEW) });
    expect(within(region).getByRole('status')).toHaveTextContent(new RegExp(`^${words.live}$`));
    expect(region).toHaveTextContent(liveBuildLine('bbbbbbb'));
    // No need to ask for the check runs then.
    expect(asked.map((a) => a.url)).not.toContain(expect.stringContaining('check-runs'));
  });

  it('says "Publishing…" while the newest commit is still building or deploying', async () => {
    const { region } = await show({ ...buildRecord(OLD), ...branch(NEW), ...runs({ status: 'in_progress', conclusion: null }) });
    expect(within(region).getByRole('status')).toHaveTextContent(words.publishing);
    expect(within(region).queryByRole('link')).toBeNull();
    expect(region).toHaveTextContent(liveBuildLine('aaaaaaa'));
  });

  it('says the last change did not build, with a link to the failed run', async () => {
    const { region } = await show({ ...buildRecord(OLD), ...branch(NEW), ...runs({ status: 'completed', conclusion: 'success' }, { status: 'completed', conclusion: 'failure' }) });
    const status = within(region).getByRole('status');
    expect(status).toHaveTextContent(`${words.failed} ${words.seeWhy}`);
    expect(within(status).getByRole('link', { name: words.seeWhy })).toHaveAttribute('href', RUN);
  });

  it('says the last change did not build when the build job failed and the deploy was skipped, linking the build', async () => {
    const BUILD_RUN = 'https://github.com/horizon/site/actions/runs/2/job/1';
    const answers = {
      ...buildRecord(OLD),
      ...branch(NEW),
      [`https://api.github.com/repos/horizon/site/commits/${NEW}/check-runs`]: {
        total_count: 2,
        check_runs: [
          { name: PUBLISH_CHECK, status: 'completed', conclusion: 'skipped', html_url: RUN },
          { name: BUILD_CHECK, status: 'completed', conclusion: 'failure', html_url: BUILD_RUN },
        ],
      },
    };
    const { region } = await show(answers);
    const status = within(region).getByRole('status');
    expect(status).toHaveTextContent(`${words.failed} ${words.seeWhy}`);
    expect(within(status).getByRole('link', { name: words.seeWhy })).toHaveAttribute('href', BUILD_RUN);
  });

  it('is not put off by another job failing: only the publishing run counts', async () => {
    const { region } = await show({ ...buildRecord(OLD), ...branch(NEW), ...runs({ status: 'in_progress', conclusion: null }, { status: 'completed', conclusion: 'failure', name: 'Sign-in helper for /admin' }) });
    expect(within(region).getByRole('status')).toHaveTextContent(words.publishing);
  });

  it('says it cannot tell when GitHub does not answer, rather than guessing', async () => {
    const { region } = await show({ ...buildRecord(OLD) });
    expect(within(region).getByRole('status')).toHaveTextContent(words.unknown);
  });

  it("sends the editor's GitHub token when Decap holds one (private repositories need it)", async () => {
    window.localStorage.setItem('decap-cms-user', JSON.stringify({ token: 'gho_test', backendName: 'github' }));
    const { asked } = await show({ ...buildRecord(NEW), ...branch(NEW) });
    expect(asked.find((a) => a.url.includes('api.github.com'))?.headers.Authorization).toBe('Bearer gho_test');
    expect(asked.find((a) => a.url.endsWith('build.json'))?.headers.Authorization).toBeUndefined();
  });

  it('is on the published /admin only: not with the local backend, nor before the repository is named', () => {
    expect(liveStatusElement(settings, words)).toContain('data-repo="horizon/site"');
    expect(liveStatusElement({ ...settings, localBackendUrl: 'http://localhost:8081/api/v1' }, words)).toBe('');
    expect(liveStatusElement({ ...settings, backend: { ...settings.backend, repo: 'OWNER/REPOSITORY' } }, words)).toBe('');
    expect(liveStatusElement({ ...settings, backend: { name: 'gitlab', repo: 'horizon/site' } }, words)).toBe('');
  });
});
