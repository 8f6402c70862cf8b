/**
 * Latin-script runs on the pages of every edition not written in English marked `lang="en"`
 * (lib/pipeline/latin-runs.ts). Right after the export, so every later stage (islands, search,
 * the Urdu font, the HTML check) reads the pages as published.
 */
import fs from 'node:fs';
import path from 'node:path';
import { editionPages, htmlFiles } from '../deploy/integrity';
import { markLatinInPage } from '../latin-runs';
import { translatedEditions } from '../../editions';
import type { Stage } from '../runner';

export const latinRunsStage: Stage = {
  name: 'latin-runs',
  title: 'English inside translated pages marked lang="en"',
  needs: ['export'],
  writes: ['latin-runs'],
  async run(ctx) {
    const all = htmlFiles(ctx.stagingDir);
    const files = translatedEditions.filter((edition) => !edition.lang.startsWith('en')).flatMap((edition) => editionPages(edition, all));
    let pages = 0;
    let runs = 0;
    for (const file of files) {
      const full = path.join(ctx.stagingDir, file);
      const marked = markLatinInPage(fs.readFileSync(full, 'utf8'));
      pages += 1;
      runs += marked.runs;
      if (marked.runs > 0) fs.writeFileSync(full, marked.html);
    }
    return { problems: [], summary: `${runs} runs on ${pages} pages` };
  },
};
