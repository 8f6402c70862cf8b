/**
 * The page-weight budget for images, in one place (docs/architecture.md, "Images"). A page whose images above the
 * fold would weigh more than this on a 412px-wide phone at device-pixel ratio 1.75 (the Lighthouse
 * mobile preset) fails the build.
 */
export const IMAGE_BUDGET = {
  /** The phone the budget is measured on: CSS px wide, and its device-pixel ratio. */
  viewport: 412,
  dpr: 1.75,
  /** Bytes of all images above the fold together (the AVIF each browser of today gets). */
  aboveFoldBytes: 100 * 1024,
} as const;
