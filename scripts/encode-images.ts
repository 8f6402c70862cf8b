/** `tsx scripts/encode-images.ts`: the images stage alone (lib/pipeline/images/encode.ts), for the build day of the settings. */
import { formatProblem } from '../lib/content/problem';
import { loadSite } from '../lib/content/load';
import { runImageStep } from '../lib/pipeline/images/encode';
import { buildDay } from '../lib/settings';

const started = Date.now();
const root = process.cwd();
runImageStep(root, loadSite({ root, day: buildDay() }))
  .then((outcome) => {
    if (outcome.errors.length > 0) {
      for (const found of outcome.errors) console.error(formatProblem(found));
      process.exit(1);
    }
    console.log(`images: ${outcome.photos} photographs, ${outcome.encoded} files encoded, ${outcome.reused} from the cache, in ${Date.now() - started} ms`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
