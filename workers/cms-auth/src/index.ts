/**
 * The sign-in helper for /admin's GitHub backend (Decap CMS): a Cloudflare Worker that runs GitHub's
 * OAuth web flow for the editor and hands the token back to /admin's window, and to nothing else.
 *
 *   GET /auth?provider=github&site_id=<site host>  → GitHub's authorise page, with a fresh `state`
 *                                                     kept in a cookie for /callback only
 *   GET /callback?code=…&state=…                    → exchanges the code for a token (POST to GitHub's
 *                                                     token endpoint) and posts it to the site's origin
 *
 * It refuses a site that is not in ALLOWED_ORIGINS, and a callback whose `state` is missing or is not
 * the one it issued (a forged or replayed sign-in). Settings (docs/deploy.md, "Sign-in"):
 * GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET (a secret), ALLOWED_ORIGINS (comma-separated origins).
 */

export type Env = { GITHUB_CLIENT_ID: string; GITHUB_CLIENT_SECRET: string; ALLOWED_ORIGINS: string };

export type Endpoints = { authorize: string; token: string };

export const GITHUB: Endpoints = { authorize: 'https://github.com/login/oauth/authorize', token: 'https://github.com/login/oauth/access_token' };

const STATE_COOKIE = 'cms_auth_state';
/** Repository contents and pull requests; Decap asks for `repo` (for a public repository `public_repo` is enough). */
const SCOPES = new Set(['repo', 'public_repo']);

const text = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * The allowed origins, each exactly as a browser sends it (`https://host[:port]`). Only https: a
 * token posted to an http page could be read by anyone on the editor's network.
 */
export function allowedOrigins(env: Env): string[] {
  return env.ALLOWED_ORIGINS.split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .flatMap((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' ? [url.origin] : [];
      } catch {
        return [];
      }
    });
}

/** A value written into the page's script as a JavaScript literal that no text can end: `</script>`, `<!--` and line separators are escaped. */
const scriptLiteral = (value: string) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Decap names the site by its host name (`site_id`, without a port); the origin is the allowed one with that name. */
function siteOrigin(env: Env, siteId: string | null): string | undefined {
  if (!siteId) return undefined;
  return allowedOrigins(env).find((origin) => new URL(origin).hostname === siteId);
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** Equal strings, compared in time that does not depend on where they differ. */
function same(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * The page GitHub returns the editor to: it tells /admin (its opener) the outcome, in Decap's
 * message format, addressed to the site's origin only, after /admin has answered its handshake.
 */
async function resultPage(origin: string, outcome: 'success' | 'error', payload: Record<string, string>): Promise<Response> {
  const message = `authorization:github:${outcome}:${JSON.stringify(payload)}`;
  const script = `(function () {
  var origin = ${scriptLiteral(origin)};
  var message = ${scriptLiteral(message)};
  window.addEventListener('message', function (event) {
    if (event.origin !== origin) return;
    window.opener.postMessage(message, origin);
  }, false);
  window.opener.postMessage('authorizing:github', origin);
})();`;
  return new Response(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Signing in</title></head><body><script>${script}</script></body></html>`, {
    status: outcome === 'success' ? 200 : 400,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The state is used once.
      'set-cookie': `${STATE_COOKIE}=; Path=/callback; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
      // Only this page's own script runs.
      'content-security-policy': `default-src 'none'; script-src 'sha256-${await sha256(script)}'`,
    },
  });
}

async function sha256(textToHash: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(textToHash)));
  return btoa(String.fromCharCode(...digest));
}

/** The token exchange: `code` for an access token at GitHub's token endpoint. */
async function exchange(endpoints: Endpoints, env: Env, code: string, redirectUri: string): Promise<{ token: string } | { error: string }> {
  let response: Response;
  try {
    response = await fetch(endpoints.token, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'user-agent': 'cms-auth-worker' },
      body: JSON.stringify({ client_id: env.GITHUB_CLIENT_ID, client_secret: env.GITHUB_CLIENT_SECRET, code, redirect_uri: redirectUri }),
    });
  } catch {
    // Told to /admin, which shows it, instead of a bare 500 that leaves the sign-in window blank.
    return { error: 'GitHub could not be reached to finish signing in; try again in a minute' };
  }
  const body: unknown = await response.json().catch(() => null);
  const token = body && typeof body === 'object' && 'access_token' in body ? body.access_token : undefined;
  if (response.ok && typeof token === 'string' && token !== '') return { token };
  const error = body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : `token endpoint answered ${response.status}`;
  return { error };
}

export async function handle(request: Request, env: Env, endpoints: Endpoints = GITHUB, newState: () => string = randomState): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== 'GET') return text(405, 'Method not allowed');
  if (url.pathname === '/auth') {
    const origin = siteOrigin(env, url.searchParams.get('site_id'));
    if (!origin) return text(403, 'This site may not sign in here: its origin is not in ALLOWED_ORIGINS.');
    if ((url.searchParams.get('provider') ?? 'github') !== 'github') return text(400, 'Only GitHub sign-in is offered here.');
    const scope = url.searchParams.get('scope') ?? 'repo';
    const state = newState();
    const authorize = new URL(endpoints.authorize);
    authorize.searchParams.set('client_id', env.GITHUB_CLIENT_ID);
    authorize.searchParams.set('redirect_uri', `${url.origin}/callback`);
    authorize.searchParams.set('scope', SCOPES.has(scope) ? scope : 'repo');
    // The state carries the site's host name, so /callback knows where to send the token.
    authorize.searchParams.set('state', `${state}.${new URL(origin).hostname}`);
    return new Response(null, {
      status: 302,
      headers: {
        location: authorize.href,
        'cache-control': 'no-store',
        'set-cookie': `${STATE_COOKIE}=${state}; Path=/callback; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
      },
    });
  }
  if (url.pathname === '/callback') {
    const [state = '', host = ''] = (url.searchParams.get('state') ?? '').split(/\.(.*)/s);
    const expected = cookieValue(request, STATE_COOKIE);
    if (!state || !expected || !same(state, expected)) return text(403, 'The sign-in could not be checked (missing or wrong state). Close this window and sign in again.');
    const origin = siteOrigin(env, host);
    if (!origin) return text(403, 'This site may not sign in here: its origin is not in ALLOWED_ORIGINS.');
    const code = url.searchParams.get('code');
    if (!code) return resultPage(origin, 'error', { error: url.searchParams.get('error') ?? 'GitHub sent no code' });
    const result = await exchange(endpoints, env, code, `${url.origin}/callback`);
    if ('error' in result) return resultPage(origin, 'error', { error: result.error });
    return resultPage(origin, 'success', { token: result.token, provider: 'github' });
  }
  return text(404, 'Not found');
}

function randomState(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const worker = { fetch: (request: Request, env: Env) => handle(request, env) };
export default worker;
