/** What this build was made with, so `npm start` can tell a build made for the tests from its own. */
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_INFO } from '../../settings';
import type { Stage } from '../runner';

export const buildInfoStage: Stage = {
  name: 'build-info',
  title: 'build settings recorded',
  needs: ['export'],
  writes: ['build-info'],
  run(ctx) {
    fs.writeFileSync(path.join(ctx.stagingDir, BUILD_INFO), `${JSON.stringify(ctx.settings)}\n`);
  },
};
