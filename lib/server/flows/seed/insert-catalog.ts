import type { Database } from '@/lib/server/platform/db';
import { frameSpecs, productImages, productVariants, products } from '../../platform/db/schema';
import type { SeedProduct } from './catalog-types';

/** What the seed writes with: the database itself or the transaction it runs in. */
export type SeedWriter = Pick<Database, 'insert'>;

/** Rows per INSERT: large enough to be fast, small enough for the bind-parameter limit. */
const BATCH_ROWS = 500;

export async function insertInBatches<Row, Result>(
  rows: readonly Row[],
  insert: (batch: Row[]) => Promise<Result[]>,
  batchRows = BATCH_ROWS,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let start = 0; start < rows.length; start += batchRows) {
    results.push(...(await insert(rows.slice(start, start + batchRows))));
  }
  return results;
}

function idsByKey(rows: { id: number; key: string }[]): Map<string, number> {
  return new Map(rows.map((row) => [row.key, row.id]));
}

function requireId(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: no id was returned for ${key}`);
  return id;
}

/** Writes products, frame specs, variants and images; returns how many of each. */
export async function insertCatalog(db: SeedWriter, catalog: readonly SeedProduct[]) {
  const productIds = idsByKey(
    await insertInBatches(catalog, (batch) =>
      db
        .insert(products)
        .values(batch.map(({ frame: _frame, variants: _variants, ...columns }) => columns))
        .returning({ id: products.id, key: products.code }),
    ),
  );

  const specs = catalog.flatMap((product) =>
    product.frame ? [{ productId: requireId(productIds, product.code), ...product.frame }] : [],
  );
  await insertInBatches(specs, async (batch) => {
    await db.insert(frameSpecs).values(batch);
    return [];
  });

  const variants = catalog.flatMap((product) =>
    product.variants.map(({ images: _images, lensTintName: _tint, ...columns }) => ({
      productId: requireId(productIds, product.code),
      ...columns,
    })),
  );
  const variantIds = idsByKey(
    await insertInBatches(variants, (batch) =>
      db
        .insert(productVariants)
        .values(batch)
        .returning({ id: productVariants.id, key: productVariants.sku }),
    ),
  );

  const images = catalog.flatMap((product) =>
    product.variants.flatMap((variant) =>
      variant.images.map((image) => ({ variantId: requireId(variantIds, variant.sku), ...image })),
    ),
  );
  await insertInBatches(
    images,
    async (batch) => {
      await db.insert(productImages).values(batch);
      return [];
    },
    1000,
  );

  return { products: productIds.size, variants: variantIds.size, images: images.length };
}
