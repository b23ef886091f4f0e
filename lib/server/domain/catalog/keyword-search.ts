import { sql, type SQL } from 'drizzle-orm';
import { database, rowsOf } from '@/lib/server/platform/db';
import { keywordSuggestion, planKeyword } from '@/lib/server/domain/search';
import { productListings, productSearch } from './tables';
import { rememberedPlan } from './keyword-plans';

/** A listing's keyword, planned for searching: what productConditions and keywordMatches read. */
export interface KeywordSearch {
  /** The to_tsquery ('english') text, or null when the keyword has no letters or digits. */
  query: string | null;
  /** The words searched instead, when a misspelt word was corrected (docs/product.md#search-words). */
  correctedTo?: string;
}

/**
 * How `keyword` is searched among the products: synonyms, corrected typos (lib/server/domain/search),
 * remembered until the shop's words change (keyword-plans.ts).
 */
export async function planProductKeyword(keyword: string | undefined): Promise<KeywordSearch | undefined> {
  if (keyword === undefined || keyword.trim() === '') return undefined;
  return rememberedPlan(keyword, async (typed) => {
    const plan = await planKeyword(typed, 'product');
    return { query: plan.all ?? null, ...(plan.correctedTo ? { correctedTo: plan.correctedTo } : {}) };
  });
}

/** "Did you mean" for a keyword that found nothing, as corrected or as typed. */
export async function suggestProductKeyword(
  keyword: string | undefined,
  search: KeywordSearch | undefined,
): Promise<string | undefined> {
  if (!search?.query || keyword === undefined) return undefined;
  const suggestion = await keywordSuggestion(search.correctedTo ?? keyword, 'product');
  if (!suggestion) return undefined;
  // Offered only when it finds something itself: a guess that leads nowhere helps nobody.
  const planned = await planProductKeyword(suggestion);
  if (!planned?.query) return undefined;
  const db = await database();
  const [hit] = rowsOf<{ found: boolean }>(
    // product_search carries its listing row's active flag (as rankedKeywordMatches reads it)
    await db.execute(sql`select exists(select 1 from ${productSearch} where ${productSearch.isActive}
      and ${productSearch.searchVector} @@ to_tsquery('english', ${planned.query})) as "found"`),
  );
  return hit?.found ? (planned.correctedTo ?? suggestion) : undefined;
}

/**
 * The products whose name or search words match a keyword query, joined as `found` with how well
 * each matches in "relevance" when the order needs it (ts_rank: a word in the name, weight A,
 * counts more than one in its search words, weight B), else 0. Each vector is read and ranked
 * once, in the same pass that finds the matches.
 */
export function keywordMatches(query: string, ranked: boolean): SQL {
  const words = sql`to_tsquery('english', ${query})`;
  const relevance = ranked ? sql`ts_rank(${productSearch.searchVector}, ${words})` : sql`0::real`;
  return sql`join (select ${productSearch.productId} as "product_id", ${relevance} as "relevance"
    from ${productSearch} where ${productSearch.searchVector} @@ ${words}) as found
    on found."product_id" = ${productListings.productId}`;
}

/**
 * The products a keyword query matches, each with what the shop's order reads (docs/product.md#listing-order)
 * and its relevance, from product_search alone: its rows carry their listing row's active flag,
 * stock, gender and featured rank (migration search_listing_order). For a keyword listing with
 * nothing else to select on, so a broad search's thousands of matches need no listing row each.
 * The columns are named as product_listings names them, for the order written against it.
 */
export function rankedKeywordMatches(query: string): SQL {
  const s = productSearch;
  const words = sql`to_tsquery('english', ${query})`;
  return sql`select ${s.productId} as "product_id", ${s.inStock} as "in_stock", ${s.gender} as "gender",
      ${s.featuredRank} as "featured_rank", ts_rank(${s.searchVector}, ${words}) as "relevance"
    from ${s} where ${s.isActive} and ${s.searchVector} @@ ${words}`;
}

/** The planned keyword's WHERE condition; none without a keyword. */
export function keywordCondition(search: KeywordSearch | undefined): SQL | undefined {
  if (!search) return undefined;
  // A keyword with no letters or digits (say "%") matches nothing rather than everything.
  if (!search.query) return sql`false`;
  return sql`${productListings.productId} in (select ${productSearch.productId} from ${productSearch}
    where ${productSearch.searchVector} @@ to_tsquery('english', ${search.query}))`;
}
