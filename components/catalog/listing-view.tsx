'use client';

import type { GoodsAttributes } from '@/lib/contract/calls/goods';
import { selectCurrency, useShopState } from '@/lib/client/store';
import { attributeLabel } from '@/lib/shop/frame-attributes';
import {
  isRefined,
  LISTING_FACET_NAMES,
  PLAIN_LISTING,
  toggleFacet,
  type ListingQuery,
} from '@/lib/shop/listing-query';
import { pairSizeText } from '@/lib/shop/frame-size-filters';
import { priceRangeLabel } from '@/lib/shop/price-filter';
import type { CardProduct } from './card-product';
import { ListingFilters } from './listing-filters';
import { fitRangeLabel, withoutSize } from './listing-fit-filters';
import { ListingPages } from './listing-pages';
import { ListingSort } from './listing-sort';
import { ProductGrid } from './product-grid';
import styles from './listing.module.css';

export interface ListingResult {
  list: CardProduct[];
  total: number;
  pageCount: number;
}

export interface ListingViewProps {
  path: string;
  query: ListingQuery;
  result: ListingResult;
  /** Frame filters; accessories have none. */
  facets: GoodsAttributes | null;
  busy?: boolean;
  failed?: boolean;
  /** Whether the browser has taken the listing over (filters and sort answer from then on). */
  ready?: boolean;
  onRetry?: () => void;
  /** Turns the listing in the browser; absent in the server-rendered HTML, where links navigate. */
  onNavigate?: (query: ListingQuery) => void;
}

/** A listing's toolbar, filters, grid and page links, the same on the server and in the browser. */
export function ListingView({
  path,
  query,
  result,
  facets,
  busy = false,
  failed = false,
  ready = false,
  onRetry,
  onNavigate,
}: ListingViewProps) {
  const chips = LISTING_FACET_NAMES.flatMap((facet) =>
    (query.facets[facet] ?? []).map((value) => ({ facet, value })),
  );
  const hasPrice = query.price.min !== undefined || query.price.max !== undefined;
  const currency = useShopState(selectCurrency);
  return (
    <div className={facets ? styles.withFilters : undefined}>
      {facets && (
        <ListingFilters
          facets={facets}
          query={query}
          total={result.total}
          busy={busy}
          onNavigate={onNavigate}
        />
      )}
      <div
        className={styles.results}
        aria-busy={busy}
        data-testid="listing-results"
        data-ready={ready ? 'true' : undefined}
      >
        <div className={styles.toolbar}>
          <p className={styles.count} role="status" data-testid="listing-count">
            {result.total === 1 ? '1 style' : `${result.total} styles`}
          </p>
          <ListingSort query={query} onNavigate={onNavigate} />
        </div>
        {(chips.length > 0 || hasPrice || query.fit || query.pair) && (
          <ul className={styles.chips} aria-label="Chosen filters">
            {chips.map(({ facet, value }) => (
              <li key={`${facet}-${value}`}>
                <button type="button" onClick={() => onNavigate?.(toggleFacet(query, facet, value))}>
                  {attributeLabel(value)} <span aria-hidden="true">×</span>
                  <span className="visually-hidden">(remove filter)</span>
                </button>
              </li>
            ))}
            {query.fit && (
              <li>
                <button
                  type="button"
                  onClick={() => onNavigate?.(withoutSize(query, 'fit'))}
                  data-testid="fit-chip"
                >
                  Fits me: {fitRangeLabel(query.fit)} <span aria-hidden="true">×</span>
                  <span className="visually-hidden">(remove filter)</span>
                </button>
              </li>
            )}
            {query.pair && (
              <li>
                <button
                  type="button"
                  onClick={() => onNavigate?.(withoutSize(query, 'pair'))}
                  data-testid="pair-chip"
                >
                  Like {pairSizeText(query.pair)} <span aria-hidden="true">×</span>
                  <span className="visually-hidden">(remove filter)</span>
                </button>
              </li>
            )}
            {hasPrice && (
              <li>
                <button
                  type="button"
                  onClick={() => onNavigate?.({ ...query, price: {}, page: 1 })}
                  data-testid="price-chip"
                >
                  {priceRangeLabel(query.price, currency.code)} <span aria-hidden="true">×</span>
                  <span className="visually-hidden">(remove price filter)</span>
                </button>
              </li>
            )}
            <li>
              <button
                type="button"
                className={styles.clearAll}
                onClick={() => onNavigate?.({ ...PLAIN_LISTING, keyword: query.keyword, sort: query.sort })}
              >
                Clear all
              </button>
            </li>
          </ul>
        )}
        <h2 className="visually-hidden">Products</h2>
        {failed ? (
          <div className={styles.empty} role="alert">
            <p>We could not load these frames.</p>
            <button type="button" onClick={onRetry}>
              Try again
            </button>
          </div>
        ) : result.list.length > 0 ? (
          <ProductGrid products={result.list} />
        ) : (
          <div className={styles.empty} data-testid="listing-empty">
            <p>
              {isRefined(query)
                ? 'No frames match these filters.'
                : 'Nothing here yet. Have a look at our other categories.'}
            </p>
            {isRefined(query) && (
              <button
                type="button"
                onClick={() => onNavigate?.({ ...PLAIN_LISTING, keyword: query.keyword })}
              >
                Clear filters
              </button>
            )}
          </div>
        )}
        <ListingPages path={path} query={query} pageCount={result.pageCount} onNavigate={onNavigate} />
      </div>
    </div>
  );
}
