/**
 * Turnstile, Cloudflare's spam check, on the server (docs/enquiry-form.md, "Turnstile"): on when
 * content/site.md sets `enquiries.turnstile`. The widget on /contact puts a token in the form's field
 * `cf-turnstile-response`; the endpoint asks Siteverify whether it is good before storing anything.
 */

import { TURNSTILE_ORIGIN } from '../../../lib/enquiry-rules';
/** Siteverify's address; the var TURNSTILE_SITEVERIFY_URL replaces it (the tests' local stand-in). */
export const SITEVERIFY_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/siteverify`;
/** Siteverify answers in well under a second; past this the visitor is not kept waiting and the enquiry is held. */
export const SITEVERIFY_TIMEOUT_MS = 5_000;
/** Siteverify's longest token. */
export const TOKEN_MAX = 2048;

/** Why an enquiry is held for review (the column `held_reason`). */
export type HeldReason = 'turnstile-no-token' | 'turnstile-unverified';
/** `passed` and `failed` are Siteverify's; a held enquiry is stored, marked with its reason. */
export type TurnstileVerdict = 'passed' | 'failed' | HeldReason;

export type TurnstileEnv = { TURNSTILE_SECRET?: string; TURNSTILE_SITEVERIFY_URL?: string };

/** Siteverify's error codes that are ours (a wrong or missing secret) or its own, never the visitor's. */
const NOT_THE_VISITORS = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request', 'internal-error']);
/** Siteverify takes an idempotency key (a UUID) so that a retried check answers as the first did. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What Siteverify says of `token`. No token is a visitor without JavaScript (the widget needs
 * scripts): held, not refused. When Siteverify cannot say (no secret, unreachable, too slow, an
 * answer that is not its own, or an error of ours), the enquiry is held rather than lost.
 */
export async function checkTurnstile(env: TurnstileEnv, token: string, client: { ip: string | null; key: string | null }): Promise<TurnstileVerdict> {
  if (token === '') return 'turnstile-no-token';
  if (token.length > TOKEN_MAX) return 'failed';
  if (!env.TURNSTILE_SECRET) {
    console.error('turnstile: on in content/site.md, but the secret TURNSTILE_SECRET is not set; the enquiry is held for review');
    return 'turnstile-unverified';
  }
  const body = new URLSearchParams({ secret: env.TURNSTILE_SECRET, response: token });
  if (client.ip) body.set('remoteip', client.ip);
  if (client.key && UUID.test(client.key)) body.set('idempotency_key', client.key);
  let answer: unknown;
  try {
    const response = await fetch(env.TURNSTILE_SITEVERIFY_URL || SITEVERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    answer = await response.json();
  } catch (error) {
    console.error(`turnstile: Siteverify could not be asked (${error instanceof Error ? error.message : String(error)}); the enquiry is held for review`);
    return 'turnstile-unverified';
  }
  const success = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'success') : undefined;
  const codes: unknown = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'error-codes') : undefined;
  const errors = Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
  if (success === true) return 'passed';
  if (success !== false || errors.some((code) => NOT_THE_VISITORS.has(code))) {
    console.error(`turnstile: Siteverify did not judge the token (${errors.join(', ') || 'no answer of its own'}); the enquiry is held for review`);
    return 'turnstile-unverified';
  }
  return 'failed';
}
