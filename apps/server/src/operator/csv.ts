/**
 * CSV cells safe to open in a spreadsheet (docs/security.md "Operator audit trail"): every cell is
 * quoted with its quotes doubled, and a cell a spreadsheet would read as a formula (starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading `'`, so it shows as text.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula-neutralised, then quoted. */
export function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One line of cells, ended by CRLF (RFC 4180). */
export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;
