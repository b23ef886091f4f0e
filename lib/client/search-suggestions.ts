import { callApi } from '@/lib/api';
import { searchSuggestAddress } from '@/lib/contract/catalog-addresses';
import type { SearchSuggestions } from '@/lib/contract/calls/search';
import { suggestionOptions, type SuggestionOption } from './suggestion-options';

export interface LoadedSuggestions {
  keyword: string;
  suggestions: SearchSuggestions;
  options: SuggestionOption[];
}

/**
 * What the header search suggests for a keyword (POST /api/search/suggest), with its options in
 * keyboard order; loaded on the first keystroke rather than with every page.
 */
export async function loadSearchSuggestions(
  keyword: string,
  listId: string,
  signal: AbortSignal,
): Promise<LoadedSuggestions> {
  // The search box says itself when suggestions fail (it still searches): no snackbar on top.
  const suggestions = await callApi(searchSuggestAddress, { keyword }, { tip: false, signal });
  return {
    keyword,
    suggestions,
    options: suggestionOptions(suggestions, keyword, listId),
  };
}
