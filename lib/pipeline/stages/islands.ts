/** Each page's island bundles in place of Next's client runtime (lib/pipeline/islands/bundle.ts). */
import { islandsStep } from '../islands/bundle';
import { pageSources } from '../deploy/integrity';
import { exportProblem } from '../problem';
import type { Stage } from '../runner';

export const islandsStage: Stage = {
  name: 'islands',
  title: "islands: Next's client runtime replaced by each page's island bundles",
  needs: ['content', 'export', 'latin-runs'],
  writes: ['islands'],
  async run(ctx) {
    const content = ctx.take('content');
    const sources = pageSources(content);
    return { problems: (await islandsStep(ctx.stagingDir)).map((found) => exportProblem(found, sources)) };
  },
};
