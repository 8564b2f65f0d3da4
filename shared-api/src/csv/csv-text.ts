/** A cell as text, or a number kept as typed (amounts are already exact decimal text). */
export type CsvCell = { text: string } | { number: string };

/** The UTF-8 byte order mark a CSV file starts with, so spreadsheet programs read it as UTF-8 (names such as "Malé"). */
export const CSV_BOM = '\uFEFF';

// A text cell a spreadsheet would run as a formula (OWASP "CSV injection"): names and remarks
// are typed by people, so a leading = + - @ (or tab, carriage return) is defused with '.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, quoted when it holds a comma, a quote or a line break (RFC 4180). */
export function csvCell(cell: CsvCell): string {
  const raw = 'text' in cell ? (FORMULA_START.test(cell.text) ? `'${cell.text}` : cell.text) : cell.number;
  return /[",\r\n]/.test(raw) ? `"${raw.replaceAll('"', '""')}"` : raw;
}

/** One row as a CSV line with its CRLF end (RFC 4180): what a streamed export writes per row. */
export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** Rows of cells as CSV text: a header row of plain names, then the rows, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  return [header.map((name): CsvCell => ({ text: name })), ...rows].map(csvLine).join('');
}
