/**
 * @jest-environment node
 *
 * The sign-in Worker for /admin (workers/cms-auth/src/index.ts): its OAuth exchange against a local
 * stand-in for GitHub's token endpoint (an http server on 127.0.0.1), and what it refuses.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { allowedOrigins, handle, type Endpoints, type Env } from '@/workers/cms-auth/src/index';

const env: Env = { GITHUB_CLIENT_ID: 'client-123', GITHUB_CLIENT_SECRET: 'secret-456', ALLOWED_ORIGINS: 'https://horizon.example, https://preview.horizon.example' };
const WORKER = 'https://auth.horizon.example';
const STATE = 'f'.repeat(48);

let server: http.Server;
let endpoints: Endpoints;
const received: Record<string, unknown>[] = [];

beforeAll(async () => {
  // GitHub's token endpoint, as it answers: JSON with access_token, or with error for a bad code.
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const parsed: unknown = JSON.parse(body);
      const fields = parsed && typeof parsed === 'object' ? Object.fromEntries(Object.entries(parsed)) : {};
      received.push({ ...fields, method: request.method, accept: request.headers.accept });
      response.setHeader('content-type', 'application/json');
      const good = fields.code === 'good-code' && fields.client_secret === env.GITHUB_CLIENT_SECRET;
      response.end(JSON.stringify(good ? { access_token: 'gho_from_stand_in', token_type: 'bearer', scope: 'repo' } : { error: 'bad_verification_code' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  endpoints = { authorize: 'https://github.example/login/oauth/authorize', token: `http://127.0.0.1:${port}/login/oauth/access_token` };
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (received.length = 0));

const get = (path: string, cookie?: string) => handle(new Request(`${WORKER}${path}`, { headers: cookie ? { cookie } : {} }), env, endpoints, () => STATE);

describe('the sign-in Worker', () => {
  it('sends an allowed site to GitHub with a fresh state, kept in a cookie for the callback', async () => {
    const response = await get('/auth?provider=github&site_id=horizon.example&scope=repo');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(endpoints.authorize);
    expect(Object.fromEntries(location.searchParams)).toEqual({ client_id: 'client-123', redirect_uri: `${WORKER}/callback`, scope: 'repo', state: `${STATE}.horizon.example` });
    expect(response.headers.get('set-cookie')).toBe(`cms_auth_state=${STATE}; Path=/callback; Max-Age=600; HttpOnly; Secure; SameSite=Lax`);
  });

  it('refuses a site that is not allowed, or none', async () => {
    for (const path of ['/auth?provider=github&site_id=evil.example', '/auth?provider=github', '/auth?site_id=horizon.example.evil.example']) {
      const response = await get(path);
      expect({ path, status: response.status, location: response.headers.get('location') }).toEqual({ path, status: 403, location: null });
    }
  });

  it('exchanges the code at the token endpoint and gives the token to the site, and only to it', async () => {
    const response = await get(`/callback?code=good-code&state=${STATE}.horizon.example`, `other=1; cms_auth_state=${STATE}`);
    expect(response.status).toBe(200);
    expect(received).toEqual([{ client_id: 'client-123', client_secret: 'secret-456', code: 'good-code', redirect_uri: `${WORKER}/callback`, method: 'POST', accept: 'application/json' }]);
    const page = await response.text();
    const script = /<script>([\s\S]*)<\/script>/.exec(page)?.[1] ?? '';
    expect(script).toContain(JSON.stringify(`authorization:github:success:${JSON.stringify({ token: 'gho_from_stand_in', provider: 'github' })}`));
    // Addressed to the site's origin, never to any window ('*').
    expect(script).toContain('var origin = "https://horizon.example";');
    expect(script).not.toContain("'*'");
    expect(response.headers.get('content-security-policy')).toBe(`default-src 'none'; script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    // The state is spent.
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
  });

  it('refuses a callback with a missing or wrong state, before asking for any token', async () => {
    const cases: [string, string | undefined][] = [
      [`/callback?code=good-code`, `cms_auth_state=${STATE}`],
      [`/callback?code=good-code&state=`, `cms_auth_state=${STATE}`],
      [`/callback?code=good-code&state=${'e'.repeat(48)}.horizon.example`, `cms_auth_state=${STATE}`],
      [`/callback?code=good-code&state=${STATE}.horizon.example`, undefined],
      [`/callback?code=good-code&state=${STATE}.horizon.example`, `cms_auth_state=${STATE.slice(1)}`],
      // The right state, but a site that is not allowed written into it.
      [`/callback?code=good-code&state=${STATE}.evil.example`, `cms_auth_state=${STATE}`],
    ];
    for (const [path, cookie] of cases) {
      const response = await get(path, cookie);
      expect({ path, cookie, status: response.status }).toEqual({ path, cookie, status: 403 });
      expect(await response.text()).not.toContain('gho_');
    }
    expect(received).toEqual([]);
  });

  it("passes GitHub's refusal of a code on to the site as an error, with no token", async () => {
    const response = await get(`/callback?code=stale-code&state=${STATE}.preview.horizon.example`, `cms_auth_state=${STATE}`);
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('authorization:github:error:');
    expect(page).toContain('bad_verification_code');
    expect(page).toContain('var origin = "https://preview.horizon.example";');
    expect(page).not.toContain('gho_');
  });

  it('writes nothing into its page that could end the script: an error carrying </script> stays text (issue 37)', async () => {
    const attack = '</script><meta http-equiv="refresh" content="0;url=https://evil.example"><script>';
    const response = await get(`/callback?error=${encodeURIComponent(attack)}&state=${STATE}.horizon.example`, `cms_auth_state=${STATE}`);
    const page = await response.text();
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).not.toContain('<meta http-equiv="refresh"');
    const script = /<script>([\s\S]*)<\/script>/.exec(page)?.[1] ?? '';
    // The message still says what GitHub said, once the browser reads the literal.
    const literal = /var message = ("(?:[^"\\]|\\.)*");/.exec(script)?.[1] ?? '""';
    expect(JSON.parse(literal)).toBe(`authorization:github:error:${JSON.stringify({ error: attack })}`);
    expect(response.headers.get('content-security-policy')).toBe(`default-src 'none'; script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  });

  it('tells /admin when GitHub cannot be reached, instead of answering 500 (issue 37)', async () => {
    const unreachable: Endpoints = { ...endpoints, token: 'http://127.0.0.1:9/login/oauth/access_token' };
    const response = await handle(new Request(`${WORKER}/callback?code=good-code&state=${STATE}.horizon.example`, { headers: { cookie: `cms_auth_state=${STATE}` } }), env, unreachable, () => STATE);
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('authorization:github:error:');
    expect(page).toContain('GitHub could not be reached');
  });

  it('accepts https origins only: a token is never posted to an http page (issue 37)', async () => {
    const mixed: Env = { ...env, ALLOWED_ORIGINS: 'http://horizon.example, https://preview.horizon.example, ftp://x.example' };
    expect(allowedOrigins(mixed)).toEqual(['https://preview.horizon.example']);
    const response = await handle(new Request(`${WORKER}/auth?provider=github&site_id=horizon.example`), mixed, endpoints, () => STATE);
    expect(response.status).toBe(403);
  });

  it('answers nothing else', async () => {
    expect((await get('/')).status).toBe(404);
    expect((await handle(new Request(`${WORKER}/auth?site_id=horizon.example`, { method: 'POST' }), env, endpoints)).status).toBe(405);
  });
});
