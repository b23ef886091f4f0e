'use client';

import { useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { refreshCartCount } from '@/components/checkout/refresh-cart-count';
import { callApi } from '@/lib/api';
import { selectSignedIn, useShopState } from '@/lib/client/store';
import {
  cartDeleteAddress,
  cartKeepSavedItemsAddress,
  cartSavedItemsAddress,
} from '@/lib/contract/order-addresses';
import { isCartPageKey } from './use-cart';
import styles from './saved-items-notice.module.css';

const loadSaved = () => callApi(cartSavedItemsAddress, {}, { tip: false });

const FAILED = 'This could not be changed. Please try again.';

interface Props {
  /** Lines the shopper is checking out: they are this order, not something to ask about. */
  orderLineIds?: readonly number[];
}

/**
 * Signing in brought lines from the account's saved cart into the cart the shopper was using
 * (docs/product.md#saved-cart-merge): they are named and the shopper keeps or removes them, before
 * paying. Once answered the question is gone for good; a guest is never asked.
 */
export function SavedItemsNotice({ orderLineIds }: Props) {
  const signedIn = useShopState(selectSignedIn);
  const { mutate } = useSWRConfig();
  const saved = useSWR(signedIn ? 'cart-saved-items' : null, loadSaved, { revalidateOnFocus: false });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  const items = (saved.data?.list ?? []).filter((item) => !orderLineIds?.includes(item.id));
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  const inCheckout = orderLineIds !== undefined;

  const answer = async (keep: boolean) => {
    const ids = items.map((item) => item.id);
    setBusy(true);
    setProblem(null);
    try {
      if (keep) {
        await saved.mutate(await callApi(cartKeepSavedItemsAddress, { ids }, { tip: false }), {
          revalidate: false,
        });
      } else {
        await callApi(cartDeleteAddress, { ids }, { tip: false });
        await saved.mutate();
        void mutate(isCartPageKey);
        void refreshCartCount();
      }
      const kept = count === 1 ? 'The item stays in your cart.' : `The ${count} items stay in your cart.`;
      const removed = count === 1 ? 'The item left your cart.' : `The ${count} items left your cart.`;
      setDone(keep ? kept : removed);
      // the buttons are gone: the shopper hears what happened where the question was
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch {
      setProblem(FAILED);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <p ref={doneRef} tabIndex={-1} className={styles.done} role="status" data-testid="saved-items-done">
        {done}
      </p>
    );
  }
  if (count === 0) return null;
  return (
    <section className={styles.notice} aria-labelledby="saved-items-title" data-testid="saved-items-notice">
      <h2 id="saved-items-title" className={styles.title}>
        We added {count} {count === 1 ? 'item' : 'items'} saved in your account: keep{' '}
        {count === 1 ? 'it' : 'them'}?
      </h2>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.id} data-testid="saved-item">
            {item.name} · {item.colorName}
            {item.quantity > 1 ? ` × ${item.quantity}` : ''}
          </li>
        ))}
      </ul>
      <p className={styles.why}>
        {inCheckout
          ? 'They were in your cart from an earlier visit and are not part of this order.'
          : 'They were in your cart from an earlier visit.'}
      </p>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void answer(true)}
          data-testid="saved-items-keep"
        >
          Keep {count === 1 ? 'it' : 'them'}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => void answer(false)}
          data-testid="saved-items-remove"
        >
          Remove {count === 1 ? 'it' : 'them'}
        </button>
      </div>
    </section>
  );
}
