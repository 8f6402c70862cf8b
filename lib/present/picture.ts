/** What a <picture> of an encoded photograph needs, from its manifest entry and the slot it fills. */
import { fallbackFormat, srcsetOf, type ManifestEntry } from './image-manifest';
import { sizesFor, type SlotName } from '../content/image-slots';

export type PictureProps = {
  width: number;
  height: number;
  /** The fallback format's widest file: what a browser without srcset shows. */
  src: string;
  srcSet: string;
  sizes: string;
  sources: { type: string; srcSet: string }[];
  placeholder: string | null;
  /** For the hero's preload: the AVIF a browser will pick, so the preload and the picture agree. */
  preload: { href: string; imageSrcSet: string; imageSizes: string; type: string };
};

export function pictureProps(entry: ManifestEntry, slot: SlotName): PictureProps {
  const sizes = sizesFor(slot);
  const fallback = entry.variants.filter((v) => v.format === fallbackFormat(entry));
  const avif = entry.variants.filter((v) => v.format === 'avif');
  const avifSet = srcsetOf(entry, 'avif');
  return {
    width: entry.width,
    height: entry.height,
    src: fallback[fallback.length - 1]?.url ?? '',
    srcSet: srcsetOf(entry, fallbackFormat(entry)),
    sizes,
    sources: [
      { type: 'image/avif', srcSet: avifSet },
      { type: 'image/webp', srcSet: srcsetOf(entry, 'webp') },
    ],
    placeholder: entry.placeholder,
    preload: { href: avif[0]?.url ?? '', imageSrcSet: avifSet, imageSizes: sizes, type: 'image/avif' },
  };
}

/** A fallback photograph is shown whole in the box of the one that failed: its middle width will do. */
export function fallbackUrl(entry: ManifestEntry): string {
  const files = entry.variants.filter((v) => v.format === fallbackFormat(entry));
  return files[Math.floor(files.length / 2)]?.url ?? '';
}
