import type { ReactNode } from 'react';
import type { ImageData } from '@/lib/content/schemas';
import type { SiteImages } from '@/lib/present/image-manifest';
import { ContentImage } from '@/components/ui/ContentImage';
import { markUrdu } from '@/components/ui/mark-urdu';
import './page-hero.css';

type Props = {
  heading: string;
  /** A short line above the heading naming the page's topic. */
  eyebrow?: string;
  lead?: string;
  /** The page's hero picture, with what the site's pictures are drawn with (its encoded files, the placeholders it falls back to). */
  image?: ImageData & { images: SiteImages };
  children?: ReactNode;
};

/** The top of every inner page: its one h1, a lead and optionally the page's hero image. */
export function PageHero({ heading, eyebrow, lead, image, children }: Props) {
  return (
    <section className={image ? 'hero page-hero has-image' : 'hero page-hero'}>
      <div className="container hero-inner">
        <div className="hero-text">
          {eyebrow ? <p className="eyebrow">{markUrdu(eyebrow)}</p> : null}
          <h1>{markUrdu(heading)}</h1>
          {lead ? <p className="lead">{markUrdu(lead)}</p> : null}
          {children}
        </div>
        {image ? <ContentImage {...image} width={image.width ?? 1200} height={image.height ?? 600} className="hero-art" slot="hero" /> : null}
      </div>
    </section>
  );
}
