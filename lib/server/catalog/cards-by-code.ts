import { and, eq, inArray } from 'drizzle-orm';
import type { ProductCard } from '@/lib/contract/calls/goods';
import { database } from '../db/database';
import { products } from '../db/schema';
import { cardColumns, toProductCards } from './product-cards';

/** Cards for products named by code, in the order given; unknown or withdrawn codes are skipped. */
export async function productCardsByCode(codes: string[], now = new Date()): Promise<ProductCard[]> {
  if (codes.length === 0) return [];
  const db = await database();
  const rows = await db
    .select(cardColumns())
    .from(products)
    .where(and(inArray(products.code, codes), eq(products.isActive, true)));
  const cards = await toProductCards(db, rows, now);
  return codes.flatMap((code) => cards.find((card) => card.code === code) ?? []);
}
