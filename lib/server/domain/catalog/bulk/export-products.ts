import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { csvFile } from '@/lib/shop/csv-cells';
import { PRODUCT_CSV_COLUMNS, productCsvRows } from '@/lib/shop/product-csv';
import { catalogProducts, type CatalogFilters } from './catalog-rows';

// The catalog as a CSV file, in the format the import reads back: one row per colour. Written in
// the audit log, as every export from the console is.

export interface ProductsCsv {
  filename: string;
  csv: string;
  products: number;
  rows: number;
}

export async function exportProductsCsv(
  filters: CatalogFilters,
  actor: AuditActor,
  now = new Date(),
): Promise<ProductsCsv> {
  const db = await database();
  const catalog = await catalogProducts(db, { filters });
  const rows = [...catalog.values()].flatMap((entry) => productCsvRows(entry.product));
  const csv = csvFile(PRODUCT_CSV_COLUMNS, rows);
  await recordAction(db, actor, {
    action: 'product.export',
    objectType: 'product',
    objectId: 'catalog',
    summary: `Exported ${catalog.size} products (${rows.length} rows) as CSV`,
    after: { filters, products: catalog.size, rows: rows.length },
  });
  return {
    filename: `products-${now.toISOString().slice(0, 10)}.csv`,
    csv,
    products: catalog.size,
    rows: rows.length,
  };
}
