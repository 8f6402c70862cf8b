/**
 * `next build` into the staging folder, then the generated files (social images, icons, PDFs)
 * copied in beside what it took from public/. Next must run as its own process.
 */
import { spawnSync } from 'node:child_process';
import { buildError } from '../problem';
import fs from 'node:fs';
import path from 'node:path';
import { generatedDir, LEGACY_PUBLIC_OUTPUTS } from '../generated';
import type { Stage } from '../runner';
import { childEnvironment, SITE_DATE_VARIABLE } from '../../settings';

export const exportStage: Stage = {
  name: 'export',
  title: 'site exported',
  // The pages state each PDF's size (brochures-manifest) and draw photographs from the image manifest.
  needs: ['content', 'social-images', 'brochures', 'brochures-manifest', 'image-manifest'],
  writes: ['export'],
  run(ctx) {
    fs.rmSync(ctx.stagingDir, { recursive: true, force: true });
    const next = path.join(ctx.root, 'node_modules/next/dist/bin/next');
    // next.config.mjs exports into NEXT_EXPORT_DIR when it is set (see there).
    const result = spawnSync(process.execPath, [next, 'build'], {
      cwd: ctx.root,
      stdio: 'inherit',
      // The build's day, named: the pages are rendered for the day every other stage used, even across midnight.
      env: childEnvironment({ NEXT_TELEMETRY_DISABLED: '1', NEXT_EXPORT_DIR: path.relative(ctx.root, ctx.stagingDir), [SITE_DATE_VARIABLE]: ctx.day }),
    });
    if (result.status !== 0) return { problems: [buildError('next build', undefined, `stopped (exit ${result.status ?? result.signal}); its output above names the page`)] };
    for (const legacy of LEGACY_PUBLIC_OUTPUTS) {
      if (fs.existsSync(path.join(ctx.root, legacy))) ctx.log.warn(`warning: ${legacy}: left by an older build and copied into the export by next build; delete it`);
    }
    fs.cpSync(generatedDir(ctx.root), ctx.stagingDir, { recursive: true });
  },
};
