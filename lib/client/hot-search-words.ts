import { callApi } from '@/lib/api';
import { hotSearchWordsAddress } from '@/lib/contract/catalog-addresses';
import type { HotSearchWord } from '@/lib/contract/calls/content';

/** SWR key of the hot search words. */
export const HOT_SEARCH_WORDS_KEY = hotSearchWordsAddress.path;

/** The words suggested under the search box; an empty list when they cannot be loaded. */
export async function loadHotSearchWords(): Promise<HotSearchWord[]> {
  try {
    const { list } = await callApi(hotSearchWordsAddress, {}, { tip: false });
    return list;
  } catch {
    return [];
  }
}
