// Which stock an imported row sets. The export writes the stock twice:
// `stock`, the operator's to edit, and `stock_at_export`, the count the export read. Orders keep
// selling while the file is in a spreadsheet, so the file's `stock` alone cannot say whether the
// operator meant a new count or just left the cell as it was: as Shopify's inventory file compares
// "On hand (current)" with "On hand (new)", the import compares the two cells, and the catalog's
// count now with the count at export, and never puts sold units back.

/** What the import does with a colour's stock. */
export type ImportedStock =
  /** No stock change at all: the operator left the cell as exported (or gave today's count). */
  | { kind: 'keep' }
  /** The count becomes `stock`; `note` says why when the file could not show it was meant. */
  | { kind: 'set'; stock: number; note: string | null }
  /** The operator changed a count the shop has changed too since the export: the row's error. */
  | { kind: 'conflict'; message: string };

export interface StockCells {
  sku: string;
  /** The file's `stock`. */
  stock: number;
  /** The file's `stock_at_export`; null when the cell is empty or the file has no such column. */
  atExport: number | null;
  /** The colour's stock in the catalog as the import reads it (locked in the real import). */
  current: number;
}

export const NO_STOCK_AT_EXPORT_NOTE =
  'stock_at_export is empty: the file’s stock is set as the count, whatever was sold since the file was made.';

export function importedStock({ sku, stock, atExport, current }: StockCells): ImportedStock {
  if (atExport === null) {
    // a hand-made file: the stock cell is the count, as the import always read it
    return stock === current ? { kind: 'keep' } : { kind: 'set', stock, note: NO_STOCK_AT_EXPORT_NOTE };
  }
  if (stock === atExport) return { kind: 'keep' };
  if (current === atExport) return { kind: 'set', stock, note: null };
  return {
    kind: 'conflict',
    message: `Stock of ${sku} changed since the export (${atExport} → ${current}): export again, or adjust it on the product page.`,
  };
}
