'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/** Spec §9: scroll animations run 1200 ms, ease-in-out, once. */
export const REVEAL_SECONDS = 1.2;
const OFFSET = 'translateY(24px)';

/**
 * Fades a section in the first time it scrolls into view.
 *
 * The server HTML is always fully visible: nothing is hidden for visitors without JavaScript, and a
 * section already on screen when the page loads is left alone, so the largest paint never waits for
 * an animation. Only sections below the fold are hidden, after hydration, and framer-motion's small
 * WAAPI animator is fetched when the first of them comes into view, not with the page.
 */
export function Reveal({ children, className, seconds = REVEAL_SECONDS }: { children: ReactNode; className?: string; seconds?: number }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    const show = () => {
      element.style.opacity = '';
      element.style.transform = '';
    };
    let armed = false;
    // The observer's first report says where the section is without forcing a layout: only a
    // section still below the window is hidden, to be faded in when it arrives.
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      if (!armed) {
        armed = true;
        if (entry.isIntersecting || entry.boundingClientRect.top < 0) {
          observer.disconnect();
          return;
        }
        element.style.opacity = '0';
        element.style.transform = OFFSET;
        return;
      }
      if (!entry.isIntersecting) return;
      observer.disconnect();
      import('framer-motion/dom/mini')
        .then(({ animate }) => animate(element, { opacity: [0, 1], transform: [OFFSET, 'none'] }, { duration: seconds, ease: 'easeInOut' }).then(show))
        .catch(show); // if the animator cannot load, the content must still appear
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      show();
    };
  }, [seconds]);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
