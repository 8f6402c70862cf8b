/**
 * Checks every content image and encodes each photograph (lib/pipeline/images/encode.ts). Before the export:
 * ContentImage reads the manifest it writes, and refuses, in a production render, a photograph it
 * does not list.
 */
import { runImageStep } from '../images/encode';
import type { Stage } from '../runner';

export const imagesStage: Stage = {
  name: 'images',
  title: 'photographs encoded and image budget checked',
  needs: ['content'],
  writes: ['image-manifest'],
  async run(ctx) {
    const outcome = await runImageStep(ctx.root, ctx.take('content'), (line) => ctx.log.warn(line));
    if (outcome.errors.length > 0) return { problems: outcome.errors };
    return { summary: `${outcome.photos} photographs, ${outcome.encoded} files encoded, ${outcome.reused} from the cache` };
  },
};
