/**
 * GitHub's side of the inbox's sign-in: its OAuth web flow (the inbox's own OAuth app, whose
 * callback is <site>/inbox/auth/callback), who the adviser is, and whether they may push to the
 * site's repository. GitHub's addresses come from GITHUB_URL and GITHUB_API_URL, so tests and
 * `wrangler dev` use a local stand-in (tests/github-stand-in.ts).
 */

import { INBOX_URL } from '../../../../lib/site-paths';
export type GitHubEnv = {
  INBOX_GITHUB_CLIENT_ID?: string;
  INBOX_GITHUB_CLIENT_SECRET?: string;
  /** https://github.com unless set. */
  GITHUB_URL?: string;
  /** https://api.github.com unless set. */
  GITHUB_API_URL?: string;
  /**
   * The scopes asked for: none by default, which shows a public repository's permissions; `repo`
   * for a private repository (GitHub has no narrower scope that reads one's own permission there).
   */
  INBOX_GITHUB_SCOPE?: string;
};

/** Where the sign-in starts and GitHub sends the adviser back (the OAuth app's callback URL). */
export const AUTH_PATH = `${INBOX_URL}/auth`;
export const CALLBACK_PATH = `${AUTH_PATH}/callback`;

const base = (value: string | undefined, fallback: string) => (value || fallback).replace(/\/+$/, '');
const webUrl = (env: GitHubEnv) => base(env.GITHUB_URL, 'https://github.com');
const apiUrl = (env: GitHubEnv) => base(env.GITHUB_API_URL, 'https://api.github.com');

export function authorizeUrl(env: GitHubEnv, origin: string, state: string): string {
  const query = new URLSearchParams({ client_id: env.INBOX_GITHUB_CLIENT_ID ?? '', redirect_uri: `${origin}${CALLBACK_PATH}`, state, scope: env.INBOX_GITHUB_SCOPE ?? '', allow_signup: 'false' });
  return `${webUrl(env)}/login/oauth/authorize?${query}`;
}

const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined);

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The access token for the code GitHub sent back, or null when GitHub refuses it. */
export async function exchangeCode(env: GitHubEnv, origin: string, code: string): Promise<string | null> {
  const response = await fetch(`${webUrl(env)}/login/oauth/access_token`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', 'user-agent': 'study-abroad-inbox' },
    body: JSON.stringify({ client_id: env.INBOX_GITHUB_CLIENT_ID, client_secret: env.INBOX_GITHUB_CLIENT_SECRET, code, redirect_uri: `${origin}${CALLBACK_PATH}` }),
  });
  const token = field(await jsonOf(response), 'access_token');
  return response.ok && typeof token === 'string' && token ? token : null;
}

const api = (env: GitHubEnv, token: string, path: string) =>
  fetch(`${apiUrl(env)}${path}`, { headers: { accept: 'application/vnd.github+json', authorization: `Bearer ${token}`, 'user-agent': 'study-abroad-inbox', 'x-github-api-version': '2022-11-28' } });

/** The signed-in account's login. */
export async function userLogin(env: GitHubEnv, token: string): Promise<string | null> {
  const response = await api(env, token, '/user');
  const login = field(await jsonOf(response), 'login');
  return response.ok && typeof login === 'string' && login ? login : null;
}

/** Whether the signed-in account may push to `repository` (owner/name): GitHub answers for the token's own user. */
export async function canPush(env: GitHubEnv, token: string, repository: string): Promise<boolean> {
  const response = await api(env, token, `/repos/${repository}`);
  return response.ok && field(field(await jsonOf(response), 'permissions'), 'push') === true;
}
