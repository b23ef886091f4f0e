import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { productListings, products } from './tables';

/** The products the listings show (active ones), in id order, with their last change: the sitemap's entries. */
export async function listedProductCodes(
  db: Pick<Database, 'select'>,
): Promise<{ code: string; updatedAt: Date }[]> {
  return db
    .select({ code: products.code, updatedAt: products.updatedAt })
    .from(productListings)
    .innerJoin(products, eq(products.id, productListings.productId))
    .where(eq(productListings.isActive, true))
    .orderBy(asc(productListings.productId));
}
