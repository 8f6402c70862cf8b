/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { injectPolicyMeta, inlineScripts, policyHeader, policyMeta, scriptHash } from '@/lib/pipeline/deploy/csp';
import { checkSite } from '@/lib/pipeline/deploy/integrity';
import { COMPILE_HINT } from '@/lib/pipeline/deploy/compile-hints';
import { buildIslands, ISLANDS_DIR } from '../../lib/pipeline/islands/bundle';
import { assetsIgnoreFile, headerRuleCount, headersFile, hiddenPaths, MAX_HEADER_RULES, redirectsFile, nginxConfig, nginxRoot, NGINX_ROOT_PLACEHOLDER, redirectRules } from '@/lib/pipeline/deploy/configs';
import { loadContent } from './content-fixture';

const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script src="/_next/a.js" async=""></script>
<script>self.__next_f=[]</script><script type="application/ld+json">{"@type":"Thing"}</script></head>
<body><script id="_R_">boot()</script></body></html>`;

describe('Content-Security-Policy from the exported HTML', () => {
  it('hashes exactly the inline scripts a browser would run', () => {
    expect(inlineScripts(page)).toEqual(['self.__next_f=[]', 'boot()']);
    const expected = `'sha256-${createHash('sha256').update('boot()').digest('base64')}'`;
    expect(scriptHash('boot()')).toBe(expected);
  });

  it('allows hashed scripts only: no unsafe-inline for scripts, framing refused in the header', () => {
    const options = { scriptHashes: inlineScripts(page).map(scriptHash), connectOrigins: ['https://forms.example'] };
    const header = policyHeader(options);
    const scriptSrc = header.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${[scriptHash('boot()'), scriptHash('self.__next_f=[]')].sort().join(' ')}`);
    expect(header).toContain("frame-ancestors 'none'");
    expect(header).toContain("connect-src 'self' https://forms.example");
    expect(header).toContain("object-src 'none'");
    // A <meta> policy cannot carry frame-ancestors.
    expect(policyMeta(options)).not.toContain('frame-ancestors');
  });

  it('puts the meta policy right after the charset, before any script, once', () => {
    const html = injectPolicyMeta(page, "default-src 'self'");
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf('Content-Security-Policy')).toBeGreaterThan(html.indexOf('charSet'));
    expect(injectPolicyMeta(html, "default-src 'self'")).toBe(html);
  });
});

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('integrity of the exported site', () => {
  const good = {
    'index.html': '<a href="/guide">Guide</a><a href="/guide#fees">Fees</a><a href="#top" id="top">Top</a><img src="/images/a.svg" alt=""><a href="https://example.org">Out</a><a href="tel:+92">Call</a>',
    'guide.html': '<h2 id="fees">Fees</h2><a href="/">Home</a>',
    'images/a.svg': '<svg/>',
  };

  it('passes a site whose links, images and anchors all resolve', () => {
    expect(checkSite(site(good))).toEqual([]);
  });

  it('names a broken link, a missing image and an anchor with no target', () => {
    const problems = checkSite(
      site({
        ...good,
        'index.html': `${good['index.html']}<a href="/gone">Gone</a><img src="/images/missing.png" alt=""><a href="/guide#deadlines">Deadlines</a><a href="#nowhere">x</a>`,
      }),
    );
    expect(problems.map((p) => `${p.page}: ${p.message}`)).toEqual([
      'index.html: link to /gone: no such page',
      'index.html: link to /guide#deadlines: no element with id "deadlines" on guide.html',
      'index.html: link to #nowhere: no element with id "nowhere" on index.html',
      'index.html: image /images/missing.png: no such file',
    ]);
  });

  it("reads links as a browser does: an apostrophe in a query is not an anchor, and text is not a link", () => {
    // What React writes for the Markdown link [master's advice](/contact?topic=master's).
    const contact = '<a href="/contact?topic=master&#x27;s">master&#x27;s advice</a><a href="/guide?a=1&amp;b=2#fees">Fees</a>';
    const prose = '<p>Paste &lt;a href="/gone"&gt; into the page</p><script type="application/ld+json">{"url":"<a href=\\"/gone\\">"}</script>';
    const mixed = '<a href="/guide#%E0%A4%A">x</a><a href="/g%C0%AFuide">y</a>';
    expect(checkSite(site({ ...good, 'contact.html': `${contact}${prose}` }))).toEqual([]);
    expect(checkSite(site({ ...good, 'contact.html': mixed })).map((p) => `${p.page}: ${p.message}`)).toEqual([
      'contact.html: link to /guide#%E0%A4%A: no element with id "%E0%A4%A" on guide.html',
      'contact.html: link to /g%C0%AFuide: no such page',
    ]);
  });
});

describe('compile hints on the scripts pages load first', () => {
  it('the bundler writes the hint at the top of every island bundle and the chunks they import, and leaves on-demand chunks alone', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'islands-'));
    try {
      const bundles = await buildIslands(dir);
      const firstLoad = new Set([...bundles.values()].flatMap((bundle) => [bundle.src, ...bundle.imports]));
      const all = fs.readdirSync(path.join(dir, ISLANDS_DIR)).map((name) => `/${ISLANDS_DIR}/${name}`);
      const read = (url: string) => fs.readFileSync(path.join(dir, url), 'utf8');
      for (const url of firstLoad) expect({ url, start: read(url).slice(0, COMPILE_HINT.length) }).toEqual({ url, start: COMPILE_HINT });
      const onDemand = all.filter((url) => !firstLoad.has(url));
      // The animation engine, which Reveal imports only when a section scrolls into view.
      expect(onDemand.length).toBeGreaterThan(0);
      for (const url of onDemand) expect({ url, hinted: read(url).includes(COMPILE_HINT.trim()) }).toEqual({ url, hinted: false });
      // ...and the import that loads it names a file that is there.
      const reveal = bundles.get('Reveal');
      const lazy = [...read(reveal?.src ?? '').matchAll(/import\("\.\/([^"]+)"\)/g)].map((m) => `/${ISLANDS_DIR}/${m[1]}`);
      expect(lazy.length).toBeGreaterThan(0);
      for (const url of lazy) expect(onDemand).toContain(url);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('hosting configs', () => {
  const { routes } = loadContent(process.cwd());
  const route = routes.entries.find((entry) => entry.path === entry.canonical && /[A-Z]/.test(entry.path));
  const alias = routes.entries.find((entry) => entry.path !== entry.canonical);
  const pages = ['/', '/search', '/brochures/uk', ...routes.entries.map((entry) => entry.path)];
  const rules = redirectRules(routes, pages);
  // nginx's map: regexes tried in order, `~*` ignoring case; the first match gives the value.
  const redirectFor = (uri: string) => {
    for (const [pattern, target] of rules) {
      const ignoreCase = pattern.startsWith('~*');
      if (new RegExp(pattern.slice(ignoreCase ? 2 : 1), ignoreCase ? 'i' : '').test(uri)) return target;
    }
    return '';
  };

  it('sends other spellings of a page to its one address', () => {
    if (!route || !alias) throw new Error('the content needs a mixed-case route and an alias for this test');
    expect(redirectFor(route.path)).toBe('');
    expect(redirectFor(`${route.path}/`)).toBe(route.path);
    expect(redirectFor(`${route.path.toUpperCase()}//`)).toBe(route.path);
    expect(redirectFor(`${route.path}.html`)).toBe(route.path);
    expect(redirectFor(alias.path)).toBe(alias.canonical);
    expect(redirectFor('/index.html')).toBe('/');
    expect(redirectFor('/')).toBe('');
    expect(redirectFor('/search/')).toBe('/search');
    expect(redirectFor('/brochures/uk.html')).toBe('/brochures/uk');
  });

  it('never redirects anywhere but a page of the site', () => {
    const targets = new Set(['', ...pages.map((page) => routes.byPath.get(page)?.canonical ?? page)]);
    for (const [, target] of rules) expect(targets).toContain(target);
    // nginx hands the map the decoded path: %5C is already a backslash, %09 a tab.
    for (const uri of ['/\\evil.example/', '/\\evil.example', '/evil.example/', `/\\${route?.path.slice(1)}`, '/\t/evil.example/', `/x|${route?.path}`, '/images/']) {
      expect(redirectFor(uri)).toBe('');
    }
  });

  it('redirects only through that map, hides the non-pages and types the manifest', () => {
    const config = nginxConfig({ root: '/srv/out', port: 8080, routes, policies: new Map([['/', "default-src 'self'"]]), notFoundPolicy: "default-src 'self'" });
    expect(config).not.toMatch(/^\s*rewrite\b/m);
    expect(config.match(/return 30\d [^;]*;/g)).toEqual(['return 301 $site_redirect$is_args$args;']);
    for (const hidden of hiddenPaths) expect(config).toContain(`location = ${hidden} {\n        return 404;`);
    expect(config).toMatch(/location = \/manifest\.webmanifest \{\s*types \{ \}\s*default_type "application\/manifest\+json";/);
    expect(headersFile(new Map())).toContain('/manifest.webmanifest\n  Content-Type: application/manifest+json\n');
  });

  it("serves the content editor's config.yml as YAML and keeps /admin out of search engines, in nginx as in _headers", () => {
    const config = nginxConfig({ root: '/srv/out', port: 8080, routes, policies: new Map(), notFoundPolicy: "default-src 'self'", adminPolicy: "default-src 'self'" });
    expect(config).toMatch(/location = \/admin\/config\.yml \{\s*types \{ \}\s*default_type "text\/yaml; charset=utf-8";/);
    expect(headersFile(new Map(), "default-src 'self'")).toContain('/admin/config.yml\n  Content-Type: text/yaml; charset=utf-8\n');
    // One server-level add_header: a location's own add_header would drop every security header there.
    expect(config).toContain('    add_header X-Robots-Tag $site_robots always;\n');
    const robots = config.match(/map \$uri \$site_robots \{([^}]*)\}/)?.[1] ?? '';
    const noindexPattern = robots.match(/"~(.*)" "noindex";/)?.[1] ?? 'no pattern';
    for (const uri of ['/admin', '/admin/', '/admin/index.html', '/admin/config.yml']) expect(uri).toMatch(new RegExp(noindexPattern));
    for (const uri of ['/', '/administration', '/ukStudyAbroad']) expect(uri).not.toMatch(new RegExp(noindexPattern));
    expect(headersFile(new Map(), "default-src 'self'")).toContain('/admin/*\n  Content-Security-Policy: default-src \'self\'\n  X-Robots-Tag: noindex\n');
  });

  it("names the server's folder in root, never the build machine's", () => {
    const written = (root: string) => nginxConfig({ root, port: 8080, routes, policies: new Map(), notFoundPolicy: "default-src 'self'" }).match(/^\s*root ([^;]*);$/m)?.[1];
    expect(nginxRoot(undefined)).toBe(NGINX_ROOT_PLACEHOLDER);
    expect(nginxRoot('  ')).toBe(NGINX_ROOT_PLACEHOLDER);
    expect(written(nginxRoot(undefined))).toBe(NGINX_ROOT_PLACEHOLDER);
    expect(written(nginxRoot(undefined))).not.toContain(process.cwd());
    expect(written(nginxRoot('/var/www/horizon/out'))).toBe('/var/www/horizon/out');
    for (const bad of ['out', '/srv/out; include /etc/passwd', '/srv/my site', '/srv/$host', '/srv/{x}']) {
      expect(() => nginxRoot(bad)).toThrow(/^NGINX_ROOT: .*expected an absolute path on the web server/);
    }
  });

  it("keeps _headers within Cloudflare's 100 rules: the shared policy on /*, a rule only for a page with its own", () => {
    const page = "default-src 'self'; script-src 'self'";
    const other = "default-src 'self'; script-src 'self' 'sha256-abc='";
    const admin = "default-src 'self'; script-src 'self' 'unsafe-eval'";
    const policies = new Map<string, string>(Array.from({ length: 300 }, (_, i): [string, string] => [`/page${i}`, page]));
    policies.set('/special', other);
    const file = headersFile(policies, admin, page);
    expect(headerRuleCount(file)).toBeLessThanOrEqual(MAX_HEADER_RULES);
    expect(file).toContain(`/*\n  Strict-Transport-Security`);
    expect(file).toContain(`  Content-Security-Policy: ${page}\n`);
    expect(file).not.toContain('/page1\n');
    // Another policy replaces the shared one rather than adding a second, which would also be enforced.
    expect(file).toContain(`/special\n  ! Content-Security-Policy\n  Content-Security-Policy: ${other}\n`);
    expect(file).toContain(`/special.html\n  ! Content-Security-Policy\n  Content-Security-Policy: ${other}\n`);
    for (const adminPath of ['/admin', '/admin/*']) expect(file).toContain(`${adminPath}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${admin}\n  X-Robots-Tag: noindex\n`);
    expect(headerRuleCount('# comment\n/*\n  A: b\n/x\n  C: d\n')).toBe(2);
  });

  it('_redirects: the .html names, the lower-case spelling and the alias go to the page, and no page redirects', () => {
    const { routes: table } = loadContent(process.cwd());
    const rules = redirectsFile(table).split('\n').filter((line) => line && !line.startsWith('#')).map((line) => line.split(' '));
    const sources = rules.map(([source]) => source);
    expect(new Set(sources).size).toBe(sources.length);
    expect(rules).toContainEqual(['/ukStudyAbroad.html', '/ukStudyAbroad', '301']);
    expect(rules).toContainEqual(['/ukstudyabroad', '/ukStudyAbroad', '301']);
    expect(rules).toContainEqual(['/health-insurance', '/health-Insurance', '301']);
    const pages = new Set(table.entries.map((entry) => entry.canonical));
    expect(sources.filter((source) => pages.has(source ?? ''))).toEqual([]);
    expect(rules.filter(([, target, code]) => !pages.has(target ?? '') || code !== '301')).toEqual([]);
  });

  it('the Urdu edition: its own 404 page under /ur/, its pages in any letter case, in nginx and _redirects', () => {
    const caseMap = { '/ur/ukstudyabroad': '/ur/ukStudyAbroad', '/ur/health-insurance': '/ur/health-Insurance' };
    const urPolicy = "default-src 'self'; script-src 'self' 'sha256-ur='";
    const config = nginxConfig({ root: '/srv/out', port: 8080, routes, policies: new Map([['/ur/ukStudyAbroad', "default-src 'self'"]]), notFoundPolicy: "default-src 'self'", editions: [{ prefix: '/ur', policy: urPolicy, caseMap }] });
    expect(config).toMatch(/location \^~ \/ur\/ \{\s*error_page 404 \/ur\/404\.html;\s*try_files \$uri \$uri\.html =404;\s*\}/);
    expect(config).toMatch(/location = \/ur\/404\.html \{\s*internal;/);
    expect(config).toMatch(/location = \/ur\/404 \{\s*error_page 404 \/ur\/404\.html;\s*return 404;/);
    // The Urdu 404 page is sent with its own policy once error_page has made it the $uri.
    expect(config).toContain(`"~^/ur/404\\\\.html$" "${urPolicy}";`);
    const urRules = redirectRules(routes, ['/ur/ukStudyAbroad'], caseMap);
    const urRedirect = (uri: string) => {
      for (const [pattern, target] of urRules) {
        const ignoreCase = pattern.startsWith('~*');
        if (new RegExp(pattern.slice(ignoreCase ? 2 : 1), ignoreCase ? 'i' : '').test(uri)) return target;
      }
      return '';
    };
    expect(urRedirect('/ur/ukStudyAbroad')).toBe('');
    expect(urRedirect('/ur/UKStudyAbroad')).toBe('/ur/ukStudyAbroad');
    expect(urRedirect('/ur/ukstudyabroad.html')).toBe('/ur/ukStudyAbroad');
    const file = redirectsFile(routes, caseMap);
    expect(file).toContain('\n/ur/ukstudyabroad /ur/ukStudyAbroad 301\n');
    expect(file).not.toContain('/ur/ukStudyAbroad /');
  });

  it('.assetsignore keeps the build record, the nginx config and Next\'s 404 copy off Cloudflare, but not the 404 page', () => {
    const ignored = assetsIgnoreFile().split('\n').filter((line) => line && !line.startsWith('#'));
    expect(ignored).toEqual(expect.arrayContaining(['_deploy', 'build-info.json', '_not-found.html']));
    expect(ignored).not.toContain('404.html');
  });
});
