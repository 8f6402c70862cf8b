/**
 * Hosting configuration written by the build from the route table, so it never drifts from the
 * content: an nginx server block, and _headers / _redirects for static hosts that read them
 * (Cloudflare Workers static assets and Pages, Netlify).
 */
import { caseInsensitiveMap, type RouteTable } from '../../content/routes';
import { nginxRootVariable, SettingsError } from '../../settings';
import { cacheRules, contentTypes, contentTypesBySuffix, defaultCacheControl, securityHeaders } from './headers';
import { ADMIN_URL, NOT_FOUND_PAGE } from '../../site-paths';

/** Site path -> its Content-Security-Policy header value. */
export type PagePolicies = Map<string, string>;

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * Addresses in the export that are not pages: build bookkeeping, the static hosts' config files, and
 * the 404 page under its own names (Next also writes it as _not-found.html). Each answers 404.
 */
/**
 * The folder on the web server that holds the published export, for the nginx config's `root`:
 * NGINX_ROOT at build time, else this placeholder. Never the build machine's own path, which means
 * nothing on the server and would publish where the build ran.
 */
export const NGINX_ROOT_PLACEHOLDER = '/srv/study-abroad/out';

export function nginxRoot(value = nginxRootVariable()): string {
  const text = value?.trim();
  if (!text) return NGINX_ROOT_PLACEHOLDER;
  // Written unquoted into the config: nothing that ends the directive, starts a variable or a comment.
  if (!/^\/[^\s"'`$;{}\\#]*$/.test(text)) {
    throw new SettingsError(`NGINX_ROOT: ${JSON.stringify(text)}: expected an absolute path on the web server without spaces, quotes, $, ;, #, { or } (unset, the config says ${NGINX_ROOT_PLACEHOLDER})`);
  }
  return text;
}

export const hiddenPaths = ['/404', '/_not-found', '/_not-found.html', '/_headers', '/_redirects', '/build-info.json'];

/**
 * Every address that should redirect, as [nginx map regex, canonical path] in match order: a page
 * at its own address first (no redirect), then any letter case of a content route, and for every
 * page its `.html` file name or trailing slashes. `editionCase` adds the translated editions' pages
 * (lower-cased path -> page, `caseInsensitiveMapIn`). The targets are paths from the build, never
 * text taken from the request, so no redirect can leave the site.
 */
export function redirectRules(routes: RouteTable, pagePaths: Iterable<string>, editionCase: Record<string, string> = {}): [string, string][] {
  const canonicalByLower = new Map(Object.entries({ ...caseInsensitiveMap(routes), ...editionCase }));
  const canonicals = new Set([...routes.entries.map((entry) => entry.canonical), ...Object.values(editionCase)]);
  const otherPages = [...pagePaths].filter((urlPath) => urlPath !== '/' && !canonicalByLower.has(urlPath.toLowerCase())).sort();
  return [
    ['~^/$', ''],
    ...[...canonicals, ...otherPages].sort().map((urlPath): [string, string] => [`~^${regexEscape(urlPath)}$`, '']),
    ['~^/index(\\.html)?/*$', '/'],
    ...[...canonicalByLower].sort().map(([lower, canonical]): [string, string] => [`~*^${regexEscape(lower)}(\\.html)?/*$`, canonical]),
    ...otherPages.map((urlPath): [string, string] => [`~^${regexEscape(urlPath)}(\\.html)?/*$`, urlPath]),
  ];
}

/**
 * A translated edition's 404 page for the hosts: its prefix (/ur), the policy of its page
 * (out/ur/404.html), and its pages by lower-cased path, for letter-case redirects.
 */
export type EditionNotFound = { prefix: string; policy: string; caseMap: Record<string, string> };

/** The file of an edition's 404 page as the server names it: /404.html, /ur/404.html. */
export const notFoundFile = (prefix: string) => `${prefix}${NOT_FOUND_PAGE}.html`;

export function nginxConfig(options: { root: string; port: number; routes: RouteTable; policies: PagePolicies; notFoundPolicy: string; adminPolicy?: string; editions?: EditionNotFound[] }): string {
  const { root, port, routes, policies, notFoundPolicy, adminPolicy, editions = [] } = options;
  // nginx compares plain map keys ignoring case, so paths are matched by case-sensitive regexes.
  // try_files has already swapped $uri for the file when headers are sent, hence the .html.
  const cspLines: string[] = [];
  for (const [urlPath, policy] of [...policies].sort(([a], [b]) => a.localeCompare(b))) {
    const pattern = urlPath === '/' ? '^/(index\\.html)?$' : `^${regexEscape(urlPath)}(\\.html)?$`;
    cspLines.push(`    ${quote(`~${pattern}`)} ${quote(policy)};`);
  }
  // An edition's 404 page is sent under its own address once error_page has swapped $uri for it.
  for (const edition of editions) cspLines.push(`    ${quote(`~^${regexEscape(notFoundFile(edition.prefix))}$`)} ${quote(edition.policy)};`);
  const editionCase = Object.fromEntries(editions.flatMap((edition) => Object.entries(edition.caseMap)));
  const redirectLines = redirectRules(routes, policies.keys(), editionCase).map(([pattern, target]) => `    ${quote(pattern)} ${quote(target)};`);
  const cacheLines = cacheRules.map((rule) => `    ${quote(`~^${regexEscape(rule.prefix)}`)} ${quote(rule.value)};`);

  return `# Generated by \`npm run build\` from the route table and the exported pages. Do not edit:
# change content or lib/deploy/ and rebuild. Include this file inside nginx's http { } block
# (for example as /etc/nginx/conf.d/study-abroad.conf). \`root\` below is NGINX_ROOT from the
# build's environment (${NGINX_ROOT_PLACEHOLDER} when it is not set): the server's copy of out/.

map $uri $site_csp {
    default ${quote(notFoundPolicy)};
${adminPolicy ? `    ${quote('~^/admin/')} ${quote(adminPolicy)};\n` : ''}${cspLines.join('\n')}
}

# Addresses no search engine should list: the content editor, as _headers says too. "" sends no header.
map $uri $site_robots {
    default "";
${adminPolicy ? `    ${quote('~^/admin(/|$)')} "noindex";\n` : ''}}

map $uri $site_cache_control {
    default ${quote(defaultCacheControl)};
${cacheLines.join('\n')}
}

# The page a request means when it names it another way: any letter case of a route
# (/UKStudyAbroad), an alias (/health-insurance), a trailing slash or the .html file name. Regexes
# are tried in order, so a page at its own address matches "" (no redirect) first. Every target is
# a path written here, never part of the request, so no request is redirected off the site.
map $uri $site_redirect {
    default "";
${redirectLines.join('\n')}
}

server {
    listen ${port};
    server_name _;
    root ${root};
    index index.html;
    charset utf-8;
    server_tokens off;
    absolute_redirect off;

    gzip on;
    gzip_vary on;
    gzip_comp_level 6;
    gzip_min_length 256;
    gzip_types text/css application/javascript text/javascript application/json application/manifest+json application/atom+xml image/svg+xml application/xml text/xml text/plain;

    add_header Content-Security-Policy $site_csp always;
${securityHeaders.map(([name, value]) => `    add_header ${name} ${quote(value)} always;`).join('\n')}
    add_header Cache-Control $site_cache_control always;
    add_header X-Robots-Tag $site_robots always;

    error_page 404 /404.html;

    if ($site_redirect) {
        return 301 $site_redirect$is_args$args;
    }

    # Clean URLs: /ukStudyAbroad is out/ukStudyAbroad.html.
    location = / {
        try_files /index.html =404;
    }

    location / {
        try_files $uri $uri.html =404;
    }

    # Only ever the answer to a missing address (error_page above), never a page of its own.
    location = /404.html {
        internal;
    }
${editions
  .map(
    ({ prefix }) => `
    # A missing address under ${prefix}/ gets that edition's own 404 page, in its language.
    location ^~ ${prefix}/ {
        error_page 404 ${notFoundFile(prefix)};
        try_files $uri $uri.html =404;
    }

    location = ${notFoundFile(prefix)} {
        internal;
        error_page 404 ${notFoundFile(prefix)};
    }

    location = ${prefix}${NOT_FOUND_PAGE} {
        error_page 404 ${notFoundFile(prefix)};
        return 404;
    }
`,
  )
  .join('')}${
  adminPolicy
    ? `
    # The content editor (Decap CMS): plain files under /admin/, with its own policy (map above).
    location = /admin {
        return 301 /admin/;
    }

    location ^~ /admin/ {
        try_files $uri $uri/index.html =404;
    }
`
    : ''
}
    # In the export but not part of the site.
${hiddenPaths.map((hidden) => `    location = ${hidden} {\n        return 404;\n    }`).join('\n\n')}

    location ^~ /_deploy/ {
        return 404;
    }
${contentTypes
  .map(
    ({ path, type }) => `
    location = ${path} {
        types { }
        default_type ${quote(type)};
    }`,
  )
  .join('\n')}
${contentTypesBySuffix
  .map(
    ({ suffix, type }) => `
    location ~ ${regexEscape(suffix)}$ {
        types { }
        default_type ${quote(type)};
    }`,
  )
  .join('\n')}
}
`;
}

/**
 * Cloudflare (Workers static assets and Pages) reads at most this many rules from `_headers` and
 * silently skips the rest (wrangler prints "Maximum number of rules supported is 100").
 */
export const MAX_HEADER_RULES = 100;

/** The rules of a `_headers` file: each line that starts at the margin is a path (comments aside). */
export const headerRuleCount = (file: string) => file.split('\n').filter((line) => /^\S/.test(line) && !line.startsWith('#')).length;

/** The policy most pages share: it goes on `/*`, so those pages need no rule of their own. */
function commonPolicy(policies: PagePolicies, fallback: string | undefined): string | undefined {
  const counts = new Map<string, number>();
  for (const policy of policies.values()) counts.set(policy, (counts.get(policy) ?? 0) + 1);
  let best = fallback;
  let bestCount = best === undefined ? 0 : (counts.get(best) ?? 0);
  for (const [policy, count] of counts) {
    if (count > bestCount) [best, bestCount] = [policy, count];
  }
  return best;
}

/**
 * Cloudflare (Workers static assets, Pages) and Netlify read this file from the published folder.
 * Cloudflare reads only the first 100 rules, so the policy most pages share is sent for every path
 * (`/*`, which also covers the 404 page), and only a path with another policy gets a rule: `!`
 * first removes the shared one (Cloudflare's syntax for detaching a header), since two policies
 * would both be enforced. /admin is such a path; with its trailing slash dropped it is `/admin`,
 * which `/admin/*` does not match, hence both.
 */
export function headersFile(policies: PagePolicies, adminPolicy?: string, notFoundPolicy?: string): string {
  const shared = commonPolicy(policies, notFoundPolicy);
  const lines = [
    '# Generated by `npm run build`. Cloudflare and Netlify read this file.',
    '/*',
    ...securityHeaders.map(([name, value]) => `  ${name}: ${value}`),
    ...(shared ? [`  Content-Security-Policy: ${shared}`] : []),
    ...cacheRules.map((rule) => `${rule.prefix}*\n  Cache-Control: ${rule.value}`),
    ...contentTypes.map(({ path, type }) => `${path}\n  Content-Type: ${type}`),
  ];
  const own = (policy: string) => [...(shared ? ['  ! Content-Security-Policy'] : []), `  Content-Security-Policy: ${policy}`];
  if (adminPolicy) {
    for (const adminPath of [ADMIN_URL, `${ADMIN_URL}/*`]) lines.push(adminPath, ...own(adminPolicy), '  X-Robots-Tag: noindex');
  }
  for (const [urlPath, policy] of [...policies].sort(([a], [b]) => a.localeCompare(b))) {
    if (policy === shared) continue;
    lines.push(urlPath, ...own(policy));
    if (urlPath !== '/') lines.push(`${urlPath}.html`, ...own(policy));
  }
  return `${lines.join('\n')}\n`;
}

/** Files in the export that `wrangler deploy` must not upload (a `.gitignore`-style list). */
export const ASSETS_IGNORE = '.assetsignore';

/**
 * The export's files that are not part of the site: the nginx config, the build's own record and
 * Next's copy of the 404 page. Cloudflare answers them with the 404 page, as nginx does. (404.html
 * itself must stay: it is the 404 page.)
 */
export function assetsIgnoreFile(): string {
  return ['# Generated by `npm run build`. wrangler deploy leaves these files out.', '_deploy', ...hiddenPaths.filter((hidden) => /\.\w+$/.test(hidden)).map((hidden) => hidden.slice(1)), ''].join('\n');
}

/**
 * These hosts already serve clean URLs and 404.html with status 404. Their redirect rules match
 * letter case exactly (Cloudflare's do: measured with wrangler dev), so each route gets a rule from
 * its `.html` name and from its all-lower-case spelling, and each alias (`/health-insurance`) from
 * its own address; any other spelling (`/UKStudyAbroad`) gets the 404 page, whose script sends the
 * visitor on (components/layout). No rule starts at an address that is a page itself. A translated
 * edition's pages (`editionCase`) get their all-lower-case rule the same way.
 */
export function redirectsFile(routes: RouteTable, editionCase: Record<string, string> = {}): string {
  const lines = ['# Generated by `npm run build`. Cloudflare and Netlify read this file.'];
  const canonicals = new Set(routes.entries.map((entry) => entry.canonical));
  const from = new Map<string, string>();
  for (const entry of routes.entries) {
    from.set(`${entry.path}.html`, entry.canonical);
    if (entry.path !== entry.canonical) from.set(entry.path, entry.canonical);
  }
  for (const [lower, canonical] of Object.entries(caseInsensitiveMap(routes))) {
    if (!canonicals.has(lower) && !from.has(lower)) from.set(lower, canonical);
  }
  // A translated edition's pages: their all-lower-case spelling (/ur/ukstudyabroad); other spellings get its 404 page, whose script sends the browser on.
  for (const [lower, page] of Object.entries(editionCase)) {
    if (lower !== page && !from.has(lower)) from.set(lower, page);
  }
  for (const [source, target] of from) lines.push(`${source} ${target} 301`);
  return `${lines.join('\n')}\n`;
}
