'use client';

import { selectCurrency, useShopState } from '@/lib/client/store';
import { formatPrice } from '@/lib/shop/currency';
import styles from './cart.module.css';

/**
 * docs/product.md#currencies: payments are charged in US dollars, so a total shown in another
 * currency is an estimate and says what will be charged. Nothing to say when the shopper sees US
 * dollars.
 */
export function UsdChargeNote({ cents, wording }: { cents: number; wording: 'cart' | 'checkout' }) {
  const currency = useShopState(selectCurrency);
  if (currency.code === 'USD') return null;
  const usd = formatPrice(cents, 'USD');
  return (
    <p className={styles.chargeNote} data-testid="usd-charge-note">
      {wording === 'cart' ? `You will be charged ${usd} (USD).` : `Charged in US dollars: ${usd}`}
    </p>
  );
}
