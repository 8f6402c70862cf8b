/** /admin: plain static files beside the export, not a Next route (scripts/cms.ts). */
import path from 'node:path';
import { settingsFromEnv, writeAdmin } from '../../../scripts/cms';
import type { Stage } from '../runner';

export const adminStage: Stage = {
  name: 'admin',
  title: '/admin (content editor) written from the schemas',
  needs: ['content', 'export'],
  writes: ['admin'],
  run(ctx) {
    writeAdmin(path.join(ctx.stagingDir, 'admin'), settingsFromEnv(ctx.take('content').site.data.url));
  },
};
