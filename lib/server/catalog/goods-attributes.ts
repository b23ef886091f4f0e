import { and, count, isNotNull, max, min, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { GoodsAttributes } from '@/lib/contract/calls/goods';
import { attributeLabel, COLOR_FAMILIES, COLOR_FAMILY_SWATCH } from '@/lib/shop/frame-attributes';
import type { Database } from '../db/client';
import { database } from '../db/database';
import { productListings } from '../db/schema';
import { catalogAnswer } from './catalog-answers';
import { colorBit } from './color-mask';
import { priceNow, productConditions, type ProductScope } from './product-conditions';

type FacetColumn = 'shape' | 'material' | 'rim' | 'size' | 'gender';
const FACETS: FacetColumn[] = ['shape', 'material', 'rim', 'size', 'gender'];

/**
 * The filter values present in a category or keyword result, with how many products have
 * each (POST /api/goods/attribute). Counts ignore the shopper's other filters.
 */
export function goodsAttributes(scope: Omit<ProductScope, 'filters'>): Promise<GoodsAttributes> {
  return catalogAnswer('goods-attributes', scope, () => loadGoodsAttributes(scope));
}

export async function loadGoodsAttributes(
  scope: Omit<ProductScope, 'filters'>,
  now = new Date(),
): Promise<GoodsAttributes> {
  const db = await database();
  const where = and(...productConditions(scope, now));
  const facets = await Promise.all(FACETS.map((facet) => facetCounts(db, productListings[facet], where)));
  // One pass counts every colour family's bit (color-mask.ts), in COLOR_FAMILIES order.
  const [bits] = await db
    .select({
      counts: sql<number[]>`array[${sql.join(
        COLOR_FAMILIES.map(
          (family) =>
            sql`count(*) filter (where (${productListings.colorMask} & ${colorBit(family)}) <> 0)::int`,
        ),
        sql`, `,
      )}]`,
    })
    .from(productListings)
    .where(where);
  const colors = COLOR_FAMILIES.map((value, position) => ({ value, count: bits?.counts[position] ?? 0 }))
    .filter((color) => color.count > 0)
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
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
      hex: COLOR_FAMILY_SWATCH[row.value],
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
