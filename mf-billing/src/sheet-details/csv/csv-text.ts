/** A cell as text, or a number kept as typed (amounts are already exact decimal text). */
export type CsvCell = { text: string } | { number: string };

// A text cell a spreadsheet would run as a formula (OWASP "CSV injection"): provider names and
// remarks are typed by people, so a leading = + - @ (or tab, carriage return) is defused with '.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, quoted when it holds a comma, a quote or a line break (RFC 4180). */
export function csvCell(cell: CsvCell): string {
  const raw = 'text' in cell ? (FORMULA_START.test(cell.text) ? `'${cell.text}` : cell.text) : cell.number;
  return /[",\r\n]/.test(raw) ? `"${raw.replaceAll('"', '""')}"` : raw;
}

/** Rows of cells as CSV text: a header row of plain names, then the rows, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  const lines = [header.map((name) => csvCell({ text: name })), ...rows.map((row) => row.map(csvCell))];
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
