/**
 * A Content-Security-Policy for every exported page, from the inline scripts it really has: written
 * into its <meta>, and handed to the hosting-configs stage for the header. After the islands stage,
 * which decides the pages' final scripts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { injectPolicyMeta, inlineScripts, originOf, policyHeader, policyMeta, scriptHash, widgetOriginsOf } from '../deploy/csp';
import { htmlFiles } from '../deploy/integrity';
import type { PagePolicies } from '../deploy/configs';
import type { Stage } from '../runner';
import { translatedEditions } from '../../editions';
import { NOT_FOUND_PAGE } from '../../site-paths';

/** Each translated edition's 404 page as an export file (ur/404.html) -> its prefix (/ur). */
const editionNotFoundFiles = new Map(translatedEditions.map((edition) => [path.join(edition.prefix.slice(1), `${NOT_FOUND_PAGE.slice(1)}.html`), edition.prefix]));

function sitePath(file: string): string {
  const withoutExt = `/${file.replace(/\\/g, '/').replace(/\.html$/, '')}`;
  return withoutExt === '/index' ? '/' : withoutExt;
}

export const cspStage: Stage = {
  name: 'csp',
  title: 'security policy per page',
  needs: ['export', 'islands'],
  writes: ['page-policies'],
  run(ctx) {
    const connectOrigins = originOf(ctx.settings.enquiryEndpoint);
    const pages: PagePolicies = new Map();
    let notFound = '';
    const notFoundIn: PagePolicies = new Map();
    for (const file of htmlFiles(ctx.stagingDir)) {
      // /admin carries its own policy (written by lib/cms/write-admin.ts); no other page gets it.
      if (file.startsWith(`admin${path.sep}`)) continue;
      const full = path.join(ctx.stagingDir, file);
      const html = fs.readFileSync(full, 'utf8');
      const scriptHashes = inlineScripts(html).map(scriptHash);
      const policy = { scriptHashes, connectOrigins, widgetOrigins: widgetOriginsOf(html) };
      const header = policyHeader(policy);
      fs.writeFileSync(full, injectPolicyMeta(html, policyMeta(policy)));
      if (file === '404.html') notFound = header;
      else if (editionNotFoundFiles.has(file)) notFoundIn.set(editionNotFoundFiles.get(file) ?? '', header);
      else if (!file.startsWith('_')) pages.set(sitePath(file), header);
    }
    ctx.put('page-policies', { pages, notFound, notFoundIn });
    return { summary: `${pages.size} pages` };
  },
};
