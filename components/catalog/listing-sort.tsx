'use client';

import { useId } from 'react';
import { PRODUCT_SORTS, type ProductSort } from '@/lib/shop/frame-attributes';
import type { ListingQuery } from '@/lib/shop/listing-query';
import styles from './listing.module.css';

export const SORT_LABELS: Record<ProductSort, string> = {
  featured: 'Featured',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
};

/** The listing's order (featured, newest, price, rating). */
export function ListingSort({
  query,
  onNavigate,
}: {
  query: ListingQuery;
  onNavigate?: (query: ListingQuery) => void;
}) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={query.sort}
        data-testid="listing-sort"
        onChange={(event) => onNavigate?.({ ...query, sort: event.target.value as ProductSort, page: 1 })}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
