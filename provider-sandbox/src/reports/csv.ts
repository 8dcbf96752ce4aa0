/** One CSV cell: quoted when it must be, and never read as a formula by a spreadsheet (a leading = + - @ is escaped). */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

type Row = readonly (string | number | null)[];

/** CSV lines, each ended by CRLF (RFC 4180): a document's part, so a long one is written a chunk at a time. */
export function csvLines(rows: readonly Row[]): string {
  return rows.map((row) => `${row.map(cell).join(',')}\r\n`).join('');
}

/** A CSV document: a header row, then one line per row, CRLF-separated (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly Row[]): string {
  return csvLines([header, ...rows]);
}

/** A file name part without anything a Content-Disposition header or a file system would trip over. */
export const fileNamePart = (text: string): string => text.replace(/[^\w.-]+/g, '') || 'Seller';
