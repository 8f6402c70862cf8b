/** /admin: plain static files beside the export, not a Next route (lib/cms/write-admin.ts). */
import path from 'node:path';
import { settingsFromEnv, writeAdmin } from '../../cms/write-admin';
import type { Stage } from '../runner';
import { ADMIN_URL } from '../../site-paths';

export const adminStage: Stage = {
  name: 'admin',
  title: '/admin (content editor) written from the schemas',
  needs: ['content', 'export'],
  writes: ['admin'],
  run(ctx) {
    const content = ctx.take('content');
    writeAdmin(path.join(ctx.stagingDir, ADMIN_URL.slice(1)), settingsFromEnv(content.site.data.url), ctx.clock(), content.labels.publishing);
  },
};
