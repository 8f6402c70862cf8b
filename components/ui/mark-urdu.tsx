import type { ReactNode } from 'react';
import { URDU_ATTRIBUTES, urduRuns } from '@/lib/script-runs';
import { markLatinIn, markRuns } from './mark-runs';
import { editions, type EditionCode } from '@/lib/editions';

/**
 * A plain-text field (a title, a heading) with each run of Urdu in `<span lang="ur" dir="rtl">`.
 * Text without Urdu comes back as the bare string, so the element holds exactly what it did before
 * (a function, not a component: React marks text a component returns with `<!-- -->`).
 */
export function markUrdu(text: string): ReactNode {
  return markRuns(text, urduRuns(text).map((run) => ({ text: run.text, marked: run.urdu })), URDU_ATTRIBUTES);
}

/**
 * Text an island shows on a page of another language (a figure's source, "GOV.UK: Student visa"):
 * each run of English in `<span lang="en" dir="ltr">`, as the build marks the rest of the page
 * (lib/pipeline/latin-runs.ts), which leaves an island's own markup to the island. On English pages
 * the text comes back as it is.
 */
export function markLatin(text: string, edition: EditionCode): ReactNode {
  return markLatinIn(text, editions[edition].lang);
}
