import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { GoodsListQuery, ProductCard } from '@/lib/contract/calls/goods';
import type { ProductSort } from '@/lib/shop/frame-attributes';
import { database } from '../db/database';
import { productListings } from '../db/schema';
import { priceNow, productConditions } from './product-conditions';
import { productCardsById } from './product-cards';

export interface GoodsPage {
  list: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/**
 * One page of a listing (POST /api/goods/list), from the narrow listing read model. The page's
 * ids and the total are two queries run side by side: tied together by a window count, the
 * page could not stop early on the sort's index and every request would sort every match.
 */
export async function listGoods(query: GoodsListQuery, now = new Date()): Promise<GoodsPage> {
  const db = await database();
  const where = and(...productConditions(query, now));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: productListings.productId })
      .from(productListings)
      .where(where)
      .orderBy(...orderFor(query.sort, now))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(productListings).where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    list: await productCardsById(
      db,
      rows.map((row) => row.id),
      now,
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
  };
}

function orderFor(sort: ProductSort, now: Date): SQL[] {
  const l = productListings;
  switch (sort) {
    case 'newest':
      return [desc(l.createdAt), desc(l.productId)];
    case 'price-asc':
      return [asc(priceNow(now)), asc(l.productId)];
    case 'price-desc':
      return [desc(priceNow(now)), asc(l.productId)];
    case 'rating':
      return [desc(l.ratingAverage), desc(l.ratingCount), asc(l.productId)];
    case 'featured':
      return [asc(l.featuredRank), asc(l.productId)];
  }
}
