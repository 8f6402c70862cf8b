/**
 * The places an image can fill on a page ("slots"), and for each the width it is drawn at on every
 * screen. This one table gives the `sizes` attribute, the widths the build encodes, the smallest
 * source it accepts and the width the page budget is measured at, so they cannot disagree.
 * The rules mirror the grids in the components' style files (app/base.css: container 72rem less
 * 2 × 1.25rem padding = 1112px of content at most; page-hero.css, card-grid.css, home.css,
 * country.css); change both together.
 */

/** From `minViewport` up (the first rule that matches wins): width = (100vw − minus) / divide − less. */
type WidthRule = { minViewport: number; minus: number; divide: number; less: number } | { minViewport: number; fixed: number };

export type Slot = {
  /** Widest to narrowest screen; the last rule has minViewport 0. */
  rules: WidthRule[];
  /** Widths encoded (each only when the source is at least that wide). */
  widths: number[];
  /** The narrowest source accepted: about the slot's widest drawn size on a 2× screen. */
  minSourceWidth: number;
  /** Drawn above the fold: preloaded, never lazy, and counted in the page's image budget. */
  aboveFold: boolean;
};

const rule = (minViewport: number, minus: number, divide = 1, less = 0): WidthRule => ({ minViewport, minus, divide, less });

export const slots = {
  /** The page hero: beside the heading (1.1fr 1fr, gap 2rem) from 860px, full width below. */
  hero: {
    rules: [{ minViewport: 1152, fixed: 515 }, rule(860, 72, 2.1), rule(0, 40)],
    widths: [400, 660, 960, 1280, 1640],
    minSourceWidth: 1640,
    aboveFold: true,
  },
  /** Home service cards: 3 columns from 1000px, 2 from 600px, then 1; less 2 × 1.4rem card padding. */
  card: {
    rules: [{ minViewport: 1152, fixed: 313 }, rule(1000, 80, 3, 45), rule(600, 60, 2, 45), rule(0, 85)],
    widths: [360, 660, 1040],
    minSourceWidth: 1040,
    aboveFold: false,
  },
  /** Country galleries: auto-fill columns of at least 15rem with 1rem gaps (4, 3, 2 or 1). */
  gallery: {
    rules: [{ minViewport: 1152, fixed: 266 }, rule(1048, 88, 4), rule(792, 72, 3), rule(536, 56, 2), rule(0, 40)],
    widths: [400, 660, 1000],
    minSourceWidth: 1000,
    aboveFold: false,
  },
  /** University cards in a guide: 2 columns from 700px, less 2 × 1.4rem card padding. */
  guide: {
    rules: [{ minViewport: 1152, fixed: 501 }, rule(700, 60, 2, 45), rule(0, 85)],
    widths: [400, 660, 1000],
    minSourceWidth: 1000,
    aboveFold: false,
  },
  /** The picture beside the home testimonials: at most 22rem. */
  testimonial: {
    rules: [{ minViewport: 392, fixed: 352 }, rule(0, 40)],
    widths: [360, 720],
    minSourceWidth: 720,
    aboveFold: false,
  },
  /** A team member's portrait: at most 20rem. */
  avatar: {
    rules: [{ minViewport: 360, fixed: 320 }, rule(0, 40)],
    widths: [320, 640],
    minSourceWidth: 640,
    aboveFold: false,
  },
} as const satisfies Record<string, Slot>;

export type SlotName = keyof typeof slots;

const ruleCss = (r: WidthRule) => {
  if ('fixed' in r) return `${r.fixed}px`;
  const base = r.minus ? `100vw - ${r.minus}px` : '100vw';
  if (r.divide === 1 && !r.less) return r.minus ? `calc(${base})` : '100vw';
  const divided = r.divide === 1 ? base : `(${base}) / ${r.divide}`;
  return `calc(${divided}${r.less ? ` - ${r.less}px` : ''})`;
};

/** The `sizes` attribute of a slot: `(min-width: 1152px) 515px, …, calc(100vw - 40px)`. */
export function sizesFor(slot: SlotName): string {
  return slots[slot].rules.map((r) => (r.minViewport > 0 ? `(min-width: ${r.minViewport}px) ${ruleCss(r)}` : ruleCss(r))).join(', ');
}

/** The CSS width (px) a slot is drawn at on a screen `viewport` px wide: what `sizes` tells the browser. */
export function slotWidthAt(slot: SlotName, viewport: number): number {
  const rules: readonly WidthRule[] = slots[slot].rules;
  const r = rules.find((candidate) => viewport >= candidate.minViewport);
  if (!r) throw new Error(`slot ${slot}: no width rule for a ${viewport}px screen`);
  return 'fixed' in r ? r.fixed : (viewport - r.minus) / r.divide - r.less;
}

/** The widths encoded for a source `sourceWidth` px wide in this slot: the slot's widths it can fill, at least one. */
export function widthsFor(slot: SlotName, sourceWidth: number): number[] {
  const fitting = slots[slot].widths.filter((w) => w <= sourceWidth);
  return fitting.length > 0 ? fitting : [sourceWidth];
}

/**
 * The candidate Chromium picks from a srcset of `widths` (ascending) for a slot drawn `cssWidth` px
 * wide at device-pixel ratio `dpr`: it walks up the candidates and stops at the first whose
 * geometric mean with the next one already covers the ratio (Blink's SelectionLogic).
 */
export function chosenWidth(widths: number[], cssWidth: number, dpr: number): number {
  const densities = [...widths].sort((a, b) => a - b).map((width) => ({ width, density: width / cssWidth }));
  let chosen = densities[0]?.width ?? 0;
  for (const [i, candidate] of densities.entries()) {
    chosen = candidate.width;
    const next = densities[i + 1];
    if (!next || candidate.density >= dpr || Math.sqrt(candidate.density * next.density) >= dpr) break;
  }
  return chosen;
}
