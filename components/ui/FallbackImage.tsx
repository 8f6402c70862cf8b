'use client';

import { useEffect, useRef, useState } from 'react';

export type PictureSource = { type: string; srcSet: string };

export type FallbackImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Tried first when src fails. */
  fallback?: string;
  /** Local images, one picked at random when src (and fallback) fail. */
  placeholders: string[];
  className?: string;
  priority?: boolean;
  /** Encoded versions of a photograph (AVIF, WebP), offered before src in a <picture>. */
  sources?: PictureSource[];
  /** Widths of src's own format, and how wide the picture is drawn at each screen size. */
  srcSet?: string;
  sizes?: string;
  /** A tiny data-URI image shown behind the picture until it has loaded. */
  placeholder?: string | null;
};

/**
 * An <img> that swaps itself for a local placeholder when it fails to load (spec §8). The random
 * pick happens in the browser, so the exported HTML stays the same on every build. A photograph
 * comes in a <picture>; once anything has failed, its <source>s and srcset are dropped, or the
 * browser would keep choosing the broken file over the fallback.
 */
export function FallbackImage({ src, alt, width, height, fallback, placeholders, className, priority, sources, srcSet, sizes, placeholder }: FallbackImageProps) {
  const [current, setCurrent] = useState(src);
  const ref = useRef<HTMLImageElement>(null);
  const original = current === src;

  const next = () => {
    setCurrent((failed) => {
      if (fallback && failed !== fallback && !placeholders.includes(failed)) return fallback;
      if (placeholders.includes(failed)) return failed; // even the placeholder failed: stop here
      return placeholders[Math.floor(Math.random() * placeholders.length)] ?? failed;
    });
  };

  // An image can fail before React attaches onError during hydration; catch that case on mount.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) next();
    // Runs once per mount: `next` reads the latest state through the setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- static export serves files as they are; width/height keep layout stable.
    <img
      ref={ref}
      src={current}
      srcSet={original ? srcSet : undefined}
      sizes={original && srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      className={className}
      // The box keeps the declared shape whatever file ends up in it, so a fallback never shifts the layout.
      style={{
        aspectRatio: `${width} / ${height}`,
        objectFit: 'cover',
        ...(placeholder && original ? { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover' } : {}),
      }}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      onError={next}
      data-fallback-state={original ? 'original' : current === fallback ? 'fallback' : 'placeholder'}
    />
  );
  if (!sources) return img;
  return (
    <picture className="content-picture">
      {original ? sources.map((s) => <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />) : null}
      {img}
    </picture>
  );
}
