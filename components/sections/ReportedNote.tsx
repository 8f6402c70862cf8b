import type { ReportedNote as ReportedNoteData } from '@/lib/content/figures';
import { markLatin } from '@/components/ui/mark-urdu';
import type { EditionCode } from '@/lib/editions';
import './reported-note.css';

/**
 * A value a report gives beside the official headline, plainly marked, with the report linked: a
 * family hears of a rise before it lands and can read where it was reported. A plain anchor, so
 * islands (the comparison, the planner) render the same markup as static pages. An island passes its
 * `edition`, so it marks its own English runs as the build marks a static page's.
 */
export function ReportedNote({ note, newTabLabel, edition }: { note: ReportedNoteData; newTabLabel: string; edition?: EditionCode }) {
  const mark = (text: string) => (edition ? markLatin(text, edition) : text);
  return (
    <small className="reported-note">
      {mark(note.text)}
      {note.source ? (
        <>
          {' '}
          <a href={note.source.href} target="_blank" rel="noopener noreferrer" data-pagefind-ignore="all">
            {mark(note.source.label)}
            <span className="visually-hidden"> {newTabLabel}</span>
          </a>
        </>
      ) : null}
    </small>
  );
}
