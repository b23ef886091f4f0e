import { and, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { GoodsFilters, ListingScope } from '@/lib/contract/calls/goods';
import { productListings } from './tables';
import { colorMask } from './color-mask';
import { keywordCondition, type KeywordSearch } from './keyword-search';
import { progressiveReadyCondition, type LensFitRule } from './listing-lens-fit';
import { frameWidthCondition, pairSizeCondition } from './listing-frame-size';

export interface ProductScope {
  category?: ListingScope;
  filters?: GoodsFilters;
  /** The listing's keyword as planned for searching (planProductKeyword); none without a keyword. */
  search?: KeywordSearch | undefined;
  /** The lens rule the lens filter reads (listing-lens-fit.ts); needed only when it is chosen. */
  lensFit?: LensFitRule | undefined;
}

/** The price columns of `products` or of its listing read model. */
interface PriceColumns {
  priceCents: PgColumn;
  flashSalePriceCents: PgColumn;
  flashSaleEndsAt: PgColumn;
}

/** A flash sale counts only while it runs. */
export function saleIsActive(now: Date, table: PriceColumns = productListings): SQL {
  return and(isNotNull(table.flashSalePriceCents), gt(table.flashSaleEndsAt, now)) as SQL;
}

/** What the shopper pays now: the sale price while a sale runs, else the list price. */
export function priceNow(now: Date, table: PriceColumns = productListings): SQL<number> {
  return sql<number>`(case when ${saleIsActive(now, table)} then ${table.flashSalePriceCents} else ${table.priceCents} end)`;
}

/** The WHERE conditions of a listing, on the `product_listings` read model. */
export function productConditions(scope: ProductScope, now: Date): SQL[] {
  const conditions: SQL[] = [eq(productListings.isActive, true)];
  const category = categoryCondition(scope.category, now);
  if (category) conditions.push(category);
  const keyword = keywordCondition(scope.search);
  if (keyword) conditions.push(keyword);
  return scope.filters ? [...conditions, ...filterConditions(scope.filters, now, scope.lensFit)] : conditions;
}

/**
 * The conditions of the shopper's frame filters alone (shape, colour, price …), without the scope.
 * A chosen lens fit needs the lens rule (lensFitFor): without it the question cannot be answered.
 */
export function filterConditions(filters: GoodsFilters, now: Date, lensFit?: LensFitRule): SQL[] {
  const conditions: SQL[] = [];
  const frameFilters = [
    [productListings.shape, filters.shape],
    [productListings.material, filters.material],
    [productListings.rim, filters.rim],
    [productListings.size, filters.size],
    [productListings.gender, filters.gender],
  ] as const;
  for (const [column, values] of frameFilters) {
    if (values?.length) conditions.push(inArray(column, [...values]));
  }
  if (filters.color?.length)
    conditions.push(sql`(${productListings.colorMask} & ${colorMask(filters.color)}) <> 0`);
  if (filters.lenses?.includes('progressive')) {
    if (!lensFit)
      throw new Error('The Progressive-ready filter needs the lens rule: read it with lensFitFor.');
    conditions.push(progressiveReadyCondition(lensFit));
  }
  if (filters.fit) conditions.push(frameWidthCondition(filters.fit));
  if (filters.pair) conditions.push(pairSizeCondition(filters.pair));
  if (filters.minPriceCents !== undefined) conditions.push(sql`${priceNow(now)} >= ${filters.minPriceCents}`);
  if (filters.maxPriceCents !== undefined) conditions.push(sql`${priceNow(now)} <= ${filters.maxPriceCents}`);
  return conditions;
}

function categoryCondition(category: ListingScope | undefined, now: Date): SQL | undefined {
  switch (category) {
    case undefined:
      return undefined;
    case 'new_arrivals':
      return eq(productListings.isNewArrival, true);
    case 'best_sellers':
      return eq(productListings.isBestSeller, true);
    case 'flash_sale':
      return saleIsActive(now);
    case 'frames':
      return inArray(productListings.type, ['eyeglasses', 'sunglasses']);
    default:
      return eq(productListings.type, category);
  }
}
