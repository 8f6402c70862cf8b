import { preload } from 'react-dom';
import { RASTER, type SiteImages } from '@/lib/present/image-manifest';
import { fallbackUrl, pictureProps } from '@/lib/present/picture';
import { slots, type SlotName } from '@/lib/content/image-slots';
import { Island } from '@/components/island-boundary';
import { renderMode } from '@/lib/settings';

type Props = {
  src: string;
  alt: string;
  /** Where the image sits on the page (lib/content/image-slots.ts): sets its sizes, and hero images load first. */
  slot: SlotName;
  /** Shape of an SVG or external image; a photograph's comes from its file. */
  width?: number;
  height?: number;
  fallback?: string;
  className?: string;
  /** The encoded files of the site's photographs, and the placeholders tried in turn when the picture fails to load. */
  images: SiteImages;
};

const isPhotograph = (src: string) => src.startsWith('/') && RASTER.test(src);

/**
 * The one image component for content images. A photograph becomes a <picture> of the AVIF, WebP
 * and fallback files the images stage made (lib/pipeline/images/encode.ts), sized from the file; an SVG or
 * external image is drawn as it is. Above the fold (the hero) it is preloaded and fetched first;
 * everything else is lazy. Either way it falls back to a local placeholder if it fails.
 */
export function ContentImage({ src, alt, slot, width = 800, height = 600, fallback, className, images }: Props) {
  const { manifest } = images;
  const placeholderImages = [...images.placeholders];
  const priority = slots[slot].aboveFold;
  const entry = isPhotograph(src) ? manifest[src] : undefined;
  // A photograph the image step has not seen would be served whole, 5 MB from a phone: never in a build.
  if (isPhotograph(src) && !entry && renderMode() === 'production') {
    throw new Error(`${src}: not encoded; npm run build runs the images stage before the export (lib/pipeline/stages)`);
  }
  const fallbackEntry = fallback && isPhotograph(fallback) ? manifest[fallback] : undefined;
  const fallbackSrc = fallbackEntry ? fallbackUrl(fallbackEntry) : fallback;

  if (!entry) {
    return (
      <Island.FallbackImage src={src} alt={alt} width={width} height={height} fallback={fallbackSrc} placeholders={placeholderImages} className={className} priority={priority} />
    );
  }
  const picture = pictureProps(entry, slot);
  if (priority) {
    // Hoisted into <head>: the browser starts on the AVIF it will pick before it has parsed the page.
    const { href, ...options } = picture.preload;
    preload(href, { as: 'image', fetchPriority: 'high', ...options });
  }
  return (
    <Island.FallbackImage
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.sizes}
      sources={picture.sources}
      placeholder={picture.placeholder}
      alt={alt}
      width={picture.width}
      height={picture.height}
      fallback={fallbackSrc}
      placeholders={placeholderImages}
      className={className}
      priority={priority}
    />
  );
}
