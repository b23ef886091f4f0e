import { and, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { GoodsAttributes, GoodsFilters } from '@/lib/contract/calls/goods';
import { attributeLabel, COLOR_FAMILIES, COLOR_FAMILY_SWATCH } from '@/lib/shop/frame-attributes';
import type { Database } from '@/lib/server/platform/db';
import { database, rowsOf } from '@/lib/server/platform/db';
import { productListings } from './tables';
import { catalogAnswer } from './catalog-answers';
import { colorBit } from './color-mask';
import { firstSaleEndIn } from './listing-sale-end';
import { filterConditions, priceNow, productConditions, type ProductScope } from './product-conditions';
import { planProductKeyword } from './keyword-search';
import { progressiveReadyCondition, readLensFitRule, type LensFitRule } from './listing-lens-fit';

type FacetColumn = 'shape' | 'material' | 'rim' | 'size' | 'gender';
const FACETS: FacetColumn[] = ['shape', 'material', 'rim', 'size', 'gender'];
/** What a facet's counts leave out of the shopper's filters: its own values, or the price range. */
type CountedFilter = FacetColumn | 'color' | 'lenses' | 'price';
/** What the filter panel asks about (POST /api/goods/attribute): a category or keyword, with filters. */
type AttributesQuery = Omit<ProductScope, 'search'> & { keyword?: string };

/**
 * The filter values of a category or keyword result, each with how many products the shopper would
 * see with it (POST /api/goods/attribute; docs/product.md#listing-filters). Counts follow the
 * selection the way faceted search does: a value's count applies every other facet's chosen values,
 * but not its own facet's (values of one facet add up, "round or oval"), and the price range counts
 * under the other filters. Every value the scope holds stays listed, with 0 when the selection
 * leaves none, so the panel does not jump and a chosen value can always be unchosen; values keep
 * the scope's order (most products first) whatever is chosen.
 */
export async function goodsAttributes(scope: AttributesQuery): Promise<GoodsAttributes> {
  const answer = await catalogAnswer(
    'goods-attributes',
    attributesKey(scope),
    async () => {
      const search = await planProductKeyword(scope.keyword);
      const [attributes, saleEnd] = await Promise.all([
        loadGoodsAttributes({ category: scope.category, filters: scope.filters, search }),
        firstSaleEndIn({ category: scope.category, search }),
      ]);
      return { attributes, saleEnd };
    },
    // The price range and the price filter's counts pay a sale's price only while it runs.
    ({ saleEnd }) => (saleEnd === null ? undefined : Date.parse(saleEnd)),
  );
  return answer.attributes;
}

/** The same selection in another order is the same question. */
function attributesKey(scope: AttributesQuery): AttributesQuery {
  const filters = scope.filters;
  if (!filters) return { category: scope.category, keyword: scope.keyword };
  const sorted = Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && (!Array.isArray(value) || value.length > 0))
      .map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : value]),
  );
  return { category: scope.category, keyword: scope.keyword, filters: sorted as GoodsFilters };
}

/** The shopper's filters without those a count leaves out. */
export function filtersWithout(filters: GoodsFilters | undefined, left: CountedFilter): GoodsFilters {
  if (!filters) return {};
  if (left === 'price') {
    const { minPriceCents: _min, maxPriceCents: _max, ...rest } = filters;
    return rest;
  }
  const { [left]: _own, ...rest } = filters;
  return rest;
}

export async function loadGoodsAttributes(scope: ProductScope, now = new Date()): Promise<GoodsAttributes> {
  const [db, lensFit] = await Promise.all([database(), readLensFitRule()]);
  const base = and(...productConditions({ category: scope.category, search: scope.search }, now));
  const selected = (left: CountedFilter) =>
    and(...filterConditions(filtersWithout(scope.filters, left), now, lensFit)) ?? sql`true`;

  const [facets, color, lenses, price] = await Promise.all([
    Promise.all(FACETS.map((facet) => facetCounts(db, productListings[facet], base, selected(facet)))),
    colorCounts(db, base, selected('color')),
    lensCounts(db, base, selected('lenses'), lensFit),
    priceRange(db, base, selected('price'), now),
  ]);
  const [shape = [], material = [], rim = [], size = [], gender = []] = facets;
  return { shape, material, rim, size, gender, color, lenses, price };
}

/** Progressive-ready under the current lens rule; not listed where the scope has no such frame. */
async function lensCounts(db: Database, base: SQL | undefined, selected: SQL, lensFit: LensFitRule) {
  const ready = progressiveReadyCondition(lensFit);
  const [row] = await db
    .select({
      inScope: sql<number>`(count(*) filter (where ${ready}))::int`,
      count: sql<number>`(count(*) filter (where ${ready} and ${selected}))::int`,
    })
    .from(productListings)
    .where(base);
  if (!row || Number(row.inScope) === 0) return [];
  return [{ value: 'progressive', label: attributeLabel('progressive'), count: Number(row.count) }];
}

/** Per value of a column: the products of the scope (for order and presence) and those of the selection. */
async function facetCounts(db: Database, column: PgColumn, base: SQL | undefined, selected: SQL) {
  const rows = await db
    .select({
      value: sql<string>`${column}`,
      inScope: sql<number>`count(*)::int`,
      count: sql<number>`(count(*) filter (where ${selected}))::int`,
    })
    .from(productListings)
    .where(and(base, isNotNull(column)))
    .groupBy(column)
    .orderBy(sql`2 desc`, column);
  return rows.map((row) => ({
    value: row.value,
    label: attributeLabel(row.value),
    count: Number(row.count),
  }));
}

/** One pass counts every colour family's bit (color-mask.ts), in the scope and in the selection. */
async function colorCounts(db: Database, base: SQL | undefined, selected: SQL) {
  const bit = (family: (typeof COLOR_FAMILIES)[number]) =>
    sql`(${productListings.colorMask} & ${colorBit(family)}) <> 0`;
  const [row] = await db
    .select({
      inScope: sql<number[]>`array[${sql.join(
        COLOR_FAMILIES.map((family) => sql`count(*) filter (where ${bit(family)})::int`),
        sql`, `,
      )}]`,
      counts: sql<number[]>`array[${sql.join(
        COLOR_FAMILIES.map((family) => sql`count(*) filter (where ${bit(family)} and ${selected})::int`),
        sql`, `,
      )}]`,
    })
    .from(productListings)
    .where(base);
  return COLOR_FAMILIES.map((value, position) => ({
    value,
    inScope: Number(row?.inScope[position] ?? 0),
    count: Number(row?.counts[position] ?? 0),
  }))
    .filter((color) => color.inScope > 0)
    .sort((a, b) => b.inScope - a.inScope || a.value.localeCompare(b.value))
    .map((color) => ({
      value: color.value,
      label: attributeLabel(color.value),
      hex: COLOR_FAMILY_SWATCH[color.value],
      count: color.count,
    }));
}

/** The prices paid now under the other filters; the scope's own range when they leave nothing. */
async function priceRange(db: Database, base: SQL | undefined, selected: SQL, now: Date) {
  const paid = priceNow(now);
  const result = await db.execute(sql`
    select coalesce(min(${paid}) filter (where ${selected}), min(${paid}))::int as "minCents",
      coalesce(max(${paid}) filter (where ${selected}), max(${paid}))::int as "maxCents"
    from ${productListings} where ${base ?? sql`true`}`);
  const [range] = rowsOf<{ minCents: number | null; maxCents: number | null }>(result);
  return { minCents: Number(range?.minCents ?? 0), maxCents: Number(range?.maxCents ?? 0) };
}
