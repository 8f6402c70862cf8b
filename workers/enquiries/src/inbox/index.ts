/**
 * The advisers' inbox at /inbox (docs/enquiry-form.md, "The advisers' inbox"), served by the
 * enquiry Worker. Advisers sign in with GitHub (the inbox's own OAuth app); only the logins in
 * settings.advisers, or those who may push to settings.repository, get in.
 *
 *   GET  /inbox                              the list (filters: status, service, country, from, to) and the figures
 *   GET  /inbox/enquiries.csv                the same list as CSV
 *   GET  /inbox/enquiries/<reference>        one enquiry, its reply links and notes (the read is logged)
 *   POST /inbox/enquiries/<reference>/answered   marks it answered (the first time only)
 *   POST /inbox/enquiries/<reference>/notes      adds a private note
 *   GET  /inbox/auth/login                   to GitHub, with a fresh `state`
 *   GET  /inbox/auth/callback                back from GitHub: checks `state`, who it is, whether they may read
 *   POST /inbox/auth/logout                  signs out
 *
 * Not signed in: 401 with the sign-in page. Signed in to GitHub as someone else: 403. A POST needs
 * the session's token in the form and, when the browser sends one, our own Origin.
 */
import { fill } from '../../../../lib/fill-label';
import type { EnquirySettings } from '../../../../lib/enquiry-settings';
import { csv } from './csv';
import { FIGURES_WINDOW_DAYS, olderThanOneWorkingDay, replyTimeFigures } from './figures';
import { AUTH_PATH, authorizeUrl, CALLBACK_PATH, canPush, exchangeCode, userLogin, type GitHubEnv } from './github';
import { INBOX_HEADERS, page, redirect, STYLESHEET, STYLESHEET_PATH, html } from './html';
import { CSV_PATH, enquiryPage, enquiryPath, INBOX_PATH, labelOf, listPage, LOGIN_PATH, LOGOUT_PATH, notFoundPage, officeTime, refusedPage, signInPage } from './pages';
import { cookie, cookieValue, openSession, randomToken, sameText, sealSession, SESSION_COOKIE, SESSION_SECONDS, STATE_COOKIE, STATE_SECONDS, type Session } from './session';
import { addNote, CSV_LIMIT, enquiryByReference, filtersOf, LIST_LIMIT, listEnquiries, logReads, markAnswered, NOTE_MAX, notesOf, openCreatedTimes, replyTimesSince, type EnquiryRow, type InboxDatabase } from './store';

export type InboxEnv = GitHubEnv & { DB: InboxDatabase; SESSION_SECRET?: string };

export type InboxDeps = { now: () => Date };
export const inboxDeps: InboxDeps = { now: () => new Date() };


const ENQUIRY = /^\/inbox\/enquiries\/([A-Z0-9-]+)(?:\/(answered|notes))?$/;

/** Whether a path is the inbox's: /inbox and what is under /inbox/, not /inboxes. */
export function isInboxPath(pathname: string): boolean {
  return pathname === INBOX_PATH || pathname.startsWith(`${INBOX_PATH}/`);
}

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...INBOX_HEADERS, ...headers } });
}

/** Whether an adviser may read enquiries: named in settings, or allowed to push to the repository. */
async function admitted(env: InboxEnv, settings: EnquirySettings, token: string, login: string): Promise<boolean> {
  const lower = login.toLowerCase();
  if (settings.advisers.some((adviser) => adviser.toLowerCase() === lower)) return true;
  return settings.repository !== null && (await canPush(env, token, settings.repository));
}

async function signInCallback(request: Request, url: URL, env: InboxEnv, settings: EnquirySettings, deps: InboxDeps, secret: string): Promise<Response> {
  const words = settings.words.inbox;
  const clearState = { 'set-cookie': cookie(url, STATE_COOKIE, '', AUTH_PATH, 0) };
  const state = url.searchParams.get('state') ?? '';
  const expected = cookieValue(request, STATE_COOKIE) ?? '';
  const code = url.searchParams.get('code') ?? '';
  // A callback whose state is not the one this browser was given is a forged or replayed sign-in.
  if (!state || !expected || !sameText(state, expected) || !code) return withHeaders(signInPage(words, 400, true), clearState);
  const token = await exchangeCode(env, url.origin, code);
  const login = token ? await userLogin(env, token) : null;
  if (!token || !login) return withHeaders(signInPage(words, 502, true), clearState);
  if (!(await admitted(env, settings, token, login))) return withHeaders(refusedPage(words, login), clearState);
  const session: Session = { login, expires: deps.now().getTime() + SESSION_SECONDS * 1000, csrf: randomToken() };
  const headers = new Headers({ location: INBOX_PATH, ...INBOX_HEADERS });
  headers.append('set-cookie', clearState['set-cookie']);
  headers.append('set-cookie', cookie(url, SESSION_COOKIE, await sealSession(session, secret), INBOX_PATH, SESSION_SECONDS));
  return new Response(null, { status: 303, headers });
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const merged = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) merged.append(name, value);
  return new Response(response.body, { status: response.status, headers: merged });
}

/** A POST from our own pages: the session's token in the form, and our own origin when the browser names one. */
async function formOf(request: Request, url: URL, session: Session): Promise<URLSearchParams | null> {
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== url.origin) return null;
  if (!(request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return null;
  const text = await request.text();
  if (text.length > NOTE_MAX * 12) return null;
  const form = new URLSearchParams(text);
  return sameText(form.get('csrf') ?? '', session.csrf) ? form : null;
}

export async function handleInbox(request: Request, env: InboxEnv, settings: EnquirySettings, deps: InboxDeps = inboxDeps): Promise<Response> {
  const url = new URL(request.url);
  const words = settings.words.inbox;
  const path = url.pathname;
  if (path === STYLESHEET_PATH) return new Response(STYLESHEET, { headers: { 'content-type': 'text/css; charset=utf-8', ...INBOX_HEADERS, 'cache-control': 'public, max-age=3600' } });
  // Without its secret the inbox cannot tell its own cookies from forged ones: it lets no one in.
  const secret = env.SESSION_SECRET ?? '';
  if (!secret || !env.INBOX_GITHUB_CLIENT_ID) return plain(500, words.notSetUp);

  if (path === LOGIN_PATH && request.method === 'GET') {
    const state = randomToken();
    return redirect(authorizeUrl(env, url.origin, state), { 'set-cookie': cookie(url, STATE_COOKIE, state, AUTH_PATH, STATE_SECONDS) }, 302);
  }
  if (path === CALLBACK_PATH && request.method === 'GET') return signInCallback(request, url, env, settings, deps, secret);

  const now = deps.now();
  const session = await openSession(cookieValue(request, SESSION_COOKIE), secret, now);
  if (!session) return signInPage(words, 401);

  if (path === LOGOUT_PATH) {
    if (request.method !== 'POST') return plain(405, fill(words.wrongMethod, { method: request.method }), { allow: 'POST' });
    if (!(await formOf(request, url, session))) return plain(403, words.formRefused);
    return redirect(INBOX_PATH, { 'set-cookie': cookie(url, SESSION_COOKIE, '', INBOX_PATH, 0) });
  }

  if (path === INBOX_PATH || path === `${INBOX_PATH}/` || path === CSV_PATH) {
    if (request.method !== 'GET') return plain(405, fill(words.wrongMethod, { method: request.method }), { allow: 'GET' });
    const filters = filtersOf(url.searchParams);
    const { rows, more } = await listEnquiries(env.DB, filters, settings.office.timeZone, path === CSV_PATH ? CSV_LIMIT : LIST_LIMIT);
    if (path === CSV_PATH) {
      // The CSV holds everything of each enquiry in it: each counts as read.
      await logReads(env.DB, rows.map((row) => row.reference), session.login, now);
      return new Response(csvOf(settings, rows, more), {
        headers: { ...INBOX_HEADERS, 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="enquiries-${now.toISOString().slice(0, 10)}.csv"` },
      });
    }
    const since = new Date(now.getTime() - FIGURES_WINDOW_DAYS * 86_400_000);
    const replies = replyTimeFigures(await replyTimesSince(env.DB, since));
    const overdue = (await openCreatedTimes(env.DB)).filter((created) => olderThanOneWorkingDay(new Date(created), now, settings.office)).length;
    return listPage(settings, session.login, session.csrf, { median: replies.median, p90: replies.p90, overdue }, filters, rows, more);
  }

  const match = ENQUIRY.exec(path);
  if (match) {
    const reference = match[1] ?? '';
    const action = match[2];
    const enquiry = await enquiryByReference(env.DB, reference);
    if (!enquiry) return notFoundPage(settings, session.login, session.csrf);
    if (!action) {
      if (request.method !== 'GET') return plain(405, fill(words.wrongMethod, { method: request.method }), { allow: 'GET' });
      await logReads(env.DB, [enquiry.reference], session.login, now);
      return enquiryPage(settings, session.login, session.csrf, enquiry, await notesOf(env.DB, enquiry.id));
    }
    if (request.method !== 'POST') return plain(405, fill(words.wrongMethod, { method: request.method }), { allow: 'POST' });
    const form = await formOf(request, url, session);
    if (!form) return plain(403, words.formRefused);
    if (action === 'answered') await markAnswered(env.DB, enquiry.reference, session.login, now);
    else {
      const note = (form.get('note') ?? '').trim();
      if (note.length > 0 && note.length <= NOTE_MAX) await addNote(env.DB, enquiry.reference, session.login, note, now);
    }
    return redirect(enquiryPath(enquiry.reference));
  }
  return page(404, words.title, html`<main><p>${words.notFound}</p><p><a href="${INBOX_PATH}">${words.back}</a></p></main>`);
}

/** The CSV: the fields' words as headings, choices by their labels, times where the office is. */
function csvOf(settings: EnquirySettings, rows: readonly EnquiryRow[], more: boolean): string {
  const words = settings.words.inbox;
  const { choices, office } = settings;
  const f = words.fields;
  const head = [f.reference, f.received, f.status, f.answeredBy, f.answeredAt, f.name, f.phone, f.email, f.service, f.country, f.mode, f.date, f.time, f.subject, f.message];
  return csv([
    head,
    ...rows.map((row) => [
      row.reference,
      officeTime(row.created_at, office.timeZone),
      row.status === 'answered' ? words.status.answered : words.status.open,
      row.answered_by ?? '',
      row.answered_at ? officeTime(row.answered_at, office.timeZone) : '',
      row.name,
      row.phone,
      row.email,
      labelOf(choices.services, row.service),
      labelOf(choices.countries, row.country),
      row.mode ? labelOf(choices.modes, row.mode) : '',
      row.date,
      row.time,
      row.subject,
      row.message,
    ]),
    // Cut short: the last line says so, in the list's words, rather than the file ending as if complete.
    ...(more ? [[fill(words.list.more, { count: rows.length })]] : []),
  ]);
}
