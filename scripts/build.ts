/**
 * `npm run build`: the stages of lib/build/stages/index.ts, in order, into out.staging/: content
 * checked, social images, PDF brochures, photographs, `next build`, search index, islands, /admin,
 * security policies, hosting configs, link and HTML checks. Only when every stage has passed is the
 * export published as out/, so a failed build (a bad content edit, say) never takes the last good
 * site away.
 */
import { BuildContext } from '../lib/build/context';
import { runStages } from '../lib/build/runner';
import { STAGES } from '../lib/build/stages';

// The context reads the build settings, which refuse a bad ENQUIRY_ENDPOINT: inside the promise, so
// that refusal is one line like any other failure.
Promise.resolve()
  .then(() => runStages(STAGES, new BuildContext({ root: process.cwd() })))
  .then((outcome) => process.exit(outcome.ok ? 0 : 1))
  .catch((error: unknown) => {
    console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
