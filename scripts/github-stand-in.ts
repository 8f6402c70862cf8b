/**
 * A local stand-in for GitHub's side of the inbox's sign-in (workers/enquiries/src/inbox/github.ts):
 * an HTTP server on this machine that plays the OAuth authorise page (it approves at once, as the
 * chosen login), the token exchange, /user and /repos/<owner>/<name> with the login's permissions.
 * The Worker is pointed at it with GITHUB_URL=<url> and GITHUB_API_URL=<url>/api.
 *
 * Used by the inbox's tests (tests/unit/inbox-worker.test.ts), end-to-end tests, and by hand:
 *   npx tsx scripts/github-stand-in.ts [--login local-adviser] [--port 8790]
 * next to `npm run enquiries:dev` (docs/enquiry-form.md, "Signing in locally").
 */
import http from 'node:http';

export type GitHubStandInOptions = {
  /** Who signs in, until signInAs() says otherwise. */
  login: string;
  /** Logins that may push to any repository (a collaborator); true: every login. */
  pushers?: readonly string[] | true;
  /** The OAuth app's id and secret the stand-in accepts (any when not given). */
  clientId?: string;
  clientSecret?: string;
  port?: number;
  host?: string;
};

export type GitHubStandIn = {
  /** GITHUB_URL for the Worker. */
  url: string;
  /** GITHUB_API_URL for the Worker. */
  apiUrl: string;
  /** The account the next sign-in is approved as. */
  signInAs(login: string): void;
  /** Every request the stand-in was sent, as "METHOD /path". */
  requests: string[];
  close(): Promise<void>;
};

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

async function bodyOf(request: http.IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    const parsed: unknown = JSON.parse(text || '{}');
    const out: Record<string, string> = {};
    if (parsed && typeof parsed === 'object') for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') out[key] = value;
    return out;
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startGitHubStandIn(options: GitHubStandInOptions): Promise<GitHubStandIn> {
  let login = options.login;
  const codes = new Map<string, string>();
  const tokens = new Map<string, string>();
  const requests: string[] = [];
  let issued = 0;
  const mayPush = (who: string) => options.pushers === true || (options.pushers ?? []).includes(who);

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      requests.push(`${request.method} ${url.pathname}`);
      if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
        const redirect = url.searchParams.get('redirect_uri');
        if (!redirect || (options.clientId && url.searchParams.get('client_id') !== options.clientId)) return json(response, 400, { error: 'bad client or redirect_uri' });
        const code = `code-${++issued}`;
        codes.set(code, login);
        const back = new URL(redirect);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
        const body = await bodyOf(request);
        const who = codes.get(body.code ?? '');
        // GitHub answers 200 with an error for a bad code.
        if (!who || (options.clientId && body.client_id !== options.clientId) || (options.clientSecret && body.client_secret !== options.clientSecret)) return json(response, 200, { error: 'bad_verification_code' });
        codes.delete(body.code ?? '');
        const token = `token-${issued}-${who}`;
        tokens.set(token, who);
        return json(response, 200, { access_token: token, token_type: 'bearer', scope: '' });
      }
      const who = tokens.get((request.headers.authorization ?? '').replace(/^Bearer\s+/i, ''));
      if (url.pathname.startsWith('/api/') && !who) return json(response, 401, { message: 'Bad credentials' });
      if (request.method === 'GET' && url.pathname === '/api/user') return json(response, 200, { login: who, id: 1 });
      const repo = /^\/api\/repos\/([\w.-]+\/[\w.-]+)$/.exec(url.pathname);
      if (request.method === 'GET' && repo && who) {
        const push = mayPush(who);
        return json(response, 200, { full_name: repo[1], permissions: { admin: false, maintain: false, push, triage: push, pull: true } });
      }
      return json(response, 404, { message: 'Not Found' });
    })().catch((error: unknown) => json(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    url,
    apiUrl: `${url}/api`,
    signInAs: (next) => {
      login = next;
    },
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The Worker's fetches keep their connections alive: close them, or the server never stops.
        server.closeAllConnections();
      }),
  };
}

// Run by hand: a stand-in that signs in --login, who may push to any repository.
if (require.main === module) {
  const arg = (name: string, fallback: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
  };
  const login = arg('login', 'local-adviser');
  void startGitHubStandIn({ login, pushers: true, port: Number(arg('port', '8790')), host: 'localhost' }).then((standIn) => {
    console.log(`GitHub stand-in at ${standIn.url}: every sign-in is ${login}, who may push to any repository. Ctrl-C to stop.`);
  });
}
