/**
 * The inbox's session: a cookie holding the adviser's GitHub login, when it ends, and a token for
 * the inbox's forms, signed with HMAC-SHA256 (the secret SESSION_SECRET). No GitHub token is kept:
 * the inbox asks GitHub who the adviser is once, at sign-in, and forgets the token.
 */

export const SESSION_COOKIE = 'inbox_session';
export const STATE_COOKIE = 'inbox_state';
/** How long a sign-in lasts: a working day. Whoever is removed from the advisers is out by then. */
export const SESSION_SECONDS = 12 * 60 * 60;
/** How long GitHub's sign-in page may take before its answer is refused. */
export const STATE_SECONDS = 10 * 60;

export type Session = { login: string; expires: number; csrf: string };

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

const key = (secret: string) => crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

export async function sealSession(session: Session, secret: string): Promise<string> {
  const payload = base64url(encoder.encode(JSON.stringify(session)));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key(secret), encoder.encode(payload)));
  return `${payload}.${base64url(signature)}`;
}

/** The session in a cookie's value, or null when it is not ours (its signature), malformed or over. */
export async function openSession(value: string | undefined, secret: string, now: Date): Promise<Session | null> {
  if (!value || !secret) return null;
  const [payload = '', signatureText = '', ...rest] = value.split('.');
  const signature = fromBase64url(signatureText);
  if (rest.length > 0 || !signature) return null;
  // verify() compares in constant time.
  if (!(await crypto.subtle.verify('HMAC', await key(secret), signature, encoder.encode(payload)))) return null;
  const bytes = fromBase64url(payload);
  if (!bytes) return null;
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
  const login: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, 'login') : undefined;
  const expires: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, 'expires') : undefined;
  const csrf: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, 'csrf') : undefined;
  if (typeof login !== 'string' || typeof expires !== 'number' || typeof csrf !== 'string') return null;
  return expires > now.getTime() ? { login, expires, csrf } : null;
}

/** Two texts compared in time that does not depend on where they differ. */
export function sameText(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let difference = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i++) difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}

export function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * A cookie of the inbox: HttpOnly, Secure except on http://localhost (wrangler dev), SameSite=Lax
 * so that it arrives with the redirect back from GitHub (the forms are guarded by the Origin check
 * and a token besides).
 */
export function cookie(url: URL, name: string, value: string, path: string, maxAge: number): string {
  const local = url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
  return [`${name}=${value}`, `Path=${path}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax', ...(local ? [] : ['Secure'])].join('; ');
}
