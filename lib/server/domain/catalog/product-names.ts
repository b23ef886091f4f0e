import { asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { products } from './tables';

// For the operator console's lists of other modules (reviews): a product's code and name whatever
// its status, since a review of a draft or archived frame is still moderated.

type Reader = Pick<Database, 'select'>;

export interface ProductName {
  id: number;
  code: string;
  name: string;
}

/** The code and name of each product id that exists, by id. */
export async function productNamesById(
  db: Reader,
  ids: readonly number[],
): Promise<Map<number, ProductName>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, code: products.code, name: products.name })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The id of the product with this code, whatever its status, or null. */
export async function productIdByCode(db: Reader, code: string): Promise<number | null> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.code, code)).limit(1);
  return row?.id ?? null;
}

export interface ProductChoice extends ProductName {
  /** eyeglasses, sunglasses or accessories. */
  type: string;
}

/**
 * Every product not archived, by name: what the console's coupon form offers when a coupon covers
 * some products (docs/operating.md#coupons).
 */
export async function productChoices(db: Reader): Promise<ProductChoice[]> {
  return db
    .select({ id: products.id, code: products.code, name: products.name, type: products.type })
    .from(products)
    .where(ne(products.status, 'archived'))
    .orderBy(asc(products.name), asc(products.id));
}
