/** A field's path as problems name it: `stats[2].value`, `benefits.items[0].title`. A leaf. */
export function formatPath(segments: readonly PropertyKey[]): string {
  return segments
    .map((s, i) => (typeof s === 'number' ? `[${s}]` : `${i === 0 ? '' : '.'}${String(s)}`))
    .join('');
}
