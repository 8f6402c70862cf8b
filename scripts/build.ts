/**
 * `npm run build`: the stages of lib/pipeline/stages/index.ts, in order, into out.staging/: content
 * checked, social images, PDF brochures, photographs, `next build`, search index, islands, /admin,
 * security policies, hosting configs, link and HTML checks. Only when every stage has passed is the
 * export published as out/, so a failed build (a bad content edit, say) never takes the last good
 * site away.
 */
import { runBuild } from '../lib/pipeline/runner';
import { STAGES } from '../lib/pipeline/stages';

runBuild(STAGES, { root: process.cwd() }).then((ok) => process.exit(ok ? 0 : 1));
