/**
 * The hosts' generated configs, read with a parser (moved from the per-page walks of
 * tests/e2e/hosting-checks.ts): for every page of the export, the Content-Security-Policy nginx
 * (out/_deploy/nginx.conf's map) and Cloudflare (out/_headers) send is one policy, the page's own
 * <meta> policy plus frame-ancestors, and the page has nothing that policy would block. The real
 * servers still answer a page of each template (nginx.spec.ts, cloudflare.spec.ts), and those
 * tests are where status codes, redirects and the headers as served are checked.
 */
import { createHash } from 'node:crypto';
import { nginxRoot } from '@/lib/pipeline/deploy/configs';
import { page, pageRoutes, readOutput } from './site-output';

/** The policy in a page's <meta http-equiv> tag: the header's, less frame-ancestors (which only a header can send). */
function metaPolicy(doc: Document): string | undefined {
  return doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? undefined;
}
const withoutFrameAncestors = (policy: string) =>
  policy
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');

/** An nginx quoted string's text: `\\` and `\"` as nginx reads them. */
const unquote = (quoted: string) => quoted.slice(1, -1).replace(/\\(.)/g, '$1');

/**
 * What an nginx `map $uri $name { … }` block of the config answers for a $uri, as nginx picks it:
 * an exact string first, then the regexes (`~`, `~*` in any case) in the order written, else default.
 */
function nginxMap(config: string, name: string): (uri: string) => string {
  const block = new RegExp(`^map \\$uri \\$${name} \\{\\n([\\s\\S]*?)\\n\\}`, 'm').exec(config)?.[1];
  if (block === undefined) throw new Error(`nginx.conf: no map $uri $${name}`);
  const exact = new Map<string, string>();
  const patterns: { pattern: RegExp; value: string }[] = [];
  let fallback = '';
  for (const line of block.split('\n')) {
    if (/^\s*(#|$)/.test(line)) continue;
    const entry = /^\s*(default|"(?:[^"\\]|\\.)*")\s+("(?:[^"\\]|\\.)*");$/.exec(line);
    if (!entry?.[1] || !entry[2]) throw new Error(`nginx.conf: map $${name}: a line this parser does not read: ${line}`);
    const value = unquote(entry[2]);
    if (entry[1] === 'default') fallback = value;
    else {
      const key = unquote(entry[1]);
      if (key.startsWith('~*')) patterns.push({ pattern: new RegExp(key.slice(2), 'i'), value });
      else if (key.startsWith('~')) patterns.push({ pattern: new RegExp(key.slice(1)), value });
      else exact.set(key, value);
    }
  }
  return (uri) => exact.get(uri) ?? patterns.find(({ pattern }) => pattern.test(uri))?.value ?? fallback;
}

/**
 * The headers Cloudflare sends for a path under out/_headers: every rule whose path matches (`*`
 * anything), in order; `! Name` drops what earlier rules set, and a header two rules set is sent
 * with both values joined by a comma, as Cloudflare documents.
 */
function cloudflareHeaders(rules: string, path: string): Map<string, string> {
  const headers = new Map<string, string>();
  let applies = false;
  for (const line of rules.split('\n')) {
    if (/^\s*(#|$)/.test(line)) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      applies = pattern.test(path);
      continue;
    }
    if (!applies) continue;
    const detach = /^\s+!\s*(.+)$/.exec(line);
    if (detach?.[1]) {
      headers.delete(detach[1].trim().toLowerCase());
      continue;
    }
    const header = /^\s+([^:]+):\s*(.*)$/.exec(line);
    if (!header?.[1] || header[2] === undefined) throw new Error(`_headers: a line this parser does not read: ${line}`);
    const key = header[1].trim().toLowerCase();
    const before = headers.get(key);
    headers.set(key, before === undefined ? header[2] : `${before}, ${header[2]}`);
  }
  return headers;
}

const nginxConfig = readOutput('_deploy/nginx.conf');
const nginxPolicy = nginxMap(nginxConfig, 'site_csp');
const headerRules = readOutput('_headers');
const routes = pageRoutes();

/** The $uri nginx has when it adds its headers: try_files has rewritten a clean URL to its file. */
const servedFile = (route: string) => {
  if (route === '/') return '/index.html';
  if (/^(\/ur)?\/(404|_not-found)$/.test(route)) return `${route.replace('_not-found', '404')}.html`;
  return `${route}.html`;
};

test('the export has pages for these checks to read', () => {
  expect(routes.length).toBeGreaterThan(40);
  expect(routes).toEqual(expect.arrayContaining(['/', '/ukStudyAbroad', '/ur', '/404']));
});

test.each(routes)('%s: nginx and Cloudflare send one policy, its own <meta> policy with frame-ancestors', (route) => {
  const meta = metaPolicy(page(route));
  expect(meta).toMatch(/script-src /);
  for (const [host, header] of [
    ['nginx', nginxPolicy(servedFile(route))],
    ...(/^(\/ur)?\/(404|_not-found)$/.test(route) ? [] : [['nginx at its clean address', nginxPolicy(route)]]),
    ['cloudflare', cloudflareHeaders(headerRules, route).get('content-security-policy') ?? ''],
  ]) {
    // One policy: a second one (a header rule that adds instead of replacing) would also be enforced.
    expect({ host, comma: header?.includes(',') }).toEqual({ host, comma: false });
    expect({ host, policy: header }).toEqual({ host, policy: expect.stringContaining("frame-ancestors 'none'") });
    expect({ host, policy: withoutFrameAncestors(header ?? '') }).toEqual({ host, policy: meta });
  }
});

test.each(routes)('%s: nothing in the page that its policy would block (inline scripts or handlers, scripts from elsewhere)', (route) => {
  const doc = page(route);
  const policy = metaPolicy(doc) ?? '';
  const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  // An inline script runs only with its hash in the policy; data blocks (JSON-LD) are not run.
  const hashes = new Set(scriptSources.filter((source) => source.startsWith("'sha256-")));
  const inline = [...doc.querySelectorAll('script:not([src])')].filter((script) => /^(|module|text\/javascript|application\/javascript)$/.test(script.getAttribute('type') ?? ''));
  const hashOf = (script: Element) => `'sha256-${createHash('sha256').update(script.textContent ?? '').digest('base64')}'`;
  expect(inline.filter((script) => !hashes.has(hashOf(script))).map((script) => script.outerHTML.slice(0, 80))).toEqual([]);
  expect([...doc.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')).filter((src) => !src?.startsWith('/') || src.startsWith('//'))).toEqual([]);
  const handlers = [...doc.querySelectorAll('*')].flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith('on')).map((name) => `<${el.tagName.toLowerCase()} ${name}>`));
  expect(handlers).toEqual([]);
});

test('a missing address gets the 404 page with the 404 page\'s own policy from both hosts', () => {
  const meta = metaPolicy(page('/404'));
  // nginx answers it with /404.html (error_page); Cloudflare's rules match the address asked for.
  expect(withoutFrameAncestors(nginxPolicy('/404.html'))).toBe(meta);
  expect(withoutFrameAncestors(cloudflareHeaders(headerRules, '/no-such-page').get('content-security-policy') ?? '')).toBe(meta);
});

test('the parsers read the rules as the hosts do (they can fail)', () => {
  const map = nginxMap('map $uri $x {\n    default "d";\n    "~^/a(\\\\.html)?$" "regex";\n    "~*^/B$" "any case";\n    "/a" "exact";\n}\n', 'x');
  expect([map('/a'), map('/a.html'), map('/b'), map('/c')]).toEqual(['exact', 'regex', 'any case', 'd']);
  const headers = cloudflareHeaders('/*\n  A: one\n/x\n  A: two\n/y\n  ! A\n  A: three\n', '/x');
  expect(headers.get('a')).toBe('one, two');
  expect(cloudflareHeaders('/*\n  A: one\n/y\n  ! A\n  A: three\n', '/y').get('a')).toBe('three');
});

test('Atom feeds are sent as application/atom+xml by both hosts', () => {
  for (const feed of ['/fee-changes.xml', '/news.xml']) {
    expect(readOutput(feed.slice(1))).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(nginxConfig).toContain(`location = ${feed} {\n        types { }\n        default_type "application/atom+xml";`);
    expect(cloudflareHeaders(headerRules, feed).get('content-type')).toBe('application/atom+xml');
  }
});

test("the generated nginx config names the server's folder, not the build machine's", () => {
  expect(nginxConfig).not.toContain(process.cwd());
  // NGINX_ROOT of the build, or the placeholder the README tells the deployer to replace.
  expect(nginxConfig.match(/^\s*root ([^;]*);$/m)?.[1]).toBe(nginxRoot());
});
