'use client';

import { useShopState } from '@/lib/client/store';
import styles from './offline-banner.module.css';

/**
 * Tells the shopper their connection is gone (online or offline state is tracked:
 * docs/product.md#client-state).
 */
export function OfflineBanner() {
  const online = useShopState((state) => state.online);
  if (online) return null;
  return (
    <div className={styles.banner} role="alert" data-testid="offline-banner">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.icon}>
        <path
          d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01M3 3l18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span>You are offline. Prices and your cart will update when the connection is back.</span>
    </div>
  );
}
