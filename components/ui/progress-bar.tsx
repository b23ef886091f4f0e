'use client';

import { useShopState } from '@/lib/client/store';
import styles from './progress-bar.module.css';

/**
 * A thin bar along the top of the window while any API request is in flight (requestLoading,
 * docs/product.md#client-state).
 */
export function ProgressBar() {
  const loading = useShopState((state) => state.requestLoading);
  if (!loading) return null;
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label="Loading"
      aria-busy="true"
      data-testid="progress-bar"
    >
      <span className={styles.runner} />
    </div>
  );
}
