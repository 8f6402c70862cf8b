/**
 * The image step of `npm run build` (the images stage, lib/pipeline/stages), before the export: checks every content image (alt text,
 * files that exist), encodes each photograph (JPEG, PNG, WebP under public/images/) into AVIF, WebP
 * and a fallback at the widths its slots need (public/_img/, not committed), then fails the build
 * on a source too small for its slot or a page over the image budget (lib/pipeline/images/budget.ts).
 * Writes .cache/images/manifest.json, which ContentImage reads while pages are rendered.
 */
import fs from 'node:fs';
import { formatWarning } from '../../content/problem';
import path from 'node:path';
import type { SiteContent } from '../../content/load';
import { auditEncoded, auditSources } from './audit';
import { MANIFEST_FILE, RASTER } from '../../present/image-manifest';
import { encodeImages } from './pipeline';
import { imageUses } from './uses';
import type { SlotName } from '../../content/image-slots';

export async function runImageStep(root: string, content: SiteContent, warn: (line: string) => void = console.warn) {
  const uses = imageUses(content);
  const sources = auditSources(root, uses);
  for (const found of sources.warnings) warn(formatWarning(found));
  if (sources.errors.length > 0) return { errors: sources.errors };

  const rasters = new Map<string, SlotName[]>();
  for (const use of uses) {
    for (const src of [use.src, use.fallback]) {
      if (src && src.startsWith('/') && RASTER.test(src)) rasters.set(src, [...new Set([...(rasters.get(src) ?? []), use.slot])]);
    }
  }
  const result = await encodeImages(root, rasters);
  fs.mkdirSync(path.dirname(path.join(root, MANIFEST_FILE)), { recursive: true });
  fs.writeFileSync(path.join(root, MANIFEST_FILE), `${JSON.stringify(result.manifest, null, 1)}\n`);
  const encoded = auditEncoded(root, uses, result.manifest);
  return { errors: encoded.errors, photos: rasters.size, encoded: result.encoded, reused: result.reused };
}
