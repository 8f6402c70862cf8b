/**
 * Content-Security-Policy for the exported pages. Scripts run only from this origin or when their
 * exact text is listed by hash: each page's inline scripts (Next's bootstrap and data) are hashed
 * at build time, so no 'unsafe-inline' is needed for scripts.
 */
import { createHash } from 'node:crypto';
import { enquiryEndpoint } from '../../settings';
import { ENQUIRY_API_PATH } from '../../site-paths';
import { TURNSTILE_ORIGIN, TURNSTILE_SCRIPT } from '../../enquiry-rules';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** Inline scripts that a browser would run: no src, and no data type such as application/ld+json. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = attributes.match(/\btype\s*=\s*"([^"]*)"/)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    found.push(match[2] ?? '');
  }
  return found;
}

export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

export type PolicyOptions = {
  scriptHashes: string[];
  /** Other origins the page may send data to (the enquiry endpoint). */
  connectOrigins: string[];
  /** Other origins whose script (and its frame) the page loads: Turnstile's, on the contact pages when it is on. */
  widgetOrigins?: string[];
};

/** The directives as a list, so the header and the <meta> version share one definition. */
function directives({ scriptHashes, connectOrigins, widgetOrigins = [] }: PolicyOptions): [string, string[]][] {
  return [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval' lets search compile Pagefind's WebAssembly; it allows no JavaScript eval.
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...[...new Set(scriptHashes)].sort(), ...widgetOrigins]],
    ...(widgetOrigins.length > 0 ? [['frame-src', ["'self'", ...widgetOrigins]] satisfies [string, string[]]] : []),
    // Styles are inlined into each page for a faster first paint; style cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Pictures come from public/images/ only (content may name no other site); data: is the blurred placeholder.
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connectOrigins]],
    ['form-action', ["'self'", ...connectOrigins, 'mailto:']],
    ['manifest-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function policyHeader(options: PolicyOptions): string {
  return directives(options)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** frame-ancestors cannot be set from a <meta> tag, so the meta version leaves it out. */
export function policyMeta(options: PolicyOptions): string {
  return directives(options)
    .filter(([name]) => name !== 'frame-ancestors')
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The policy as the first element of <head>, for hosts that cannot send headers. */
export function injectPolicyMeta(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  if (html.includes('http-equiv="Content-Security-Policy"')) return html;
  // Right after the charset declaration, before any script.
  const charset = html.match(/<meta charSet="utf-8"\/>/i);
  return charset ? html.replace(charset[0], `${charset[0]}${tag}`) : html.replace(/<head>/, `<head>${tag}`);
}

/** The origins of the widgets a page loads by script: Turnstile's, where the page has its script. */
export function widgetOriginsOf(html: string): string[] {
  return html.includes(`src="${TURNSTILE_SCRIPT}"`) ? [TURNSTILE_ORIGIN] : [];
}

/**
 * The origin of the enquiry endpoint, for connect-src and form-action. The value is checked again
 * here (lib/pipeline/settings.ts), because a policy must never name `null` or take a stray directive
 * from it: anything but an https: URL (or the tests' local http one) throws a SettingsError.
 */
export function originOf(url: string | null): string[] {
  const checked = enquiryEndpoint(url ?? undefined, 'preview');
  // Our own endpoint is a path on the page's origin, which 'self' already allows.
  return checked && checked !== ENQUIRY_API_PATH ? [new URL(checked).origin] : [];
}
