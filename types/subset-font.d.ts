// subset-font ships no types; this is the one call lib/pipeline/urdu-font.ts makes.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'; preserveNameIds?: number[]; variationAxes?: Record<string, number> },
  ): Promise<Buffer>;
}
