import { stringify } from 'csv-stringify/sync';

// A CSV file as RFC 4180 writes it, safe to open in a spreadsheet (the order
// list export), through csv-stringify (the csv project's writer; the catalog import reads with its
// csv-parse twin): quoting, doubled quotes, CRLF rows, and cells a spreadsheet would run as a
// formula (= + - @, tab, carriage return) given a leading apostrophe, so a shopper's name like
// "=HYPERLINK(…)" stays text (OWASP "CSV injection").

export type CsvValue = string | number | boolean | null;

const OPTIONS = {
  record_delimiter: 'windows',
  escape_formulas: true,
  // RFC 4180 §2.6: a line break of either kind is quoted (csv-stringify quotes only its own delimiter)
  quoted_match: /[\r\n]/,
  // true/false as words, not csv-stringify's 1/""
  cast: { boolean: (value: boolean) => String(value) },
} as const;

export function csvRow(values: readonly CsvValue[]): string {
  return stringify([values as CsvValue[]], OPTIONS);
}

export function csvCell(value: CsvValue): string {
  return csvRow([value]).slice(0, -2);
}

/**
 * The whole file: a header row, then the rows. It starts with a byte order mark so spreadsheet
 * programs read it as UTF-8 (names with accents).
 */
export function csvFile(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return stringify([header, ...rows] as CsvValue[][], { ...OPTIONS, bom: true });
}
