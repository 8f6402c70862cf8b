/**
 * `npm run build`: validates content, renders social images, writes the PDF brochures, encodes
 * photographs, exports the site and indexes it for search — all into out.staging/. Only when every
 * step has succeeded is it published as out/, so a failed build (a bad content edit, say) never
 * takes the last good site away.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { indexSite } from './search-index';
import { finishExport } from './finish-export';
import { islandsStep } from './islands';
import { publish } from '../lib/deploy/publish';
import { loadContent } from '../lib/content/load';
import { canonicalRoutes } from '../lib/content/routes';
import { BUILD_INFO, buildSettings } from '../lib/build-settings';
import { settingsFromEnv, writeAdmin } from './cms';
import { ADMIN_URL } from '../lib/build/output-paths';

const root = process.cwd();
const OUT = path.join(root, 'out');
const STAGING = path.join(root, 'out.staging');

function step(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  if (result.status !== 0) fail(`${title} failed`);
  console.log(`✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function fail(reason: string): never {
  console.error(`\n✗ ${reason}. out/ still holds the last good build${fs.existsSync(OUT) ? '' : ' (there is none yet)'}.`);
  process.exit(1);
}

async function main() {
  const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
  const next = path.join(root, 'node_modules/next/dist/bin/next');
  step('content checked', process.execPath, [tsx, 'scripts/check-content.ts']);
  step('social images rendered', process.execPath, [tsx, 'scripts/og-images.tsx']);
  // After the content check, so a production build with sample data has already stopped; before the
  // export, which copies public/brochures/ and states each PDF's size on its country page.
  step('PDF brochures written', process.execPath, [tsx, 'scripts/brochures.tsx']);
  step('photographs encoded and image budget checked', process.execPath, [tsx, 'scripts/images.ts']);
  fs.rmSync(STAGING, { recursive: true, force: true });
  // next.config.mjs exports into NEXT_EXPORT_DIR when it is set (see there).
  step('site exported', process.execPath, [next, 'build'], { NEXT_EXPORT_DIR: path.basename(STAGING) });

  const content = loadContent(root);
  try {
    const canonical = ['/', ...canonicalRoutes(content.routes).map((e) => e.path)];
    const indexed = await indexSite(STAGING, canonical);
    console.log(`✓ search index: ${indexed.pages} pages, ${(indexed.bytes / 1024).toFixed(0)} KB`);
  } catch (error) {
    fail(`search indexing failed: ${error instanceof Error ? error.message : String(error)}`);
  }

  const started = Date.now();
  const islandProblems = await islandsStep(STAGING);
  if (islandProblems.length > 0) {
    for (const line of islandProblems) console.error(line);
    fail(`the islands step could not rewrite ${islandProblems.length} page(s)`);
  }
  console.log(`✓ islands: Next's client runtime replaced by each page's island bundles (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  // /admin: plain static files beside the export, not a Next route (scripts/cms.ts).
  writeAdmin(path.join(STAGING, ADMIN_URL.slice(1)), settingsFromEnv(content.site.data.url));
  console.log('✓ /admin (content editor) written from the schemas');

  const problems = await finishExport(STAGING, OUT, content);
  if (problems.length > 0) {
    for (const line of problems) console.error(line);
    fail(`the exported site has ${problems.length} problem(s)`);
  }
  console.log('✓ security policy per page, hosting configs, links, images, anchors and HTML checked');

  // What this build was made with, so `npm start` can tell a build made for the tests from its own.
  fs.writeFileSync(path.join(STAGING, BUILD_INFO), `${JSON.stringify(buildSettings())}\n`);

  // out/ is a link flipped in one rename (lib/deploy/publish.ts): there is always a complete site.
  const published = publish(STAGING, OUT);
  console.log(`✓ out/ now serves ${path.relative(root, published)}`);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
