import './claim-notes.css';

/**
 * Under a page whose words show claims of content/site.md ("15 years of guidance", written
 * {{claim:yearsOfGuidance}}): each claim with its counts, or that it is the consultancy's own
 * figure, so a number in prose carries its note as a badge does.
 */
export function ClaimNotes({ heading, lines }: { heading: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <aside className="container claim-notes" aria-label={heading}>
      <p className="claim-notes-heading">{heading}</p>
      <ul role="list">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </aside>
  );
}
