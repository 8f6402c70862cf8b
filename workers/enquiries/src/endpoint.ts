/**
 * Our own enquiry endpoint (the Worker's entry is index.ts): a Cloudflare Worker routed at /api/* on the site's own origin that
 * stores each enquiry in D1 (migrations/) and answers with a reference (docs/enquiry-form.md,
 * "Our own endpoint").
 *
 *   POST /api/enquiries  (form-encoded, as the form posts, or a JSON object of strings)
 *     201 { ok: true, reference }            stored
 *     200 { ok: true, reference }            already stored: a retry (same `idempotency` key), or
 *                                            without a key the same content from the same client
 *                                            within DUPLICATE_WINDOW_MS
 *     201 { ok: true, reference }            with Turnstile on, and no token (no JavaScript) or
 *                                            Siteverify out of reach: stored, held for review
 *     400 { ok: false, error, fields? }      not an enquiry: a field of the wrong type or shape, a
 *                                            field it does not know, a body that does not parse
 *     403 { ok: false, error: 'turnstile-failed' }   Siteverify refused the token: nothing is stored
 *     413 / 415                              too large / not form-encoded or JSON
 *     422 { ok: false, errors: { field: problemKey } }   what the form refuses (lib/enquiry-rules.ts)
 *     429 { ok: false, error: 'rate-limited' } with Retry-After
 *     500 { ok: false, error: 'not-configured' }   no CLIENT_SALT: nothing is stored
 *     503 { ok: false, error: 'unavailable' | 'no-reference' }   D1 failed, or no free reference was drawn
 *
 * A browser that posted the form without JavaScript (its Accept names text/html, not
 * application/json) gets the same status as a page in its language instead (answer-page.ts).
 *
 * It validates with the form's own rules, so it refuses exactly what the form refuses. Settings:
 * the D1 binding DB and the secret CLIENT_SALT; with the Worker's context (index.ts), Turnstile
 * (turnstile.ts: the secret TURNSTILE_SECRET) and the office e-mail (office-email.ts: the binding
 * OFFICE_EMAIL and the var OFFICE_EMAIL_FROM), sent after the answer.
 */
import { ENQUIRY_API_PATH } from '../../../lib/site-paths';
import { cleanPhone, enquiryFields, enquiryProblems, HONEYPOT_FIELD, honeypotFilled, IDEMPOTENCY_FIELD, isReference, REFERENCE_FIELD, REFERENCE_LENGTH, referenceFrom, type EnquiryField, type EnquiryValues } from '../../../lib/enquiry-rules';
import type { EnquirySettings } from '../../../lib/enquiry-settings';
import { answerPage, pageWords, wantsPage } from './answer-page';
import { json, jsonReply, keepingValues, refused, stored, type Reply } from './reply';
import type { D1Database } from './d1';
import { sendOfficeEmail, type NewEmailMessage, type OfficeEmailEnv, type StoredEnquiry } from './office-email';
import { checkTurnstile, TOKEN_MAX, type HeldReason, type TurnstileEnv } from './turnstile';
import { TURNSTILE_FIELD } from '../../../lib/enquiry-rules';

export type { D1Database, D1PreparedStatement } from './d1';

export type Env = { DB: D1Database; CLIENT_SALT: string } & OfficeEmailEnv & TurnstileEnv;

/**
 * What the Worker (index.ts) hands each request: the site's settings, the runtime's EmailMessage and
 * the request's waitUntil, which keeps the office e-mail going after the answer. A test that calls
 * handle() without it checks the storing alone: no Turnstile, no e-mail.
 */
export type WorkerContext = { settings: EnquirySettings; newEmailMessage: NewEmailMessage; waitUntil(promise: Promise<unknown>): void };

export const ENDPOINT_PATH = ENQUIRY_API_PATH;
/** The largest body read: the form's longest answer (a 2,000-character Urdu message) is about 12 KB encoded. */
export const BODY_LIMIT_BYTES = 16 * 1024;
/** At most `max` new enquiries from one client within `windowMs`, counted in D1. */
export const RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 };
/** A form sent without JavaScript carries no key: the same content from the same client within this window is the same enquiry. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** The form's key for one enquiry (a UUID, say): long enough to be unguessable, short enough to index. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,128}$/;
const REFERENCE_TRIES = 5;

/** The fields the form posts (lib/browser/enquiry.ts, enquiryFormBody), with the honeypot and the retry key. */
const SUBJECT_FIELD = '_subject';
const knownFields: ReadonlySet<string> = new Set([...enquiryFields, SUBJECT_FIELD, HONEYPOT_FIELD, IDEMPOTENCY_FIELD, REFERENCE_FIELD, TURNSTILE_FIELD]);

/**
 * The fields the form fills from its own choices (a list, the booking picker) or composes (the
 * subject), by shape: their lists are in content/site.md, which the Worker does not read, and
 * without a shape each could carry a book up to the body's limit. Empty is allowed, as the form sends it.
 */
const ID = /^[a-z0-9-]{0,80}$/;
const choiceShapes: Record<'service' | 'country' | 'mode' | 'date' | 'time' | typeof SUBJECT_FIELD | typeof TURNSTILE_FIELD, RegExp> = {
  service: ID,
  country: ID,
  mode: ID,
  date: /^(\d{4}-\d{2}-\d{2})?$/,
  time: /^(\d{2}:\d{2})?$/,
  [SUBJECT_FIELD]: /^[^\n]{0,300}$/,
  // Turnstile's token: one word of at most Siteverify's length, whether Turnstile is on or not.
  [TURNSTILE_FIELD]: new RegExp(`^\\S{0,${TOKEN_MAX}}$`),
};

export type Deps = {
  now: () => Date;
  randomBytes: (length: number) => Uint8Array;
  limit: { max: number; windowMs: number };
};

export const defaultDeps: Deps = {
  now: () => new Date(),
  randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
  limit: RATE_LIMIT,
};

export function newReference(randomBytes: Deps['randomBytes']): string {
  return referenceFrom(randomBytes(REFERENCE_LENGTH));
}

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The body as text, or `too-large` as soon as it passes `limit` bytes: a large body is never read whole. */
async function readLimited(request: Request, limit: number): Promise<string | 'too-large' | 'not-utf8'> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return 'too-large';
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return 'too-large';
      }
      chunks.push(part.value);
    }
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'not-utf8';
  }
}

type Parsed = { fields: Map<string, string> } | { error: string; fields?: string[] };

/** Form-encoded fields; a field given twice is a list, which no field of the form is. */
function fromForm(text: string): Parsed {
  const fields = new Map<string, string>();
  const repeated = new Set<string>();
  for (const [key, value] of new URLSearchParams(text)) {
    if (fields.has(key)) repeated.add(key);
    fields.set(key, value);
  }
  return repeated.size > 0 ? { error: 'wrong-type', fields: [...repeated] } : { fields };
}

/** A JSON object whose every value is a string. */
function fromJson(text: string): Parsed {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: 'bad-body' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { error: 'bad-body' };
  const fields = new Map<string, string>();
  const wrong: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') fields.set(key, value);
    else wrong.push(key);
  }
  return wrong.length > 0 ? { error: 'wrong-type', fields: wrong } : { fields };
}

function mediaType(header: string | null): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** What is stored: each field trimmed as the form trims it (enquiryFormBody), the phone in ASCII digits. */
function storedFields(values: EnquiryValues): EnquiryValues {
  const trimmed = (field: EnquiryField) => (field === 'phone' ? cleanPhone(values.phone) : values[field].trim());
  return { name: trimmed('name'), phone: trimmed('phone'), email: trimmed('email'), service: trimmed('service'), country: trimmed('country'), mode: trimmed('mode'), date: trimmed('date'), time: trimmed('time'), message: trimmed('message') };
}

const columns = [...enquiryFields, 'subject'];
const placeholders = columns.map((_, i) => `?${i + 7}`).join(', ');
/**
 * One statement, so that D1 (which runs one statement at a time) decides atomically: the row goes
 * in only if the client is under the rate limit and, without a key, sent no same content within
 * the duplicate window; a second row with the same key or reference is dropped by the unique
 * indexes. ?1 reference, ?2 key, ?3 client, ?4 content, ?5 now, ?6 limit's start, then the fields,
 * then the limit's count, the duplicate window's start and why it is held (NULL if it is not).
 */
const INSERT = `INSERT INTO enquiries (reference, idempotency_key, client_hash, content_hash, created_at, status, ${columns.join(', ')}, held_reason)
SELECT ?1, ?2, ?3, ?4, ?5, 'open', ${placeholders}, ?${columns.length + 9}
WHERE (SELECT count(*) FROM enquiries WHERE client_hash = ?3 AND created_at > ?6) < ?${columns.length + 7}
  AND (?2 IS NOT NULL OR NOT EXISTS (SELECT 1 FROM enquiries WHERE client_hash = ?3 AND content_hash = ?4 AND created_at > ?${columns.length + 8}))
ON CONFLICT DO NOTHING`;

type Stored = { reply: Reply; enquiry?: StoredEnquiry };

async function store(env: Env, deps: Deps, values: EnquiryValues, subject: string, key: string | null, proposed: string | null, client: string, held: HeldReason | null): Promise<Stored> {
  const now = deps.now();
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const fields = storedFields(values);
  const row = [...enquiryFields.map((field) => fields[field]), subject.trim()];
  // Salted as the client's address is: the stored hash must not let anyone test a guess at what a family wrote.
  const content = await sha256Hex(`${env.CLIENT_SALT}\n${JSON.stringify(row)}`);
  for (let tries = 0; tries < REFERENCE_TRIES; tries++) {
    // The form's proposed reference first (its WhatsApp copy may carry it); drawn here when it is taken.
    const reference = tries === 0 && proposed ? proposed : newReference(deps.randomBytes);
    const result = await env.DB.prepare(INSERT)
      .bind(reference, key, client, content, now.toISOString(), since(deps.limit.windowMs), ...row, deps.limit.max, since(DUPLICATE_WINDOW_MS), held)
      .run();
    if (result.meta.changes === 1) return { reply: stored(201, reference), enquiry: { reference, values: fields, held } };

    // Not stored: find out why. A retry first, so that it is answered even when the client is at its limit.
    const earlier = key
      ? await env.DB.prepare('SELECT reference FROM enquiries WHERE idempotency_key = ?').bind(key).first<{ reference: string }>()
      : await env.DB.prepare('SELECT reference FROM enquiries WHERE client_hash = ? AND content_hash = ? AND created_at > ? ORDER BY created_at LIMIT 1')
          .bind(client, content, since(DUPLICATE_WINDOW_MS))
          .first<{ reference: string }>();
    if (earlier) return { reply: stored(200, earlier.reference) };

    const recent = await env.DB.prepare('SELECT count(*) AS count, min(created_at) AS oldest FROM enquiries WHERE client_hash = ? AND created_at > ?')
      .bind(client, since(deps.limit.windowMs))
      .first<{ count: number; oldest: string | null }>();
    if (recent && recent.count >= deps.limit.max) {
      // When the oldest of the window leaves it, the client may send again.
      const freeAt = recent.oldest ? Date.parse(recent.oldest) + deps.limit.windowMs : now.getTime() + deps.limit.windowMs;
      const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
      return { reply: refused(429, 'rate-limited', undefined, { 'retry-after': String(seconds) }) };
    }
    // Otherwise the reference was taken: try another.
  }
  return { reply: refused(503, 'no-reference') };
}

/**
 * The answer in JSON; for a browser that posted the form without JavaScript (answer-page.ts,
 * wantsPage), the same status as a page in the visitor's language. Without the site's settings
 * (a test's handle() without the Worker's context, or a settings file that cannot be read) there
 * are no words for a page: JSON.
 */
export async function handle(request: Request, env: Env, deps: Deps = defaultDeps, worker?: WorkerContext): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname !== ENDPOINT_PATH) return json(404, { ok: false, error: 'not-found' });
  if (request.method !== 'POST') return json(405, { ok: false, error: 'method-not-allowed' }, { allow: 'POST' });
  const reply = await replyTo(request, env, deps, worker);
  const words = worker && wantsPage(request.headers.get('accept')) ? pageWords(worker.settings.answerPages, request.headers.get('referer')) : null;
  return words ? answerPage(reply, words) : jsonReply(reply);
}

async function replyTo(request: Request, env: Env, deps: Deps, worker: WorkerContext | undefined): Promise<Reply> {

  const type = mediaType(request.headers.get('content-type'));
  if (type !== 'application/x-www-form-urlencoded' && type !== 'application/json') return refused(415, 'unsupported-media-type');
  const text = await readLimited(request, BODY_LIMIT_BYTES);
  if (text === 'too-large') return refused(413, 'too-large', { limit: BODY_LIMIT_BYTES });
  if (text === 'not-utf8') return refused(400, 'bad-body');
  const parsed = type === 'application/json' ? fromJson(text) : fromForm(text);
  if ('error' in parsed) return refused(400, parsed.error, parsed.fields ? { fields: parsed.fields } : undefined);
  const { fields } = parsed;

  // A filled honeypot is a bot: it is answered as a stored enquiry would be, with a reference of the
  // same shape, so that it learns nothing to adapt to; nothing is stored.
  if (honeypotFilled(fields.get(HONEYPOT_FIELD))) return stored(201, newReference(deps.randomBytes));

  // A field we do not know would be dropped without a word: refused instead, so that a form that
  // has grown a field (or a client that is not our form) is noticed rather than losing what it sent.
  const unknown = [...fields.keys()].filter((key) => !knownFields.has(key));
  if (unknown.length > 0) return refused(400, 'unknown-fields', { fields: unknown });
  const misshapen = Object.entries(choiceShapes).flatMap(([field, shape]) => (shape.test((fields.get(field) ?? '').trim()) ? [] : [field]));
  if (misshapen.length > 0) return refused(400, 'wrong-shape', { fields: misshapen });

  // A field the form always sends but this body lacks is empty, as the form sends an empty field.
  const value = (field: EnquiryField) => fields.get(field) ?? '';
  const values: EnquiryValues = {
    name: value('name'),
    phone: value('phone'),
    email: value('email'),
    service: value('service'),
    country: value('country'),
    mode: value('mode'),
    date: value('date'),
    time: value('time'),
    message: value('message'),
  };
  const problems = enquiryProblems(values);
  if (Object.keys(problems).length > 0) return { kind: 'invalid', status: 422, errors: problems, values };

  // From here a refusal carries the values as sent: a page shows them back (answer-page.ts).
  return keepingValues(await storeParsed(request, env, deps, worker, fields, values), values);
}

/** A parsed, valid enquiry: its key and reference checked, Turnstile asked when on, then stored. */
async function storeParsed(request: Request, env: Env, deps: Deps, worker: WorkerContext | undefined, fields: Map<string, string>, values: EnquiryValues): Promise<Reply> {
  const key = fields.get(IDEMPOTENCY_FIELD) || null;
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) return refused(400, 'wrong-type', { fields: [IDEMPOTENCY_FIELD] });
  const proposed = fields.get(REFERENCE_FIELD) || null;
  if (proposed !== null && !isReference(proposed)) return refused(400, 'wrong-shape', { fields: [REFERENCE_FIELD] });
  // Without a salt every client's hash could be reversed by trying addresses: refuse to store rather than keep them.
  if (!env.CLIENT_SALT) return refused(500, 'not-configured');
  const ip = request.headers.get('cf-connecting-ip');
  const client = await sha256Hex(`${env.CLIENT_SALT}\n${ip ?? ''}`);
  try {
    let held: HeldReason | null = null;
    if (worker?.settings.turnstile) {
      // A retry carries the token its first send spent (a token is good once): answered from the
      // store without asking Siteverify again.
      const earlier = key ? await env.DB.prepare('SELECT reference FROM enquiries WHERE idempotency_key = ?').bind(key).first<{ reference: string }>() : null;
      if (earlier) return stored(200, earlier.reference);
      const verdict = await checkTurnstile(env, (fields.get(TURNSTILE_FIELD) ?? '').trim(), { ip, key });
      // Nothing is stored, and the form keeps the visitor's words (it takes any answer but 2xx for a refusal).
      if (verdict === 'failed') return refused(403, 'turnstile-failed');
      held = verdict === 'passed' ? null : verdict;
    }
    const { reply, enquiry } = await store(env, deps, values, fields.get(SUBJECT_FIELD) ?? '', key, proposed, client, held);
    // Only a new enquiry is e-mailed (not a retry, nor the honeypot), after the answer has gone.
    if (enquiry && worker) worker.waitUntil(sendOfficeEmail(env, worker.settings, worker.newEmailMessage, enquiry, deps.now()));
    return reply;
  } catch {
    // The database failed: an answer the form reads as a refusal (it keeps the visitor's words and offers WhatsApp and e-mail).
    return refused(503, 'unavailable');
  }
}
