'use client';

import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { selectCounts, useShopState } from '@/lib/client/store';
import { wishlistListAddress } from '@/lib/contract/first-load-addresses';

const PAGE_SIZE = 60;
/** A wishlist holds at most 200 products (WISHLIST_MAX_ITEMS; its contract file is not for pages' bundles). */
const MOST_PAGES = 4;
const EMPTY = new Set<string>();

async function wishlistCodes(): Promise<Set<string>> {
  const codes = new Set<string>();
  for (let page = 1; page <= MOST_PAGES; page += 1) {
    const answer = await callApi(wishlistListAddress, { page, pageSize: PAGE_SIZE }, { tip: false });
    for (const card of answer.list) codes.add(card.code);
    if (page >= answer.pageCount) break;
  }
  return codes;
}

/**
 * The codes of the products in the shopper's wishlist, for the hearts on a page of cards: asked
 * once for every card on the page, and only when the header's count says the wishlist holds any.
 * A heart that changes it changes the count, and the codes are asked again.
 */
export function useWishlistCodes(): Set<string> {
  const { collect } = useShopState(selectCounts);
  const { data } = useSWR(collect > 0 ? ['wishlist-codes', collect] : null, wishlistCodes, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  return collect > 0 ? (data ?? EMPTY) : EMPTY;
}
