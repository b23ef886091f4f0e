'use client';

import { useId } from 'react';
import { Price } from '@/components/catalog/price';
import type { ShippingOptionView } from '@/lib/contract/calls/checkout';
import type { ShippingMethod } from '@/lib/shop/shipping';
import styles from '../checkout.module.css';

interface Props {
  options: readonly ShippingOptionView[];
  chosen: ShippingMethod | null;
  onChoose: (method: ShippingMethod) => void;
  loading: boolean;
  error?: string;
}

/**
 * The shipping methods for the address's country with their fees (US standard free from $69,
 * docs/product.md#shipping); every one free, its fee struck through, with a free-shipping coupon
 * (docs/operating.md#coupons).
 */
export function ShippingMethodChoice({ options, chosen, onChoose, loading, error }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={styles.choices}
      aria-busy={loading}
      aria-describedby={error ? errorId : undefined}
      data-testid="shipping-methods"
    >
      <legend className={styles.legend}>Shipping method</legend>
      {options.length === 0 ? (
        <p className={styles.muted}>
          {loading ? 'Loading the shipping methods…' : 'No shipping methods for this country.'}
        </p>
      ) : null}
      {options.map((option) => (
        <label
          key={option.method}
          className={styles.choice}
          data-testid="shipping-method"
          data-method={option.method}
        >
          <input
            type="radio"
            name={`${id}-method`}
            value={option.method}
            checked={chosen === option.method}
            onChange={() => onChoose(option.method)}
          />
          <span className={styles.choiceText}>
            <span className={styles.choiceName}>{option.name}</span>
            <span className={styles.muted}>{option.days}</span>
          </span>
          <span className={styles.choicePrice}>
            {option.free ? (
              <>
                Free
                {option.regularFeeCents > 0 ? (
                  <s className={styles.muted}>
                    <Price cents={option.regularFeeCents} />
                  </s>
                ) : null}
                {option.freeWithCoupon ? (
                  <span className={styles.muted} data-testid="shipping-free-with-coupon">
                    with coupon {option.freeWithCoupon}
                  </span>
                ) : null}
              </>
            ) : (
              <Price cents={option.feeCents} />
            )}
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
