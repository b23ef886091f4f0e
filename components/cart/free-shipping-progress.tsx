'use client';

import { Price } from '@/components/catalog/price';
import { useShippingRegion } from './use-shipping-region';
import styles from './cart.module.css';

interface Props {
  awayCents: number;
  thresholdCents: number;
}

/**
 * Free shipping on US orders of $69 or more: how far the cart is from it, in the shopper's currency.
 * A shopper who is not shipping to the US is not told about a US offer, and "your country" is spoken
 * of only once a country is known (docs/product.md#cart-shipping-note): before that the cart's
 * "Shipping is added at checkout." says all there is.
 */
export function FreeShippingProgress({ awayCents, thresholdCents }: Props) {
  const region = useShippingRegion();
  if (region === 'unknown') return null;
  if (region === 'abroad') {
    return (
      <p className={styles.freeShipping} data-testid="cart-shipping-abroad">
        Shipping to your country is worked out at checkout.
      </p>
    );
  }
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
        <Price cents={awayCents} /> away from free US standard shipping
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
