// A CSV file as RFC 4180 writes it, safe to open in a spreadsheet (issue 20 point 3: the order
// list export). Short enough to keep here rather than add a package: quote a cell that holds a
// comma, a quote or a line break, double its quotes, end rows with CRLF.

export type CsvValue = string | number | boolean | null;

/**
 * A cell a spreadsheet would run as a formula (= + - @, and tab or carriage return, which some
 * read the same way) gets a leading apostrophe, so a shopper's name like "=HYPERLINK(…)" stays
 * text (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  const text = value === null ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * The whole file: a header row, then the rows. It starts with a byte order mark so spreadsheet
 * programs read it as UTF-8 (names with accents).
 */
export function csvFile(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${csvRow(header)}${rows.map(csvRow).join('')}`;
}
