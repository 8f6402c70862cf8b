/** _headers, _redirects and the nginx server block, from the route table and the pages' policies (lib/pipeline/deploy/configs.ts). */
import fs from 'node:fs';
import { buildError } from '../problem';
import path from 'node:path';
import { adminPolicyHeader } from '../../cms/admin-policy';
import { caseInsensitiveMapIn } from '../../content/edition-links';
import { ASSETS_IGNORE, assetsIgnoreFile, type EditionNotFound, headerRuleCount, headersFile, MAX_HEADER_RULES, nginxConfig, nginxRoot, redirectsFile } from '../deploy/configs';
import { backendOrigins, settingsFromEnv } from '../../cms/write-admin';
import type { Stage } from '../runner';

/** Where the generated nginx server block is written, inside the export (not served: see the config). */
export const NGINX_CONFIG = '_deploy/nginx.conf';

export const hostingConfigsStage: Stage = {
  name: 'hosting-configs',
  title: 'hosting configs written',
  needs: ['content', 'translations', 'page-policies'],
  writes: ['hosting-configs'],
  run(ctx) {
    const content = ctx.take('content');
    const { pages, notFound, notFoundIn } = ctx.take('page-policies');
    const editions: EditionNotFound[] = ctx.take('translations').map((translated) => {
      const policy = notFoundIn.get(translated.edition.prefix);
      if (policy === undefined) throw new Error(`${translated.edition.prefix}: the export has no 404 page of this edition (app/(${translated.edition.code})${translated.edition.prefix}/404)`);
      return { prefix: translated.edition.prefix, policy, caseMap: caseInsensitiveMapIn(translated) };
    });
    const editionCase = Object.fromEntries(editions.flatMap((edition) => Object.entries(edition.caseMap)));
    const adminPolicy = adminPolicyHeader(backendOrigins(settingsFromEnv(content.site.data.url)));
    const headers = headersFile(pages, adminPolicy, notFound);
    // Cloudflare would drop the rules past its limit without failing the deploy: some pages would go out without their policy.
    const rules = headerRuleCount(headers);
    if (rules > MAX_HEADER_RULES) {
      return { problems: [buildError('_headers', undefined, `${rules} rules; Cloudflare reads only the first ${MAX_HEADER_RULES}, so some pages would be served without their headers`)], hint: 'Give more pages the same policy, or serve the headers another way (docs/deploy.md, "Cloudflare").' };
    }
    fs.writeFileSync(path.join(ctx.stagingDir, '_headers'), headers);
    fs.writeFileSync(path.join(ctx.stagingDir, '_redirects'), redirectsFile(content.routes, editionCase));
    fs.writeFileSync(path.join(ctx.stagingDir, ASSETS_IGNORE), assetsIgnoreFile());
    fs.mkdirSync(path.join(ctx.stagingDir, path.dirname(NGINX_CONFIG)), { recursive: true });
    fs.writeFileSync(
      path.join(ctx.stagingDir, NGINX_CONFIG),
      nginxConfig({ root: nginxRoot(), port: 8080, routes: content.routes, policies: pages, notFoundPolicy: notFound, adminPolicy, editions }),
    );
  },
};
