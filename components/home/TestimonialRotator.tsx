'use client';

import type { Labels } from '@/lib/content/schemas';
import { fill } from '@/lib/fill-label';
import { useEffect, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '@/lib/browser/browser-state';
import { TestimonialWords } from '@/components/sections/TestimonialWords';

export type RotatorItem = { id: string; quote: string; author: string; detail?: string; sample: boolean; facts?: string[]; lang?: string };

type Props = {
  items: RotatorItem[];
  /** Spec §4: the rotator advances every 5 seconds. */
  intervalMs?: number;
  /** The rotator's words, from content/labels.md. */
  labels: Labels['rotator'] & { sampleTestimonial: string };
  icons: { pause: ReactNode; play: ReactNode };
};

/**
 * Rotating testimonials (spec §2.3, §4): advances every 5 s and wraps to the first. It holds still
 * while the pointer is over it or focus is inside it, when the visitor pauses it, and always under
 * prefers-reduced-motion. Changes are announced politely. Every quote is in the server HTML; the
 * first is shown when JavaScript is off.
 */
export function TestimonialRotator({ items, intervalMs = 5000, labels, icons }: Props) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const holding = hovered || focused || userPaused || reducedMotion;

  useEffect(() => {
    if (holding || items.length < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % items.length), intervalMs);
    return () => window.clearTimeout(timer);
  }, [holding, index, intervalMs, items.length]);

  const go = (step: number) => setIndex((i) => (i + step + items.length) % items.length);

  return (
    <section
      className="rotator"
      aria-roledescription="carousel"
      aria-label={labels.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="rotator-slides" aria-live="polite" aria-atomic="true">
        {items.map((item, i) => (
          <figure
            key={item.id}
            className="rotator-slide"
            hidden={i !== index}
            aria-roledescription="slide"
            aria-label={fill(labels.slide, { number: i + 1, total: items.length })}
          >
            <TestimonialWords testimonial={item} sampleLabel={labels.sampleTestimonial} />
          </figure>
        ))}
      </div>
      {items.length > 1 ? (
        <div className="rotator-controls">
          <button type="button" onClick={() => go(-1)}>
            {labels.previous}
            <span className="visually-hidden"> {labels.item}</span>
          </button>
          <button type="button" onClick={() => setUserPaused((p) => !p)} aria-pressed={userPaused}>
            {userPaused ? icons.play : icons.pause}
            <span className="visually-hidden">{labels.pause}</span>
          </button>
          <button type="button" onClick={() => go(1)}>
            {labels.next}
            <span className="visually-hidden"> {labels.item}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
