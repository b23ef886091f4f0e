import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import type { CsvFrame, CsvProduct } from '@/lib/shop/product-csv';
import type { CatalogProduct } from '@/lib/shop/product-csv-diff';
import { searchWordsOf } from '@/lib/shop/product-rules';
import { consoleProductSearch } from '../editing/console-product-search';
import { frameSpecs, products, productVariants } from '../tables';

// The catalog as the CSV file sees it: products with their frame data and colours, for the export
// and for the import's comparison. The search words are the operator's own (the stored search text
// less the derived words), as the product form shows them.

/** A product of the catalog with what the import's writes need besides the file's columns. */
export interface StoredProduct extends CatalogProduct {
  searchText: string;
  /** The highest sort of its colours: an added colour goes after it. */
  lastSort: number;
}

export interface CatalogFilters {
  search?: string | undefined;
  type?: string | undefined;
  status?: string | undefined;
}

type Reader = Pick<Database, 'select'>;

function filterConditions(db: Reader, filters: CatalogFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.search) where.push(consoleProductSearch(db, filters.search));
  if (filters.type) where.push(eq(products.type, filters.type));
  if (filters.status) where.push(eq(products.status, filters.status));
  return and(...where);
}

/**
 * The products the filters match, by code (every product without filters), in code order. With
 * `codes`, only those; `lock` holds their rows and their colours' rows until the transaction ends,
 * so the import compares and writes one state of them.
 */
export async function catalogProducts(
  db: Reader,
  options: { filters?: CatalogFilters; codes?: readonly string[]; lock?: boolean },
): Promise<Map<string, StoredProduct>> {
  const { filters = {}, codes, lock = false } = options;
  if (codes && codes.length === 0) return new Map();
  const where = and(filterConditions(db, filters), codes ? inArray(products.code, [...codes]) : undefined);
  const query = db.select().from(products).where(where).orderBy(asc(products.code));
  const rows = lock ? await query.for('update') : await query;
  if (rows.length === 0) return new Map();

  const ids = rows.map((row) => row.id);
  const variantQuery = db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, ids))
    .orderBy(asc(productVariants.sort), asc(productVariants.id));
  const [frames, variants] = await Promise.all([
    db.select().from(frameSpecs).where(inArray(frameSpecs.productId, ids)),
    lock ? variantQuery.for('update') : variantQuery,
  ]);
  const frameOf = new Map(frames.map((frame) => [frame.productId, frame]));

  const catalog = new Map<string, StoredProduct>();
  for (const row of rows) {
    const own = variants.filter((variant) => variant.productId === row.id);
    const stored = frameOf.get(row.id);
    const frame: CsvFrame | null = stored
      ? {
          shape: stored.shape,
          material: stored.material,
          rim: stored.rim,
          gender: stored.gender,
          lensWidthMm: stored.lensWidthMm,
          bridgeMm: stored.bridgeMm,
          templeMm: stored.templeMm,
          lensHeightMm: stored.lensHeightMm,
          frameWidthMm: stored.frameWidthMm,
          weightG: stored.weightG,
          faceShapes: stored.faceShapes,
          springHinges: stored.springHinges,
          nosePads: stored.nosePads,
          progressiveEligible: stored.progressiveEligible,
        }
      : null;
    const colours = own.map((variant) => ({
      sku: variant.sku,
      colorName: variant.colorName,
      colorFamily: variant.colorFamily,
      colorHex: variant.colorHex,
      lensTintHex: variant.lensTintHex,
      stock: variant.stock,
      lowStockThreshold: variant.lowStockThreshold,
    }));
    const product: CsvProduct = {
      code: row.code,
      name: row.name,
      type: row.type,
      accessoryKind: row.accessoryKind,
      summary: row.summary,
      description: row.description,
      priceCents: row.priceCents,
      flashSalePriceCents: row.flashSalePriceCents,
      flashSaleEndsAt: row.flashSaleEndsAt?.toISOString() ?? null,
      isNewArrival: row.isNewArrival,
      isBestSeller: row.isBestSeller,
      searchWords: searchWordsOf(row.searchText, { ...row, frame, variants: colours }),
      status: row.status,
      frame,
      variants: colours,
    };
    catalog.set(row.code, {
      id: row.id,
      product,
      variantIds: new Map(own.map((variant) => [variant.sku, variant.id])),
      searchText: row.searchText,
      lastSort: Math.max(-1, ...own.map((variant) => variant.sort)),
    });
  }
  return catalog;
}

/** Which product (by code) each of these SKUs belongs to now. */
export async function skuOwners(db: Reader, skus: readonly string[]): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ sku: productVariants.sku, code: products.code })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.sku, [...skus]));
  return new Map(rows.map((row) => [row.sku, row.code]));
}
