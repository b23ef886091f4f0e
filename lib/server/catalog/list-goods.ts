import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { GoodsListQuery, ProductCard } from '@/lib/contract/calls/goods';
import type { ProductSort } from '@/lib/shop/frame-attributes';
import { database } from '../db/database';
import { frameSpecs, products } from '../db/schema';
import { priceNow, productConditions } from './product-conditions';
import { cardColumns, toProductCards } from './product-cards';

export interface GoodsPage {
  list: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** One page of a listing (POST /api/goods/list): one query for the page and its total, one for swatches. */
export async function listGoods(query: GoodsListQuery, now = new Date()): Promise<GoodsPage> {
  const db = await database();
  const where = and(...productConditions(query, now));
  const rows = await db
    .select({ ...cardColumns(now), total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(products)
    .leftJoin(frameSpecs, eq(frameSpecs.productId, products.id))
    .where(where)
    .orderBy(...orderFor(query.sort, now))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);

  // Past the last page the window count is missing: count separately.
  const total =
    rows[0]?.total ??
    (query.page > 1
      ? Number(
          (
            await db
              .select({ count: sql<number>`count(*)` })
              .from(products)
              .leftJoin(frameSpecs, eq(frameSpecs.productId, products.id))
              .where(where)
          )[0]?.count ?? 0,
        )
      : 0);

  return {
    list: await toProductCards(db, rows),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
  };
}

function orderFor(sort: ProductSort, now: Date): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'price-asc':
      return [asc(priceNow(now)), asc(products.id)];
    case 'price-desc':
      return [desc(priceNow(now)), asc(products.id)];
    case 'rating':
      return [desc(products.ratingAverage), desc(products.ratingCount), asc(products.id)];
    case 'featured':
      return [asc(products.featuredRank), asc(products.id)];
  }
}
