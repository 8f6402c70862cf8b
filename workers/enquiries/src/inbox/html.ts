/**
 * The inbox's HTML: every value escaped where it is written, every page with the same strict
 * headers. The pages need no JavaScript: links, and forms that GET or POST.
 */

/** Text made safe for an element's content or a quoted attribute. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A template literal's tag whose values are escaped, except those already made with it. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function written(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return part.map(written).join('');
  if (typeof part === 'string' || typeof part === 'number') return escapeHtml(part);
  return '';
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  return new Html(strings.reduce((out, string, i) => out + string + (i < parts.length ? written(parts[i]) : ''), ''));
}

export const STYLESHEET_PATH = '/inbox/inbox.css';

/**
 * The headers of every inbox response: nothing but our own stylesheet may load, no script at all,
 * forms post only to the inbox's origin, no page may frame it, and nothing is kept or indexed.
 */
export const INBOX_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'no-store',
  // Not no-referrer: with it Chromium sends `Origin: null` on the inbox's own forms, which the Origin
  // check refuses. same-origin still tells no other site where a link was followed from.
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

export function page(status: number, title: string, body: Html, headers: Record<string, string> = {}): Response {
  const document = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
${body}
</body>
</html>
`;
  return new Response(document.text, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...INBOX_HEADERS, ...headers } });
}

export function redirect(location: string, headers: Record<string, string> = {}, status = 303): Response {
  return new Response(null, { status, headers: { location, ...INBOX_HEADERS, ...headers } });
}

/** Plain, readable, and the same on a phone: the inbox has no other styles. */
export const STYLESHEET = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1a1a1a}
header{display:flex;flex-wrap:wrap;gap:1rem;align-items:baseline;justify-content:space-between}
table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:.4rem;border-bottom:1px solid #ddd;vertical-align:top}
.figures{display:flex;flex-wrap:wrap;gap:1.5rem;margin:0;padding:0}.figures div{border:1px solid #ccc;border-radius:.4rem;padding:.5rem 1rem}
.figures dt{font-size:.9rem}.figures dd{margin:0;font-size:1.4rem;font-weight:600}
form.filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin:1rem 0}label{display:flex;flex-direction:column;font-size:.9rem}
.message{white-space:pre-wrap}.status-open{color:#9a3412}.status-answered{color:#166534}
dl.enquiry{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dl.enquiry dd{margin:0}
textarea{width:100%;min-height:5rem}button{font:inherit;padding:.3rem .8rem}.inline{display:inline}
`;
