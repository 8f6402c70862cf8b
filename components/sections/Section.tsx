import type { ReactNode } from 'react';
import { slugify } from '@/lib/content/markdown';
import { Island } from '@/components/island-boundary';
import { markUrdu } from '@/components/ui/mark-urdu';
import { RENDER_LATER_CLASS } from '@/lib/render-later/shared';
import './section.css';

type Props = {
  heading: string;
  id?: string;
  intro?: string;
  tinted?: boolean;
  /** Scroll-in animation; off for sections that hold interactive widgets. */
  reveal?: boolean;
  children: ReactNode;
};

/** A titled band of a page; its heading labels it as a region. */
export function Section({ heading, id, intro, tinted, reveal = true, children }: Props) {
  const headingId = `${id ?? slugify(heading)}-heading`;
  const body = (
    <>
      <h2 id={headingId}>{markUrdu(heading)}</h2>
      {intro ? <p className="section-intro">{markUrdu(intro)}</p> : null}
      {children}
    </>
  );
  return (
    <section id={id} className={`${tinted ? 'section section-tinted' : 'section'} ${RENDER_LATER_CLASS}`} aria-labelledby={headingId}>
      <div className="container">{reveal ? <Island.Reveal>{body}</Island.Reveal> : body}</div>
    </section>
  );
}
