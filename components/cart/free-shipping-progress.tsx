'use client';

import { selectCurrency, useShopState } from '@/lib/client/store';
import { formatPrice } from '@/lib/shop/currency';
import styles from './cart.module.css';

interface Props {
  awayCents: number;
  thresholdCents: number;
}

/** spec §1 "free shipping on US orders of $69 or more": how far the cart is from it, in the shopper's currency. */
export function FreeShippingProgress({ awayCents, thresholdCents }: Props) {
  const currency = useShopState(selectCurrency);
  if (awayCents <= 0) {
    return (
      <p className={styles.freeShipping} data-testid="cart-free-shipping">
        You get free US standard shipping
      </p>
    );
  }
  return (
    <div className={styles.freeShipping}>
      <p data-testid="cart-away-from-free-shipping">
        {formatPrice(awayCents, currency.code)} away from free shipping
      </p>
      <progress
        className={styles.freeShippingBar}
        max={thresholdCents}
        value={Math.max(0, thresholdCents - awayCents)}
        aria-label="Progress to free US standard shipping"
      />
    </div>
  );
}
