import { and, count, countDistinct, eq, max, min, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { GoodsAttributes } from '@/lib/contract/calls/goods';
import { attributeLabel } from '@/lib/shop/frame-attributes';
import type { Database } from '../db/client';
import { database } from '../db/database';
import { frameSpecs, products, productVariants } from '../db/schema';
import { priceNow, productConditions, type ProductScope } from './product-conditions';

type FacetColumn = 'shape' | 'material' | 'rim' | 'size' | 'gender';
const FACETS: FacetColumn[] = ['shape', 'material', 'rim', 'size', 'gender'];

/**
 * The filter values present in a category or keyword result, with how many products have
 * each (POST /api/goods/attribute). Counts ignore the shopper's other filters.
 */
export async function goodsAttributes(scope: Omit<ProductScope, 'filters'>, now = new Date()): Promise<GoodsAttributes> {
  const db = await database();
  const where = and(...productConditions(scope, now));
  const facets = await Promise.all(FACETS.map((facet) => facetCounts(db, frameSpecs[facet], where)));
  const colors = await db
    .select({
      value: productVariants.colorFamily,
      hex: sql<string>`min(${productVariants.colorHex})`,
      count: countDistinct(products.id),
    })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .leftJoin(frameSpecs, eq(frameSpecs.productId, products.id))
    .where(where)
    .groupBy(productVariants.colorFamily)
    .orderBy(sql`3 desc`, productVariants.colorFamily);
  const [price] = await db
    .select({ minCents: min(priceNow(now)), maxCents: max(priceNow(now)) })
    .from(products)
    .leftJoin(frameSpecs, eq(frameSpecs.productId, products.id))
    .where(where);

  const [shape = [], material = [], rim = [], size = [], gender = []] = facets;
  return {
    shape,
    material,
    rim,
    size,
    gender,
    color: colors.map((row) => ({ value: row.value, label: attributeLabel(row.value), hex: row.hex, count: row.count })),
    price: { minCents: Number(price?.minCents ?? 0), maxCents: Number(price?.maxCents ?? 0) },
  };
}

async function facetCounts(db: Database, column: PgColumn, where: SQL | undefined) {
  const rows = await db
    .select({ value: sql<string>`${column}`, count: count() })
    .from(products)
    .innerJoin(frameSpecs, eq(frameSpecs.productId, products.id))
    .where(where)
    .groupBy(column)
    .orderBy(sql`2 desc`, column);
  return rows.map((row) => ({ value: row.value, label: attributeLabel(row.value), count: row.count }));
}
