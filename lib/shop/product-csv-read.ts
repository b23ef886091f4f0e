import { CsvError, parse } from 'csv-parse/sync';
import { OPTIONAL_COLUMNS, PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from './product-csv';

// Reading the catalog's CSV file back with csv-parse, the csv project's reader
// (the export writes with its csv-stringify twin): quoting, multi-line cells, either line ending and
// the byte order mark are the library's work. Here: the header checked against the format, rows
// numbered as a spreadsheet numbers them (the header is row 1), and the export's formula guard
// undone so an exported file reads back as it was.

/** One problem in the file, where a spreadsheet shows it: row 1 is the header. */
export interface CsvRowError {
  row: number;
  /** The column, or null for the whole row (or the whole file). */
  column: string | null;
  message: string;
}

export interface CsvRecord {
  row: number;
  cells: Record<ProductCsvColumn, string>;
}

export interface ReadCsv {
  records: CsvRecord[];
  errors: CsvRowError[];
}

/** More rows than this is not a catalog a console import should take in one go. */
export const PRODUCT_CSV_ROWS_MAX = 10_000;

/**
 * The export gives a cell a spreadsheet would run as a formula a leading apostrophe (OWASP "CSV
 * injection", lib/shop/csv-cells.ts); reading takes it off again, as a spreadsheet does.
 */
export function withoutFormulaGuard(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

export function readProductCsv(text: string): ReadCsv {
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return {
      records: [],
      errors: [{ row: 1, column: null, message: `The file is not a readable CSV file: ${error.message}` }],
    };
  }
  const [header, ...body] = rows;
  if (!header || header.every((cell) => cell.trim() === ''))
    return {
      records: [],
      errors: [{ row: 1, column: null, message: 'The file is empty: start from an export.' }],
    };

  const headerErrors = headerProblems(header);
  if (headerErrors.length > 0) return { records: [], errors: headerErrors };
  if (body.length > PRODUCT_CSV_ROWS_MAX)
    return {
      records: [],
      errors: [
        {
          row: PRODUCT_CSV_ROWS_MAX + 2,
          column: null,
          message: `The file has ${body.length.toLocaleString('en-US')} rows: import at most ${PRODUCT_CSV_ROWS_MAX.toLocaleString('en-US')} at a time.`,
        },
      ],
    };

  const names = header.map((name) => name.trim().toLowerCase());
  // an optional column the file leaves out reads as empty cells
  const absent = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column) => [column, '']));
  const records: CsvRecord[] = [];
  const errors: CsvRowError[] = [];
  body.forEach((values, index) => {
    const row = index + 2;
    // a blank line (a spreadsheet's trailing rows) is no product
    if (values.every((value) => value.trim() === '')) return;
    if (values.length !== header.length) {
      errors.push({
        row,
        column: null,
        message: `The row has ${values.length} cells where the header has ${header.length}.`,
      });
      return;
    }
    const cells = {
      ...absent,
      ...Object.fromEntries(
        names.map((name, column) => [name, withoutFormulaGuard(values[column] ?? '').trim()]),
      ),
    } as Record<ProductCsvColumn, string>;
    records.push({ row, cells });
  });
  return { records, errors };
}

/** Every column the format has (an optional one may be left out), once each, and nothing else; in any order. */
function headerProblems(header: readonly string[]): CsvRowError[] {
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const names = header.map((name) => name.trim().toLowerCase());
  const errors: CsvRowError[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (!known.has(name))
      errors.push({ row: 1, column: name, message: `"${name}" is not a column of the catalog file.` });
    else if (seen.has(name))
      errors.push({ row: 1, column: name, message: `The column ${name} is there twice.` });
    seen.add(name);
  }
  const missing = PRODUCT_CSV_COLUMNS.filter(
    (column) => !seen.has(column) && !OPTIONAL_COLUMNS.includes(column),
  );
  if (missing.length > 0)
    errors.push({ row: 1, column: null, message: `Columns missing from the header: ${missing.join(', ')}.` });
  return errors;
}
