/**
 * CSV writing (RFC 4180) that is safe to open in a spreadsheet.
 *
 * Staff open exports in Excel or Google Sheets, and lead fields are typed by
 * visitors: a cell that starts with = + - @ (or a tab / carriage return, which
 * some spreadsheets skip before reading a formula) would run as a formula.
 * Such cells get a leading apostrophe, which spreadsheets show as text
 * (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

/** One cell: formula-neutralised, quoted when it holds a comma, quote or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  // Numbers we write ourselves (e.g. -3) are data, not formulas; text is not trusted.
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** A whole document: header line, one line per row, CRLF line ends. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
