import { sql } from 'drizzle-orm';
import type { ProductCard } from '@/lib/contract/calls/goods';
import { database, rowsOf } from '@/lib/server/platform/db';
import { cardsJson, toProductCard } from './product-cards';
import type { ReadCard } from './read-card';

/** Cards for products named by code, in the order given; unknown or withdrawn codes are skipped. */
export async function productCardsByCode(codes: string[], now = new Date()): Promise<ProductCard[]> {
  if (codes.length === 0) return [];
  const db = await database();
  const wanted = sql`${sql.param(codes)}::text[]`;
  const ids = sql`array(select p.id from products p where p.code = any(${wanted}) order by array_position(${wanted}, p.code))`;
  const result = await db.execute(sql`select ${cardsJson(ids)} as "cards"`);
  const [row] = rowsOf<{ cards: ReadCard[] }>(result);
  return (row?.cards ?? []).map((card) => toProductCard(card, now));
}
