/** Render-later parts kept only on pages where no in-page link jumps past one (lib/render-later/build.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { renderLaterPage } from '../../render-later/build';
import { RENDER_LATER_CLASS } from '../../render-later/shared';
import { htmlFiles } from '../deploy/integrity';
import type { Stage } from '../runner';

export const renderLaterStage: Stage = {
  name: 'render-later',
  title: 'parts laid out near the window',
  needs: ['export', 'islands'],
  writes: ['render-later'],
  run(ctx) {
    let kept = 0;
    let laidOut = 0;
    for (const file of htmlFiles(ctx.stagingDir)) {
      const full = path.join(ctx.stagingDir, file);
      const html = fs.readFileSync(full, 'utf8');
      if (!html.includes(RENDER_LATER_CLASS)) continue;
      const page = renderLaterPage(html);
      if (page.jumps.length === 0) {
        kept++;
        continue;
      }
      fs.writeFileSync(full, page.html);
      laidOut++;
    }
    return { summary: `${kept} pages keep them, ${laidOut} with in-page links lay everything out` };
  },
};
