/**
 * Reads one official page the way the watch needs: within a time limit, following redirects
 * itself (up to five) so that it can say where a page moved to, and as text of at most
 * `maxBytes` once unpacked.
 *
 * A redirect counts as a move unless it lands on the same page: the same address but for http
 * becoming https or a trailing slash added or dropped (`/student-visa` → `/student-visa/`). Sites
 * do that to every address, and reporting it each week would teach staff to skip the issue. A
 * page that redirects through a cookie or consent page and back to itself has not moved either.
 */

export type FetchOptions = {
  /** For the whole read: every redirect and the body. */
  timeoutMs: number;
  /** Tries for a page that did not answer or answered 5xx; a one-off failure then reports nothing. */
  attempts: number;
  /** Pause between tries. */
  retryDelayMs: number;
  /**
   * The most a page's body may hold once unpacked (a gzip body is unpacked as it is read). The
   * longest legal text a figure cites, an Immigration Rules appendix, is under 2 MB of HTML; a
   * few KB of gzip can unpack to gigabytes, which would end the run out of memory.
   */
  maxBytes: number;
};

export const FETCH_DEFAULTS: FetchOptions = { timeoutMs: 20_000, attempts: 2, retryDelayMs: 3_000, maxBytes: 8 * 1024 * 1024 };

export const MAX_REDIRECTS = 5;

export type PageResult =
  /** `url` is where the page was read: the href itself, or where it moved to (`moved`). */
  | { kind: 'read'; url: string; moved: boolean; contentType: string; body: string }
  | { kind: 'status'; url: string; moved: boolean; status: number }
  | { kind: 'timeout'; timeoutMs: number }
  /** The body ran past `maxBytes` once unpacked: reading stopped there. */
  | { kind: 'too-large'; url: string; moved: boolean; maxBytes: number }
  | { kind: 'too-many-redirects'; url: string }
  | { kind: 'unreachable'; reason: string };

const REDIRECT = new Set([301, 302, 303, 307, 308]);

/** The address with http read as https, without a trailing slash and without a fragment. */
function samePageKey(address: string): string {
  const url = new URL(address);
  url.hash = '';
  if (url.protocol === 'http:') url.protocol = 'https:';
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) url.pathname = url.pathname.slice(0, -1);
  return url.href;
}

/** Whether a page read at `to` after redirects is not the page at `from`. */
export function isMove(from: string, to: string): boolean {
  return samePageKey(from) !== samePageKey(to);
}

/**
 * A property of a thrown value. Read without `instanceof Error`: fetch's errors may come from
 * another realm (Jest's sandbox, a worker), whose Error is not this one.
 */
function property(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object' && name in value ? Reflect.get(value, name) : undefined;
}

/** Why a request failed without an answer: Node puts the system's code (ECONNREFUSED…) on `cause`. */
function unreachableReason(error: unknown): string {
  const cause = property(error, 'cause');
  const code = property(cause, 'code');
  if (typeof code === 'string') return code;
  const message = property(cause, 'message') ?? property(error, 'message');
  return typeof message === 'string' ? message : String(error);
}

/** AbortSignal.timeout's reason, as fetch and the body's read reject with it. */
const isTimeout = (error: unknown) => property(error, 'name') === 'TimeoutError';

/**
 * The body as UTF-8 text (as `response.text()` reads it), or null once it passes `maxBytes`:
 * reading stops there, so no more than the cap is ever held or unpacked.
 */
async function cappedText(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<string | null> {
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(chunk.value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

async function readOnce(href: string, { timeoutMs, maxBytes }: FetchOptions): Promise<PageResult> {
  // One limit for the whole read, redirects and body alike: a page that trickles its body times out too.
  const signal = AbortSignal.timeout(timeoutMs);
  let url = href;
  try {
    for (let redirects = 0; ; redirects += 1) {
      const response = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: { accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5', 'user-agent': 'HorizonSourceWatch/1.0 (weekly check that official fee pages still give the fees we show)' },
      });
      const location = response.headers.get('location');
      if (REDIRECT.has(response.status) && location) {
        // The body of a redirect is never read; cancelling it frees the connection.
        await response.body?.cancel();
        if (redirects === MAX_REDIRECTS) return { kind: 'too-many-redirects', url };
        url = new URL(location, url).href;
        continue;
      }
      const moved = isMove(href, url);
      if (!response.ok) {
        await response.body?.cancel();
        return { kind: 'status', url, moved, status: response.status };
      }
      const body = await cappedText(response.body, maxBytes);
      if (body === null) return { kind: 'too-large', url, moved, maxBytes };
      return { kind: 'read', url, moved, contentType: response.headers.get('content-type') ?? '', body };
    }
  } catch (error) {
    if (isTimeout(error)) return { kind: 'timeout', timeoutMs };
    return { kind: 'unreachable', reason: unreachableReason(error) };
  }
}

/** A failure another try may not repeat: no answer, or the server's own error. */
const worthRetrying = (result: PageResult) => result.kind === 'timeout' || result.kind === 'unreachable' || (result.kind === 'status' && result.status >= 500);

export async function fetchPage(href: string, options: FetchOptions = FETCH_DEFAULTS): Promise<PageResult> {
  let result = await readOnce(href, options);
  for (let attempt = 1; attempt < options.attempts && worthRetrying(result); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs));
    result = await readOnce(href, options);
  }
  return result;
}
