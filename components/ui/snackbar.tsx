'use client';

import { useEffect } from 'react';
import { SNACKBAR_TIMEOUT_MS } from '@/lib/shop/constants';
import { dismissTip, selectCurrentTip, useShopState } from '@/lib/client/store';
import styles from './snackbar.module.css';

/** Shows the queued tips one at a time, each for SNACKBAR_TIMEOUT_MS (5000 ms, docs/product.md#snackbar). */
export function Snackbar() {
  const tip = useShopState(selectCurrentTip);

  useEffect(() => {
    if (!tip) return;
    const timer = window.setTimeout(() => dismissTip(tip.id), SNACKBAR_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [tip]);

  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true" data-testid="snackbar">
      {tip ? (
        <div className={styles.tip} key={tip.id}>
          <p className={styles.message}>{tip.message}</p>
          <button
            type="button"
            className={styles.close}
            onClick={() => dismissTip(tip.id)}
            aria-label="Dismiss message"
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
}
