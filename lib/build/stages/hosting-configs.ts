/** _headers, _redirects and the nginx server block, from the route table and the pages' policies (lib/build/deploy/configs.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { adminPolicyHeader } from '../deploy/csp';
import { headersFile, nginxConfig, nginxRoot, redirectsFile } from '../deploy/configs';
import { backendOrigins, settingsFromEnv } from '../cms/write-admin';
import type { Stage } from '../runner';

/** Where the generated nginx server block is written, inside the export (not served: see the config). */
export const NGINX_CONFIG = '_deploy/nginx.conf';

export const hostingConfigsStage: Stage = {
  name: 'hosting-configs',
  title: 'hosting configs written',
  needs: ['content', 'page-policies'],
  writes: ['hosting-configs'],
  run(ctx) {
    const content = ctx.take('content');
    const { pages, notFound } = ctx.take('page-policies');
    const adminPolicy = adminPolicyHeader(backendOrigins(settingsFromEnv(content.site.data.url)));
    fs.writeFileSync(path.join(ctx.stagingDir, '_headers'), headersFile(pages, adminPolicy));
    fs.writeFileSync(path.join(ctx.stagingDir, '_redirects'), redirectsFile(content.routes));
    fs.mkdirSync(path.join(ctx.stagingDir, path.dirname(NGINX_CONFIG)), { recursive: true });
    fs.writeFileSync(
      path.join(ctx.stagingDir, NGINX_CONFIG),
      nginxConfig({ root: nginxRoot(), port: 8080, routes: content.routes, policies: pages, notFoundPolicy: notFound, adminPolicy }),
    );
  },
};
