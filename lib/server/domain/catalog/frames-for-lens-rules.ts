import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CatalogFrame } from '@/lib/shop/lens-rules-reach';
import { database } from '@/lib/server/platform/db';
import { frameSpecs, products } from './tables';

/**
 * The published frames with what the lens rules read of them (type, rim, lens height): the console's lens option check counts them. A few hundred small rows at most, read when
 * an operator asks.
 */
export async function framesForLensRules(): Promise<CatalogFrame[]> {
  const db = await database();
  const rows = await db
    .select({
      code: products.code,
      name: products.name,
      type: products.type,
      rim: frameSpecs.rim,
      lensHeightMm: frameSpecs.lensHeightMm,
    })
    .from(products)
    .innerJoin(frameSpecs, eq(frameSpecs.productId, products.id))
    .where(and(eq(products.isActive, true), inArray(products.type, ['eyeglasses', 'sunglasses'])))
    .orderBy(asc(products.code));
  return rows.flatMap((row) =>
    row.type === 'eyeglasses' || row.type === 'sunglasses' ? [{ ...row, type: row.type }] : [],
  );
}
