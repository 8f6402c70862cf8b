import type { ReportedNote as ReportedNoteData } from '@/lib/present/trust';
import './reported-note.css';

/**
 * A value a report gives beside the official headline, plainly marked, with the report linked: a
 * family hears of a rise before it lands and can read where it was reported. A plain anchor, so
 * islands (the comparison, the planner) render the same markup as static pages.
 */
export function ReportedNote({ note, newTabLabel }: { note: ReportedNoteData; newTabLabel: string }) {
  return (
    <small className="reported-note">
      {note.text}
      {note.source ? (
        <>
          {' '}
          <a href={note.source.href} target="_blank" rel="noopener noreferrer" data-pagefind-ignore="all">
            {note.source.label}
            <span className="visually-hidden"> {newTabLabel}</span>
          </a>
        </>
      ) : null}
    </small>
  );
}
