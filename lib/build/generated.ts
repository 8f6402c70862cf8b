/**
 * Files the build makes for the export from content (social images, app icons, PDF brochures).
 * They are written into a folder of their own, not into public/, and copied into the staged export
 * after `next build`: a build stopped half way never leaves a half-written folder that the next
 * export (or `npm run dev`) would serve. Their sizes reach the pages through a small manifest, not
 * by reading the files back while pages render.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Laid out like public/: `og/ukStudyAbroad.png` is served as /og/ukStudyAbroad.png. Not committed. */
export const GENERATED_DIR = '.cache/export';

export function generatedDir(root: string): string {
  return path.join(root, GENERATED_DIR);
}

/** Written by the brochures stage, read by the country pages during `next build`. Not committed. */
export const BROCHURE_MANIFEST = '.cache/brochures.json';

const brochureManifest = z.record(z.string(), z.strictObject({ href: z.string(), bytes: z.number().int().positive() }));
/** Country id → its PDF's address and size. */
export type BrochureManifest = z.infer<typeof brochureManifest>;

export function writeBrochureManifest(root: string, manifest: BrochureManifest) {
  const file = path.join(root, BROCHURE_MANIFEST);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 1)}\n`);
}

export function removeBrochureManifest(root: string) {
  fs.rmSync(path.join(root, BROCHURE_MANIFEST), { force: true });
}

/** The manifest, or an empty one when no build has written it. */
export function readBrochureManifest(root: string): BrochureManifest {
  const file = path.join(root, BROCHURE_MANIFEST);
  if (!fs.existsSync(file)) return {};
  return brochureManifest.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** What earlier builds wrote into public/ before this folder existed; `next build` would still copy it. */
export const LEGACY_PUBLIC_OUTPUTS = ['public/og', 'public/brochures', 'public/icons', 'public/apple-touch-icon.png'];
