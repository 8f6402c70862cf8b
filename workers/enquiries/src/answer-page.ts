/**
 * The page POST /api/enquiries answers a browser with when the form was sent without JavaScript:
 * the browser posts it form-encoded and shows whatever comes back, so the answer (reply.ts) is
 * written as a small page in the visitor's language rather than as JSON (docs/enquiry-form.md,
 * "Without JavaScript"). Its words come from content through the settings (answerPages).
 */
import { problemMessages } from '../../../lib/enquiry-rules';
import { typedFields, type AnswerPageWords } from '../../../lib/enquiry-settings';
import { Html, html } from './inbox/html';
import type { Reply } from './reply';

/** The media ranges an Accept header accepts (q above 0), lower-cased, without their parameters. */
function acceptedRanges(header: string | null): Set<string> {
  const ranges = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (range && (quality === undefined || Number(quality.slice(2)) > 0)) ranges.add(range);
  }
  return ranges;
}

/**
 * A browser's navigation: its Accept names text/html and not application/json (browsers send
 * `text/html,application/xhtml+xml,…,*\/*;q=0.8` for a form's POST). The form's fetch asks for
 * application/json, and a client that names neither (no Accept, or only `*\/*`) gets JSON too.
 */
export function wantsPage(accept: string | null): boolean {
  const ranges = acceptedRanges(accept);
  return ranges.has('text/html') && !ranges.has('application/json');
}

/**
 * The edition whose prefix the Referer's path is under (`/ur/contact` → Urdu), else the original:
 * the site's Referrer-Policy (strict-origin-when-cross-origin) sends a same-origin post's full path.
 * Null only for a list without the original's page, which the settings' check refuses.
 */
export function pageWords(pages: readonly AnswerPageWords[], referer: string | null): AnswerPageWords | null {
  let path = '/';
  try {
    path = new URL(referer ?? '').pathname;
  } catch {
    // No Referer, or not an address: the original's page.
  }
  const under = pages.filter((page) => page.prefix === '' || path === page.prefix || path.startsWith(`${page.prefix}/`));
  return under.reduce<AnswerPageWords | null>((best, page) => (best === null || page.prefix.length > best.prefix.length ? page : best), null);
}

/** Readable on a phone, and the only style: the policy allows it by its hash, nothing else. */
export const ANSWER_PAGE_STYLE =
  'body{font:1.0625rem/1.6 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem 1.25rem;color:#1a1a1a;background:#fff}' +
  'a{color:#0b57d0}dd{margin:0 0 .75rem}.typed{white-space:pre-wrap;overflow-wrap:anywhere}.problem{color:#b3261e;font-weight:600}';

let styleHash: Promise<string> | undefined;
function styleSource(): Promise<string> {
  styleHash ??= crypto.subtle.digest('SHA-256', new TextEncoder().encode(ANSWER_PAGE_STYLE)).then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  return styleHash;
}

/** The thanks with the reference in <bdi>, so that a Latin reference keeps its order in Urdu. */
function thanks(template: string, reference: string): Html {
  const [before = '', after = ''] = template.split('{reference}');
  return html`<p role="status">${before}<bdi>${reference}</bdi>${after}</p>`;
}

/** Each typed field as sent, under its label, with its problem in the form's own words. */
function problems(reply: Extract<Reply, { kind: 'invalid' }>, words: AnswerPageWords): Html {
  const messages = problemMessages(reply.errors, words.errors.messages);
  const rows = typedFields.flatMap((field) => {
    const value = reply.values[field];
    const message = messages[field];
    if (!value.trim() && !message) return [];
    return [html`<dt>${words.typed[field]}</dt>${value.trim() ? html`<dd class="typed" dir="auto">${value}</dd>` : ''}${message ? html`<dd class="problem">${message}</dd>` : ''}`];
  });
  return html`<h2>${words.errors.summary}</h2>
<dl>${rows}</dl>`;
}

/**
 * The office's own addresses and, when the body was read, what the visitor typed, to copy into
 * WhatsApp or an e-mail: nothing is stored, so this page is where their words are kept.
 */
function refusal(reply: Extract<Reply, { kind: 'refused' }>, words: AnswerPageWords): Html {
  const values = reply.values;
  const typed = values ? typedFields.flatMap((field) => (values[field].trim() ? [html`<dt>${words.typed[field]}</dt><dd class="typed" dir="auto">${values[field]}</dd>`] : [])) : [];
  return html`<p role="alert">${words.failure}</p>
<ul>
<li>${words.whatsapp.label}: <a href="${words.whatsapp.href}">${words.whatsapp.text}</a></li>
<li>${words.email.label}: <a href="${words.email.href}"><bdi>${words.email.text}</bdi></a></li>
</ul>
${typed.length > 0 ? html`<h2>${words.typed.message}</h2>
<dl>${typed}</dl>` : ''}`;
}

export async function answerPage(reply: Reply, words: AnswerPageWords): Promise<Response> {
  const body = reply.kind === 'stored' ? thanks(words.thanks, reply.reference) : reply.kind === 'invalid' ? problems(reply, words) : refusal(reply, words);
  const document = html`<!doctype html>
<html lang="${words.lang}" dir="${words.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${words.title}</title>
<style>${new Html(ANSWER_PAGE_STYLE)}</style>
</head>
<body>
<main>
<h1>${words.heading}</h1>
${body}
<p><a href="${words.contactPath}">${words.contactLink}</a></p>
</main>
</body>
</html>
`;
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; style-src ${await styleSource()}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    ...(reply.kind === 'refused' ? reply.headers : {}),
  };
  return new Response(document.text, { status: reply.status, headers });
}
