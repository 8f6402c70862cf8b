import { Fragment } from 'react';
import { URDU_ATTRIBUTES, urduRuns } from '@/lib/present/urdu-runs';

/**
 * A plain-text field (a title, a heading) with each run of Urdu in `<span lang="ur" dir="rtl">`.
 * Text without Urdu comes out as the bare string, exactly as before.
 */
export function UrduRuns({ text }: { text: string }) {
  const runs = urduRuns(text);
  if (runs.every((run) => !run.urdu)) return text;
  return (
    <>
      {runs.map((run, i) =>
        run.urdu ? (
          <span key={i} {...URDU_ATTRIBUTES}>
            {run.text}
          </span>
        ) : (
          <Fragment key={i}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}
