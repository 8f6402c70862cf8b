/**
 * Encodes each photograph named in content into AVIF, WebP and a JPEG (PNG when it has
 * transparency) fallback at the widths its slots need, with sharp (libvips). Every encoded file is
 * kept in CACHE_DIR under the hash of its source bytes and the encoder settings, so a rebuild
 * re-encodes only new or changed photographs.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { GENERATED_URL } from '../../site-paths';
import type { ImageFormat, ImageManifest, Variant } from '../../present/image-manifest';
import { widthsFor, type SlotName } from '../../content/image-slots';
import { imageFileProblem, imagePathProblem } from '../../content/guards';

/** Where the encoded files are written (copied into the export by `next build`); served from GENERATED_URL. */
const ENCODED_DIR = 'public/_img';
/** Encoded files by content hash, kept across builds so a rebuild encodes nothing new. */
const CACHE_DIR = '.cache/images';

/** Change this when the settings below change: every cached file is then encoded again. */
const ENCODER_SETTINGS = 'avif q50 e2 · webp q72 · mozjpeg q74 · png9 · placeholder webp16 q40 · v1';

function encode(input: Buffer, width: number, format: ImageFormat) {
  const resized = sharp(input).rotate().resize({ width, withoutEnlargement: true });
  switch (format) {
    case 'avif':
      // Effort 2, not sharp's default 4: about six times faster on a photograph for 10 to 25 % more bytes.
      return resized.avif({ quality: 50, effort: 2 }).toBuffer();
    case 'webp':
      return resized.webp({ quality: 72 }).toBuffer();
    case 'jpeg':
      return resized.jpeg({ quality: 74, mozjpeg: true }).toBuffer();
    case 'png':
      return resized.png({ compressionLevel: 9, palette: true }).toBuffer();
  }
}

type SourceFacts = { width: number; height: number; hasAlpha: boolean; placeholder: string | null };

async function readFacts(input: Buffer): Promise<SourceFacts> {
  const meta = await sharp(input).metadata();
  // EXIF orientations 5 to 8 turn the picture a quarter: the stored width is its height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const hasAlpha = meta.hasAlpha;
  const tiny = hasAlpha ? null : await sharp(input).rotate().resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
  return { width, height, hasAlpha, placeholder: tiny ? `data:image/webp;base64,${tiny.toString('base64')}` : null };
}

export type EncodeResult = { manifest: ImageManifest; encoded: number; reused: number };

/**
 * `sources`: each local raster path as written in content (`/images/...`) with the slots it fills.
 * Writes the files into `<root>/public/_img/` (removing ones no source needs any more).
 */
/**
 * Writes a file under a temporary name and renames it into place: a build killed half way leaves
 * no truncated file behind, which the next build would otherwise take for a finished one (both the
 * cache and public/_img are reused by name).
 */
function writeWhole(file: string, bytes: Buffer | Uint8Array) {
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, file);
}

export async function encodeImages(root: string, sources: Map<string, SlotName[]>): Promise<EncodeResult> {
  const cacheRoot = path.join(root, CACHE_DIR);
  const outDir = path.join(root, ENCODED_DIR);
  fs.mkdirSync(outDir, { recursive: true });
  const manifest: ImageManifest = {};
  const written = new Set<string>();
  let encoded = 0;
  let reused = 0;

  for (const [src, slotNames] of [...sources].sort(([a], [b]) => a.localeCompare(b))) {
    // The loader and the audit refuse these first; this step reads files, so it checks again itself.
    const unsafe = imagePathProblem(src) ?? imageFileProblem(root, src);
    if (unsafe) throw new Error(`${src}: ${unsafe}`);
    const input = fs.readFileSync(path.join(root, 'public', src));
    const hash = crypto.createHash('sha256').update(ENCODER_SETTINGS).update(input).digest('hex').slice(0, 16);
    const cacheDir = path.join(cacheRoot, hash);
    fs.mkdirSync(cacheDir, { recursive: true });

    const factsFile = path.join(cacheDir, 'facts.json');
    let facts: SourceFacts;
    if (fs.existsSync(factsFile)) {
      const stored: unknown = JSON.parse(fs.readFileSync(factsFile, 'utf8'));
      facts = parseFacts(stored) ?? (await readFacts(input));
    } else {
      facts = await readFacts(input);
      writeWhole(factsFile, Buffer.from(JSON.stringify(facts)));
    }

    const widths = [...new Set(slotNames.flatMap((slot) => widthsFor(slot, facts.width)))].sort((a, b) => a - b);
    const formats: ImageFormat[] = ['avif', 'webp', facts.hasAlpha ? 'png' : 'jpeg'];
    const stem = path.basename(src).replace(/\.[^.]+$/, '').replace(/[^A-Za-z0-9-]+/g, '-');
    const variants: Variant[] = [];
    await Promise.all(
      formats.flatMap((format) =>
        widths.map(async (width) => {
          const extension = format === 'jpeg' ? 'jpg' : format;
          const cached = path.join(cacheDir, `${width}.${extension}`);
          if (fs.existsSync(cached)) reused++;
          else {
            writeWhole(cached, await encode(input, width, format));
            encoded++;
          }
          const name = `${stem}-${hash.slice(0, 10)}-${width}.${extension}`;
          const target = path.join(outDir, name);
          if (!fs.existsSync(target)) writeWhole(target, fs.readFileSync(cached));
          written.add(name);
          variants.push({ width, format, url: `${GENERATED_URL}/${name}`, bytes: fs.statSync(cached).size });
        }),
      ),
    );
    variants.sort((a, b) => formats.indexOf(a.format) - formats.indexOf(b.format) || a.width - b.width);
    manifest[src] = { width: facts.width, height: facts.height, variants, placeholder: facts.placeholder };
  }

  for (const name of fs.readdirSync(outDir)) if (!written.has(name)) fs.rmSync(path.join(outDir, name), { force: true });
  return { manifest, encoded, reused };
}

function parseFacts(value: unknown): SourceFacts | null {
  if (typeof value !== 'object' || value === null) return null;
  const width: unknown = Reflect.get(value, 'width');
  const height: unknown = Reflect.get(value, 'height');
  const hasAlpha: unknown = Reflect.get(value, 'hasAlpha');
  const placeholder: unknown = Reflect.get(value, 'placeholder');
  if (typeof width !== 'number' || typeof height !== 'number' || typeof hasAlpha !== 'boolean') return null;
  return { width, height, hasAlpha, placeholder: typeof placeholder === 'string' ? placeholder : null };
}
