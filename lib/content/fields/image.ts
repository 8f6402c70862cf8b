/**
 * The picture field types, below every module that uses them (the credentials, the collections).
 */
import { z } from 'zod';
import type { SlotName } from '../image-slots';
import { imageSrc } from '../guards';

/**
 * A picture: a file under public/images/ (`/images/...`). Photographs (JPEG, PNG, WebP) are sized
 * from the file; width and height only shape SVGs.
 */
export const image = z.strictObject({
  src: imageSrc,
  alt: z.string().describe('What the picture shows, for people who cannot see it. Leave empty only with decorative.'),
  /** Adds nothing a reader needs: alt stays empty. Without it the build asks for alt text. */
  decorative: z.boolean().optional().describe('The picture adds nothing a reader needs; its alt text stays empty.'),
  /** A drawing standing in until staff add a photograph. */
  illustration: z.boolean().optional().describe('A drawing standing in until staff add a photograph.'),
  width: z.number().int().positive().optional().describe('Only for SVG drawings: photographs are sized from the file.'),
  height: z.number().int().positive().optional().describe('Only for SVG drawings: photographs are sized from the file.'),
});

/**
 * An image that fills a slot of its page (lib/content/image-slots.ts). The mark is how the image step
 * finds every content image (lib/pipeline/images/uses.ts walks for it), so a new image field is encoded
 * and checked the moment it uses this type.
 */
export const imageIn = (slot: SlotName) => image.meta({ image: slot });
