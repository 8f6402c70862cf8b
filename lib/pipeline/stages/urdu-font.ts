/**
 * The Urdu edition's font, cut to the characters its pages show (lib/pipeline/urdu-font.ts), and its
 * hashed file names put into those pages. After the islands stage, which has the pages' final
 * props; before the security policy, which reads the pages as published.
 */
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../deploy/integrity';
import { buildError, type Problem } from '../problem';
import type { Stage } from '../runner';
import {
  URDU_FONT_BUDGET_BYTES,
  URDU_FONT_FAMILY,
  URDU_FONT_WEIGHTS,
  arabicCharacters,
  codePointName,
  urduFontPlaceholder,
  urduPages,
  writeUrduFont,
} from '../urdu-font';

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export const urduFontStage: Stage = {
  name: 'urdu-font',
  title: 'Urdu font',
  needs: ['export', 'islands'],
  writes: ['urdu-font'],
  async run(ctx) {
    const all = htmlFiles(ctx.stagingDir);
    const urdu = new Set(urduPages(all));
    const placeholders = URDU_FONT_WEIGHTS.map(urduFontPlaceholder);
    const problems: Problem[] = [];
    const characters = new Set<string>();
    for (const file of all) {
      const html = fs.readFileSync(path.join(ctx.stagingDir, file), 'utf8');
      const named = placeholders.some((url) => html.includes(url));
      if (!urdu.has(file)) {
        if (named) problems.push(buildError(file, undefined, `names the Urdu font (${placeholders[0]}); only Urdu pages may load it (app/urdu-edition.css)`));
        continue;
      }
      if (!named) problems.push(buildError(file, undefined, 'has no @font-face for the Urdu font: is app/urdu-edition.css imported by app/(ur)/ur/layout.tsx?'));
      for (const char of arabicCharacters(html)) characters.add(char);
    }
    if (problems.length) return { problems };

    const { files, missing, text } = await writeUrduFont(ctx.stagingDir, characters);
    if (missing.length) {
      return {
        problems: [buildError('content/ur', undefined, `${URDU_FONT_FAMILY} has no glyph for ${missing.map(codePointName).join(', ')}`)],
      };
    }
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    if (total > URDU_FONT_BUDGET_BYTES) {
      return {
        problems: [buildError('lib/pipeline/urdu-font.ts', undefined, `the Urdu font is ${kb(total)}, over its budget of ${kb(URDU_FONT_BUDGET_BYTES)}`)],
      };
    }
    for (const file of urdu) {
      const full = path.join(ctx.stagingDir, file);
      let html = fs.readFileSync(full, 'utf8');
      for (const font of files) html = html.split(urduFontPlaceholder(font.weight)).join(font.url);
      fs.writeFileSync(full, html);
    }
    const sizes = files.map((file) => `${file.weight} ${kb(file.bytes)}`).join(', ');
    return { summary: `${[...text].length.toLocaleString('en-GB')} characters, ${kb(total)} (${sizes}) for ${urdu.size} pages` };
  },
};
