'use client';

import { useId, useState, type FormEvent } from 'react';
import { Price } from '@/components/catalog/price';
import { writeCouponTag } from '@/components/cart/coupon-tag';
import { useUsableCoupons } from '@/components/cart/use-usable-coupons';
import { FormField } from '@/components/content/form-field';
import { callApi, fieldErrorsOf, isApiError } from '@/lib/api';
import { selectCurrency, useShopState } from '@/lib/client/store';
import { snapshootShippingAddress } from '@/lib/contract/order-addresses';
import type { Snapshot } from '@/lib/contract/calls/checkout';
import { localiseDollarAmounts } from '@/lib/shop/currency-text';
import { limitsOf } from '@/components/cart/coupon-limits';
import styles from './checkout-coupon.module.css';

const NOT_APPLIED = 'The coupon could not be applied. Please try again.';

type CouponChange = { couponId: number | null } | { couponCode: string };

interface Props {
  snapshot: Snapshot;
  onSnapshot: (snapshot: Snapshot) => void;
}

/**
 * The order's coupon at the payment step (one per order, docs/product.md#pricing). Everyone here
 * has an account (a guest's was made for their e-mail at the shipping step), so a guest types the
 * first-order code as a signed-in shopper does, or picks a coupon they hold; the server applies it
 * to the snapshot and the summary follows.
 */
export function CheckoutCoupon({ snapshot, onSnapshot }: Props) {
  const id = useId();
  const currency = useShopState(selectCurrency);
  const held = useUsableCoupons();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const applied = snapshot.coupon;
  const others = (held.coupons ?? []).filter((coupon) => coupon.id !== applied?.id);

  const change = async (next: CouponChange) => {
    setSending(true);
    setProblem(null);
    try {
      const answer = await callApi(
        snapshootShippingAddress,
        { snapshotId: snapshot.snapshotId, ...next },
        { tip: false },
      );
      onSnapshot(answer.snapshot);
      writeCouponTag(answer.snapshot.coupon?.id ?? null);
      setCode('');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setProblem(
        fields?.couponCode ??
          fields?.couponId ??
          (isApiError(error) && error.message ? error.message : NOT_APPLIED),
      );
    } finally {
      setSending(false);
    }
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') {
      setProblem('Enter the coupon code.');
      return;
    }
    void change({ couponCode: code.trim() });
  };

  return (
    <section className={styles.coupon} aria-labelledby={`${id}-title`} data-testid="checkout-coupon">
      <h3 id={`${id}-title`} className={styles.title}>
        Coupon
      </h3>
      {applied ? (
        <p className={styles.applied} data-testid="coupon-applied">
          <span>
            {applied.code} applied: −<Price cents={applied.discountCents} />
          </span>
          <button
            type="button"
            className={styles.link}
            onClick={() => void change({ couponId: null })}
            disabled={sending}
            data-testid="coupon-remove"
          >
            Remove<span className="visually-hidden"> coupon {applied.code}</span>
          </button>
        </p>
      ) : null}
      {snapshot.couponProblem ? (
        <p className={styles.notice} data-testid="coupon-problem">
          {localiseDollarAmounts(snapshot.couponProblem, currency.code)}
        </p>
      ) : null}
      {others.length > 0 ? (
        <FormField id={`${id}-held`} label="Use one of your coupons">
          {(control) => (
            <select
              {...control}
              value=""
              disabled={sending}
              onChange={(event) => {
                if (event.target.value !== '') void change({ couponId: Number(event.target.value) });
              }}
              data-testid="coupon-choice"
            >
              <option value="">Choose a coupon</option>
              {others.map((coupon) => (
                <option key={coupon.id} value={coupon.id}>
                  {coupon.code}: {localiseDollarAmounts(coupon.title, currency.code)}
                  {limitsOf(coupon)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <form className={styles.codeForm} onSubmit={apply} noValidate>
        <FormField id={`${id}-code`} label="Coupon code" error={problem ?? undefined}>
          {(control) => (
            <input
              {...control}
              type="text"
              name="coupon"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              data-testid="coupon-code"
            />
          )}
        </FormField>
        <button
          type="submit"
          className="button button-secondary"
          disabled={sending}
          data-testid="coupon-apply"
        >
          {sending ? 'Applying…' : 'Apply'}
        </button>
      </form>
    </section>
  );
}
