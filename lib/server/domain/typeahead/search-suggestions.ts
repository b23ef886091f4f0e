import type { SearchSuggestions } from '@/lib/contract/calls/search';
import { SUGGEST_PRODUCTS_MAX } from '@/lib/shop/search-query';
import { listGoods } from '@/lib/server/domain/catalog';
import { searchFaq } from '@/lib/server/domain/content';
import { suggestedCategories } from '@/lib/shop/search-categories';

/** The most help articles the search box suggests. */
const ARTICLES_MAX = 3;

/**
 * What the header search suggests as the shopper types (POST /api/search/suggest;
 * docs/product.md#search-typeahead): the products a search would show first, the categories the
 * words lead to, and the help articles that answer them, all searched by the one engine.
 */
export async function searchSuggestions(keyword: string): Promise<SearchSuggestions> {
  const [products, articles] = await Promise.all([
    listGoods({ keyword, sort: 'featured', page: 1, pageSize: SUGGEST_PRODUCTS_MAX }),
    searchFaq(keyword, ARTICLES_MAX),
  ]);
  return {
    ...(products.correctedKeyword ? { correctedKeyword: products.correctedKeyword } : {}),
    products: products.list,
    categories: suggestedCategories(products.correctedKeyword ?? keyword),
    articles: articles.list.map(({ id, slug, title }) => ({ id, slug, title })),
  };
}
