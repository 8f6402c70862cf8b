'use client';

import { useEffect, useRef, useState } from 'react';

type Props = { label: string; headings: { id: string; text: string }[] };

/** How far below the top of the window a section must reach to count as the one being read. */
const READING_LINE = 0.3;

/**
 * The scholarship article's in-page menu (spec §2.10). Links are plain #anchors, so they work
 * without JavaScript and scroll smoothly through CSS. The menu sticks to the top once the page is
 * scrolled past it (position: sticky), and marks the section being read with aria-current.
 */
export function ScrollSpyMenu({ label, headings }: Props) {
  const [active, setActive] = useState<string | null>(null);
  const [stuck, setStuck] = useState(false);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.innerHeight * READING_LINE;
      let current: string | null = null;
      for (const { id } of headings) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= line) current = id;
      }
      setActive(current);
      // Stuck once the menu sits at its sticky offset rather than at its place in the page.
      const nav = navRef.current;
      if (nav) setStuck(window.scrollY > 0 && nav.getBoundingClientRect().top <= parseFloat(getComputedStyle(nav).top) + 1);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [headings]);

  return (
    <nav ref={navRef} className="toc" aria-label={label} data-stuck={stuck}>
      <p className="toc-title">{label}</p>
      <ol>
        {headings.map((h) => (
          <li key={h.id}>
            <a href={`#${h.id}`} aria-current={active === h.id ? 'location' : undefined}>
              {h.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
