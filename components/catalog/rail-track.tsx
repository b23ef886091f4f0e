'use client';

import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { goodsListAddress } from '@/lib/contract/first-load-addresses';
import { inStockFirst } from '@/lib/shop/rails';
import { ProductCard } from './product-card';
import type { RailCategory } from './rail-products';
import styles from './product-rail.module.css';

/** How many frames a home rail shows. */
const RAIL_SIZE = 8;

/**
 * A rail's products, asked of /api/goods/list (the catalog's answer cache). Frames in stock come
 * first, so a rail never opens on a sold-out frame. While they load, the placeholder of the track's
 * height stays, so nothing below moves when the cards arrive.
 */
export function RailTrack({ category }: { category: RailCategory }) {
  const { data, error, isLoading, mutate } = useSWR(
    ['home-rail', category],
    () =>
      callApi(goodsListAddress, { category, sort: 'featured', page: 1, pageSize: RAIL_SIZE }, { tip: false }),
    { revalidateOnFocus: false },
  );

  if (data) {
    return (
      <ul className={styles.track}>
        {inStockFirst(data.list).map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.placeholder} aria-busy={isLoading}>
      {error && !isLoading && (
        <p role="alert" className={styles.failed}>
          These frames could not be loaded.{' '}
          <button type="button" onClick={() => void mutate()}>
            Try again
          </button>
        </p>
      )}
    </div>
  );
}
