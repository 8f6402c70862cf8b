import { Fragment, type ReactNode } from 'react';
import { LATIN_ATTRIBUTES, latinRuns } from '@/lib/script-runs';

// Apart from mark-urdu.tsx, which needs the editions: the search island, on every page, marks by
// the page's `lang` alone and so loads no more than this.

/** Each marked run in a `<span>` with the attributes; text with none comes back as the bare string. */
export function markRuns(text: string, runs: { text: string; marked: boolean }[], attributes: Readonly<Record<string, string>>): ReactNode {
  if (runs.every((run) => !run.marked)) return text;
  return runs.map((run, i) =>
    run.marked ? (
      <span key={i} {...attributes}>
        {run.text}
      </span>
    ) : (
      <Fragment key={i}>{run.text}</Fragment>
    ),
  );
}

/** markLatin for text whose page language is known only as its `lang` (search results read it from the page). */
export function markLatinIn(text: string, lang: string): ReactNode {
  if (lang.startsWith('en')) return text;
  return markRuns(text, latinRuns(text).map((run) => ({ text: run.text, marked: run.latin })), LATIN_ATTRIBUTES);
}
