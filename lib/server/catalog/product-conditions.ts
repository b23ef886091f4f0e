import { and, eq, gt, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { CATEGORY_KEYS, GoodsFilters } from '@/lib/contract/calls/goods';
import { frameSpecs, products, productVariants } from '../db/schema';

type CategoryKey = (typeof CATEGORY_KEYS)[number];

export interface ProductScope {
  category?: CategoryKey;
  keyword?: string;
  filters?: GoodsFilters;
}

/** A flash sale counts only while it runs. */
export function saleIsActive(now: Date): SQL {
  return and(isNotNull(products.flashSalePriceCents), gt(products.flashSaleEndsAt, now)) as SQL;
}

/** What the shopper pays now: the sale price while a sale runs, else the list price. */
export function priceNow(now: Date): SQL<number> {
  return sql<number>`(case when ${saleIsActive(now)} then ${products.flashSalePriceCents} else ${products.priceCents} end)`;
}

/** The WHERE conditions of a listing; frame filters need `frame_specs` joined. */
export function productConditions(scope: ProductScope, now: Date): SQL[] {
  const conditions: SQL[] = [eq(products.isActive, true)];
  const category = categoryCondition(scope.category, now);
  if (category) conditions.push(category);
  conditions.push(...keywordConditions(scope.keyword));
  const filters = scope.filters;
  if (!filters) return conditions;

  const frameFilters = [
    [frameSpecs.shape, filters.shape],
    [frameSpecs.material, filters.material],
    [frameSpecs.rim, filters.rim],
    [frameSpecs.size, filters.size],
    [frameSpecs.gender, filters.gender],
  ] as const;
  for (const [column, values] of frameFilters) {
    if (values?.length) conditions.push(inArray(column, [...values]));
  }
  if (filters.color?.length) {
    conditions.push(
      sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${inArray(productVariants.colorFamily, [...filters.color])})`,
    );
  }
  if (filters.minPriceCents !== undefined) conditions.push(sql`${priceNow(now)} >= ${filters.minPriceCents}`);
  if (filters.maxPriceCents !== undefined) conditions.push(sql`${priceNow(now)} <= ${filters.maxPriceCents}`);
  return conditions;
}

function categoryCondition(category: CategoryKey | undefined, now: Date): SQL | undefined {
  switch (category) {
    case undefined:
      return undefined;
    case 'new_arrivals':
      return eq(products.isNewArrival, true);
    case 'best_sellers':
      return eq(products.isBestSeller, true);
    case 'flash_sale':
      return saleIsActive(now);
    default:
      return eq(products.type, category);
  }
}

/** Every word must appear in the name or the search words (ranked search comes with the catalog issue). */
function keywordConditions(keyword: string | undefined): SQL[] {
  const words = (keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
  return words.map((word) => {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return or(ilike(products.name, pattern), ilike(products.searchText, pattern)) as SQL;
  });
}
