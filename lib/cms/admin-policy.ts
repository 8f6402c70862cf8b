/**
 * /admin's own Content-Security-Policy (Decap CMS), beside the editor it guards: written into
 * /admin's page (write-admin.ts) and, as a header, into the hosting configs by the build; the
 * site's pages have their own, stricter policy (lib/pipeline/deploy/csp.ts). Never applied to
 * another page. Decap validates its config with ajv, which compiles validators with
 * `new Function`, hence 'unsafe-eval' here and nowhere else.
 * It talks to the git host's API (or, under `npm run edit`, to the local decap-server), shows
 * images from anywhere the content names them, and may be framed by nothing.
 */
/** The directives as a list, so the header and the <meta> version share one definition. */
export function adminPolicyDirectives(connectOrigins: string[]): [string, string[]][] {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'blob:', ...connectOrigins]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'", 'blob:']],
    ['form-action', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function adminPolicyHeader(connectOrigins: string[]): string {
  return adminPolicyDirectives(connectOrigins)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** frame-ancestors cannot be set from a <meta> tag, so the meta version leaves it out. */
export function adminPolicyMeta(connectOrigins: string[]): string {
  return adminPolicyDirectives(connectOrigins)
    .filter(([name]) => name !== 'frame-ancestors')
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
