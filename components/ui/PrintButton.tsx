'use client';


/** Opens the browser's print dialog, where "Save as PDF" turns the brochure into a file. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="button button-primary print-hide" onClick={() => window.print()}>
      {label}
    </button>
  );
}
