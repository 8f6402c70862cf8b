/**
 * Photo-like JPEGs made on the spot, so the bench and the tests can feed the image pipeline what a
 * phone produces without a photograph in the repository: broad colour fields, detail at several
 * scales (what survives resizing, and what makes a real photograph cost bytes) and sensor-like
 * grain. The same seed gives the same picture.
 */
import sharp from 'sharp';
import { seededRandom as random } from './seeded-random';

/** Random colours on a small grid, enlarged smoothly to the full size. */
async function noiseLayer(rand: () => number, columns: number, width: number, height: number): Promise<Buffer> {
  const rows = Math.max(2, Math.round((columns * height) / width));
  const small = Buffer.alloc(columns * rows * 3);
  for (let i = 0; i < small.length; i++) small[i] = Math.floor(rand() * 256);
  return sharp(small, { raw: { width: columns, height: rows, channels: 3 } }).resize(width, height, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer();
}

/** A `width` × `height` JPEG. A 4000 × 3000 one weighs about what a phone's does (3 to 6 MB). */
export async function makePhoto(width: number, height: number, seed: number, { quality = 94 } = {}): Promise<Buffer> {
  const rand = random(seed);
  const [broad, mid, fine] = await Promise.all([noiseLayer(rand, 6, width, height), noiseLayer(rand, 120, width, height), noiseLayer(rand, Math.round(width / 3), width, height)]);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) {
    const value = (broad[i] ?? 0) * 0.8 + 25 + ((mid[i] ?? 0) - 128) * 0.3 + ((fine[i] ?? 0) - 128) * 0.12 + (rand() - 0.5) * 10;
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
}
