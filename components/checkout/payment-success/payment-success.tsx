'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import useSWR from 'swr';
import { OrderPrescriptionOffers } from '@/components/account/prescriptions/order-prescription-offers';
import { callApi } from '@/lib/api';
import { orderInfoAddress, stripeConfirmAddress } from '@/lib/contract/order-addresses';
import { accountHref } from '@/lib/shop/account-menu';
import { OrderStatus } from '@/lib/shop/order-status';
import { CreateAccountForm } from './create-account-form';
import { PaidOrderSummary } from './paid-order-summary';
import { refreshCartCount } from '../refresh-cart-count';
import type { PaymentSuccessQuery } from './payment-success-query';
import { SignInPrompt } from '../sign-in-prompt';
import { useSignInState } from '../use-sign-in-state';
import styles from '../checkout.module.css';

const loadPaidOrder = async ([, orderNumber, fromCardProvider]: readonly [string, string, boolean]) => {
  // back from the card provider: the order is confirmed with it first (the webhook may be later)
  if (fromCardProvider)
    await callApi(stripeConfirmAddress, { orderNumber }, { tip: false }).catch(() => null);
  return callApi(orderInfoAddress, { orderNumber }, { tip: false });
};

/**
 * /payment-success: the paid order with its delivery estimate, the prescriptions typed for
 * it offered to the account, and for a guest's new account the choice of a password. The header's
 * cart badge is asked again: the order took its lines out of the cart.
 */
export function PaymentSuccess({ query }: { query: PaymentSuccessQuery }) {
  const { orderNumber, fromCardProvider } = query;
  const signIn = useSignInState();
  useEffect(() => {
    if (signIn !== 'waiting') void refreshCartCount();
  }, [signIn]);
  const { data: order, error } = useSWR(
    signIn === 'signed-in' && orderNumber ? (['paid-order', orderNumber, fromCardProvider] as const) : null,
    loadPaidOrder,
    { revalidateOnFocus: false },
  );

  if (!orderNumber) {
    return (
      <div className={styles.message}>
        <h2 className={styles.messageTitle}>Thank you!</h2>
        <p>
          Your orders are in <Link href={accountHref('order/order')}>My orders</Link>.
        </p>
      </div>
    );
  }
  if (signIn === 'signed-out') return <SignInPrompt text={`Sign in to see order ${orderNumber}.`} />;

  // the order says whether it is paid: before it answers, nothing is claimed
  const [before, after] = !order
    ? ['Thank you for your order ', '.']
    : order.status === OrderStatus.Unpaid
      ? ['Thank you! We are waiting for the payment of your order ', '.']
      : ['Thank you! Your order ', ' is paid.'];
  const detailHref = `${accountHref('order/order-detail')}?order=${encodeURIComponent(orderNumber)}`;
  return (
    <div className={styles.success}>
      <h2 className={styles.successTitle}>
        {before}
        <span data-testid="success-order-number">{orderNumber}</span>
        {after}
      </h2>
      {order && order.status !== OrderStatus.Unpaid ? (
        <p data-testid="success-email">
          A confirmation e-mail is on its way to <strong className={styles.email}>{order.email}</strong>.
        </p>
      ) : null}
      {error && !order ? (
        <p className={styles.fieldError} role="alert">
          The order could not be loaded. You find it in My orders.
        </p>
      ) : !order ? (
        <p className={styles.muted} role="status">
          Loading your order…
        </p>
      ) : (
        <PaidOrderSummary order={order} />
      )}
      <CreateAccountForm />
      {order ? <OrderPrescriptionOffers lines={order.lines} /> : null}
      <p className={styles.actions}>
        <Link href={detailHref} className="button" data-testid="success-order-detail">
          See the order
        </Link>
        <Link href="/eyeglasses" className="button button-secondary">
          Continue shopping
        </Link>
      </p>
    </div>
  );
}
