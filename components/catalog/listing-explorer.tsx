'use client';

import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { pushAddress, useAddressQuery } from '@/lib/client/address-query';
import { goodsAttributeAddress, goodsListAddress } from '@/lib/contract/first-load-addresses';
import type { GoodsAttributes, ListingScope } from '@/lib/contract/calls/goods';
import {
  goodsFiltersOf,
  listingHref,
  listingQueryString,
  readListingQuery,
  type ListingQuery,
} from '@/lib/shop/listing-query';
import { withMinimumDelay } from '@/lib/shop/timing';
import { ListingView, type ListingResult } from './listing-view';

interface Props {
  path: string;
  scope?: ListingScope;
  pageSize: number;
  /** What the server rendered, and for which query: shown as long as the address asks for it. */
  initial: { query: ListingQuery; result: ListingResult };
  /** The filter values and counts for the initial query; null where the listing has no filters. */
  facets: GoodsAttributes | null;
  anchorId: string;
}

/** What the filter counts depend on: the keyword and the chosen filters, not the sort or page. */
function facetsKeyOf(query: ListingQuery): string {
  return JSON.stringify([query.keyword ?? '', goodsFiltersOf(query) ?? {}]);
}

/**
 * The listing in the browser. The server renders (and caches) the plain listing; filters, sort and
 * page turns live in the address and are answered by /api/goods/list without leaving the page, so
 * shared filtered links work and catalog pages stay cacheable.
 */
export function ListingExplorer({ path, scope, pageSize, initial, facets, anchorId }: Props) {
  // While hydrating, or while the router brings this page in, the island shows what the server
  // rendered; then it follows the address. `initial` is new with every page the router brings.
  const address = useAddressQuery(initial);
  const query = useMemo(
    () => (address === null ? initial.query : readListingQuery(new URLSearchParams(address))),
    [address, initial.query],
  );
  const key = listingQueryString(query);
  const isInitial = key === listingQueryString(initial.query);

  // The fetch minimum delay (200 ms, docs/product.md#constants): a fast answer does not make the
  // dimmed results flicker.
  const { data, error, mutate } = useSWR(
    isInitial ? null : ['goods-list', scope ?? '', key],
    () =>
      withMinimumDelay(() =>
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
      ),
    { keepPreviousData: true, revalidateOnFocus: false },
  );

  // The filter counts follow the selection, asked again when it changes.
  const facetsKey = facetsKeyOf(query);
  const initialFacets = facetsKey === facetsKeyOf(initial.query);
  const { data: facetsNow } = useSWR(
    facets === null || initialFacets ? null : ['goods-attribute', scope ?? '', facetsKey],
    () =>
      callApi(
        goodsAttributeAddress,
        { category: scope, keyword: query.keyword, filters: goodsFiltersOf(query) },
        { tip: false },
      ),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const currentFacets = initialFacets ? facets : facetsNow;
  const [lastFacets, setLastFacets] = useState(facets);
  if (currentFacets && currentFacets !== lastFacets) setLastFacets(currentFacets);

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
      facets={facets === null ? null : (currentFacets ?? lastFacets)}
      busy={!current && !error}
      ready={address !== null}
      failed={!current && Boolean(error)}
      onRetry={() => void mutate()}
      onNavigate={navigate}
    />
  );
}
