/** The inbox's pages, every word from content/inbox.md (settings.words.inbox), every value escaped. */
import { fill } from '../../../../lib/fill-label';
import { INBOX_URL } from '../../../../lib/site-paths';
import type { EnquiryOption, EnquirySettings, InboxWords } from '../../../../lib/enquiry-settings';
import { hoursAndMinutes } from './figures';
import { html, page, type Html } from './html';
import { filtersQuery, type EnquiryRow, type Filters, type NoteRow } from './store';

export const INBOX_PATH = INBOX_URL;
export const LOGIN_PATH = '/inbox/auth/login';
export const LOGOUT_PATH = '/inbox/auth/logout';
export const CSV_PATH = '/inbox/enquiries.csv';
export const enquiryPath = (reference: string) => `/inbox/enquiries/${reference}`;

/** An option's label, or its id when the site no longer offers it. */
export function labelOf(options: readonly EnquiryOption[], id: string): string {
  return options.find((option) => option.id === id)?.label ?? id;
}

/** "2026-11-27 14:05", where the office is. */
export function officeTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The family's number as WhatsApp wants it: digits with the country code (a Pakistani 0300… becomes 92300…). */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits.slice(1).replace(/\D/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `92${digits.slice(1)}`;
  return digits;
}

export function replyLinks(enquiry: EnquiryRow, words: InboxWords): { whatsapp: string | null; email: string | null } {
  const message = fill(words.reply.message, { name: enquiry.name, reference: enquiry.reference });
  const subject = fill(words.reply.subject, { reference: enquiry.reference });
  const number = whatsappNumber(enquiry.phone);
  return {
    whatsapp: number ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : null,
    email: enquiry.email ? `mailto:${encodeURIComponent(enquiry.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}` : null,
  };
}

const duration = (ms: number | null, words: InboxWords) => (ms === null ? words.figures.noReplies : fill(words.figures.duration, hoursAndMinutes(ms)));

function header(words: InboxWords, login: string, csrf: string): Html {
  return html`<header>
<h1><a href="${INBOX_PATH}">${words.title}</a></h1>
<form class="inline" method="post" action="${LOGOUT_PATH}"><span>${fill(words.signedInAs, { login })}</span> <input type="hidden" name="csrf" value="${csrf}"><button type="submit">${words.signOut}</button></form>
</header>`;
}

export type Figures = { median: number | null; p90: number | null; overdue: number };

/** Why an enquiry was held, in the words the office e-mail uses for it (content/inbox.md, email.held). */
function heldNotice(reason: string | null, settings: EnquirySettings): Html | string {
  if (!reason) return '';
  const held = settings.words.email.held;
  return html`<p class="held"><strong>${reason === 'turnstile-no-token' ? held.noToken : held.unverified}</strong></p>`;
}

function statusWord(status: string, words: InboxWords): string {
  return status === 'answered' ? words.status.answered : status === 'open' ? words.status.open : status;
}

function options(list: readonly EnquiryOption[], chosen: string, any: string): Html {
  return html`<option value="">${any}</option>${list.map((option) => html`<option value="${option.id}"${option.id === chosen ? html` selected` : ''}>${option.label}</option>`)}`;
}

export function listPage(settings: EnquirySettings, login: string, csrf: string, figures: Figures, filters: Filters, rows: readonly EnquiryRow[], more: boolean): Response {
  const words = settings.words.inbox;
  const { choices, office } = settings;
  const statuses = [
    { id: 'open', label: words.status.open },
    { id: 'answered', label: words.status.answered },
  ];
  const body = html`${header(words, login, csrf)}
<main>
<section aria-label="${words.figures.heading}">
<h2>${words.figures.heading}</h2>
<dl class="figures">
<div><dt>${words.figures.median}</dt><dd data-figure="median">${duration(figures.median, words)}</dd></div>
<div><dt>${words.figures.p90}</dt><dd data-figure="p90">${duration(figures.p90, words)}</dd></div>
<div><dt>${words.figures.overdue}</dt><dd data-figure="overdue">${figures.overdue}</dd></div>
</dl>
</section>
<form class="filters" method="get" action="${INBOX_PATH}" aria-label="${words.filters.heading}">
<label>${words.filters.status}<select name="status">${options(statuses, filters.status, words.filters.any)}</select></label>
<label>${words.filters.service}<select name="service">${options(choices.services, filters.service, words.filters.any)}</select></label>
<label>${words.filters.country}<select name="country">${options(choices.countries, filters.country, words.filters.any)}</select></label>
<label>${words.filters.from}<input type="date" name="from" value="${filters.from}"></label>
<label>${words.filters.to}<input type="date" name="to" value="${filters.to}"></label>
<button type="submit">${words.filters.apply}</button>
<a href="${INBOX_PATH}">${words.filters.clear}</a>
</form>
<p><a href="${CSV_PATH}${filtersQuery(filters)}">${words.list.csv}</a></p>
${
  rows.length === 0
    ? html`<p>${words.list.empty}</p>`
    : html`<table>
<thead><tr><th>${words.fields.reference}</th><th>${words.fields.received}</th><th>${words.fields.name}</th><th>${words.fields.service}</th><th>${words.fields.country}</th><th>${words.fields.message}</th><th>${words.fields.status}</th></tr></thead>
<tbody>
${rows.map(
  (row) => html`<tr>
<td><a href="${enquiryPath(row.reference)}">${row.reference}</a></td>
<td>${officeTime(row.created_at, office.timeZone)}</td>
<td dir="auto">${row.name}</td>
<td>${labelOf(choices.services, row.service)}</td>
<td>${labelOf(choices.countries, row.country)}</td>
<td dir="auto">${row.message.length > 120 ? `${row.message.slice(0, 119)}…` : row.message}</td>
<td class="status-${row.status}">${statusWord(row.status, words)}${row.held_reason ? html`<br><strong>${words.status.held}</strong>` : ''}</td>
</tr>
`,
)}</tbody>
</table>`
}
${more ? html`<p>${fill(words.list.more, { count: rows.length })}</p>` : ''}
</main>`;
  return page(200, words.title, body);
}

export function enquiryPage(settings: EnquirySettings, login: string, csrf: string, enquiry: EnquiryRow, notes: readonly NoteRow[]): Response {
  const words = settings.words.inbox;
  const { choices, office } = settings;
  const links = replyLinks(enquiry, words);
  const path = enquiryPath(enquiry.reference);
  const row = (label: string, value: string | Html, auto = false) => html`<dt>${label}</dt><dd${auto ? html` dir="auto"` : ''}>${value}</dd>`;
  const body = html`${header(words, login, csrf)}
<main>
<p><a href="${INBOX_PATH}">${words.back}</a></p>
<h2>${enquiry.reference}</h2>
<dl class="enquiry">
${row(words.fields.reference, enquiry.reference)}
${row(words.fields.received, officeTime(enquiry.created_at, office.timeZone))}
${row(words.fields.status, html`<span class="status-${enquiry.status}">${statusWord(enquiry.status, words)}</span>${enquiry.answered_by && enquiry.answered_at ? html` — ${fill(words.answered, { login: enquiry.answered_by, time: officeTime(enquiry.answered_at, office.timeZone) })}` : ''}${heldNotice(enquiry.held_reason, settings)}`)}
${row(words.fields.name, enquiry.name, true)}
${row(words.fields.phone, html`<span dir="ltr">${enquiry.phone}</span>`)}
${row(words.fields.email, enquiry.email)}
${row(words.fields.service, labelOf(choices.services, enquiry.service))}
${row(words.fields.country, labelOf(choices.countries, enquiry.country))}
${row(words.fields.mode, enquiry.mode ? labelOf(choices.modes, enquiry.mode) : '')}
${row(words.fields.date, enquiry.date)}
${row(words.fields.time, enquiry.time)}
${row(words.fields.subject, enquiry.subject, true)}
${row(words.fields.message, html`<div class="message" dir="auto">${enquiry.message}</div>`)}
</dl>
<h3>${words.reply.heading}</h3>
<p>${links.whatsapp ? html`<a href="${links.whatsapp}" rel="noreferrer">${words.reply.whatsapp}</a>` : ''} ${links.email ? html`<a href="${links.email}">${words.reply.email}</a>` : ''}</p>
${
  enquiry.status === 'open'
    ? html`<form method="post" action="${path}/answered"><input type="hidden" name="csrf" value="${csrf}"><button type="submit">${words.markAnswered}</button></form>`
    : ''
}
<h3>${words.notes.heading}</h3>
${
  notes.length === 0
    ? html`<p>${words.notes.empty}</p>`
    : html`<ul>${notes.map((note) => html`<li><p class="message" dir="auto">${note.body}</p><small>${fill(words.notes.byline, { author: note.author, time: officeTime(note.created_at, office.timeZone) })}</small></li>`)}</ul>`
}
<form method="post" action="${path}/notes">
<input type="hidden" name="csrf" value="${csrf}">
<label>${words.notes.label}<textarea name="note" required maxlength="4000" dir="auto"></textarea></label>
<button type="submit">${words.notes.add}</button>
</form>
<p><small>${words.logged}</small></p>
</main>`;
  return page(200, `${enquiry.reference} · ${words.title}`, body);
}

export function signInPage(words: InboxWords, status: number, failed = false): Response {
  const body = html`<main>
<h1>${words.signIn.heading}</h1>
${failed ? html`<p role="alert">${words.signIn.failed}</p>` : ''}
<p>${words.signIn.text}</p>
<p><a href="${LOGIN_PATH}">${words.signIn.button}</a></p>
</main>`;
  return page(status, words.signIn.heading, body);
}

export function refusedPage(words: InboxWords, login: string): Response {
  const body = html`<main>
<h1>${words.refused.heading}</h1>
<p>${fill(words.refused.text, { login })}</p>
<p><a href="${LOGIN_PATH}">${words.signIn.button}</a></p>
</main>`;
  return page(403, words.refused.heading, body);
}

export function notFoundPage(settings: EnquirySettings, login: string, csrf: string): Response {
  const words = settings.words.inbox;
  return page(404, words.title, html`${header(words, login, csrf)}<main><p>${words.notFound}</p><p><a href="${INBOX_PATH}">${words.back}</a></p></main>`);
}
