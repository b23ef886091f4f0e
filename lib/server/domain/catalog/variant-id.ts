import { and, eq } from 'drizzle-orm';
import { database } from '@/lib/server/platform/db';
import { productVariants } from './tables';

/** The row id of a product's colour by its SKU (cart lines refer to it), or null. */
export async function variantIdOf(productId: number, sku: string): Promise<number | null> {
  const db = await database();
  const [row] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.sku, sku)))
    .limit(1);
  return row?.id ?? null;
}
