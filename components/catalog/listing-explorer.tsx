'use client';

import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { pushAddress, useAddressQuery } from '@/lib/client/address-query';
import { goodsListAddress } from '@/lib/contract/addresses';
import type { GoodsAttributes, ListingScope } from '@/lib/contract/calls/goods';
import {
  goodsFiltersOf,
  listingHref,
  listingQueryString,
  readListingQuery,
  type ListingQuery,
} from '@/lib/shop/listing-query';
import { ListingView, type ListingResult } from './listing-view';

interface Props {
  path: string;
  scope?: ListingScope;
  pageSize: number;
  /** What the server rendered, and for which query: shown as long as the address asks for it. */
  initial: { query: ListingQuery; result: ListingResult };
  facets: GoodsAttributes | null;
  anchorId: string;
}

/**
 * The listing in the browser. The server renders (and caches) the plain listing; filters, sort and
 * page turns live in the address and are answered by /api/goods/list without leaving the page, so
 * shared filtered links work and catalog pages stay cacheable.
 */
export function ListingExplorer({ path, scope, pageSize, initial, facets, anchorId }: Props) {
  // While hydrating, the island shows what the server rendered; then it follows the address.
  const address = useAddressQuery();
  const query = useMemo(
    () => (address === null ? initial.query : readListingQuery(new URLSearchParams(address))),
    [address, initial.query],
  );
  const key = listingQueryString(query);
  const isInitial = key === listingQueryString(initial.query);

  const { data, error, mutate } = useSWR(
    isInitial ? null : ['goods-list', scope ?? '', key],
    () =>
      callApi(
        goodsListAddress,
        {
          category: scope,
          keyword: query.keyword,
          filters: goodsFiltersOf(query),
          sort: query.sort,
          page: query.page,
          pageSize,
        },
        { tip: false },
      ),
    { keepPreviousData: true, revalidateOnFocus: false },
  );

  // While the next page loads, the last result stays on screen (marked busy) instead of a blank grid.
  const current = isInitial ? initial.result : data;
  const [lastShown, setLastShown] = useState<ListingResult>(initial.result);
  if (current && current !== lastShown) setLastShown(current);

  const navigate = useCallback(
    (next: ListingQuery) => {
      pushAddress(listingHref(path, next));
      const top = document.getElementById(anchorId);
      if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
    },
    [path, anchorId],
  );

  return (
    <ListingView
      path={path}
      query={query}
      result={current ?? lastShown}
      facets={facets}
      busy={!current && !error}
      ready={address !== null}
      failed={!current && Boolean(error)}
      onRetry={() => void mutate()}
      onNavigate={navigate}
    />
  );
}
