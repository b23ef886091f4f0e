import { and, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { GoodsFilters, ListingScope } from '@/lib/contract/calls/goods';
import { productListings, productSearch } from './tables';
import { colorMask } from './color-mask';

export interface ProductScope {
  category?: ListingScope;
  keyword?: string;
  filters?: GoodsFilters;
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
  const keyword = keywordCondition(scope.keyword);
  if (keyword) conditions.push(keyword);
  return scope.filters ? [...conditions, ...filterConditions(scope.filters, now)] : conditions;
}

/** The conditions of the shopper's frame filters alone (shape, colour, price …), without the scope. */
export function filterConditions(filters: GoodsFilters, now: Date): SQL[] {
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

/**
 * Every word of the keyword must match the product's name or search words, the last one as a
 * prefix so results follow the shopper's typing ("tita" finds titanium). Words are reduced to
 * letters and digits, so nothing the shopper types reaches the query syntax.
 */
export function keywordQuery(keyword: string | undefined): string | undefined {
  const words = (keyword ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 6);
  if (words.length === 0) return undefined;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

/**
 * The products whose name or search words match a keyword query (keywordQuery), joined as
 * `found` with how well each matches in "relevance" when the order needs it (ts_rank: a word in the
 * name, weight A, counts more than one in its search words, weight B), else 0. Each vector is read
 * and ranked once, in the same pass that finds the matches.
 */
export function keywordMatches(query: string, ranked: boolean): SQL {
  const words = sql`to_tsquery('english', ${query})`;
  const relevance = ranked ? sql`ts_rank(${productSearch.searchVector}, ${words})` : sql`0::real`;
  return sql`join (select ${productSearch.productId} as "product_id", ${relevance} as "relevance"
    from ${productSearch} where ${productSearch.searchVector} @@ ${words}) as found
    on found."product_id" = ${productListings.productId}`;
}

function keywordCondition(keyword: string | undefined): SQL | undefined {
  if (keyword === undefined || keyword.trim() === '') return undefined;
  const query = keywordQuery(keyword);
  // A keyword with no letters or digits (say "%") matches nothing rather than everything.
  if (!query) return sql`false`;
  return sql`${productListings.productId} in (select ${productSearch.productId} from ${productSearch}
    where ${productSearch.searchVector} @@ to_tsquery('english', ${query}))`;
}
