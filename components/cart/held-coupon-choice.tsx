'use client';

import Link from 'next/link';
import { useId } from 'react';
import { FormField } from '@/components/content/form-field';
import { selectCurrency, useShopState } from '@/lib/client/store';
import { formatPrice } from '@/lib/shop/currency';
import { localiseDollarAmounts } from '@/lib/shop/currency-text';
import { limitsOf } from './coupon-limits';
import type { UsableCoupons } from './use-usable-coupons';
import styles from './cart.module.css';

interface Props {
  state: UsableCoupons;
  couponId: number | null;
  /** The merchandise after the second-frame offer: each coupon's minimum spend is checked on it. */
  merchandiseCents: number;
  onChange: (couponId: number | null) => void;
  disabled?: boolean;
}

/**
 * One coupon per order (docs/product.md#pricing): a signed-in shopper picks one of their usable
 * held coupons; a guest types a code at checkout, where the account made for their e-mail takes it.
 */
export function HeldCouponChoice({ state, couponId, merchandiseCents, onChange, disabled }: Props) {
  const id = useId();
  const currency = useShopState(selectCurrency);
  if (!state.signedIn) {
    return (
      <p className={styles.couponNote} data-testid="coupon-at-checkout">
        Have a coupon code? You can enter it at checkout.
      </p>
    );
  }
  if (state.failed) return <p className={styles.couponNote}>Your coupons could not be loaded.</p>;
  if (!state.coupons) {
    return (
      <p className={styles.couponNote} role="status">
        Loading your coupons…
      </p>
    );
  }
  if (state.coupons.length === 0) {
    return (
      <p className={styles.couponNote} data-testid="coupon-none">
        You have no coupons to use. <Link href="/centerMain/wallet/coupons">Claim one</Link>
      </p>
    );
  }
  return (
    <FormField id={`${id}-coupon`} label="Coupon">
      {(control) => (
        <select
          {...control}
          value={couponId ?? ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
          data-testid="coupon-choice"
        >
          <option value="">No coupon</option>
          {state.coupons?.map((coupon) => {
            const short = merchandiseCents < coupon.minSpendCents;
            return (
              <option key={coupon.id} value={coupon.id} disabled={short}>
                {coupon.code}: {localiseDollarAmounts(coupon.title, currency.code)}
                {limitsOf(coupon)}
                {short ? ` (from ${formatPrice(coupon.minSpendCents, currency.code)})` : ''}
              </option>
            );
          })}
        </select>
      )}
    </FormField>
  );
}
