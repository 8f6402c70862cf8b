import type { RupeeNoteData } from '@/lib/present/money';
import { SmartLink } from '@/components/ui/SmartLink';
import './rupee-note.css';

/** Says when and where the rates behind the "≈ PKR" estimates were taken, and that they are indicative. */
export function RupeeNote({ note, newTabLabel }: { note: RupeeNoteData; newTabLabel: string }) {
  return (
    <p className="rupee-note">
      <small>
        {note.before}
        <SmartLink href={note.source.href} newTabLabel={newTabLabel}>{note.source.label}</SmartLink>
        {note.after}
      </small>
    </p>
  );
}
