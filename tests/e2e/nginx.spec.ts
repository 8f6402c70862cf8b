/**
 * The exported site behind a real nginx with the generated config (out/_deploy/nginx.conf), as
 * production serves it: status codes, the alias, case recovery, 404, cache and security headers,
 * and every page working with its Content-Security-Policy enforced.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test, expect, allSpecRoutes, extraRoutes, labels } from './fixtures';
import { loadContent } from '../../lib/content/load';
import { nginxRoot } from '../../lib/build/deploy/configs';

const PORT = Number(process.env.E2E_NGINX_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/opt/homebrew/bin/nginx'].find((p) => fs.existsSync(p));

// CI installs nginx (.ci/run); elsewhere these tests are skipped when it is missing.
test.skip(!nginxBinary && !process.env.CI, 'nginx is not installed');
test.describe.configure({ mode: 'serial' });

let nginx: ChildProcess | undefined;
let prefix = '';

test.beforeAll(async () => {
  if (!nginxBinary) throw new Error('nginx is required in CI: install the Debian package');
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-test-'));
  const site = fs.readFileSync(path.resolve('out/_deploy/nginx.conf'), 'utf8').replace(/listen 8080;/, `listen 127.0.0.1:${PORT};`).replace(/root [^;]+;/, `root ${path.resolve('out')};`);
  fs.writeFileSync(path.join(prefix, 'site.conf'), site);
  const temp = ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t === 'client' ? 'client_body' : t}_temp_path ${path.join(prefix, t)};`).join('\n  ');
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp}
  include ${path.join(prefix, 'site.conf')};
}
`,
  );
  const check = spawnSync(nginxBinary, ['-t', '-c', path.join(prefix, 'nginx.conf'), '-p', prefix], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected the generated config:\n${check.stderr}`);
  nginx = spawn(nginxBinary, ['-c', path.join(prefix, 'nginx.conf'), '-p', prefix], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${BASE}/`)).ok) return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nginx did not start: ${fs.readFileSync(path.join(prefix, 'error.log'), 'utf8')}`);
});

test.afterAll(() => {
  nginx?.kill('SIGQUIT');
});

const status = async (url: string) => {
  const response = await fetch(`${BASE}${url}`, { redirect: 'manual' });
  return { code: response.status, location: response.headers.get('location'), response };
};

test('clean URLs, the alias, case recovery and a real 404', async () => {
  expect((await status('/')).code).toBe(200);
  expect((await status('/ukStudyAbroad')).code).toBe(200);
  expect((await status('/health-Insurance')).code).toBe(200);
  // nginx sends the lower-case alias to the canonical page (static hosts serve the alias page itself).
  expect(await status('/health-insurance')).toMatchObject({ code: 301, location: '/health-Insurance' });
  expect(await status('/UKStudyAbroad')).toMatchObject({ code: 301, location: '/ukStudyAbroad' });
  expect(await status('/aboutus?x=1')).toMatchObject({ code: 301, location: '/aboutUs?x=1' });
  expect(await status('/ukStudyAbroad/')).toMatchObject({ code: 301, location: '/ukStudyAbroad' });
  const missing = await status('/no-such-page');
  expect(missing.code).toBe(404);
  expect(await missing.response.text()).toContain(labels.notFound.heading);
  for (const hidden of ['/404.html', '/_deploy/nginx.conf', '/build-info.json']) expect((await status(hidden)).code, hidden).toBe(404);
});

/** The request line exactly as written (fetch would normalise `\\` and dot segments first). */
const raw = (rawPath: string) =>
  new Promise<{ code: number; location: string | undefined; body: string; type: string | undefined }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: PORT, path: rawPath, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ code: response.statusCode ?? 0, location: response.headers.location, body, type: response.headers['content-type'] }));
    });
    request.on('error', reject);
    request.end();
  });

test('no request is redirected off the site', async () => {
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
    // No host anywhere in the path part (the query string is the visitor's own and stays as sent).
    expect(location?.split('?')[0], payload).not.toContain('evil.example');
    expect(new URL(location ?? '', BASE).origin, payload).toBe(BASE);
  }
  // The real redirects still happen, to the page itself, keeping the query string.
  expect(await raw('/ukStudyAbroad/')).toMatchObject({ code: 301, location: '/ukStudyAbroad' });
  expect(await raw('/UKStudyAbroad/')).toMatchObject({ code: 301, location: '/ukStudyAbroad' });
  expect(await raw('/UKSTUDYABROAD/?q=%5Cevil.example')).toMatchObject({ code: 301, location: '/ukStudyAbroad?q=%5Cevil.example' });
  expect((await raw('/%5CukStudyAbroad')).code).toBe(404);
});

test('each page has one address: trailing slashes and .html file names go to it', async () => {
  const { routes } = loadContent(process.cwd());
  for (const entry of routes.entries) {
    const moved = entry.path === entry.canonical ? [`${entry.path}/`, `${entry.path}.html`] : [entry.path, `${entry.path}/`, `${entry.path}.html`];
    for (const variant of moved) expect(await raw(variant), variant).toMatchObject({ code: 301, location: entry.canonical });
    expect((await raw(entry.canonical)).code, entry.canonical).toBe(200);
  }
  expect(await raw('/index.html')).toMatchObject({ code: 301, location: '/' });
  expect(await raw('/index')).toMatchObject({ code: 301, location: '/' });
  expect(await raw('/search/')).toMatchObject({ code: 301, location: '/search' });
  expect(await raw('/search.html')).toMatchObject({ code: 301, location: '/search' });
});

test("the 404 page, Next's copy of it and the hosts' config files are not pages", async () => {
  for (const hidden of ['/404', '/404.html', '/_not-found', '/_not-found.html', '/_headers', '/_redirects', '/_deploy/nginx.conf', '/build-info.json']) {
    const response = await raw(hidden);
    expect(response.code, hidden).toBe(404);
    expect(response.body, hidden).toContain(labels.notFound.heading);
  }
});

test('the web manifest is served as application/manifest+json', async () => {
  const manifest = await raw('/manifest.webmanifest');
  expect(manifest.code).toBe(200);
  expect(manifest.type).toBe('application/manifest+json');
  expect(JSON.parse(manifest.body)).toHaveProperty('start_url', '/');
});

test("the content editor: its config.yml is YAML, and no search engine lists /admin", async () => {
  const config = await raw('/admin/config.yml');
  expect(config.code).toBe(200);
  expect(config.type).toBe('text/yaml; charset=utf-8');
  for (const address of ['/admin', '/admin/', '/admin/config.yml']) {
    const response = await fetch(`${BASE}${address}`, { redirect: 'manual' });
    expect(response.headers.get('x-robots-tag'), address).toBe('noindex');
    // The server's security headers still come with it.
    expect(response.headers.get('x-content-type-options'), address).toBe('nosniff');
  }
  expect((await fetch(`${BASE}/ukStudyAbroad`)).headers.get('x-robots-tag')).toBeNull();
});

test("the generated config names the server's folder, not the build machine's", () => {
  const generated = fs.readFileSync(path.resolve('out/_deploy/nginx.conf'), 'utf8');
  expect(generated).not.toContain(process.cwd());
  // NGINX_ROOT of the build, or the placeholder the README tells the deployer to replace.
  expect(generated.match(/^\s*root ([^;]*);$/m)?.[1]).toBe(nginxRoot());
});

test('security, cache and compression headers', async () => {
  const page = await fetch(`${BASE}/ukStudyAbroad`, { headers: { 'accept-encoding': 'gzip' } });
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
  expect(h.get('cache-control')).toBe('no-cache');
  expect(h.get('content-encoding')).toBe('gzip');

  const html = await (await fetch(`${BASE}/`)).text();
  // An island's bundle (lib/build/islands/bundle.ts): hashed, so cached for a year.
  const asset = html.match(/src="(\/_islands\/[^"]+\.js)"/)?.[1] ?? '';
  expect(asset).not.toBe('');
  const assetResponse = await fetch(`${BASE}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(assetResponse.status).toBe(200);
  expect(assetResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(assetResponse.headers.get('content-encoding')).toBe('gzip');

  const notFound = await fetch(`${BASE}/no-such-page`);
  expect(notFound.headers.get('content-security-policy')).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')*;/);
});

test('a path with a malformed escape gets the 404 page, whose islands hydrate without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/404 \(Not Found\)/.test(message.text())) errors.push(message.text());
  });
  // The menu button shows on a phone's width.
  await page.setViewportSize({ width: 375, height: 740 });
  const response = await page.goto(`${BASE}/%C0%AF`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels.notFound.heading);
  // Only hydration writes aria-expanded on the menu button.
  await expect(page.getByRole('button', { name: labels.layout.menuButton, exact: true })).toHaveAttribute('aria-expanded', 'false');
  expect(errors).toEqual([]);
});

test('a PDF brochure is served as application/pdf', async () => {
  const response = await fetch(`${BASE}/brochures/uk.pdf`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('every page works with its Content-Security-Policy enforced', async ({ page }) => {
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
  for (const route of [...allSpecRoutes, ...extraRoutes, '/brochures/uk', '/search?q=visa', '/no-such-page']) {
    await page.goto(`${BASE}${route}`);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);

  // Scripts really run under the policy: the menu opens, tabs switch and search (WebAssembly) answers.
  await page.goto(`${BASE}/ukStudyAbroad`);
  await page.getByRole('button', { name: 'Study Abroad' }).click();
  await expect(page.locator('#menu-countries')).toBeVisible();
  await page.getByRole('tab', { name: 'Top Universities' }).click();
  await expect(page.getByRole('tab', { name: 'Top Universities' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: labels.search.headerLabel }).fill('Vanier');
  await expect(page.locator('#site-search-results').getByRole('link').first()).toHaveAttribute('href', '/canadaScholarship');
  expect(violations).toEqual([]);
});
