/**
 * What the image step (lib/pipeline/images/encode.ts) made of each photograph in content, read by
 * ContentImage while pages render. Generated, not committed; missing under `npm run dev` until the
 * step has run once, and then pages show the originals. The reader sits with the presenters
 * because pages read it; the step that writes it imports its shape and place from here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const imageFormat = z.enum(['avif', 'webp', 'jpeg', 'png']);
const variant = z.strictObject({ width: z.number(), format: imageFormat, url: z.string(), bytes: z.number() });
const manifestEntry = z.strictObject({
  /** Intrinsic size of the source, read from the file (orientation applied). */
  width: z.number(),
  height: z.number(),
  /** Every encoded file, smallest first within a format. */
  variants: z.array(variant),
  /** A few hundred bytes: a blurred 16px-wide WebP as a data URI, shown while the image loads (null when the image has transparency). */
  placeholder: z.string().nullable(),
});
/** Source path as written in content (`/images/...`) → what was made of it. */
const imageManifest = z.record(z.string(), manifestEntry);

export type ImageFormat = z.infer<typeof imageFormat>;
export type Variant = z.infer<typeof variant>;
export type ManifestEntry = z.infer<typeof manifestEntry>;
export type ImageManifest = z.infer<typeof imageManifest>;

export const MANIFEST_FILE = '.cache/images/manifest.json';

/** Photographs the pipeline encodes; SVGs are drawn as they are. */
export const RASTER = /\.(jpe?g|png|webp)$/i;

let cached: { root: string; mtime: number; manifest: ImageManifest } | null = null;

export function readManifest(root: string): ImageManifest {
  const file = path.join(root, MANIFEST_FILE);
  let mtime: number;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return {};
  }
  if (cached && cached.root === root && cached.mtime === mtime) return cached.manifest;
  const manifest = imageManifest.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  cached = { root, mtime, manifest };
  return manifest;
}

/**
 * What a page's pictures are drawn with: the files the images stage made of each photograph (the
 * manifest in the site's folder, `content.root`), and content/site.md's placeholders, tried in
 * turn when a picture fails to load. Worked out once per page and handed down to ContentImage.
 */
export type SiteImages = { manifest: ImageManifest; placeholders: readonly string[] };

export function siteImages(content: { root: string; site: { data: { placeholderImages: readonly string[] } } }): SiteImages {
  return { manifest: readManifest(content.root), placeholders: content.site.data.placeholderImages };
}

/** `url 400w, url 660w` for one format of an entry. */
export function srcsetOf(entry: ManifestEntry, format: ImageFormat): string {
  return entry.variants
    .filter((v) => v.format === format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

export function fallbackFormat(entry: ManifestEntry): ImageFormat {
  return entry.variants.some((v) => v.format === 'png') ? 'png' : 'jpeg';
}
