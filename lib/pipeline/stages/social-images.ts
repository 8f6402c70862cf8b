/** Social-sharing images (one per page of every edition) and the app icons, drawn from content (lib/pipeline/social-images.tsx). */
import { writeSocialImages } from '../social-images';
import { generatedDir } from '../generated';
import type { Stage } from '../runner';

export const socialImagesStage: Stage = {
  name: 'social-images',
  title: 'social images rendered',
  needs: ['content', 'translations'],
  writes: ['social-images'],
  async run(ctx) {
    const pages = await writeSocialImages(ctx.take('content'), ctx.root, generatedDir(ctx.root), (line) => ctx.log.warn(line), ctx.take('translations'));
    return { summary: `${pages} pages and 3 icons` };
  },
};
