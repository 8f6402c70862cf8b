/**
 * The last steps of a build, on the staged export: compile hints on the scripts every page loads,
 * a Content-Security-Policy per page (header and <meta>), the hosting configs, and the integrity checks that fail the build on a broken link, a
 * missing image, an anchor with no target or invalid HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import type { SiteContent } from '../lib/content/load';
import { adminPolicyHeader, injectPolicyMeta, inlineScripts, originOf, policyHeader, policyMeta, scriptHash } from '../lib/deploy/csp';
import { backendOrigins, settingsFromEnv } from './cms';
import { headersFile, nginxConfig, nginxRoot, redirectsFile, type PagePolicies } from '../lib/deploy/configs';
import { checkSite, htmlFiles, nameSource, pageSources } from '../lib/deploy/integrity';
import { addCompileHints } from '../lib/deploy/compile-hints';
import { buildSettings } from '../lib/build-settings';

/** Where the generated nginx server block is written, inside the export (not served: see the config). */
export const NGINX_CONFIG = '_deploy/nginx.conf';

function sitePath(file: string): string {
  const withoutExt = `/${file.replace(/\\/g, '/').replace(/\.html$/, '')}`;
  return withoutExt === '/index' ? '/' : withoutExt;
}

export async function finishExport(stagingDir: string, finalDir: string, content: SiteContent): Promise<string[]> {
  addCompileHints(stagingDir);
  const connectOrigins = originOf(buildSettings().enquiryEndpoint);
  const policies: PagePolicies = new Map();
  let notFoundPolicy = '';
  for (const file of htmlFiles(stagingDir)) {
    // /admin carries its own policy (written by scripts/cms.ts); no other page gets it.
    if (file.startsWith(`admin${path.sep}`)) continue;
    const full = path.join(stagingDir, file);
    const html = fs.readFileSync(full, 'utf8');
    const scriptHashes = inlineScripts(html).map(scriptHash);
    const header = policyHeader({ scriptHashes, connectOrigins });
    fs.writeFileSync(full, injectPolicyMeta(html, policyMeta({ scriptHashes, connectOrigins })));
    if (file === '404.html') notFoundPolicy = header;
    else if (!file.startsWith('_')) policies.set(sitePath(file), header);
  }

  const adminPolicy = adminPolicyHeader(backendOrigins(settingsFromEnv(content.site.data.url)));
  fs.writeFileSync(path.join(stagingDir, '_headers'), headersFile(policies, adminPolicy));
  fs.writeFileSync(path.join(stagingDir, '_redirects'), redirectsFile(content.routes));
  fs.mkdirSync(path.join(stagingDir, path.dirname(NGINX_CONFIG)), { recursive: true });
  fs.writeFileSync(path.join(stagingDir, NGINX_CONFIG), nginxConfig({ root: nginxRoot(), port: 8080, routes: content.routes, policies, notFoundPolicy, adminPolicy }));

  const problems = checkSite(stagingDir);
  const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
  for (const file of htmlFiles(stagingDir)) {
    const report = await validator.validateString(fs.readFileSync(path.join(stagingDir, file), 'utf8'), file);
    for (const result of report.results) {
      for (const message of result.messages) problems.push(`${file}:${message.line}:${message.column}: ${message.message} (${message.ruleId})`);
    }
  }
  const sources = pageSources(content.routes, content.home.file);
  return problems.map((problem) => nameSource(problem, sources));
}
