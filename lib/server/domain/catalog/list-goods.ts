import { and, sql } from 'drizzle-orm';
import type { GoodsListQuery, ProductCard } from '@/lib/contract/calls/goods';
import { database, rowsOf } from '@/lib/server/platform/db';
import { productListings } from './tables';
import { filterConditions, productConditions } from './product-conditions';
import {
  keywordMatches,
  planProductKeyword,
  rankedKeywordMatches,
  suggestProductKeyword,
} from './keyword-search';
import { facetConditions } from './listing-facets';
import { lensFitFor, type LensFitRule } from './listing-lens-fit';
import { orderFor } from './listing-order';
import { catalogAnswer } from './catalog-answers';
import { cardsJson, toProductCard } from './product-cards';
import type { ReadCard } from './read-card';

export interface GoodsPage {
  list: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** The words searched instead of the keyword, when a misspelt word was corrected. */
  correctedKeyword?: string;
  /** "Did you mean": a keyword that may find something, when this one found nothing. */
  suggestedKeyword?: string;
}

/** One page of a listing (POST /api/goods/list), from the catalog answer cache when it holds it. */
export function listGoods(query: GoodsListQuery): Promise<GoodsPage> {
  return catalogAnswer('goods-list', listingKey(query), () => loadGoodsPage(query), firstSaleEnd);
}

/** The same question asked with filters in another order is the same question. */
function listingKey(query: GoodsListQuery): GoodsListQuery {
  const filters =
    query.filters &&
    Object.fromEntries(
      Object.entries(query.filters).map(([name, value]) => [
        name,
        Array.isArray(value) ? [...value].sort() : value,
      ]),
    );
  return { ...query, filters };
}

/** Whether the shopper's filters select on anything (an empty list or price range selects nothing). */
function filtered(query: GoodsListQuery, now: Date, lensFit: LensFitRule | undefined): boolean {
  return query.filters !== undefined && filterConditions(query.filters, now, lensFit).length > 0;
}

/** A page showing a flash-sale price stops being true when that sale ends. */
function firstSaleEnd(page: GoodsPage): number | undefined {
  const ends = page.list.flatMap((card) => (card.saleEndsAt ? [Date.parse(card.saleEndsAt)] : []));
  return ends.length > 0 ? Math.min(...ends) : undefined;
}

/**
 * One page of a listing from the database, in one round trip: the narrow listing read
 * model is scanned once for the total and the page's ids, and the page's stored cards come
 * back with them as one JSON array.
 *
 * A keyword joins its matches, ranked once each in the same pass (rather than a rank looked
 * up again per listing row); in the shop's order with no category or filter, its matches come
 * from product_search alone, which carries what that order reads. The facet conditions let a selective mix reach its rows through
 * the GIN index (listing-facets.ts). Both only find rows: what matches and in which order is
 * productConditions' and orderFor's, as before.
 */
export async function loadGoodsPage(query: GoodsListQuery, now = new Date()): Promise<GoodsPage> {
  const db = await database();
  const l = productListings;
  const [planned, lensFit] = await Promise.all([
    planProductKeyword(query.keyword),
    lensFitFor(query.filters),
  ]);
  const search = planned?.query ?? undefined;
  // With words to search, the join below is the keyword's condition; a keyword without any
  // (blank, or "%") keeps productConditions' own answer to it.
  const scope = search ? { ...query, lensFit } : { ...query, search: planned, lensFit };
  // A keyword's matches are the few rows to start from; without one, the facets find them.
  const where = and(...productConditions(scope, now), ...(search ? [] : facetConditions(scope)));
  const byRelevance = Boolean(search) && query.sort === 'featured';
  // A keyword in the shop's order and nothing else: the matches need no listing row each.
  const matches =
    search && byRelevance && query.category === undefined && !filtered(query, now, lensFit)
      ? rankedKeywordMatches(search)
      : sql`select ${l.productId}, ${l.featuredRank}, ${l.createdAt}, ${l.priceCents}, ${l.flashSalePriceCents},
          ${l.flashSaleEndsAt}, ${l.ratingAverage}, ${l.ratingCount}, ${l.inStock}, ${l.gender},
          ${search ? sql`found."relevance"` : sql`0::real`} as "relevance"
        from ${l} ${search ? keywordMatches(search, byRelevance) : sql``} where ${where}`;
  // The outer query reads the matches under the table's own name, so the sort expressions,
  // written against product_listings, apply to them unchanged.
  const result = await db.execute(sql`
    with matches as (${matches})
    select (select count(*) from matches)::int as "total", ${cardsJson(sql`array(
      select ${l.productId} from matches as ${l}
      order by ${sql.join(orderFor(query.sort, now, byRelevance), sql`, `)}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize})`)} as "cards"`);
  const [found] = rowsOf<{ total: number; cards: ReadCard[] }>(result);
  const total = found?.total ?? 0;
  const suggested = total === 0 ? await suggestProductKeyword(query.keyword, planned) : undefined;
  return {
    list: (found?.cards ?? []).map((card) => toProductCard(card, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
    ...(planned?.correctedTo ? { correctedKeyword: planned.correctedTo } : {}),
    ...(suggested ? { suggestedKeyword: suggested } : {}),
  };
}
