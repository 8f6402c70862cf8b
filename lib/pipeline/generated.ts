/**
 * Files the build makes for the export from content (social images, app icons, PDF brochures).
 * They are written into a folder of their own, not into public/, and copied into the staged export
 * after `next build`: a build stopped half way never leaves a half-written folder that the next
 * export (or `npm run dev`) would serve. Their sizes reach the pages through a small manifest, not
 * by reading the files back while pages render.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brochurePdfHref } from '../content/brochure-paths';
import { ORIGINAL, type Edition } from '../editions';
// The manifest's place and shape are the pages' (they read it); this side only writes it.
import { BROCHURE_MANIFEST, type BrochureManifest } from '../present/brochure-links';

/** Laid out like public/: `og/ukStudyAbroad.png` is served as /og/ukStudyAbroad.png. Not committed. */
export const GENERATED_DIR = '.cache/export';

export function generatedDir(root: string): string {
  return path.join(root, GENERATED_DIR);
}

/** Where the build writes a country's PDF: the generated folder, copied into the export after `next build`. */
export function brochurePdfFile(root: string, countryId: string, edition: Pick<Edition, 'prefix'> = ORIGINAL): string {
  return path.join(generatedDir(root), `${brochurePdfHref(countryId, edition).slice(1)}`);
}

export function writeBrochureManifest(root: string, manifest: BrochureManifest) {
  const file = path.join(root, BROCHURE_MANIFEST);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 1)}\n`);
}

export function removeBrochureManifest(root: string) {
  fs.rmSync(path.join(root, BROCHURE_MANIFEST), { force: true });
}

/** What earlier builds wrote into public/ before this folder existed; `next build` would still copy it. */
export const LEGACY_PUBLIC_OUTPUTS = ['public/og', 'public/brochures', 'public/icons', 'public/apple-touch-icon.png'];
