import { eq } from 'drizzle-orm';
import { NotFoundError } from '@/lib/contract/errors';
import type { Database } from '@/lib/server/platform/db';
import { products, productVariants } from '../tables';

/**
 * A colour and its product's code, its row locked for the rest of the transaction: two operators
 * adding photos to one colour at once get sort places one after the other, not the same one.
 */
export async function lockedColour(tx: Database, variantId: number) {
  const [row] = await tx
    .select({ variant: productVariants, code: products.code, name: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId))
    .for('update', { of: productVariants });
  if (!row) throw new NotFoundError('The colour');
  return row;
}
