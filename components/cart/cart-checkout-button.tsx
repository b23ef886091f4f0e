'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { callApi, isApiError } from '@/lib/api';
import { selectCurrency, useShopState } from '@/lib/client/store';
import { snapshootAddress } from '@/lib/contract/order-addresses';
import styles from './cart.module.css';

const FAILED = 'The checkout could not start. Please try again.';

/**
 * "Checkout" (/api/cart/snapshoot): the server freezes the cart's lines and prices with the
 * chosen coupon and currency, and the payment page takes the snapshot from there. A refusal (a
 * frame without lenses, a line beyond the stock) is shown here, where the shopper can fix it.
 */
export function CartCheckoutButton({ couponId, disabled }: { couponId: number | null; disabled: boolean }) {
  const router = useRouter();
  const currency = useShopState(selectCurrency);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = useRef(false);

  const checkout = async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setRefusal(null);
    try {
      const snapshot = await callApi(
        snapshootAddress,
        { currency: currency.code, ...(couponId === null ? {} : { couponId }) },
        { tip: false },
      );
      router.push(`/payment?snapshot=${snapshot.snapshotId}`);
    } catch (error) {
      setRefusal(isApiError(error) && error.message ? error.message : FAILED);
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <div className={styles.checkout}>
      {refusal ? (
        <p className={styles.refusal} role="alert" data-testid="checkout-refusal">
          {refusal}
        </p>
      ) : null}
      <button
        type="button"
        className={`button ${styles.checkoutButton}`}
        onClick={() => void checkout()}
        disabled={disabled || sending}
        data-testid="checkout"
      >
        {sending ? 'Starting checkout…' : 'Checkout'}
      </button>
    </div>
  );
}
