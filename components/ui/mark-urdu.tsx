import { Fragment, type ReactNode } from 'react';
import { URDU_ATTRIBUTES, urduRuns } from '@/lib/content/urdu-runs';

/**
 * A plain-text field (a title, a heading) with each run of Urdu in `<span lang="ur" dir="rtl">`.
 * Text without Urdu comes back as the bare string, so the element holds exactly what it did before
 * (a function, not a component: React marks text a component returns with `<!-- -->`).
 */
export function markUrdu(text: string): ReactNode {
  const runs = urduRuns(text);
  if (runs.every((run) => !run.urdu)) return text;
  return runs.map((run, i) =>
    run.urdu ? (
      <span key={i} {...URDU_ATTRIBUTES}>
        {run.text}
      </span>
    ) : (
      <Fragment key={i}>{run.text}</Fragment>
    ),
  );
}
