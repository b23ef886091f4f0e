import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { products } from './tables';

/**
 * Holds the product's row until the caller's transaction ends, so writes another module keeps per
 * product (its reviews and their recount) happen one at a time.
 */
export async function lockProduct(tx: Pick<Database, 'select'>, productId: number): Promise<void> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
}
