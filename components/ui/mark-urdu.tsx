import { Fragment, type ReactNode } from 'react';
import { LATIN_ATTRIBUTES, URDU_ATTRIBUTES, latinRuns, urduRuns } from '@/lib/script-runs';
import { editions, type EditionCode } from '@/lib/editions';

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

/**
 * Text an island shows on a page of another language (a figure's source, "GOV.UK: Student visa"):
 * each run of English in `<span lang="en" dir="ltr">`, as the build marks the rest of the page
 * (lib/build/latin-runs.ts), which leaves an island's own markup to the island. On English pages
 * the text comes back as it is.
 */
export function markLatin(text: string, edition: EditionCode): ReactNode {
  if (editions[edition].lang.startsWith('en')) return text;
  const runs = latinRuns(text);
  if (runs.every((run) => !run.latin)) return text;
  return runs.map((run, i) =>
    run.latin ? (
      <span key={i} {...LATIN_ATTRIBUTES}>
        {run.text}
      </span>
    ) : (
      <Fragment key={i}>{run.text}</Fragment>
    ),
  );
}
