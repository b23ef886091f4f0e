'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { readCouponTag } from '@/components/cart/coupon-tag';
import { callApi, isApiError } from '@/lib/api';
import { selectCurrency, useShopState } from '@/lib/client/store';
import { snapshootAddress } from '@/lib/contract/order-addresses';
import { localiseDollarAmounts } from '@/lib/shop/currency-text';
import styles from './checkout.module.css';

interface Props {
  problems: readonly { kind: string; message: string }[];
}

/**
 * A snapshot that no longer holds (/api/cart/snapshootStatus): what changed, and either
 * back to the cart or a new snapshot of the cart as it is now.
 */
export function SnapshotProblems({ problems }: Props) {
  const router = useRouter();
  const currency = useShopState(selectCurrency);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const rebuild = async () => {
    setSending(true);
    setRefusal(null);
    try {
      const couponId = readCouponTag();
      const snapshot = await callApi(
        snapshootAddress,
        { currency: currency.code, ...(couponId === null ? {} : { couponId }) },
        { tip: false },
      );
      router.replace(`/payment?snapshot=${snapshot.snapshotId}`);
    } catch (error) {
      setRefusal(isApiError(error) && error.message ? error.message : 'The checkout could not start again.');
      setSending(false);
    }
  };

  return (
    <section className={styles.message} data-testid="snapshot-problems">
      <h2 className={styles.messageTitle}>Your cart has changed since you started the checkout</h2>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.kind}-${problem.message}`}>
            {localiseDollarAmounts(problem.message, currency.code)}
          </li>
        ))}
      </ul>
      {refusal ? (
        <p className={styles.fieldError} role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          onClick={() => void rebuild()}
          disabled={sending}
          data-testid="snapshot-rebuild"
        >
          Check out again with the new prices
        </button>
        <Link href="/shoppingCart" className="button button-secondary">
          Back to the cart
        </Link>
      </div>
    </section>
  );
}
