import { and, count, isNotNull, max, min, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { GoodsAttributes } from '@/lib/contract/calls/goods';
import { attributeLabel, COLOR_FAMILY_SWATCH, type ColorFamily } from '@/lib/shop/frame-attributes';
import type { Database } from '../db/client';
import { database } from '../db/database';
import { productListings } from '../db/schema';
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
  const facets = await Promise.all(FACETS.map((facet) => facetCounts(db, productListings[facet], where)));
  const family = sql<string>`unnest(${productListings.colorFamilies})`;
  const colors = await db
    .select({ value: family, count: count() })
    .from(productListings)
    .where(where)
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`);
  const [price] = await db
    .select({ minCents: min(priceNow(now)), maxCents: max(priceNow(now)) })
    .from(productListings)
    .where(where);

  const [shape = [], material = [], rim = [], size = [], gender = []] = facets;
  return {
    shape,
    material,
    rim,
    size,
    gender,
    color: colors.map((row) => ({
      value: row.value,
      label: attributeLabel(row.value),
      hex: COLOR_FAMILY_SWATCH[row.value as ColorFamily] ?? '#999999',
      count: row.count,
    })),
    price: { minCents: Number(price?.minCents ?? 0), maxCents: Number(price?.maxCents ?? 0) },
  };
}

async function facetCounts(db: Database, column: PgColumn, where: SQL | undefined) {
  const rows = await db
    .select({ value: sql<string>`${column}`, count: count() })
    .from(productListings)
    .where(and(where, isNotNull(column)))
    .groupBy(column)
    .orderBy(sql`2 desc`, column);
  return rows.map((row) => ({ value: row.value, label: attributeLabel(row.value), count: row.count }));
}
