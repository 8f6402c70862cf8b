/**
 * The PDF brochures (lib/pipeline/brochure-pdf.tsx) and the manifest of their sizes that the country pages
 * state. After the content stage, so a production build with sample data has already stopped.
 */
import { writeBrochures } from '../brochure-pdf';
import { ProblemError } from '../../content/problem';
import type { Stage } from '../runner';

export const brochuresStage: Stage = {
  name: 'brochures',
  title: 'PDF brochures written',
  needs: ['content', 'translations'],
  writes: ['brochures', 'brochures-manifest'],
  async run(ctx) {
    try {
      const sizes = await writeBrochures(ctx.take('content'), ctx.root, ctx.settings.siteEnv, ctx.take('translations'));
      return { summary: `${sizes.length} PDFs (${sizes.join(', ')})` };
    } catch (error) {
      // A missing glyph or a brochure over budget names its file; anything else is unexpected.
      if (error instanceof ProblemError) return { problems: [error.problem] };
      throw error;
    }
  },
};
