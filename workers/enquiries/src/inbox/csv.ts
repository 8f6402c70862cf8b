/** CSV as RFC 4180 writes it, with every cell made safe to open in a spreadsheet. */

/**
 * A cell a spreadsheet would read as a formula (starting with = + - @, or a tab or carriage return
 * before one) is prefixed with an apostrophe, which spreadsheets show as text and do not run.
 */
export function inertCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One field, quoted when it holds a comma, a quote or a line break (RFC 4180, 2.6–2.7). */
export function csvField(value: string): string {
  const cell = inertCell(value);
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** Rows joined by CRLF, as RFC 4180 asks, ending in one. */
export function csv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
