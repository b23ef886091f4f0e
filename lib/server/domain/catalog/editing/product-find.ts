import { desc } from 'drizzle-orm';
import { database } from '@/lib/server/platform/db';
import { products } from '../tables';
import { consoleProductSearch } from './console-product-search';

/**
 * The console header's search (docs/operating.md#console-search): the products whose code, name or
 * a colour's SKU holds the text, as the product list searches, the last changed first, at most `limit`.
 */
export async function findProducts(
  text: string,
  limit: number,
): Promise<{ id: number; code: string; name: string; status: string }[]> {
  const db = await database();
  return db
    .select({ id: products.id, code: products.code, name: products.name, status: products.status })
    .from(products)
    .where(consoleProductSearch(db, text))
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(limit);
}
