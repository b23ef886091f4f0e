'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import useSWRImmutable from 'swr/immutable';
import { callApi } from '@/lib/api';
import { snapshootStatusAddress } from '@/lib/contract/order-addresses';
import { CheckoutMessage } from './checkout-message';
import { CheckoutSteps } from './checkout-steps';
import { SnapshotProblems } from './snapshot-problems';
import { useSignInState } from './use-sign-in-state';
import styles from './checkout.module.css';

const loadStatus = ([, snapshotId]: readonly [string, string]) =>
  callApi(snapshootStatusAddress, { snapshotId }, { tip: false });

/**
 * /payment?snapshot=… : first whether the snapshot still holds. Already ordered, it opens that
 * order's payment; changed, it says what changed; otherwise the checkout steps.
 */
export function SnapshotCheckout({ snapshotId }: { snapshotId: string }) {
  const router = useRouter();
  const signIn = useSignInState();
  // asked once: the answer must not change under the shopper while they fill in the steps
  const { data: status, error } = useSWRImmutable(
    signIn === 'waiting' ? null : (['checkout-snapshot-status', snapshotId] as const),
    loadStatus,
  );
  const orderNumber = status?.orderNumber ?? null;

  useEffect(() => {
    if (orderNumber) router.replace(`/payment?order=${encodeURIComponent(orderNumber)}`);
  }, [orderNumber, router]);

  if (error && !status) {
    return (
      <CheckoutMessage
        title="This checkout could not be found"
        action={{ href: '/shoppingCart', label: 'Back to the cart' }}
        testId="snapshot-missing"
      >
        <p>It may have been started on another device or have run out. Start again from your cart.</p>
      </CheckoutMessage>
    );
  }
  if (!status || orderNumber) {
    return (
      <p className={styles.muted} role="status">
        {orderNumber ? 'Opening your order…' : 'Loading your checkout…'}
      </p>
    );
  }
  if (!status.valid) return <SnapshotProblems problems={status.problems} />;
  return <CheckoutSteps snapshotId={snapshotId} />;
}
