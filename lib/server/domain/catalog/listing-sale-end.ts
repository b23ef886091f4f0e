import { and, min } from 'drizzle-orm';
import { database } from '@/lib/server/platform/db';
import { productListings } from './tables';
import { productConditions, saleIsActive, type ProductScope } from './product-conditions';

/**
 * When the first flash sale running among a listing's products ends (ISO), or null when none runs.
 * A listing page is true until then and no longer: the sale's cards show its price, the price
 * filter's range counts it, and the flash-sale listing holds only running sales. No row changes
 * when a sale ends, so no change notice says so; the page asks to be drawn again at that moment
 * (refreshPageBy) instead of every few seconds.
 */
export async function firstSaleEndIn(scope: ProductScope, now = new Date()): Promise<string | null> {
  const db = await database();
  const [row] = await db
    .select({ endsAt: min(productListings.flashSaleEndsAt) })
    .from(productListings)
    .where(and(...productConditions(scope, now), saleIsActive(now)));
  const endsAt = row?.endsAt;
  if (endsAt === null || endsAt === undefined) return null;
  return new Date(endsAt as Date | string).toISOString();
}
