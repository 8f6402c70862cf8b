/**
 * The checks that protect visitors, run by the image step before every build. Each problem is one
 * line naming the content file, the field and the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_BUDGET } from './budget';
import { RASTER, type ImageManifest } from '../../present/image-manifest';
import { chosenWidth, slots, slotWidthAt } from '../../content/image-slots';
import type { ImageUse } from './uses';
import { imageFileProblem } from '../../content/guards';
import { error, type Problem } from '../../content/problem';

export type Audit = { errors: Problem[]; warnings: Problem[] };

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
/** The field holding the path: `hero.src` for an image object, the same field for a gallery entry. */
const srcField = (use: ImageUse) => `${use.field}.src`;

/** Checks that need no encoding: alt text, and files that exist inside public/images/. */
export function auditSources(root: string, uses: ImageUse[]): Audit {
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  for (const use of uses) {
    if (!use.decorative && use.alt.trim() === '') {
      errors.push(error(use.file, `${use.field}.alt`, `expected alt text saying what the picture shows, or decorative: true (page ${use.page})`));
    }
    for (const [field, src] of [[srcField(use), use.src], [`${use.field}.fallback`, use.fallback]] as const) {
      if (!src) continue;
      const outside = imageFileProblem(root, src);
      if (outside) errors.push(error(use.file, field, `${outside} (page ${use.page})`));
      else if (!fs.existsSync(path.join(root, 'public', src))) errors.push(error(use.file, field, `${src} does not exist under public/ (page ${use.page})`));
    }
  }
  return { errors, warnings };
}

/** The bytes a phone of the budget's size fetches for this image, or null when unknown. */
export function bytesAtBudgetScreen(root: string, use: ImageUse, manifest: ImageManifest): number | null {
  const entry = manifest[use.src];
  if (!entry) return fs.statSync(path.join(root, 'public', use.src)).size;
  const avif = entry.variants.filter((v) => v.format === 'avif');
  const width = chosenWidth(
    avif.map((v) => v.width),
    slotWidthAt(use.slot, IMAGE_BUDGET.viewport),
    IMAGE_BUDGET.dpr,
  );
  return avif.find((v) => v.width === width)?.bytes ?? null;
}

/** Checks on the encoded result: sources too small for their slot, and each page's weight above the fold. */
export function auditEncoded(root: string, uses: ImageUse[], manifest: ImageManifest): Audit {
  const errors: Problem[] = [];
  for (const use of uses) {
    const entry = RASTER.test(use.src) ? manifest[use.src] : undefined;
    const needed = slots[use.slot].minSourceWidth;
    if (entry && entry.width < needed) {
      errors.push(error(use.file, srcField(use), `${use.src} is ${entry.width} px wide; a ${use.slot} image needs at least ${needed} px (page ${use.page})`));
    }
  }

  const pages = new Map<string, { use: ImageUse; bytes: number }[]>();
  for (const use of uses.filter((u) => slots[u.slot].aboveFold)) {
    const bytes = bytesAtBudgetScreen(root, use, manifest);
    if (bytes === null) continue;
    pages.set(use.page, [...(pages.get(use.page) ?? []), { use, bytes }]);
  }
  for (const [page, images] of pages) {
    const first = images[0];
    if (!first) continue;
    const total = images.reduce((sum, i) => sum + i.bytes, 0);
    if (total > IMAGE_BUDGET.aboveFoldBytes) {
      const list = images.map((i) => `${i.use.src} ${kb(i.bytes)}`).join(', ');
      errors.push(
        error(first.use.file, `page ${page}`, `images above the fold weigh ${kb(total)} on a ${IMAGE_BUDGET.viewport}px phone (DPR ${IMAGE_BUDGET.dpr}), over the ${kb(IMAGE_BUDGET.aboveFoldBytes)} budget (${list})`),
      );
    }
  }
  return { errors, warnings: [] };
}
