/**
 * The PDF brochures (lib/build/brochure-pdf.tsx) and the manifest of their sizes that the country pages
 * state. After the content stage, so a production build with sample data has already stopped.
 */
import { writeBrochures } from '../brochure-pdf';
import { problemFromLine } from '../problem';
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
      // Its errors are already one line naming the file (a missing glyph, a brochure over budget).
      if (error instanceof Error && !error.message.includes('\n')) return { problems: [problemFromLine(error.message, 'brochures')] };
      throw error;
    }
  },
};
