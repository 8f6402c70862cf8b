import { getContent } from '@/lib/content/load';
import { FallbackImage } from './FallbackImage';

type Props = {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  fallback?: string;
  className?: string;
  /** The page's largest image above the fold: load it first, never lazily. */
  priority?: boolean;
};

/** The one image component for content images: sized, lazy below the fold, with a fallback. */
export function ContentImage({ src, alt, width = 800, height = 600, fallback, className, priority }: Props) {
  const { placeholderImages } = getContent().site.data;
  return (
    <FallbackImage
      src={src}
      alt={alt}
      width={width}
      height={height}
      fallback={fallback}
      placeholders={placeholderImages}
      className={className}
      priority={priority}
    />
  );
}
