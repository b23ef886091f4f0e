import { CsvError, parse } from 'csv-parse/sync';
import { shipRefusal, type OrderFacts } from './order-operator-rules';
import { withoutFormulaGuard } from './product-csv-read';
import { CARRIERS, normalizeTrackingNumber, TRACKING_NUMBER_MESSAGE } from './tracking-links';

// Shipping orders from a CSV file (docs/operating.md#ship-from-csv): a header row, then one row
// per parcel with the order number, the carrier and the tracking number. Read with csv-parse as the
// catalog import reads its file, the export's formula guard taken off the same way. Each row gets
// a verdict, ship or not and why; the orders' own rule is the single ship's (shipRefusal).

/** The columns, as the header names them; any order, other columns ignored (an export's). */
export const SHIPMENT_CSV_COLUMNS = ['order_number', 'carrier', 'tracking_number'] as const;
type ShipmentColumn = (typeof SHIPMENT_CSV_COLUMNS)[number];

/** One upload ships at most this many parcels: a day's dispatch, not an archive. */
export const SHIPMENT_CSV_ROWS_MAX = 1_000;

/** A row of the file as typed: the header is row 1, as a spreadsheet numbers it. */
export interface ShipmentRow {
  row: number;
  number: string;
  carrier: string;
  trackingNumber: string;
}

export type ReadShipments = { rows: ShipmentRow[] } | { error: string };

/** "Order number", "order-number" and "ORDER_NUMBER" are one column. */
const columnName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '_');

export function readShipmentCsv(text: string): ReadShipments {
  let table: string[][];
  try {
    table = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { error: `The file is not a readable CSV file: ${error.message}` };
  }
  const [header, ...body] = table;
  if (!header || header.every((cell) => cell.trim() === ''))
    return {
      error: `The file is empty: its first row names the columns ${SHIPMENT_CSV_COLUMNS.join(', ')}.`,
    };
  const names = header.map(columnName);
  const at = {} as Record<ShipmentColumn, number>;
  for (const column of SHIPMENT_CSV_COLUMNS) {
    const found = names.filter((name) => name === column).length;
    if (found > 1) return { error: `The column ${column} is in the header twice.` };
    at[column] = names.indexOf(column);
  }
  const missing = SHIPMENT_CSV_COLUMNS.filter((column) => at[column] < 0);
  if (missing.length > 0)
    return {
      error: `Columns missing from the header (row 1): ${missing.join(', ')}. The first row names the columns ${SHIPMENT_CSV_COLUMNS.join(', ')}.`,
    };
  const rows: ShipmentRow[] = [];
  body.forEach((values, index) => {
    // a blank line (a spreadsheet's trailing rows) is no parcel
    if (values.every((value) => value.trim() === '')) return;
    const cell = (column: ShipmentColumn) => withoutFormulaGuard(values[at[column]] ?? '').trim();
    rows.push({
      row: index + 2,
      number: cell('order_number'),
      carrier: cell('carrier'),
      trackingNumber: cell('tracking_number'),
    });
  });
  if (rows.length > SHIPMENT_CSV_ROWS_MAX)
    return {
      error: `The file has ${rows.length.toLocaleString('en-US')} rows: ship at most ${SHIPMENT_CSV_ROWS_MAX.toLocaleString('en-US')} orders from one file.`,
    };
  return { rows };
}

/** A row's verdict: it ships (with the carrier's name and the number as the shop stores them), or why not. */
export interface ShipmentVerdict extends ShipmentRow {
  ships: boolean;
  reason: string | null;
}

/** The row's own cells: the carrier as the shop names it and the tracking number, or what is wrong. */
function cellsOf(row: ShipmentRow): { carrier: string; trackingNumber: string } | { reason: string } {
  if (row.number === '') return { reason: 'The order number is missing.' };
  if (row.carrier === '') return { reason: 'The carrier is missing.' };
  const carrier = CARRIERS.find((name) => name.toLowerCase() === row.carrier.toLowerCase());
  if (!carrier)
    return { reason: `“${row.carrier}” is not a carrier the shop ships with: ${CARRIERS.join(', ')}.` };
  if (row.trackingNumber === '') return { reason: 'The tracking number is missing.' };
  const trackingNumber = row.trackingNumber.length <= 80 ? normalizeTrackingNumber(row.trackingNumber) : null;
  if (trackingNumber === null) return { reason: TRACKING_NUMBER_MESSAGE };
  return { carrier, trackingNumber };
}

/** The order numbers the rows name, as the shop writes them (upper case), once each. */
export function shipmentOrderNumbers(rows: readonly ShipmentRow[]): string[] {
  return [...new Set(rows.map((row) => row.number.toUpperCase()).filter((number) => number !== ''))];
}

/**
 * Every row's verdict. `orderOf` answers an order's facts by its number (upper case), or null when
 * the shop has no such order. An order on two rows ships once: from its first row when the rows
 * agree (the later ones are duplicates), from none when they name different parcels (which one is
 * right is the operator's to say).
 */
export function planShipments(
  rows: readonly ShipmentRow[],
  orderOf: (number: string) => OrderFacts | null,
): ShipmentVerdict[] {
  const read = rows.map((row) => ({ row, number: row.number.toUpperCase(), cells: cellsOf(row) }));
  const rowsOf = new Map<string, typeof read>();
  for (const entry of read)
    if (entry.number !== '') rowsOf.set(entry.number, [...(rowsOf.get(entry.number) ?? []), entry]);

  return read.map(({ row, number, cells }): ShipmentVerdict => {
    const skip = (reason: string): ShipmentVerdict => ({ ...row, number, ships: false, reason });
    const same = rowsOf.get(number) ?? [];
    const parcels = new Set(
      same.map(({ cells: other }) =>
        'reason' in other ? `?${other.reason}` : `${other.carrier}\n${other.trackingNumber}`,
      ),
    );
    if (same.length > 1 && parcels.size > 1)
      return skip(
        `This order is on rows ${same.map((entry) => entry.row.row).join(', ')} with different carriers or tracking numbers: keep the one row that is right.`,
      );
    const first = same[0];
    if (first && first.row !== row) return skip(`A duplicate of row ${first.row.row}: the order ships once.`);
    if ('reason' in cells) return skip(cells.reason);
    const order = orderOf(number);
    if (!order) return skip('There is no order with this number.');
    const refused = shipRefusal(order);
    if (refused) return skip(refused);
    return { ...row, number, ...cells, ships: true, reason: null };
  });
}
