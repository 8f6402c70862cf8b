/**
 * The hosting checks, written once and run against each host's real server with the configuration
 * the build generated: nginx with out/_deploy/nginx.conf (nginx.spec.ts) and Cloudflare's runtime,
 * `wrangler dev` serving out/ with _headers, _redirects and wrangler.jsonc (cloudflare.spec.ts).
 * What a host does differently is declared in its `HostBehaviour`, so each difference is stated
 * once, with its reason, and checked both ways.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test, expect, allSpecRoutes, extraRoutes, labels } from './fixtures';
import { loadContent } from './site-content';
import { textAt } from './content-files';

/** The Urdu 404 page's heading, as content/ur/labels.md writes it. */
const urduNotFound = textAt('content/ur/labels.md', 'notFound.heading');
/** The UK guide's address in Urdu: its English route under /ur. */
const ukUrdu = `/ur${textAt('content/countries/uk.md', 'route')}`;

export type HostBehaviour = {
  /**
   * nginx redirects any letter case of a route (`/UKStudyAbroad`) itself. Cloudflare's redirect
   * rules match case exactly, so _redirects carries only each route's all-lower-case spelling; any
   * other spelling gets the 404 page, whose script sends the browser on.
   */
  redirectsAnyLetterCase: boolean;
  /** The status of the redirect from a trailing slash (nginx: 301; Cloudflare's html_handling: 307). */
  trailingSlashStatus: number;
  /** nginx sends `/health-insurance/` straight to the page; Cloudflare drops the slash, then applies the alias rule. */
  oneHopToThePage: boolean;
  /**
   * nginx answers /404 and /404.html with status 404. Cloudflare's 404-page handling needs 404.html
   * among the assets, and then serves it as a page at /404 (200; /404.html redirects there): no
   * _headers or _redirects rule can change that.
   */
  notFoundPageHasNoAddress: boolean;
  /**
   * nginx redirects only to paths the build wrote. Cloudflare's trailing-slash handling echoes the
   * requested path without its slashes (`//evil.example/` → `/evil.example/`): still a path on this
   * site, which answers 404.
   */
  redirectsOnlyToBuiltPaths: boolean;
  /** What a page's Cache-Control says: revalidate on every visit, in each host's words. */
  pageCacheControl: string;
};

export type Host = {
  name: string;
  behaviour: HostBehaviour;
  /**
   * The pages opened in a browser under the enforced policy; every page by default. The header of
   * every page is compared with its own <meta> policy either way.
   */
  pagesToBrowse?: string[];
  /** Starts the server and answers its base URL (http://127.0.0.1:port). */
  start: () => Promise<string>;
  stop: () => void;
};

/** The policy in a page's <meta http-equiv> tag: the header's, less frame-ancestors (which only a header can send). */
function metaPolicy(html: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
}
const withoutFrameAncestors = (policy: string) =>
  policy
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');

export function hostingChecks(host: Host) {
  const behaviour = host.behaviour;
  let base = '';

  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    base = await host.start();
  });
  test.afterAll(() => host.stop());

  const status = async (url: string) => {
    const response = await fetch(`${base}${url}`, { redirect: 'manual' });
    return { code: response.status, location: response.headers.get('location'), response };
  };

  /** The request line exactly as written (fetch would normalise `\\` and dot segments first). */
  const raw = (rawPath: string) =>
    new Promise<{ code: number; location: string | undefined; body: string; type: string | undefined }>((resolve, reject) => {
      const url = new URL(base);
      const request = http.request({ host: url.hostname, port: url.port, path: rawPath, method: 'GET' }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ code: response.statusCode ?? 0, location: response.headers.location, body, type: response.headers['content-type'] }));
      });
      request.on('error', reject);
      request.end();
    });

  /** Each redirect on the way from `rawPath` to an answer that is not one, at most 4. */
  const redirectChain = async (rawPath: string) => {
    const hops: { code: number; location: string }[] = [];
    let current = rawPath;
    for (let i = 0; i < 4; i++) {
      const answer = await raw(current);
      if (answer.code < 300 || answer.code >= 400) return { hops, end: current, code: answer.code };
      const location = answer.location ?? '';
      hops.push({ code: answer.code, location });
      current = new URL(location, base).pathname + new URL(location, base).search;
    }
    return { hops, end: current, code: 0 };
  };

  test(`${host.name}: clean URLs, the alias, case recovery and a real 404`, async () => {
    expect((await status('/')).code).toBe(200);
    expect((await status('/ukStudyAbroad')).code).toBe(200);
    expect((await status('/health-Insurance')).code).toBe(200);
    expect(await status('/health-insurance')).toMatchObject({ code: 301, location: '/health-Insurance' });
    expect(await status('/ukstudyabroad')).toMatchObject({ code: 301, location: '/ukStudyAbroad' });
    expect(await status('/aboutus?x=1')).toMatchObject({ code: 301, location: '/aboutUs?x=1' });
    expect(await status('/UKStudyAbroad')).toMatchObject(behaviour.redirectsAnyLetterCase ? { code: 301, location: '/ukStudyAbroad' } : { code: 404, location: null });
    expect(await status('/ukStudyAbroad/')).toMatchObject({ code: behaviour.trailingSlashStatus, location: '/ukStudyAbroad' });
    const missing = await status('/no-such-page');
    expect(missing.code).toBe(404);
    expect(await missing.response.text()).toContain(labels.notFound.heading);
  });

  test(`${host.name}: a missing address under /ur/ gets the Urdu 404 page, with status 404`, async () => {
    const missing = await status('/ur/no-such-page');
    expect(missing.code).toBe(404);
    const html = await missing.response.text();
    expect(html).toMatch(/<html lang="ur" dir="rtl"/);
    expect(html).toContain(urduNotFound);
    expect(html).not.toContain(labels.notFound.heading);
    // Elsewhere the English one, still.
    expect(await (await status('/no-such-page')).response.text()).not.toContain(urduNotFound);
    expect((await status(ukUrdu)).code).toBe(200);
    expect(await status(ukUrdu.toLowerCase())).toMatchObject({ code: 301, location: ukUrdu });
    expect(await status(ukUrdu.replace('uk', 'UK'))).toMatchObject(behaviour.redirectsAnyLetterCase ? { code: 301, location: ukUrdu } : { code: 404, location: null });
    if (behaviour.notFoundPageHasNoAddress) {
      for (const hidden of ['/ur/404', '/ur/404.html']) {
        const response = await raw(hidden);
        expect(response.code, hidden).toBe(404);
        expect(response.body, hidden).toContain(urduNotFound);
      }
    }
  });

  test(`${host.name}: a browser asking for an Urdu page in another letter case ends on the page`, async ({ page }) => {
    await page.goto(`${base}${ukUrdu.replace('uk', 'UK')}`);
    await expect(page).toHaveURL(`${base}${ukUrdu}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textAt('content/ur/countries/uk.md', 'title'));
  });

  test(`${host.name}: a browser asking for a page in any letter case ends on the page`, async ({ page }) => {
    await page.goto(`${base}/UKStudyAbroad`);
    await expect(page).toHaveURL(`${base}/ukStudyAbroad`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(labels.notFound.heading);
  });

  test(`${host.name}: no request is redirected off the site`, async () => {
    const payloads = [
      '/%5Cevil.example/',
      '/%5Cevil.example',
      '//evil.example/',
      '///evil.example/',
      '/%2F%2Fevil.example/',
      '/%2fevil.example/',
      '/\\evil.example/',
      '/%5C%5Cevil.example/',
      '/%09/evil.example/',
      '/%0D%0ALocation:%20http://evil.example/',
      '/x%7C/%5Cevil.example%23/',
      '/ukStudyAbroad/%5C%5Cevil.example/',
      '/%5CukStudyAbroad',
      '/%5CUKStudyAbroad/',
      '/UKStudyAbroad/',
      '/ukStudyAbroad/',
      '/ukStudyAbroad.html',
      '/%2F%2Fevil.example/?next=1',
      '/%5Cevil.example/?q=/ukStudyAbroad',
      '/UKSTUDYABROAD/?q=%5Cevil.example',
    ];
    for (const payload of payloads) {
      const { code, location } = await raw(payload);
      if (code < 300 || code >= 400) continue;
      // A same-site path: one slash, then neither a slash nor a backslash (browsers read `/\\` as `//`).
      expect(location, payload).toMatch(/^\/(?![/\\])/);
      expect(location, payload).not.toMatch(/[\s\\]/);
      expect(new URL(location ?? '', base).origin, payload).toBe(base);
      // No host anywhere in the path part (the query string is the visitor's own and stays as sent).
      if (behaviour.redirectsOnlyToBuiltPaths) expect(location?.split('?')[0], payload).not.toContain('evil.example');
      else if (location?.split('?')[0]?.includes('evil.example')) expect((await redirectChain(payload)).code, payload).toBe(404);
    }
    // The real redirects still happen, to the page itself, keeping the query string.
    expect(await raw('/ukStudyAbroad/')).toMatchObject({ code: behaviour.trailingSlashStatus, location: '/ukStudyAbroad' });
    if (behaviour.redirectsAnyLetterCase) {
      expect(await raw('/UKStudyAbroad/')).toMatchObject({ code: 301, location: '/ukStudyAbroad' });
      expect(await raw('/UKSTUDYABROAD/?q=%5Cevil.example')).toMatchObject({ code: 301, location: '/ukStudyAbroad?q=%5Cevil.example' });
    }
    expect((await raw('/%5CukStudyAbroad')).code).toBe(404);
  });

  test(`${host.name}: each page has one address: trailing slashes and .html file names lead to it`, async () => {
    const { routes } = loadContent(process.cwd());
    for (const entry of routes.entries) {
      const moved = entry.path === entry.canonical ? [`${entry.path}/`, `${entry.path}.html`] : [entry.path, `${entry.path}/`, `${entry.path}.html`];
      for (const variant of moved) {
        const chain = await redirectChain(variant);
        expect({ end: chain.end, code: chain.code }, variant).toEqual({ end: entry.canonical, code: 200 });
        if (behaviour.oneHopToThePage) expect(chain.hops, variant).toEqual([{ code: 301, location: entry.canonical }]);
      }
      expect((await raw(entry.canonical)).code, entry.canonical).toBe(200);
    }
    for (const [from, to] of [['/index.html', '/'], ['/index', '/'], ['/search/', '/search'], ['/search.html', '/search']] as const) {
      const chain = await redirectChain(from);
      expect({ end: chain.end, code: chain.code }, from).toEqual({ end: to, code: 200 });
    }
  });

  test(`${host.name}: the 404 page, Next's copy of it and the hosts' config files are not pages`, async () => {
    for (const hidden of ['/_not-found', '/_not-found.html', '/_headers', '/_redirects', '/_deploy/nginx.conf', '/build-info.json']) {
      const response = await raw(hidden);
      expect(response.code, hidden).toBe(404);
      expect(response.body, hidden).toContain(labels.notFound.heading);
    }
    if (behaviour.notFoundPageHasNoAddress) {
      for (const hidden of ['/404', '/404.html']) expect((await raw(hidden)).code, hidden).toBe(404);
    } else {
      // Cloudflare's limit, stated rather than skipped: the 404 page is reachable at /404.
      expect((await raw('/404')).code).toBe(200);
      expect(await redirectChain('/404.html')).toMatchObject({ end: '/404', code: 200 });
    }
  });

  test(`${host.name}: the web manifest is served as application/manifest+json`, async () => {
    const manifest = await raw('/manifest.webmanifest');
    expect(manifest.code).toBe(200);
    expect(manifest.type).toBe('application/manifest+json');
    expect(JSON.parse(manifest.body)).toHaveProperty('start_url', '/');
  });

  test(`${host.name}: the content editor has its own policy, its config.yml is YAML, and no search engine lists /admin`, async () => {
    const config = await raw('/admin/config.yml');
    expect(config.code).toBe(200);
    expect(config.type).toBe('text/yaml; charset=utf-8');
    for (const address of ['/admin', '/admin/', '/admin/config.yml']) {
      const response = await fetch(`${base}${address}`, { redirect: 'manual' });
      expect(response.headers.get('x-robots-tag'), address).toBe('noindex');
      // The server's security headers still come with it.
      expect(response.headers.get('x-content-type-options'), address).toBe('nosniff');
    }
    // The editor's page, wherever the host serves it, carries one policy: the one in its own <meta>.
    const editor = await fetch(`${base}/admin/`);
    expect(editor.status).toBe(200);
    const header = editor.headers.get('content-security-policy') ?? '';
    expect(header).not.toContain(',');
    expect(header).toMatch(/script-src 'self' 'unsafe-eval'/);
    expect(withoutFrameAncestors(header)).toBe(metaPolicy(fs.readFileSync(path.resolve('out/admin/index.html'), 'utf8')));
    expect((await fetch(`${base}/ukStudyAbroad`)).headers.get('x-robots-tag')).toBeNull();
  });

  test(`${host.name}: every page is sent with its own Content-Security-Policy, the one its <meta> carries`, async () => {
    for (const route of [...allSpecRoutes, ...extraRoutes, '/brochures/uk', '/search', '/ur/search']) {
      const response = await fetch(`${base}${route}`);
      expect(response.status, route).toBe(200);
      const header = response.headers.get('content-security-policy') ?? '';
      // One policy: a second one (a header rule that adds instead of replacing) would also be enforced.
      expect(header, route).not.toContain(',');
      expect(header, route).toContain("frame-ancestors 'none'");
      expect(withoutFrameAncestors(header), route).toBe(metaPolicy(await response.text()));
    }
  });

  test(`${host.name}: security, cache and compression headers`, async () => {
    const page = await fetch(`${base}/ukStudyAbroad`, { headers: { 'accept-encoding': 'gzip' } });
    const h = page.headers;
    const csp = h.get('content-security-policy') ?? '';
    // Scripts from this origin only, plus the hash of each inline script the page has (the islands'
    // pages have none left: Next's inline payload is gone).
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(h.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(h.get('permissions-policy')).toContain('camera=()');
    expect(h.get('x-frame-options')).toBe('DENY');
    expect(h.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(h.get('cache-control')).toBe(behaviour.pageCacheControl);
    expect(h.get('content-encoding')).toBe('gzip');

    const html = await (await fetch(`${base}/`)).text();
    // An island's bundle (lib/pipeline/islands/bundle.ts): hashed, so cached for a year.
    const asset = html.match(/src="(\/_islands\/[^"]+\.js)"/)?.[1] ?? '';
    expect(asset).not.toBe('');
    const assetResponse = await fetch(`${base}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(assetResponse.headers.get('content-encoding')).toBe('gzip');

    const notFound = await fetch(`${base}/no-such-page`);
    expect(notFound.headers.get('content-security-policy')).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')*;/);
  });

  test(`${host.name}: a path with a malformed escape gets the 404 page, whose islands hydrate without an error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/404 \(Not Found\)/.test(message.text())) errors.push(message.text());
    });
    // The menu button shows on a phone's width.
    await page.setViewportSize({ width: 375, height: 740 });
    const response = await page.goto(`${base}/%C0%AF`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels.notFound.heading);
    // Only hydration writes aria-expanded on the menu button.
    await expect(page.getByRole('button', { name: labels.layout.menuButton, exact: true })).toHaveAttribute('aria-expanded', 'false');
    expect(errors).toEqual([]);
  });

  test(`${host.name}: a PDF brochure is served as application/pdf`, async () => {
    const response = await fetch(`${base}/brochures/uk.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test(`${host.name}: every page works with its Content-Security-Policy enforced`, async ({ page }) => {
    test.setTimeout(120_000);
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page.on('console', (message) => {
      if (/Content.Security.Policy|CSP violation/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    for (const route of host.pagesToBrowse ?? [...allSpecRoutes, ...extraRoutes, '/brochures/uk', '/search?q=visa', '/no-such-page', '/ur/no-such-page']) {
      await page.goto(`${base}${route}`);
      // Islands hydrate at load, when idle or when visible; a script the policy refused is reported
      // the moment it is asked for. So past the idle callbacks and a frame every request has been
      // made: no need to wait, as networkidle did, for half a second of silence on every page.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
    }
    expect(violations).toEqual([]);

    // Scripts really run under the policy: the menu opens, tabs switch and search (WebAssembly) answers.
    await page.goto(`${base}/ukStudyAbroad`);
    await page.getByRole('button', { name: 'Study Abroad' }).click();
    await expect(page.locator('#menu-countries')).toBeVisible();
    await page.getByRole('tab', { name: 'Top Universities' }).click();
    await expect(page.getByRole('tab', { name: 'Top Universities' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('searchbox', { name: labels.search.headerLabel }).fill('Vanier');
    await expect(page.locator('#site-search-results').getByRole('link').first()).toHaveAttribute('href', '/canadaScholarship');
    expect(violations).toEqual([]);
  });
}
