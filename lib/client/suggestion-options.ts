import type { SearchSuggestions } from '@/lib/contract/calls/search';
import { searchHref } from '@/lib/shop/listing-query';

/** One choosable line of the search box's suggestions, in the order the arrow keys walk them. */
export interface SuggestionOption {
  /** The element id, for aria-activedescendant. */
  id: string;
  group: 'products' | 'categories' | 'articles' | 'search';
  href: string;
  label: string;
}

/**
 * The suggestions as the listbox's options: products, then categories, then help articles, then
 * "See all results" (the search page, as Enter on the field would open).
 */
export function suggestionOptions(
  suggestions: SearchSuggestions,
  keyword: string,
  listId: string,
): SuggestionOption[] {
  return [
    ...suggestions.products.map((product) => ({
      id: `${listId}-product-${product.id}`,
      group: 'products' as const,
      href: `/details/${product.code}`,
      label: product.name,
    })),
    ...suggestions.categories.map((category, index) => ({
      id: `${listId}-category-${index}`,
      group: 'categories' as const,
      href: category.href,
      label: category.name,
    })),
    ...suggestions.articles.map((article) => ({
      id: `${listId}-article-${article.id}`,
      group: 'articles' as const,
      href: `/faq/${article.slug}`,
      label: article.title,
    })),
    {
      id: `${listId}-all`,
      group: 'search',
      href: searchHref(keyword),
      label: `See all results for “${keyword}”`,
    },
  ];
}
